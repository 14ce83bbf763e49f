// Raw SQL inside one transaction, the same on both drivers: the dump and the restore speak plain
// PostgreSQL (cursors, json_populate_recordset), which drizzle's query builder does not cover.
import type { DbHandle } from "@lumiere/db";

export interface SqlRunner {
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
}

/**
 * Runs `work` in one transaction opened with `mode` (e.g. "isolation level repeatable read, read
 * only"). postgres.js: the raw client, outside the request deadlines (a dump takes longer than one
 * request). PGlite: its one session, so the site's queries wait for the transaction to end.
 */
export async function inTransaction<T>(handle: DbHandle, mode: string, work: (q: SqlRunner) => Promise<T>): Promise<T> {
  if (handle.sql) {
    const result = await handle.sql.begin(mode, (tx) =>
      work({ query: async <R>(text: string, params: unknown[] = []) => (await tx.unsafe(text, params as never[])) as unknown as R[] }),
    );
    return result as T;
  }
  const pglite = handle.pglite;
  if (!pglite) throw new Error("no database client");
  return pglite.transaction(async (tx) => {
    const q: SqlRunner = { query: async <R>(text: string, params: unknown[] = []) => (await tx.query<R>(text, params)).rows };
    if (mode) await q.query(`set transaction ${mode}`);
    return work(q);
  });
}

/** A double-quoted SQL identifier. */
export const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
