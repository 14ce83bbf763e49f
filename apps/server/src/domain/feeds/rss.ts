// The RSS 2.0 feed of a language's articles (/{lang}/insights/rss.xml): the newest FEED_ITEMS
// published in it, with their summaries and absolute links on the site's origin (never the
// request's Host). Built once and kept in the content cache, which any publication or edit clears.
import { articles, desc } from "@lumiere/db";
import { articlePath, feedPath, type Lang, langColumn, LOCALES, pagePath } from "@lumiere/i18n";
import { liveIn } from "../articles";
import type { ContentDeps } from "../deps";
import { getPage } from "../pages";
import { getPublicSettings } from "../settings";
import { type SiteOriginDeps, siteOrigin } from "../site-origin";

/** Articles a feed lists: the newest. */
export const FEED_ITEMS = 20;

// Characters XML 1.0 cannot carry at all (control characters, lone surrogates, U+FFFE/U+FFFF).
const NOT_XML = /[^\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu;
const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/** Text as XML character data or attribute value: escaped, and what XML cannot hold dropped. */
export function xmlText(text: string): string {
  return text.replace(NOT_XML, "").replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

const element = (name: string, text: string, attributes = "") => `<${name}${attributes}>${xmlText(text)}</${name}>`;

function newestArticles(deps: ContentDeps, lang: Lang) {
  return deps.db
    .select({
      id: articles.id,
      title: langColumn(articles, "title", lang),
      excerpt: langColumn(articles, "excerpt", lang),
      category: langColumn(articles, "category", lang),
      tags: langColumn(articles, "tags", lang),
      slug: langColumn(articles, "slug", lang),
      publishedAt: articles.publishedAt,
    })
    .from(articles)
    .where(liveIn(lang))
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(FEED_ITEMS);
}

type FeedArticle = Awaited<ReturnType<typeof newestArticles>>[number];

function itemOf(a: FeedArticle, origin: string, lang: Lang): string {
  const link = origin + articlePath(lang, a.slug);
  const tagBase = `${origin}${pagePath(lang, "insights")}?tag=`;
  return [
    "    <item>",
    `      ${element("title", a.title)}`,
    `      ${element("link", link)}`,
    `      ${element("description", a.excerpt)}`,
    `      ${element("pubDate", a.publishedAt.toUTCString())}`,
    // The id stays when a slug changes (a renamed article is the same item).
    `      ${element("guid", `${origin}${pagePath(lang, "insights")}#article-${a.id}`, ' isPermaLink="false"')}`,
    `      ${element("category", a.category)}`,
    ...a.tags.map((tag) => `      ${element("category", tag, ` domain="${xmlText(tagBase + encodeURIComponent(tag))}"`)}`),
    "    </item>",
  ].join("\n");
}

/** The feed's XML for `lang`: the insights page's title and description, then the newest articles. */
export function articlesFeed(deps: ContentDeps & SiteOriginDeps, lang: Lang): Promise<string> {
  return siteOrigin(deps).then((origin) =>
    deps.cache.get(`feed:rss:${origin}:${lang}`, async () => {
      const [settings, page, items] = await Promise.all([getPublicSettings(deps), getPage(deps, "insights"), newestArticles(deps, lang)]);
      const title = page ? langColumn(page, "title", lang) : "";
      const newest = items[0]?.publishedAt;
      return [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
        "  <channel>",
        `    ${element("title", title ? `${title} | ${settings.siteName}` : settings.siteName)}`,
        `    ${element("link", origin + pagePath(lang, "insights"))}`,
        `    ${element("description", page ? langColumn(page, "metaDescription", lang) : settings.siteDescription)}`,
        `    ${element("language", LOCALES[lang].toLowerCase())}`,
        `    <atom:link href="${xmlText(origin + feedPath(lang))}" rel="self" type="application/rss+xml"/>`,
        ...(newest ? [`    ${element("lastBuildDate", newest.toUTCString())}`] : []),
        ...items.map((a) => itemOf(a, origin, lang)),
        "  </channel>",
        "</rss>",
        "",
      ].join("\n");
    }),
  );
}
