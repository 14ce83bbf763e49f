// Slugs of the kinds that have them (articles, landing pages): which ones a language already uses,
// live or in a working copy, so a new one is unique within its language and kind.
import { articles, contentDrafts, landingPages, rowsOf, sql, type Tx } from "@lumiere/db";
import type { Lang } from "@lumiere/i18n";

const TABLES = { article: articles, landing: landingPages } as const;

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
