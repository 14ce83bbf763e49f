import { useLingui } from "@lingui/react/macro";
import type { Lang } from "@lumiere/i18n";
import { type ArticleSummaryView, ArticleCard } from "./article-card";
import { ArticleSkeleton } from "./article-skeleton";

interface ArticleGridProps {
  articles: ArticleSummaryView[] | undefined;
  failed: boolean;
  lang: Lang;
  /** Skeleton cards while loading (6 on the insights page). */
  skeletons: number;
  headingLevel?: 2 | 3;
}

/** Loading (skeletons + 'Loading...'), error, empty or the cards, in a three-column grid. */
export function ArticleGrid({ articles, failed, lang, skeletons, headingLevel }: ArticleGridProps) {
  const { t } = useLingui();
  if (failed) {
    return (
      <p className="state-message" role="alert">
        {t`Failed to load articles. Please try again later.`}
      </p>
    );
  }
  if (!articles) {
    return (
      <div aria-busy="true">
        <p className="sr-only" role="status">
          {t`Loading...`}
        </p>
        <div className="article-grid">
          {Array.from({ length: skeletons }, (_, i) => (
            <ArticleSkeleton key={i} />
          ))}
        </div>
      </div>
    );
  }
  if (articles.length === 0) return <p className="state-message">{t`No articles available.`}</p>;
  return (
    <div className="article-grid">
      {articles.map((a) => (
        <ArticleCard key={a.id} article={a} lang={lang} headingLevel={headingLevel} />
      ))}
    </div>
  );
}
