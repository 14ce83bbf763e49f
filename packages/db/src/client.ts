import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import * as schema from "./schema/index";

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
  /**
   * A PGlite data directory dumped by `createPgliteTemplate` (initdb, migrations and seed done):
   * a new database starts from it in a fraction of the time initdb takes. Ignored for an existing
   * data directory and for Postgres.
   */
  pgliteTemplate?: Blob | undefined;
}

export interface DbHandle {
  db: Db;
  driver: Driver;
  /** The postgres.js client (undefined on PGlite), for raw SQL in tests and health checks. */
  sql?: postgres.Sql;
  pglite?: PGlite;
  close: () => Promise<void>;
}

const PGLITE_SETTINGS = ["shared_buffers=32MB", "work_mem=2MB", "temp_buffers=2MB"];

export function createDb(options: DbOptions): DbHandle {
  if (options.databaseUrl) {
    const client = postgres(options.databaseUrl, {
      max: options.maxConnections ?? 10,
      onnotice: () => {},
      // Fail fast when the server is down so requests answer 503 instead of hanging.
      connect_timeout: 5,
      ...(options.searchPath ? { connection: { search_path: options.searchPath } } : {}),
    });
    const db = drizzlePostgres(client, { schema, casing: "snake_case" }) as unknown as Db;
    return { db, driver: "postgres", sql: client, close: () => client.end({ timeout: 5 }) };
  }
  let dir: string | undefined;
  if (options.dataDir) {
    dir = path.resolve(options.dataDir, "pglite");
    mkdirSync(dir, { recursive: true });
  }
  const isNew = !dir || !existsSync(path.join(dir, "PG_VERSION"));
  const client = new PGlite(dir, {
    ...(isNew && options.pgliteTemplate ? { loadDataDir: options.pgliteTemplate } : {}),
    // One embedded client and a small site: Postgres's server-sized buffers only cost memory here.
    postgresqlconf: PGLITE_SETTINGS,
  });
  const db = drizzlePglite(client, { schema, casing: "snake_case" }) as unknown as Db;
  return { db, driver: "pglite", pglite: client, close: () => client.close() };
}
