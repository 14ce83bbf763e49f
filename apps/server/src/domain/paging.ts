// A page of an admin list and the total that matches, in one round trip: each row carries
// `count(*) over()`, so only a page past the end needs a second query for the total.
import { type AnyColumn, type SQL, sql } from "@lumiere/db";

export interface PageRequest {
  page: number;
  perPage: number;
}

/** The column every paged select adds: how many rows match, before LIMIT/OFFSET. */
export const totalColumn = () => sql<number>`count(*) over()`.mapWith(Number);

/**
 * Runs `select(limit, offset)` (whose rows carry `total`), and `count()` only when the page is past
 * the end and so has no row to carry it.
 */
export async function pageOf<Row extends { total: number }, Item>(
  request: PageRequest,
  select: (limit: number, offset: number) => Promise<Row[]>,
  count: () => Promise<number>,
  toItem: (row: Row) => Item,
): Promise<{ items: Item[]; total: number }> {
  const rows = await select(request.perPage, (request.page - 1) * request.perPage);
  const total = rows[0]?.total ?? (request.page > 1 ? await count() : 0);
  return { items: rows.map(toItem), total };
}

/** A LIKE pattern matching `q` anywhere, with its own %, _ and \ taken literally. */
export function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Any of `columns` contains `q`, case-insensitively; undefined (no condition) for an empty search. */
export function searchAny(q: string, columns: Array<SQL | AnyColumn>): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return sql`(${sql.join(
    columns.map((c) => sql`${c} ilike ${pattern}`),
    sql` or `,
  )})`;
}
