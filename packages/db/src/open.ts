import type { DbHandle, DbOptions } from "./client";
import { createPgliteDb } from "./pglite-client";

/**
 * The database client for `options`: PostgreSQL for a URL, else the embedded database. postgres.js
 * (and Node's TLS under it) is loaded only for a URL, so a server on the embedded database never
 * loads nor compiles it at start.
 */
export async function openDb(options: DbOptions): Promise<DbHandle> {
  const { databaseUrl } = options;
  if (!databaseUrl) return createPgliteDb(options);
  return (await import("./postgres-client")).createPostgresDb({ ...options, databaseUrl });
}
