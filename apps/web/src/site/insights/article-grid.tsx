import { useLingui } from "@lingui/react/macro";
import type { Lang } from "@lumiere/i18n";
import { type ArticleCardView, ArticleCard } from "./article-card";

interface ArticleGridProps {
  /** Null when the list could not be loaded. */
  articles: ArticleCardView[] | null;
  lang: Lang;
  headingLevel?: 2 | 3;
  /** The grid opens the page: its first picture is in view on a phone, load it at once. */
  aboveTheFold?: boolean;
}

/** The cards in a three-column grid, or the error or empty state. */
export function ArticleGrid({ articles, lang, headingLevel, aboveTheFold = false }: ArticleGridProps) {
  const { t } = useLingui();
  if (!articles) {
    return (
      <p className="state-message" role="alert">
        {t`Failed to load articles. Please try again later.`}
      </p>
    );
  }
  if (articles.length === 0) return <p className="state-message">{t`No articles available.`}</p>;
  return (
    <div className="article-grid">
      {articles.map((a, i) => (
        <ArticleCard key={a.id} article={a} lang={lang} headingLevel={headingLevel} eager={aboveTheFold && i === 0} />
      ))}
    </div>
  );
}
