import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { IconArrowRight } from "@tabler/icons-react";
import { formatLongDate, type Lang } from "@lumiere/i18n";
import { CategoryBadge } from "./category-badge";
import { ArticleMedia } from "./article-media";

export interface ArticleSummaryView {
  id: number;
  title_en: string;
  title_fr: string;
  excerpt_en: string;
  excerpt_fr: string;
  category_en: string;
  category_fr: string;
  slug_en: string;
  slug_fr: string;
  image_url: string | null;
  publishedAt: string;
}

/** An insights card: image or category icon, badge, title, excerpt, date, read-more link. */
export function ArticleCard({ article, lang, headingLevel = 2 }: { article: ArticleSummaryView; lang: Lang; headingLevel?: 2 | 3 }) {
  const { t } = useLingui();
  const title = lang === "fr" ? article.title_fr : article.title_en;
  const category = lang === "fr" ? article.category_fr : article.category_en;
  const slug = lang === "fr" ? article.slug_fr : article.slug_en;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const titleId = `article-${article.id}-title`;
  return (
    <article className="article-card" aria-labelledby={titleId}>
      <ArticleMedia imageUrl={article.image_url} category={category} />
      <div className="article-body">
        <CategoryBadge category={category} />
        <Heading id={titleId} className="article-title">
          {title}
        </Heading>
        <p className="article-excerpt">{lang === "fr" ? article.excerpt_fr : article.excerpt_en}</p>
        <div className="article-meta">
          <time dateTime={article.publishedAt}>{formatLongDate(article.publishedAt, lang)}</time>
          {/* The query parameter busts caches between the list and an edited article (spec §2). */}
          <Link to="/$lang/insights/$slug" params={{ lang, slug }} search={{ v: Date.parse(article.publishedAt) }} className="read-more">
            {t`Read more`}
            <span className="sr-only">: {title}</span>
            <IconArrowRight size={16} aria-hidden="true" />
          </Link>
        </div>
      </div>
    </article>
  );
}
