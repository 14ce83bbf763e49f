import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import type { PostgresJsDatabase } from "drizzle-orm/postgres-js";
import type { DbHandle } from "./client";
import { rowsOf } from "./driver";

const migrationsFolder = fileURLToPath(new URL("../migrations", import.meta.url));

/** drizzle records each applied migration by its journal time (`when`) in this table. */
async function lastAppliedAt(handle: DbHandle, schema: string): Promise<number | null> {
  const table = `"${schema.replace(/"/g, "")}"."__drizzle_migrations"`;
  const [exists] = rowsOf<{ t: string | null }>(await handle.db.execute(sql`select to_regclass(${table})::text as t`));
  if (!exists?.t) return null;
  const [row] = rowsOf<{ at: string | number | null }>(await handle.db.execute(sql.raw(`select max(created_at) as at from ${table}`)));
  return row?.at == null ? null : Number(row.at);
}

/** The migrations this code knows, oldest first: drizzle's journal (`when` is what it records as applied). */
export function knownMigrations(): { tag: string; when: number }[] {
  const journal = JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, "utf8")) as {
    entries: { when: number; tag: string }[];
  };
  return journal.entries.map((e) => ({ tag: e.tag, when: e.when }));
}

/**
 * Applies the committed SQL migrations; a no-op on an up-to-date database. Returns the names of
 * those it applied, oldest first.
 */
export async function migrate(handle: DbHandle, options: { migrationsSchema?: string } = {}): Promise<string[]> {
  const config = { migrationsFolder, ...(options.migrationsSchema ? { migrationsSchema: options.migrationsSchema } : {}) };
  const schema = options.migrationsSchema ?? "drizzle";
  const before = await lastAppliedAt(handle, schema);
  if (handle.driver === "pglite") {
    await migratePglite(handle.db as unknown as PgliteDatabase, config);
  } else {
    await migratePostgres(handle.db as unknown as PostgresJsDatabase, config);
  }
  const after = await lastAppliedAt(handle, schema);
  return knownMigrations()
    .filter((e) => (before === null || e.when > before) && after !== null && e.when <= after)
    .map((e) => e.tag);
}
