// What an article page shows of its text: the rendered, sanitised HTML, its table of contents and
// the reading time. Rendered when the text is written and stored (store.ts), so a visitor's page
// reads it and never loads the sanitiser (jsdom); the editor's preview renders live. Library
// pictures left without alt text get the library's when shown (library-alt.ts): that text can
// change without the article's.
import { articleBodyKey, articles, eq } from "@lumiere/db";
import { type Lang, langColumn } from "@lumiere/i18n";
import type { ContentDeps } from "../deps";
import { shownArticle } from "../editorial/preview";
import type { PreviewGrant } from "../editorial/preview";
import { siteOrigin, type SiteOriginDeps } from "../site-origin";
import { withLibraryAlt } from "./library-alt";
import { type ArticleBody, renderArticleBodyFor } from "./render";
import { storedArticleBody } from "./store";

export type { ArticleBody, TocEntry } from "./render";
export { pruneArticleBodies, storeArticleBodies, storeMissingArticleBodies } from "./store";

export type BodyDeps = ContentDeps & SiteOriginDeps;

/**
 * An article text's HTML, contents and reading time, rendered now (not stored): the editor's
 * preview, whose every pause would otherwise store a body, and the content assistant. With its
 * language, a library picture left without alt text gets the library's.
 */
export async function renderArticleBody(deps: SiteOriginDeps, content: string, lang?: Lang): Promise<ArticleBody> {
  const { body } = await renderArticleBodyFor(content, await siteOrigin(deps));
  return lang ? { ...body, html: await withLibraryAlt(deps.db, body.html, lang) } : body;
}

/** The stored body as shown in a language (kept in the content cache, which a library alt change clears). */
function shownBody(deps: BodyDeps, content: string, lang: Lang): Promise<ArticleBody> {
  return deps.cache.get(`article:body:${lang}:${articleBodyKey(content)}`, async () => {
    const body = await storedArticleBody(deps, content);
    return { ...body, html: await withLibraryAlt(deps.db, body.html, lang) };
  });
}

/** The body of the article shown at this address (a preview link's draft, else the published one), with when it last changed. */
export async function shownArticleBody(
  deps: BodyDeps,
  grant: PreviewGrant | undefined,
  input: { slug: string; lang: Lang },
): Promise<(ArticleBody & { updatedAt: string }) | null> {
  const article = await shownArticle(deps, grant, input);
  if (!article) return null;
  const [body, updatedAt] = await Promise.all([
    shownBody(deps, langColumn(article, "content", input.lang), input.lang),
    deps.cache.get(`article:updated:${article.id}`, async () => {
      const rows = await deps.db.select({ at: articles.updatedAt }).from(articles).where(eq(articles.id, article.id)).limit(1);
      return (rows[0]?.at ?? new Date(article.publishedAt)).toISOString();
    }),
  ]);
  return { ...body, updatedAt };
}
