// The spec's other admin lists as list sources (GET /api/admin/pages, /contacts, /consultations,
// /prospects, /media): the same rows, order and shape as their whole-list functions.
import { and, asc, contentDrafts, count, type Db, desc, eq, type LeadKind, media, pages, sql } from "@lumiere/db";
import type { ContentDeps } from "../deps";
import { pageCopyOf, copyFrom } from "../editorial/copies";
import { pageRecordOf } from "../editorial/pages";
import { LEAD_TABLES } from "../leads/tables";
import { SPEC_LIST_COLUMNS, withIsoDates } from "../leads/lists";
import { toItem } from "../media";
import { before, cursorAt, digest, keysetChunks, type ListSource } from "./source";

/** Every page's working copy, by id: a short list of known pages, read by offset. */
export function pageCopies(deps: Pick<ContentDeps, "db">): ListSource<ReturnType<typeof pageRecordOf>> {
  const { db } = deps;
  const page = async (offset: number, limit: number) => {
    const rows = await db
      .select({ live: pages, draft: contentDrafts })
      .from(pages)
      .leftJoin(contentDrafts, and(eq(contentDrafts.kind, "page"), eq(contentDrafts.entityId, pages.id)))
      .orderBy(asc(pages.id))
      .offset(offset)
      .limit(limit);
    return rows.map((r) => pageRecordOf(r.live, copyFrom(pageCopyOf(r.live), r.draft?.data)));
  };
  return {
    version: () =>
      digest(
        db,
        sql`select 'p' || ${pages.id} || ':' || ${pages.updatedAt}::text from ${pages}
          union all
          select 'd' || ${contentDrafts.entityId} || ':' || ${contentDrafts.updatedAt}::text || ${contentDrafts.state_en} || ${contentDrafts.state_fr}
            from ${contentDrafts} where ${contentDrafts.kind} = 'page'`,
      ),
    count: async () => Number((await db.select({ n: count() }).from(pages))[0]?.n ?? 0),
    page,
    async *chunks(size) {
      for (let offset = 0; ; offset += size) {
        const rows = await page(offset, size);
        if (rows.length > 0) yield rows;
        if (rows.length < size) return;
      }
    },
  };
}

/** One kind of lead, newest first, with the columns of the spec's list. */
export function leadList(db: Db, kind: LeadKind) {
  const t = LEAD_TABLES[kind];
  const columns = SPEC_LIST_COLUMNS[kind];
  const read = async (where: ReturnType<typeof before>, offset: number, limit: number) => {
    const rows = await db
      .select({ ...columns, cursorAt: cursorAt(t.createdAt) })
      .from(t)
      .where(where)
      .orderBy(desc(t.createdAt), desc(t.id))
      .offset(offset)
      .limit(limit);
    const records = withIsoDates(rows.map(({ cursorAt: _c, ...row }) => row));
    return records.map((row, i) => ({ row, cursor: { at: rows[i]?.cursorAt ?? "", id: row.id } }));
  };
  return {
    // What an admin changes on a lead: its status, notes and hold.
    version: () =>
      digest(db, sql`select ${t.id} || ':' || ${t.status} || ':' || coalesce(${t.heldAt}::text, '') || ':' || md5(${t.notes}) from ${t}`),
    count: async () => Number((await db.select({ n: count() }).from(t))[0]?.n ?? 0),
    page: async (offset: number, limit: number) => (await read(undefined, offset, limit)).map((r) => r.row),
    chunks: (size: number) => keysetChunks((after, n) => read(before(after, t.createdAt, t.id), 0, n), size),
  } satisfies ListSource<unknown>;
}

/** The media library, newest first. */
export function mediaList(db: Db): ListSource<ReturnType<typeof toItem>> {
  const read = async (where: ReturnType<typeof before>, offset: number, limit: number) => {
    const rows = await db
      .select({ row: media, cursorAt: cursorAt(media.createdAt) })
      .from(media)
      .where(where)
      .orderBy(desc(media.createdAt), desc(media.id))
      .offset(offset)
      .limit(limit);
    return rows.map((r) => ({ row: toItem(r.row), cursor: { at: r.cursorAt, id: r.row.id } }));
  };
  return {
    // Uploads are added and deleted; only their alt text is edited.
    version: () => digest(db, sql`select ${media.id}::text || ${media.alt_en} || ${media.alt_fr} from ${media}`),
    count: async () => Number((await db.select({ n: count() }).from(media))[0]?.n ?? 0),
    page: async (offset, limit) => (await read(undefined, offset, limit)).map((r) => r.row),
    chunks: (size) => keysetChunks((after, n) => read(before(after, media.createdAt, media.id), 0, n), size),
  };
}
