// What an article page shows of its text: the rendered, sanitised HTML, its table of contents and
// the reading time. Rendered when first read and kept in the content cache (cleared by any content
// write), keyed by the text itself, so a preview link's draft is rendered the same way.
import { createHash } from "node:crypto";
import { articles, eq } from "@lumiere/db";
import { type Lang, langColumn } from "@lumiere/i18n";
import type { ContentDeps } from "../deps";
import { shownArticle } from "../editorial/preview";
import type { PreviewGrant } from "../editorial/preview";
import { sanitizeHtml } from "../html";
import { siteOrigin, type SiteOriginDeps } from "../site-origin";
import { withLibraryAlt } from "./library-alt";
import { renderMarkdown, type TocEntry } from "./markdown";

export type { TocEntry };

export interface ArticleBody {
  html: string;
  toc: TocEntry[];
  /** Reading time in minutes, at least 1. */
  minutes: number;
  /** Long enough for the reading-time and contents block: several minutes and at least two headings. */
  long: boolean;
}

const WORDS_PER_MINUTE = 220;
const LONG_ARTICLE_MINUTES = 3;

export type BodyDeps = ContentDeps & SiteOriginDeps;

/**
 * An article text's HTML (Markdown, through the one HTML policy), contents and reading time. Not
 * cached: the editor's preview, whose every pause would otherwise push published content out.
 * With its language, a library picture left without alt text gets the library's (library-alt.ts).
 */
export async function renderArticleBody(deps: SiteOriginDeps, content: string, lang?: Lang): Promise<ArticleBody> {
  const { html, toc } = renderMarkdown(content, await siteOrigin(deps));
  const clean = await sanitizeHtml(lang ? await withLibraryAlt(deps.db, html, lang) : html);
  const words = clean
    .replace(/<[^>]*>/g, " ")
    .split(/\s+/)
    .filter(Boolean).length;
  const minutes = Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
  return { html: clean, toc, minutes, long: minutes >= LONG_ARTICLE_MINUTES && toc.length >= 2 };
}

/** The same, kept in the content cache for the public pages (keyed by the text itself). */
function cachedArticleBody(deps: BodyDeps, content: string, lang: Lang): Promise<ArticleBody> {
  const key = `article:body:${lang}:${createHash("sha256").update(content).digest("base64url")}`;
  return deps.cache.get(key, () => renderArticleBody(deps, content, lang));
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
    cachedArticleBody(deps, langColumn(article, "content", input.lang), input.lang),
    deps.cache.get(`article:updated:${article.id}`, async () => {
      const rows = await deps.db.select({ at: articles.updatedAt }).from(articles).where(eq(articles.id, article.id)).limit(1);
      return (rows[0]?.at ?? new Date(article.publishedAt)).toISOString();
    }),
  ]);
  return { ...body, updatedAt };
}
