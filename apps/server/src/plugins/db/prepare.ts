import { type DbHandle, LOCK_IDS, migrate, sql } from "@lumiere/db";
import { seed } from "@lumiere/db/seed";
import type { FastifyInstance } from "fastify";
import { ensureFirstAdmin } from "../../auth/first-admin";
import { refuseUnfinishedRestore } from "../../backup/restore-marker";
import { prepareStoredContent } from "../../domain/content-preparation";
import type { Config } from "../../env";

/** Several processes starting together on one Postgres: one migrates and seeds, the others wait. */
async function underMigrationLock(handle: DbHandle, work: () => Promise<void>): Promise<void> {
  if (!handle.sql) return work();
  const conn = await handle.sql.reserve();
  try {
    await conn`select pg_advisory_lock(${LOCK_IDS.migrations})`;
    await work();
  } finally {
    await conn`select pg_advisory_unlock(${LOCK_IDS.migrations})`.catch(() => {});
    conn.release();
  }
}

/**
 * The schema created and migrated, the starter content seeded (stored pages sanitised) and the
 * first admin ensured; what start-up learned about the admin goes to `app.adminBootstrap`.
 */
export async function migrateAndSeed(app: FastifyInstance, handle: DbHandle, config: Config): Promise<void> {
  await underMigrationLock(handle, async () => {
    if (config.databaseSchema) {
      await handle.db.execute(sql.raw(`create schema if not exists "${config.databaseSchema.replace(/"/g, "")}"`));
    }
    const applied = await migrate(handle, config.databaseSchema ? { migrationsSchema: config.databaseSchema } : {});
    if (applied.length > 0) app.log.info({ migrations: applied }, `applied ${applied.length} database migration(s): ${applied.join(", ")}`);
    // Before the seed writes anything: the data of a restore stopped on the way is not served.
    await refuseUnfinishedRestore(handle.db);
    // The admin account's password hashing runs on libuv's threads while the seed is checked.
    const [admin] = await Promise.all([
      ensureFirstAdmin(handle.db, app.log, {
        username: config.adminUsername,
        password: config.adminPassword,
        resetTwoFactor: config.adminResetTwoFactor,
      }),
      seed(handle.db).then(() => prepareStoredContent(handle.db)),
    ]);
    app.adminBootstrap = admin;
  });
}
