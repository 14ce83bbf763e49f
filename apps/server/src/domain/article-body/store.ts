// Article bodies stored when their text is written (an editor's save or publication, the seed), and
// read by visitors' pages, which so never load the sanitiser. A body is keyed by its text's digest
// (`articleBodyKey`), so it can never be served for another text; one made by another renderer
// version, or for another site origin when its links depend on it, is rendered again.
import {
  and,
  articleBodies,
  articleBodyKey,
  articles,
  contentDrafts,
  type Db,
  eq,
  inArray,
  landingPages,
  lt,
  rowsOf,
  type SQL,
  sql,
} from "@lumiere/db";
import { LANGS, langColumn } from "@lumiere/i18n";
import type { ContentDeps } from "../deps";
import { siteOrigin, type SiteOriginDeps } from "../site-origin";
import { type ArticleBody, articleBodyOf, renderArticleBodyFor } from "./render";

/**
 * The renderer's version. Raise it whenever the HTML a text renders to changes (Markdown options,
 * the HTML policy, picture attributes, the reading time): bodies stored by another version are
 * rendered again when next read, and the seed's stored bodies must be written again
 * (`pnpm --filter @lumiere/server seed-bodies`).
 */
export const BODY_FORMAT = 2;

/** A body that no text refers to is kept this long: a text being written may not be saved yet. */
const PRUNE_GRACE_MS = 60 * 60_000;

type Stamp = { format: number; origin: string | null };

/** Made by this renderer, and for this origin when its links depend on it. */
async function isCurrent(deps: SiteOriginDeps, row: Stamp): Promise<boolean> {
  return row.format === BODY_FORMAT && (row.origin === null || row.origin === (await siteOrigin(deps)));
}

/** Renders a text (loading the sanitiser on first use) and stores its body. */
async function renderAndStore(deps: SiteOriginDeps, key: string, content: string): Promise<ArticleBody> {
  const origin = await siteOrigin(deps);
  const { body, usesOrigin } = await renderArticleBodyFor(content, origin);
  const row = {
    format: BODY_FORMAT,
    origin: usesOrigin ? origin : null,
    html: body.html,
    toc: body.toc,
    minutes: body.minutes,
    createdAt: new Date(),
  };
  await deps.db
    .insert(articleBodies)
    .values({ key, ...row })
    .onConflictDoUpdate({ target: articleBodies.key, set: row });
  return body;
}

/**
 * The body of a text a visitor reads: the stored one. A text stored without its body (written
 * before bodies were stored, or by another renderer, or for another origin) is rendered once here.
 */
export function storedArticleBody(deps: ContentDeps & SiteOriginDeps, content: string): Promise<ArticleBody> {
  const key = articleBodyKey(content);
  return deps.cache.get(`article:body:${key}`, async () => {
    const [row] = await deps.db.select().from(articleBodies).where(eq(articleBodies.key, key));
    if (row && (await isCurrent(deps, row))) return articleBodyOf(row.html, row.toc, row.minutes);
    return renderAndStore(deps, key, content);
  });
}

/** When texts are written: each one's body rendered and stored, unless a current one is. */
export async function storeArticleBodies(deps: SiteOriginDeps, contents: Iterable<string>): Promise<void> {
  const wanted = new Map([...contents].map((content) => [articleBodyKey(content), content]));
  if (wanted.size === 0) return;
  const rows = await deps.db
    .select({ key: articleBodies.key, format: articleBodies.format, origin: articleBodies.origin })
    .from(articleBodies)
    .where(inArray(articleBodies.key, [...wanted.keys()]));
  for (const row of rows) if (await isCurrent(deps, row)) wanted.delete(row.key);
  for (const [key, content] of wanted) await renderAndStore(deps, key, content);
}

/** The Markdown of a landing page's rich text blocks: stored as article bodies are, under the same rules. */
export function richTexts(blocks: ReadonlyArray<Record<string, unknown>> | null | undefined): string[] {
  return (blocks ?? []).flatMap((b) => (b.type === "richText" && typeof b.markdown === "string" ? [b.markdown] : []));
}

/** The rich text blocks' Markdown of a jsonb array of blocks, one row each. */
const richTextRows = (blocks: SQL, from: SQL) =>
  sql`select b ->> 'markdown' as text from ${from}, jsonb_array_elements(${blocks}) b where b ->> 'type' = 'richText'`;
/** Where a landing page's blocks of a language are: its published row, its working copy. */
const landingBlockSources = (lang: string): SQL[] => [
  richTextRows(sql.raw(`blocks_${lang}`), sql`${landingPages}`),
  richTextRows(sql`coalesce(${contentDrafts.data} -> ${`blocks_${lang}`}, '[]'::jsonb)`, sql`${contentDrafts}`).append(
    sql` and ${contentDrafts.kind} = 'landing'`,
  ),
];

/** A text of an article's working copy (absent in an older copy: the empty text). */
const draftContent = (lang: string): SQL => sql`coalesce(${contentDrafts.data} ->> ${`content_${lang}`}, '')`;

/** Every article text, published or in a working copy, with its stored body (a restore, the database template). */
export async function storeMissingArticleBodies(deps: SiteOriginDeps): Promise<void> {
  const texts = new Set<string>();
  for (const lang of LANGS) {
    for (const row of await deps.db.select({ text: langColumn(articles, "content", lang) }).from(articles)) texts.add(row.text);
    const drafts = await deps.db
      .select({ text: sql<string>`${draftContent(lang)}` })
      .from(contentDrafts)
      .where(eq(contentDrafts.kind, "article"));
    for (const row of drafts) texts.add(row.text);
    for (const source of landingBlockSources(lang)) {
      for (const row of rowsOf<{ text: string }>(await deps.db.execute(source))) texts.add(row.text);
    }
  }
  await storeArticleBodies(deps, texts);
}

/** Deletes the bodies no article and no working copy refers to any more; how many. */
export async function pruneArticleBodies(db: Db): Promise<number> {
  const digest = (text: SQL) => sql`encode(sha256(convert_to(${text}, 'UTF8')), 'hex')`;
  const referenced = LANGS.flatMap((lang) => [
    sql`select ${digest(sql`${langColumn(articles, "content", lang)}`)} from ${articles}`,
    sql`select ${digest(draftContent(lang))} from ${contentDrafts} where ${contentDrafts.kind} = 'article'`,
    ...landingBlockSources(lang).map((source) => sql`select ${digest(sql`t.text`)} from (${source}) t`),
  ]);
  const removed = await db
    .delete(articleBodies)
    .where(
      and(
        lt(articleBodies.createdAt, new Date(Date.now() - PRUNE_GRACE_MS)),
        sql`${articleBodies.key} not in (${sql.join(referenced, sql` union all `)})`,
      ),
    )
    .returning({ key: articleBodies.key });
  return removed.length;
}
