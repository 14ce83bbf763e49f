import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { createFileRoute, Link, notFound, redirect } from "@tanstack/react-router";
import { IconArrowLeft, IconClockHour4 } from "@tabler/icons-react";
import { articlePath, formatLongDate } from "@lumiere/i18n";
import { BRAND } from "@lumiere/validation";
import { langParam, noIndexHead, pageHead } from "../../../../lib/seo";
import { ArticleNotFound } from "../../../../site/insights/article-not-found";
import { ARTICLE_VISUAL_SIZES, ArticleMedia } from "../../../../site/insights/article-media";
import type { SiteContact } from "../../../../site/layout/site-info";
import { CategoryBadge } from "../../../../site/insights/category-badge";
import { splitParagraphs } from "../../../../lib/paragraphs";
import { trpcOf } from "../../../../lib/trpc";
import { ArticleSkeleton } from "../../../../site/pages/page-skeleton";
import { ErrorPage } from "../../../../site/pages/error-page";

interface ArticleSearch {
  /**
   * Cache-busting parameter of the read-more links; not used by the page, so not one of
   * PAGE_QUERY_PARAMS (@lumiere/i18n): the server answers every `v` with the one stored page.
   */
  v?: number;
}

export const Route = createFileRoute("/$lang/_site/insights/$slug")({
  validateSearch: (search: Record<string, unknown>): ArticleSearch => {
    const v = Number(search.v);
    return Number.isFinite(v) && search.v !== undefined ? { v } : {};
  },
  loader: async ({ context, params, location }) => {
    const lang = langParam(params.lang);
    const { trpc } = trpcOf(context);
    const [site, article] = await Promise.all([
      context.queryClient.ensureQueryData(trpc.pages.siteInfo.queryOptions()),
      // Spec §4: an error or no data both mean "not found".
      context.queryClient.ensureQueryData(trpc.articles.bySlug.queryOptions({ slug: params.slug, lang })).catch(() => null),
    ]);
    if (!article) throw notFound();
    const own = lang === "fr" ? article.slug_fr : article.slug_en;
    // The other language's slug also resolves: send it to this language's address.
    if (own !== params.slug) throw redirect({ href: articlePath(lang, own) + location.searchStr, statusCode: 301 });
    const fr = lang === "fr";
    return {
      siteName: site.siteName,
      title: fr ? article.title_fr : article.title_en,
      description: fr ? article.excerpt_fr : article.excerpt_en,
      content: fr ? article.content_fr : article.content_en,
      category: fr ? article.category_fr : article.category_en,
      imageUrl: article.image_url,
      publishedAt: article.publishedAt,
      slugs: { en: article.slug_en, fr: article.slug_fr },
    };
  },
  head: ({ loaderData, params, match, matches }) => {
    if (!loaderData) {
      const { i18n } = match.context;
      // The `$lang` route's data: the brand.
      const site = matches.find((m) => (m.routeId as string) === "/$lang")?.loaderData as SiteContact | undefined;
      const siteName = site?.siteName ?? BRAND;
      return noIndexHead({
        origin: match.context.origin,
        paths: { en: articlePath("en", params.slug), fr: articlePath("fr", params.slug) },
        title: i18n._(msg`Article Not Found`),
        description: i18n._(msg`The article you're looking for doesn't exist.`),
        siteName,
      });
    }
    const head = pageHead({
      ...loaderData,
      type: "article",
      lang: langParam(params.lang),
      origin: match.context.origin,
      paths: { en: articlePath("en", loaderData.slugs.en), fr: articlePath("fr", loaderData.slugs.fr) },
    });
    return { ...head, meta: [...head.meta, { property: "article:published_time", content: loaderData.publishedAt }] };
  },
  pendingComponent: ArticleSkeleton,
  notFoundComponent: ArticleNotFound,
  errorComponent: ErrorPage,
  component: ArticlePage,
});

function ArticlePage() {
  const { t } = useLingui();
  const lang = langParam(Route.useParams().lang);
  const { title, content, category, imageUrl, publishedAt } = Route.useLoaderData();
  // Spec §2: paragraphs are separated by blank lines.
  const paragraphs = splitParagraphs(content);
  const minutes = Math.max(1, Math.ceil(content.split(/\s+/).length / 220));
  return (
    <article className="article-page">
      <header className="article-header">
        <div className="container narrow">
          <Link to="/$lang/insights" params={{ lang }} className="back-link">
            <IconArrowLeft size={18} aria-hidden="true" />
            {t`Back to Insights`}
          </Link>
          <CategoryBadge category={category} />
          <h1>{title}</h1>
          <p className="article-date">
            <time dateTime={publishedAt}>{formatLongDate(publishedAt, lang)}</time>
            <span aria-hidden="true">·</span>
            <IconClockHour4 size={16} aria-hidden="true" />
            {t`${minutes} min read`}
          </p>
          <ArticleMedia
            imageUrl={imageUrl}
            category={category}
            iconSize={72}
            className="article-media article-visual"
            sizes={ARTICLE_VISUAL_SIZES}
            eager
          />
        </div>
      </header>
      <div className="section article-content">
        <div className="container narrow prose">
          {paragraphs.map((p, i) => (
            <p key={i}>{p}</p>
          ))}
        </div>
      </div>
      <section className="section section-tinted" aria-labelledby="related-title">
        <div className="container narrow related">
          <h2 id="related-title">{t`Related Articles`}</h2>
          <p>{t`More articles are coming soon.`}</p>
        </div>
      </section>
    </article>
  );
}
