import type { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { countPglite } from "./activity";
import type { Db, DbHandle, DbOptions } from "./client";
import { openPgliteThread } from "./pglite-thread";
import * as schema from "./schema/index";
import { tracePglite } from "./tracing";

/** The client of the embedded database, which runs on a thread of its own (./pglite-thread.ts). */
export function createPgliteDb(options: DbOptions): DbHandle {
  const client = options.pglite ?? openPgliteThread(options);
  // drizzle's PGlite driver calls query() and transaction() of the client it is given: the thread's
  // answer the same, across the thread boundary.
  const counted = countPglite(client);
  const traced = options.tracer ? tracePglite(counted.client, options.tracer) : counted.client;
  const db = drizzle(traced as unknown as PGlite, { schema, casing: "snake_case" }) as unknown as Db;
  return { db, driver: "pglite", pglite: client, activity: counted.activity, close: () => client.close() };
}
