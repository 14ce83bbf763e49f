// The editorial boards one page at a time: pages first, then landing pages and articles, each newest
// first, filtered by kind, a search on titles and slugs, editorial states and translation states.
// Each kind's part of the page is found in that kind's own order, counted, and only those items read.
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
import { facetCount } from "../article-facets";
import { searchAny } from "../paging";
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

/** Each kind's order on the board: pages by id, the others newest first. */
const ORDER: Record<ContentKind, SQL> = {
  page: sql`${pages.id} asc`,
  landing: sql`${landingPages.publishedAt} desc nulls last, ${landingPages.id} desc`,
  article: sql`${articles.publishedAt} desc, ${articles.id} desc`,
};

/** The ids of `limit` matching items of one kind from `offset`, in the board's order. */
async function idsOf(db: Db, kind: ContentKind, input: EditorialPageInput, limit: number, offset: number): Promise<number[]> {
  const table = tableOf(kind);
  const filter = where(kind, input);
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`select ${table.id} as id from ${table} left join ${contentDrafts} on ${draftOf(kind, table)}
      ${filter ? sql`where ${filter}` : sql``} order by ${ORDER[kind]} limit ${limit} offset ${offset}`),
  );
  return rows.map((r) => Number(r.id));
}

/** How many items of one kind match; every article is counted by the database's kept total. */
async function countOf(db: Db, kind: ContentKind, input: EditorialPageInput): Promise<number> {
  const filter = where(kind, input);
  if (kind === "article" && !filter) return facetCount(db, { lang: "" });
  const table = tableOf(kind);
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*) as n from ${table} left join ${contentDrafts} on ${draftOf(kind, table)}
      ${filter ? sql`where ${filter}` : sql``}`),
  );
  return Number(row?.n ?? 0);
}

/** An item of a page: its kind (as its place in GROUPS) and id. */
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

/**
 * One page of the boards' items (each language's state and translation state) and how many match.
 * Each kind is read in its own order from its own offset, so a page reads its items, never the
 * archive; the last kind (articles, the many) is counted only when its part of the page cannot tell.
 */
export async function pageEditorial(db: Db, input: EditorialPageInput) {
  const kinds = GROUPS.filter((kind) => !input.kind || input.kind === kind);
  const last = kinds.length - 1;
  const counts = await Promise.all(kinds.slice(0, last).map((kind) => countOf(db, kind, input)));
  const refs: RefRow[] = [];
  let skip = (input.page - 1) * input.perPage;
  for (const [i, kind] of kinds.entries()) {
    const want = input.perPage - refs.length;
    const count = counts[i];
    if (count !== undefined && (want === 0 || skip >= count)) {
      skip = Math.max(0, skip - count);
      continue;
    }
    const ids = want > 0 ? await idsOf(db, kind, input, want, skip) : [];
    refs.push(...ids.map((id) => ({ grp: GROUPS.indexOf(kind), id })));
    if (count === undefined) {
      // As pageOf tells a list's end: a shorter part than asked ends the kind.
      const endsHere = ids.length < want && (ids.length > 0 || skip === 0);
      counts.push(endsHere ? skip + ids.length : await countOf(db, kind, input));
    }
    skip = 0;
  }
  const byGroup = await Promise.all(
    GROUPS.map((kind, grp) =>
      entitiesOf(
        db,
        kind,
        refs.filter((r) => r.grp === grp).map((r) => r.id),
      ),
    ),
  );
  // An item deleted between the two reads is left out rather than shown empty.
  const items = refs.flatMap((r) => byGroup[r.grp]?.get(r.id) ?? []);
  return { items, total: counts.reduce((a, b) => a + b, 0) };
}
