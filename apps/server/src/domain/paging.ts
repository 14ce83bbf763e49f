// A page of an admin list and the total that matches: the page's query, and a count of the
// filtered rows when the page alone cannot tell. The count reads the base table with the filter
// only (no sort, no columns, no join the filter does not need): a window total on the page's query
// instead makes the database join and sort every matching row for each page.
import { type AnyColumn, type SQL, sql } from "@lumiere/db";
import type { PageOf } from "@lumiere/validation";

export interface PageRequest {
  page: number;
  perPage: number;
}

/**
 * Runs `select(limit, offset)`, then `count()` only when the page is full or empty past the first:
 * a shorter page ends the list, so it says the total itself (a narrow search costs one scan).
 */
export async function pageOf<Row, Item>(
  request: PageRequest,
  select: (limit: number, offset: number) => Promise<Row[]>,
  count: () => Promise<number>,
  toItem: (row: Row) => Item,
): Promise<PageOf<Item>> {
  const offset = (request.page - 1) * request.perPage;
  const rows = await select(request.perPage, offset);
  const endsHere = rows.length < request.perPage && (rows.length > 0 || offset === 0);
  return { items: rows.map(toItem), total: endsHere ? offset + rows.length : await count() };
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
