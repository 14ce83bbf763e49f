import type { PgliteThread } from "@lumiere/db/pglite-thread";
import { type Db, type DbHandle, openDb } from "@lumiere/db";
import fp from "fastify-plugin";
import type { ContentCache } from "../../cache/content-cache";
import type { Config } from "../../env";
import { syncedContentCache } from "./content-sync";
import { createDbHealth, type DbHealth } from "./health";
import { migrateAndSeed } from "./prepare";
import { readinessGate } from "./readiness";

export type { DbHealth } from "./health";

declare module "fastify" {
  interface FastifyInstance {
    db: Db;
    dbHandle: DbHandle;
    contentCache: ContentCache;
    dbHealth: DbHealth;
    /** Migrated, seeded and admin ensured; retried on the next request after a failure. */
    ensureDbReady(): Promise<void>;
    /** What start-up learned about the admin account, for the start banner. */
    adminBootstrap: { username: string; generatedPassword?: string } | null;
  }
}

/** The database client and what hangs on it: the content cache, health, preparation, the readiness gate. */
export const dbPlugin = fp(
  async (
    app,
    opts: {
      config: Config;
      inMemory?: boolean;
      pgliteTemplate?: (() => Uint8Array<ArrayBuffer>) | undefined;
      pglite?: PgliteThread | undefined;
    },
  ) => {
    const { config } = opts;
    const handle = await openDb({
      databaseUrl: config.databaseUrl,
      dataDir: opts.inMemory ? undefined : config.dataDir,
      searchPath: config.databaseSchema,
      maxConnections: config.databasePoolSize,
      queryTimeoutMs: config.databaseTimeouts.queryMs,
      connectTimeoutMs: config.databaseTimeouts.connectMs,
      pgliteTemplate: opts.pgliteTemplate,
      pglite: opts.pglite,
      // Decorated by buildApp before any plugin (tracing/index.ts).
      tracer: app.tracing?.statements,
    });
    const content = syncedContentCache(app, handle, config.databaseSchema);
    const health = createDbHealth(app.log);
    app.decorate("db", handle.db);
    app.decorate("dbHandle", handle);
    app.decorate("contentCache", content.cache);
    app.decorate("adminBootstrap", null);
    app.decorate("dbHealth", health);

    readinessGate(app, handle, config, health, async () => {
      await migrateAndSeed(app, handle, config);
      // Other server processes announce content writes; drop our cached copies when they do.
      await content.listen();
    });
    app.addHook("onClose", async () => {
      await handle.close();
    });
  },
  { name: "db" },
);
