// The database client's types, on either driver; `openDb` (./open.ts) makes one.
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type postgres from "postgres";
import type { DbActivity } from "./activity";
import type * as schema from "./schema/index";
import type { PgliteThread } from "./pglite-thread";
import type { StatementTracer } from "./tracing";

export type Schema = typeof schema;
/** The one database type domain code accepts: the common base of both drivers. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Driver = "postgres" | "pglite";

export interface DbOptions {
  /** postgres://… ; when absent, embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** Where PGlite keeps its files (`<dataDir>/pglite`); absent → in memory (tests). */
  dataDir?: string | undefined;
  /** Postgres schema to use as search_path (test isolation). */
  searchPath?: string | undefined;
  /** Pool size for postgres.js. */
  maxConnections?: number;
  /** PostgreSQL: how long a statement (getting a connection included) may take; 0: no limit. */
  queryTimeoutMs?: number | undefined;
  /** PostgreSQL: how long opening a connection may take. */
  connectTimeoutMs?: number | undefined;
  /**
   * A PGlite data directory dumped by `createPgliteTemplate` (initdb, migrations and seed done):
   * a new database starts from it in a fraction of the time initdb takes. Read only for a new
   * database (not for an existing data directory, nor for Postgres), so it is a function.
   */
  pgliteTemplate?: (() => Uint8Array<ArrayBuffer>) | undefined;
  /** The embedded database, already opening on its thread (main.ts starts it first). */
  pglite?: PgliteThread | undefined;
  /** A span for each statement and transaction (tracing on); absent: the clients go unwrapped. */
  tracer?: StatementTracer | undefined;
}

export interface DbHandle {
  db: Db;
  driver: Driver;
  /** The postgres.js client (undefined on PGlite), for raw SQL in tests and health checks. */
  sql?: postgres.Sql;
  pglite?: PgliteThread;
  /** Statements in flight and the connections they share (metrics). */
  activity: DbActivity;
  close: () => Promise<void>;
}
