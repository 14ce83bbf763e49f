import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { IconArrowRight } from "@tabler/icons-react";
import { formatLongDate, type Lang } from "@lumiere/i18n";
import { CategoryBadge } from "./category-badge";
import { ArticleMedia } from "./article-media";

/** A card's article, in the page's language. */
export interface ArticleCardView {
  id: number;
  title: string;
  excerpt: string;
  category: string;
  slug: string;
  image_url: string | null;
  publishedAt: string;
}

/** An insights card: image or category icon, badge, title, excerpt, date, read-more link. */
export function ArticleCard({
  article,
  lang,
  headingLevel = 2,
  eager = false,
}: {
  article: ArticleCardView;
  lang: Lang;
  headingLevel?: 2 | 3;
  /** Its picture loads at once (the page's first card, in view on arrival). */
  eager?: boolean;
}) {
  const { t } = useLingui();
  const { title, category, slug } = article;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const titleId = `article-${article.id}-title`;
  return (
    <article className="article-card" aria-labelledby={titleId}>
      <ArticleMedia imageUrl={article.image_url} category={category} eager={eager} />
      <div className="article-body">
        <CategoryBadge category={category} />
        <Heading id={titleId} className="article-title">
          {title}
        </Heading>
        <p className="article-excerpt">{article.excerpt}</p>
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
