import type { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import { countPglite, countPostgres, type DbActivity } from "./activity";
import { withDeadlines } from "./deadline";
import * as schema from "./schema/index";
import { openPgliteThread, type PgliteThread } from "./pglite-thread";
import { type StatementTracer, tracePglite, tracePostgres } from "./tracing";

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

export function createDb(options: DbOptions): DbHandle {
  if (options.databaseUrl) {
    const max = options.maxConnections ?? 10;
    const client = postgres(options.databaseUrl, {
      max,
      onnotice: () => {},
      // Fail fast when the server is down so requests answer 503 instead of hanging (seconds).
      connect_timeout: (options.connectTimeoutMs ?? 5000) / 1000,
      ...(options.searchPath ? { connection: { search_path: options.searchPath } } : {}),
    });
    // drizzle's driver sends every statement through `unsafe` and every transaction through `begin`.
    const timeout = options.queryTimeoutMs ?? 0;
    const counted = countPostgres(timeout > 0 ? withDeadlines(client, timeout) : client, max);
    const traced = options.tracer ? tracePostgres(counted.sql, options.tracer) : counted.sql;
    const db = drizzlePostgres(traced, { schema, casing: "snake_case" }) as unknown as Db;
    return { db, driver: "postgres", sql: client, activity: counted.activity, close: () => client.end({ timeout: 5 }) };
  }
  const client = options.pglite ?? openPgliteThread(options);
  // drizzle's PGlite driver calls query() and transaction() of the client it is given: the thread's
  // answer the same, across the thread boundary.
  const counted = countPglite(client);
  const traced = options.tracer ? tracePglite(counted.client, options.tracer) : counted.client;
  const db = drizzlePglite(traced as unknown as PGlite, { schema, casing: "snake_case" }) as unknown as Db;
  return { db, driver: "pglite", pglite: client, activity: counted.activity, close: () => client.close() };
}
