import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { createFileRoute, Link, notFound, redirect } from "@tanstack/react-router";
import { IconArrowLeft, IconClockHour4 } from "@tabler/icons-react";
import { articlePath, formatLongDate, LANGS, langColumn } from "@lumiere/i18n";
import { BRAND } from "@lumiere/validation";
import { articleJsonLd, jsonLd } from "../../../../lib/json-ld";
import { SafeHtml } from "../../../../lib/safe-html";
import { loadSanitizer } from "../../../../lib/sanitize";
import { alternatesOf, langParam, noIndexHead, pageHead, sharedImage } from "../../../../lib/seo";
import { ArticleNotFound } from "../../../../site/insights/article-not-found";
import { ARTICLE_VISUAL_SIZES, ArticleMedia } from "../../../../site/insights/article-media";
import type { SiteContact } from "../../../../site/layout/site-info";
import { CategoryBadge } from "../../../../site/insights/category-badge";
import { ArticleContents } from "../../../../site/insights/article-contents";
import { ArticleTags } from "../../../../site/insights/article-tags";
import { RelatedArticles } from "../../../../site/insights/related-articles";
import { trpcOf } from "../../../../lib/trpc";
import { ArticleSkeleton } from "../../../../site/pages/page-skeleton";
import { sharedPicture } from "../../../../site/pages/shared-picture";
import { ErrorPage } from "../../../../site/pages/error-page";
import { AuthorByline } from "../../../../site/team/author-byline";
import { personOf } from "../../../../site/team/person";
import { loadArticleAuthor } from "../../../../site/team/team-loaders";

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
    const [site, article, body, , author] = await Promise.all([
      context.queryClient.ensureQueryData(trpc.pages.siteInfo.queryOptions()),
      // Spec §4: an error or no data both mean "not found".
      context.queryClient.ensureQueryData(trpc.articles.bySlug.queryOptions({ slug: params.slug, lang })).catch(() => null),
      // The text as HTML, rendered from its Markdown on the server (no Markdown code in the browser).
      context.queryClient.ensureQueryData(trpc.articles.body.queryOptions({ slug: params.slug, lang })).catch(() => null),
      loadSanitizer(),
      // The published author, if the article names one (not part of the spec's article record).
      loadArticleAuthor(context, lang, params.slug),
    ]);
    if (!article || !body) throw notFound();
    const own = langColumn(article, "slug", lang);
    // The other language's slug also resolves: send it to this language's address.
    if (own !== params.slug) throw redirect({ href: articlePath(lang, own) + location.searchStr, statusCode: 301 });
    // Up to three articles sharing its tags or category; none (the spec's text) if they cannot be loaded.
    const related = await context.queryClient
      .ensureQueryData(trpc.articles.related.queryOptions({ id: article.id, lang }))
      .catch(() => null);
    return {
      siteName: site.siteName,
      title: langColumn(article, "title", lang),
      description: langColumn(article, "excerpt", lang),
      body,
      category: langColumn(article, "category", lang),
      tags: langColumn(article, "tags", lang),
      related,
      imageUrl: article.image_url,
      // Shared on social networks: the article's picture, else the site's default.
      shareImage: sharedPicture(article.image_url || site.socialImage),
      publishedAt: article.publishedAt,
      // Its address in each language it is published in (head links, language switcher).
      alternates: alternatesOf(
        Object.fromEntries(LANGS.flatMap((l) => (article[`live_${l}`] ? [[l, langColumn(article, "slug", l)]] : []))),
        articlePath,
      ),
      author,
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
    const lang = langParam(params.lang);
    const { origin } = match.context;
    const paths = loaderData.alternates;
    const head = pageHead({ ...loaderData, type: "article", lang, origin, paths, image: loaderData.shareImage });
    const article = articleJsonLd({
      url: origin + (paths[lang] ?? articlePath(lang, params.slug)),
      headline: loaderData.title,
      description: loaderData.description,
      image: sharedImage(loaderData.shareImage, origin),
      datePublished: loaderData.publishedAt,
      dateModified: loaderData.body.updatedAt,
      lang,
      siteName: loaderData.siteName,
      logo: `${origin}/favicon.svg`,
      origin,
      author: loaderData.author ? personOf(loaderData.author, lang, origin, loaderData.siteName) : null,
    });
    return {
      ...head,
      meta: [
        ...head.meta,
        { property: "article:published_time", content: loaderData.publishedAt },
        { property: "article:modified_time", content: loaderData.body.updatedAt },
        ...loaderData.tags.map((tag) => ({ property: "article:tag", content: tag })),
        jsonLd(article),
      ],
    };
  },
  pendingComponent: ArticleSkeleton,
  notFoundComponent: ArticleNotFound,
  errorComponent: ErrorPage,
  component: ArticlePage,
});

function ArticlePage() {
  const { t } = useLingui();
  const lang = langParam(Route.useParams().lang);
  const { title, body, category, tags, related, imageUrl, publishedAt, author } = Route.useLoaderData();
  const { minutes } = body;
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
          {author && <AuthorByline author={author} lang={lang} />}
          <ArticleTags tags={tags} lang={lang} />
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
        <div className="container narrow">
          {body.long && <ArticleContents minutes={minutes} toc={body.toc} />}
          {/* Spec §2: plain text's paragraphs (blank lines) render as before; Markdown adds headings, lists, links, pictures. */}
          <SafeHtml html={body.html} className="prose" />
        </div>
      </div>
      <RelatedArticles articles={related} lang={lang} />
    </article>
  );
}
