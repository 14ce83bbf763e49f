// A list the REST adapter can answer in pages or as a whole without holding it in memory: its
// rows read a page at a time (LIMIT/OFFSET) or in chunks that follow the last row read (keyset),
// and a version computed by the database, cheap beside the list itself, that changes with any row.
import { type Db, rowsOf, type SQL, sql } from "@lumiere/db";

export interface ListSource<T> {
  /** Changes whenever a row of the list is added, removed or edited. */
  version(): Promise<string>;
  count(): Promise<number>;
  /** The rows of one page, in the list's order. */
  page(offset: number, limit: number): Promise<T[]>;
  /** Every row, in the list's order, `size` at a time. */
  chunks(size: number): AsyncGenerator<T[]>;
}

/** Where a chunk stopped: the sort key of its last row, as the database wrote it (no precision lost). */
export interface Cursor {
  at: string;
  id: number;
}

/** The sort key of a row ordered by (time desc, id desc), selected beside its columns. */
export const cursorAt = (time: SQL | { getSQL(): SQL }) => sql<string>`(${time})::text`;

/** Rows after `cursor` in (time desc, id desc) order. */
export function before(cursor: Cursor | null, time: SQL | { getSQL(): SQL }, id: SQL | { getSQL(): SQL }): SQL | undefined {
  return cursor ? sql`(${time}, ${id}) < (${cursor.at}::timestamptz, ${cursor.id})` : undefined;
}

/**
 * Every row by keyset chunks: `read(after, size)` gives the next rows with the cursor of each, and
 * the list ends at a short chunk.
 */
export async function* keysetChunks<T>(
  read: (after: Cursor | null, size: number) => Promise<Array<{ row: T; cursor: Cursor }>>,
  size: number,
): AsyncGenerator<T[]> {
  let after: Cursor | null = null;
  for (;;) {
    const rows = await read(after, size);
    if (rows.length > 0) yield rows.map((r) => r.row);
    const last = rows.at(-1);
    if (!last || rows.length < size) return;
    after = last.cursor;
  }
}

/** A digest of the list's rows' identities and edit marks, computed in the database. */
export async function digest(db: Db, marks: SQL): Promise<string> {
  const [row] = rowsOf<{ n: number | string; h: string | null }>(
    await db.execute(sql`select count(*) as n, md5(string_agg(m, ',' order by m)) as h from (${marks}) as marks(m)`),
  );
  return `${Number(row?.n ?? 0)}-${row?.h ?? "0"}`;
}
