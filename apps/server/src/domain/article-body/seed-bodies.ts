// The bodies the seed stores with its articles (packages/db/src/seed/article-bodies.json), made by
// this renderer: written by `scripts/seed-article-bodies.ts`, checked by test/articles/stored-bodies.test.ts.
import { articleBodyKey } from "@lumiere/db";
import type { TocEntry } from "./markdown";
import { renderArticleBodyFor } from "./render";

export interface SeedBody {
  key: string;
  html: string;
  toc: TocEntry[];
  minutes: number;
}

// Any origin: a seed text's body is stored only when none of its links depends on the origin.
const ANY_ORIGIN = "http://localhost";

/** Each distinct text's body, in order; a text whose links depend on the site origin is left to be rendered on the site. */
export async function seedArticleBodies(texts: string[]): Promise<SeedBody[]> {
  const bodies: SeedBody[] = [];
  for (const content of new Set(texts)) {
    const { body, usesOrigin } = await renderArticleBodyFor(content, ANY_ORIGIN);
    if (!usesOrigin) bodies.push({ key: articleBodyKey(content), html: body.html, toc: body.toc, minutes: body.minutes });
  }
  return bodies;
}
