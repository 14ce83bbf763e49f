// What code above the two drivers (postgres.js, PGlite) needs said once: the transaction handle,
// raw results as rows, and the advisory locks every process of the site agrees on.
import { sql } from "drizzle-orm";
import type { Db } from "./client";

/**
 * The handle inside `db.transaction`. Everything in the transaction queries through it: on the
 * embedded database a query through `db` waits for the transaction's own connection forever.
 */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** `execute` returns { rows } on PGlite and an array on postgres.js. */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  const rows = (result as { rows?: unknown } | null)?.rows;
  return Array.isArray(rows) ? (rows as T[]) : [];
}

/** Advisory lock ids: any constants, the same in every process, each used for one thing only. */
export const LOCK_IDS = {
  /** One process migrates and seeds at a time. */
  migrations: 7_220_841_911,
  /** Writers of redirects take turns, so a chain check stays true when it commits. */
  redirects: 7_220_841_912,
  /** One process rolls analytics up at a time. */
  analytics: 7_220_841_913,
} as const;

/**
 * Writers of published content (pages, articles) take turns until their transaction ends, so the
 * counts the database keeps of them are never locked in opposite orders by two transactions
 * (migration 0025). An editorial transaction calls this before it locks anything; a writer that
 * does not is made to take its turn by the tables' statement triggers.
 */
export async function lockContentWrites(tx: Tx): Promise<void> {
  await tx.execute(sql`select content_writes_lock()`);
}
