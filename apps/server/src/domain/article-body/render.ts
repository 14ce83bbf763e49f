// Rendering an article text: its Markdown to HTML through the one HTML policy (domain/html.ts, which
// loads jsdom on first use), its table of contents and reading time. Called when a text is written
// (store.ts) and by the editor's live preview; a visitor's page reads the stored result.
import { sanitizeHtml } from "../html";
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

/** The reading time of sanitised HTML, in minutes, at least 1. */
export function readingMinutes(html: string): number {
  const words = html
    .replace(/<[^>]*>/g, " ")
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** The body from its sanitised HTML, contents and reading time. */
export function articleBodyOf(html: string, toc: TocEntry[], minutes: number): ArticleBody {
  return { html, toc, minutes, long: minutes >= LONG_ARTICLE_MINUTES && toc.length >= 2 };
}

/** An article text's body for this origin, and whether it depends on the origin (an absolute link). */
export async function renderArticleBodyFor(content: string, origin: string): Promise<{ body: ArticleBody; usesOrigin: boolean }> {
  const { html, toc, usesOrigin } = renderMarkdown(content, origin);
  const clean = await sanitizeHtml(html);
  return { body: articleBodyOf(clean, toc, readingMinutes(clean)), usesOrigin };
}
