import { useLingui } from "@lingui/react/macro";
import type { Lang } from "@lumiere/i18n";
import { type ArticleCardView, ArticleCard } from "./article-card";

/**
 * Spec §2's "Related Articles" block: up to three articles sharing the article's tags or category;
 * the spec's "more articles are coming soon" when there is none (or they could not be loaded).
 */
export function RelatedArticles({ articles, lang }: { articles: ArticleCardView[] | null; lang: Lang }) {
  const { t } = useLingui();
  const some = articles && articles.length > 0;
  return (
    <section className="section section-tinted" aria-labelledby="related-title">
      <div className={some ? "container related related-list" : "container narrow related"}>
        <h2 id="related-title">{t`Related Articles`}</h2>
        {some ? (
          <div className="article-grid">
            {articles.map((a) => (
              <ArticleCard key={a.id} article={a} lang={lang} headingLevel={3} />
            ))}
          </div>
        ) : (
          <p>{t`More articles are coming soon.`}</p>
        )}
      </div>
    </section>
  );
}
