import { fileURLToPath } from "node:url";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import type { PostgresJsDatabase } from "drizzle-orm/postgres-js";
import type { DbHandle } from "./client";

const migrationsFolder = fileURLToPath(new URL("../migrations", import.meta.url));

/** Applies the committed SQL migrations; a no-op on an up-to-date database. */
export async function migrate(handle: DbHandle, options: { migrationsSchema?: string } = {}): Promise<void> {
  const config = { migrationsFolder, ...(options.migrationsSchema ? { migrationsSchema: options.migrationsSchema } : {}) };
  if (handle.driver === "pglite") {
    await migratePglite(handle.db as unknown as PgliteDatabase, config);
  } else {
    await migratePostgres(handle.db as unknown as PostgresJsDatabase, config);
  }
}
