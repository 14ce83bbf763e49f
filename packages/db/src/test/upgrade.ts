// Upgrade tests: a database migrated up to just before one migration, on PGlite and (with a test
// database) on PostgreSQL in a schema of its own, so rows can be written the old way before the
// upgrade runs.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { PostgresJsDatabase } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import type { DbHandle } from "../client";
import { openDb } from "../open";
import { sql } from "../index";
import { migrate } from "../migrate";

const databaseUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
export const upgradeDrivers = [{ name: "pglite" as const }, ...(databaseUrl ? [{ name: "postgres" as const }] : [])];
const migrations = fileURLToPath(new URL("../../migrations", import.meta.url));

/** The migrations folder as it was before the migration whose tag ends with `tagSuffix`. */
function folderBefore(tagSuffix: string): { dir: string; folder: string } {
  const dir = mkdtempSync(path.join(tmpdir(), "lumiere-migrations-"));
  const folder = path.join(dir, "migrations");
  cpSync(migrations, folder, { recursive: true });
  const journalPath = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: Array<{ tag: string }> };
  const at = journal.entries.findIndex((e) => e.tag.endsWith(tagSuffix));
  if (at <= 0) throw new Error(`no migration ending with ${tagSuffix} after the first`);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return { dir, folder };
}

export interface OldDatabase {
  handle: DbHandle;
  /** Runs every migration left, as the server does at start. */
  upgrade(): Promise<void>;
  close(): Promise<void>;
}

/** A new database as it stood before the migration whose tag ends with `tagSuffix`. */
export async function databaseBefore(driver: "pglite" | "postgres", tagSuffix: string): Promise<OldDatabase> {
  const schema = `upgrade_${process.pid}_${Date.now()}`;
  const handle = driver === "postgres" ? await openDb({ databaseUrl, searchPath: schema, maxConnections: 2 }) : await openDb({});
  if (driver === "postgres") await handle.db.execute(sql.raw(`create schema "${schema}"`));
  const opts = driver === "postgres" ? { migrationsSchema: schema } : {};
  const before = folderBefore(tagSuffix);
  try {
    const config = { migrationsFolder: before.folder, ...opts };
    if (handle.driver === "pglite") await migratePglite(handle.db as unknown as PgliteDatabase, config);
    else await migratePostgres(handle.db as unknown as PostgresJsDatabase, config);
  } finally {
    rmSync(before.dir, { recursive: true, force: true });
  }
  return {
    handle,
    upgrade: async () => {
      await migrate(handle, opts);
    },
    close: async () => {
      await handle.close();
      if (driver === "postgres" && databaseUrl) {
        const client = postgres(databaseUrl, { max: 1, onnotice: () => {} });
        await client.unsafe(`drop schema if exists "${schema}" cascade`);
        await client.end();
      }
    },
  };
}
