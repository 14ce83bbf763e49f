import { drizzle } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import { countPostgres } from "./activity";
import type { Db, DbHandle, DbOptions } from "./client";
import { withDeadlines } from "./deadline";
import * as schema from "./schema/index";
import { tracePostgres } from "./tracing";

/** The client of a PostgreSQL server: a postgres.js pool under drizzle. */
export function createPostgresDb(options: DbOptions & { databaseUrl: string }): DbHandle {
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
  const db = drizzle(traced, { schema, casing: "snake_case" }) as unknown as Db;
  return { db, driver: "postgres", sql: client, activity: counted.activity, close: () => client.end({ timeout: 5 }) };
}
