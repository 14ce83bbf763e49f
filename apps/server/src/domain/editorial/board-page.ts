// The editorial boards one page at a time: pages first, then landing pages and articles, each newest
// first, filtered by kind, a search on titles and slugs, editorial states and translation states. One query finds the
// page's items, one counts them, and a third reads only those items (never the whole archive).
import {
  and,
  articles,
  type ContentKind,
  contentDrafts,
  type Db,
  eq,
  inArray,
  landingPages,
  pages,
  rowsOf,
  type SQL,
  sql,
} from "@lumiere/db";
import { LANGS, type Lang } from "@lumiere/i18n";
import type { EditorialState, TranslationState } from "@lumiere/validation";
import { pageOf, searchAny } from "../paging";
import { type EditorialItem, itemOf } from "./board";
import { entityFromRows } from "./entity";

export interface EditorialPageInput {
  page: number;
  perPage: number;
  q: string;
  kind?: ContentKind;
  /** Items where either language is in one of these states. */
  states?: readonly EditorialState[];
  /** Items where either language is missing or outdated (as asked). */
  translation?: Exclude<TranslationState, "up_to_date">;
}

type Table = typeof articles | typeof pages | typeof landingPages;
const tableOf = (kind: ContentKind): Table => (kind === "article" ? articles : kind === "landing" ? landingPages : pages);
/** The order of the kinds on a board: the fixed pages, then landing pages, then articles. */
const GROUPS: readonly ContentKind[] = ["page", "landing", "article"];
const draftOf = (kind: ContentKind, table: Table) => and(eq(contentDrafts.kind, kind), eq(contentDrafts.entityId, table.id));
/** A field of the working copy: the draft's when it has one, else the live row's. */
const working = (table: Table, field: string) =>
  sql`coalesce(${contentDrafts.data} ->> ${field}, ${(table as unknown as Record<string, SQL>)[field]})`;
/** A language's state; an item without an editorial row is as `initialDraft` starts it. */
const stateIn = (kind: ContentKind, lang: Lang) =>
  kind === "page"
    ? sql`coalesce(${contentDrafts[`state_${lang}`]}, 'published')`
    : sql`coalesce(${contentDrafts[`state_${lang}`]}, case when ${(kind === "article" ? articles : landingPages)[`live_${lang}`]} then 'published' else 'draft' end)`;
/** As `isMissing` decides: an article or landing page without a title, a page without title and main content. */
const missingIn = (kind: ContentKind, lang: Lang) => {
  const title = sql`btrim(${working(tableOf(kind), `title_${lang}`)}) = ''`;
  return kind === "page" ? sql`(${title} and btrim(${working(pages, `mainContent_${lang}`)}) = '')` : title;
};

function where(kind: ContentKind, input: EditorialPageInput): SQL | undefined {
  const table = tableOf(kind);
  const fields = kind === "page" ? ["title"] : ["title", "slug"];
  const search = searchAny(input.q, [
    ...(kind === "page" ? [pages.pageId] : []),
    ...LANGS.flatMap((l) => fields.map((f) => working(table, `${f}_${l}`))),
  ]);
  const states = input.states?.length
    ? sql`(${sql.join(
        LANGS.map((l) => sql`${stateIn(kind, l)} in (${sql.join(input.states?.map((s) => sql`${s}`) ?? [], sql`, `)})`),
        sql` or `,
      )})`
    : undefined;
  const translation = input.translation
    ? sql`(${sql.join(
        LANGS.map((l) => (input.translation === "missing" ? missingIn(kind, l) : sql`coalesce(${contentDrafts[`outdated_${l}`]}, false)`)),
        sql` or `,
      )})`
    : undefined;
  return and(search, states, translation);
}

/** The matching items of the kinds asked for, as (group, id, date) rows to order and page. */
function matching(input: EditorialPageInput): SQL {
  const arms = GROUPS.flatMap((kind, grp) => {
    if (input.kind && input.kind !== kind) return [];
    const table = tableOf(kind);
    const at = kind === "page" ? sql`null::timestamptz` : sql`${(table as typeof articles | typeof landingPages).publishedAt}`;
    const filter = where(kind, input);
    return [
      sql`select ${sql.raw(String(grp))} as grp, ${table.id} as id, ${at} as at from ${table}
      left join ${contentDrafts} on ${draftOf(kind, table)} ${filter ? sql`where ${filter}` : sql``}`,
    ];
  });
  return sql.join(arms, sql` union all `);
}

interface RefRow {
  grp: number;
  id: number;
}

/** The items' rows (live and editorial), bodies read only for this page's items. */
async function entitiesOf(db: Db, kind: ContentKind, ids: number[]) {
  if (ids.length === 0) return new Map<number, EditorialItem>();
  const table = tableOf(kind) as typeof articles;
  const rows = await db
    .select({ live: table, draft: contentDrafts })
    .from(table)
    .leftJoin(contentDrafts, draftOf(kind, table))
    .where(inArray(table.id, ids));
  return new Map(rows.map((r) => [r.live.id, itemOf(entityFromRows(kind, r.live as never, r.draft))]));
}

/** One page of the boards' items (each language's state and translation state) and how many match. */
export async function pageEditorial(db: Db, input: EditorialPageInput) {
  const union = matching(input);
  const page = await pageOf(
    input,
    async (limit, offset) =>
      rowsOf<RefRow>(
        await db.execute(sql`select grp, id from (${union}) u
          order by grp, at desc nulls last, case when grp = 0 then id else -id end
          limit ${limit} offset ${offset}`),
      ).map((r) => ({ grp: Number(r.grp), id: Number(r.id) })),
    async () => Number(rowsOf<{ n: number }>(await db.execute(sql`select count(*) as n from (${union}) u`))[0]?.n ?? 0),
    (row) => row,
  );
  const byGroup = await Promise.all(
    GROUPS.map((kind, grp) =>
      entitiesOf(
        db,
        kind,
        page.items.filter((r) => r.grp === grp).map((r) => r.id),
      ),
    ),
  );
  // An item deleted between the two reads is left out rather than shown empty.
  const items = page.items.flatMap((r) => byGroup[r.grp]?.get(r.id) ?? []);
  return { items, total: page.total };
}
