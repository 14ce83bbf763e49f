// Slugs of the kinds that have them (articles, landing pages): which ones a language already uses,
// live or in a working copy, so a new one is unique within its language and kind.
import { articles, contentDrafts, landingPages, rowsOf, slugify, sql, type Tx } from "@lumiere/db";
import type { Lang } from "@lumiere/i18n";
import { RESERVED_SLUGS } from "@lumiere/validation";

const TABLES = { article: articles, landing: landingPages } as const;

/** The slug of an item whose title gives none (distinct per language where the slugs share one table). */
const UNTITLED_SLUG: Record<keyof typeof TABLES, Record<Lang, string>> = {
  article: { en: "article", fr: "article-fr" },
  landing: { en: "page-en", fr: "page-fr" },
};
/** First segments a kind's address may not take: landing pages live beside the site's own routes. */
const RESERVED: Record<keyof typeof TABLES, ReadonlySet<string>> = { article: new Set(), landing: RESERVED_SLUGS };

/** A slug from the title, unique within its language and kind (-2, -3… when another item has it). */
export async function slugFromTitle(tx: Tx, kind: keyof typeof TABLES, lang: Lang, title: string, exceptId: number): Promise<string> {
  const base = slugify(title) || UNTITLED_SLUG[kind][lang];
  const used = await slugsTaken(tx, kind, lang, base, exceptId, false);
  if (!used.has(base) && !RESERVED[kind].has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** Slugs of `lang` other items of `kind` use, live or in their working copy: `base` only when `exact`, else also `base-n`. */
export async function slugsTaken(
  tx: Tx,
  kind: keyof typeof TABLES,
  lang: Lang,
  base: string,
  exceptId: number,
  exact: boolean,
): Promise<Set<string>> {
  const table = TABLES[kind];
  const live = sql.raw(`slug_${lang}`);
  const working = sql`${contentDrafts.data} ->> ${`slug_${lang}`}`;
  const like = `${base}-%`;
  const rows = rowsOf<{ slug: string | null }>(
    await tx.execute(sql`
    select ${live} as slug from ${table}
      where ${table.id} <> ${exceptId} and (${live} = ${base} or (${!exact} and ${live} like ${like}))
    union
    select ${working} from ${contentDrafts}
      where ${contentDrafts.kind} = ${kind} and ${contentDrafts.entityId} <> ${exceptId}
        and (${working} = ${base} or (${!exact} and ${working} like ${like}))`),
  );
  return new Set(rows.map((r) => r.slug ?? ""));
}
