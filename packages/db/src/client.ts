import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { setFlagsFromString } from "node:v8";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import * as schema from "./schema/index";
import { extractTemplate } from "./template-extract";

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
   * a new database starts from it in a fraction of the time initdb takes. Read only for a new
   * database (not for an existing data directory, nor for Postgres), so it is a function.
   */
  pgliteTemplate?: (() => Uint8Array<ArrayBuffer>) | undefined;
}

export interface DbHandle {
  db: Db;
  driver: Driver;
  /** The postgres.js client (undefined on PGlite), for raw SQL in tests and health checks. */
  sql?: postgres.Sql;
  pglite?: PGlite;
  close: () => Promise<void>;
}

const PGLITE_SETTINGS = ["shared_buffers=16MB", "work_mem=2MB", "temp_buffers=2MB"];

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
  // PGlite is Postgres compiled to WebAssembly (9 MB). V8's optimising tier would recompile its hot
  // functions into a second copy of the code, about 60 MiB more resident memory, for no throughput
  // measurable here (the queries of a site this size are short): keep the baseline compiler's code.
  // Read when the module is compiled, so it applies to the PGlite created below. Node 22+ ignores
  // it set at run time: `pnpm start` and the image also pass --liftoff-only to node.
  setFlagsFromString("--liftoff-only");
  const isNew = !dir || !existsSync(path.join(dir, "PG_VERSION"));
  let template: Blob | undefined;
  if (isNew && options.pgliteTemplate) {
    if (dir) extractTemplate(options.pgliteTemplate(), dir);
    else template = new Blob([options.pgliteTemplate()]); // in memory (tests): nothing to write to
  }
  const client = new PGlite(dir, {
    ...(template ? { loadDataDir: template } : {}),
    // One embedded client and a small site: Postgres's server-sized buffers only cost memory here.
    postgresqlconf: PGLITE_SETTINGS,
  });
  const db = drizzlePglite(client, { schema, casing: "snake_case" }) as unknown as Db;
  return { db, driver: "pglite", pglite: client, close: () => client.close() };
}
