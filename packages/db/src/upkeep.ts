// PGlite runs PostgreSQL in one process without autovacuum, and its activity counters start from
// zero at each open: nothing refreshes the planner's statistics or takes back the room of deleted
// and updated rows, so plans chosen for a ten-row table stay in use at ten thousand. This does it
// table by table, for a table whose size moved since its statistics were taken (or that never had
// any): the size is what PostgreSQL keeps across restarts.
import { sql } from "drizzle-orm";
import type { DbHandle } from "./client";
import { rowsOf } from "./driver";

/** A table is tidied again once it grew or shrank by this share of its pages, and a few pages more. */
const MOVED_SHARE = 0.1;
const MOVED_PAGES = 8;

interface TableSize {
  name: string;
  /** Rows when its statistics were taken; below zero: never. */
  tuples: number;
  pagesThen: number;
  pagesNow: number;
}

const needsTidying = (t: TableSize) =>
  (t.tuples < 0 && t.pagesNow > 0) || Math.abs(t.pagesNow - t.pagesThen) > MOVED_PAGES + t.pagesThen * MOVED_SHARE;

/**
 * VACUUM (ANALYZE) of each table of the current schema that needs it; returns their names. Then the
 * entries waiting in each GIN index's pending list (new rows' words, which every search through the
 * index reads in full until they are merged) are merged. The server runs it on a timer on PGlite
 * (PostgreSQL's autovacuum does the same there).
 */
export async function tidyTables(handle: DbHandle): Promise<string[]> {
  const sizes = rowsOf<TableSize>(
    await handle.db.execute(sql`
      select c.relname as name, c.reltuples::float8 as tuples, c.relpages as "pagesThen",
        (pg_relation_size(c.oid) / current_setting('block_size')::int)::int as "pagesNow"
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'r' and n.nspname = current_schema()`),
  );
  const tidied: string[] = [];
  for (const table of sizes.filter(needsTidying)) {
    await handle.db.execute(sql.raw(`vacuum (analyze) "${table.name.replace(/"/g, '""')}"`));
    tidied.push(table.name);
  }
  await handle.db.execute(sql`
    select gin_clean_pending_list(i.indexrelid)
    from pg_index i join pg_class c on c.oid = i.indexrelid join pg_am am on am.oid = c.relam
      join pg_namespace n on n.oid = c.relnamespace
    where am.amname = 'gin' and n.nspname = current_schema()`);
  return tidied;
}
