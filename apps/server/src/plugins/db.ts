import fp from "fastify-plugin";
import { createDb, type Db, type DbHandle, migrate, sql } from "@lumiere/db";
import { seed } from "@lumiere/db/seed";
import { ensureFirstAdmin } from "../auth/first-admin";
import { type ContentCache, createContentCache } from "../domain/content-cache";
import type { Config } from "../env";
import { DatabaseUnavailableError } from "./db-errors";

declare module "fastify" {
  interface FastifyInstance {
    db: Db;
    dbHandle: DbHandle;
    contentCache: ContentCache;
    /** Migrated, seeded and admin ensured; retried on the next request after a failure. */
    ensureDbReady(): Promise<void>;
    /** What start-up learned about the admin account, for the start banner. */
    adminBootstrap: { username: string; generatedPassword?: string } | null;
  }
}

const CONTENT_CHANNEL = "lumiere_content";

export const dbPlugin = fp(
  async (app, opts: { config: Config; inMemory?: boolean }) => {
    const { config } = opts;
    const handle = createDb({
      databaseUrl: config.databaseUrl,
      dataDir: opts.inMemory ? undefined : config.dataDir,
      searchPath: config.databaseSchema,
      maxConnections: config.databasePoolSize,
    });
    const cache = createContentCache(() => {
      handle.sql
        ?.notify(CONTENT_CHANNEL, String(process.pid))
        .catch((e: unknown) => app.log.warn({ err: e }, "content change notify failed"));
    });
    app.decorate("db", handle.db);
    app.decorate("dbHandle", handle);
    app.decorate("contentCache", cache);
    app.decorate("adminBootstrap", null);

    let ready: Promise<void> | null = null;
    const prepare = async () => {
      if (config.databaseSchema) {
        await handle.db.execute(sql.raw(`create schema if not exists "${config.databaseSchema.replace(/"/g, "")}"`));
      }
      await migrate(handle, config.databaseSchema ? { migrationsSchema: config.databaseSchema } : {});
      await seed(handle.db);
      app.adminBootstrap = await ensureFirstAdmin(handle.db, app.log, { username: config.adminUsername, password: config.adminPassword });
      // Other server processes announce content writes; drop our cached copies when they do.
      await handle.sql?.listen(CONTENT_CHANNEL, () => cache.clear());
    };
    app.decorate("ensureDbReady", () => {
      ready ??= prepare().catch((error: unknown) => {
        ready = null;
        throw new DatabaseUnavailableError("Database unavailable", { cause: error });
      });
      return ready;
    });

    app.addHook("onRequest", async (req) => {
      if (req.url.startsWith("/assets/") || req.url.startsWith("/media/")) return;
      await app.ensureDbReady();
    });
    app.addHook("onClose", async () => {
      await handle.close();
    });
  },
  { name: "db" },
);
