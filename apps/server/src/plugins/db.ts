import { createHash } from "node:crypto";
import type { FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { createDb, type Db, type DbHandle, LOCK_IDS, migrate, sql, withoutDeadline } from "@lumiere/db";
import type { PgliteThread } from "@lumiere/db/pglite-thread";
import { seed } from "@lumiere/db/seed";
import { ensureFirstAdmin } from "../auth/first-admin";
import { type ContentCache, createContentCache } from "../cache/content-cache";
import { sanitizeStoredPages } from "../domain/pages";
import type { Config } from "../env";
import { DatabaseUnavailableError } from "./db-errors";
import { isStaticRoute } from "./static-routes";

/**
 * Whether the database answered lately. While it does not, requests fail fast (503) instead of
 * queueing on a dead pool, but one request at a time still tries for real and ends the outage
 * when it gets through.
 */
export interface DbHealth {
  isDown(): boolean;
  /** A query failed because the database could not be reached. */
  markDown(): void;
}

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

/**
 * The NOTIFY channel of one site: sites (or test runs) sharing a Postgres database in different
 * schemas must not clear each other's caches.
 */
const contentChannel = (schema: string | undefined) =>
  schema ? `lumiere_content_${createHash("sha256").update(schema).digest("hex").slice(0, 16)}` : "lumiere_content";
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
    const handle = createDb({
      databaseUrl: config.databaseUrl,
      dataDir: opts.inMemory ? undefined : config.dataDir,
      searchPath: config.databaseSchema,
      maxConnections: config.databasePoolSize,
      queryTimeoutMs: config.databaseTimeouts.queryMs,
      connectTimeoutMs: config.databaseTimeouts.connectMs,
      pgliteTemplate: opts.pgliteTemplate,
      pglite: opts.pglite,
    });
    const channel = contentChannel(config.databaseSchema);
    const cache = createContentCache(() => {
      handle.sql?.notify(channel, String(process.pid)).catch((e: unknown) => app.log.warn({ err: e }, "content change notify failed"));
    });
    app.decorate("db", handle.db);
    app.decorate("dbHandle", handle);
    app.decorate("contentCache", cache);
    app.decorate("adminBootstrap", null);

    let down = false;
    let trial: FastifyRequest | null = null;
    const health: DbHealth = {
      isDown: () => down,
      markDown() {
        if (!down) app.log.error("database unreachable: answering 503 until it is back");
        down = true;
      },
    };
    app.decorate("dbHealth", health);
    const endTrial = (req: FastifyRequest, ok: boolean) => {
      if (trial !== req) return;
      trial = null;
      if (ok && down) {
        down = false;
        app.log.info("database reachable again");
      }
    };

    // Several processes starting together on one Postgres: one migrates and seeds, the others wait.
    const underMigrationLock = async (work: () => Promise<void>) => {
      if (!handle.sql) return work();
      const conn = await handle.sql.reserve();
      try {
        await conn`select pg_advisory_lock(${LOCK_IDS.migrations})`;
        await work();
      } finally {
        await conn`select pg_advisory_unlock(${LOCK_IDS.migrations})`.catch(() => {});
        conn.release();
      }
    };

    let ready: Promise<void> | null = null;
    const prepare = async () => {
      await underMigrationLock(async () => {
        if (config.databaseSchema) {
          await handle.db.execute(sql.raw(`create schema if not exists "${config.databaseSchema.replace(/"/g, "")}"`));
        }
        await migrate(handle, config.databaseSchema ? { migrationsSchema: config.databaseSchema } : {});
        // The admin account's password hashing runs on libuv's threads while the seed is checked.
        const [admin] = await Promise.all([
          ensureFirstAdmin(handle.db, app.log, {
            username: config.adminUsername,
            password: config.adminPassword,
            resetTwoFactor: config.adminResetTwoFactor,
          }),
          seed(handle.db).then(() => sanitizeStoredPages(handle.db)),
        ]);
        app.adminBootstrap = admin;
      });
      // Other server processes announce content writes; drop our cached copies when they do.
      await handle.sql?.listen(channel, () => cache.clear());
    };
    let prepared = false;
    app.decorate("ensureDbReady", () => {
      // No statement deadline here: a long migration must not be cancelled, nor the wait for the lock.
      ready ??= withoutDeadline(prepare).then(
        () => {
          prepared = true;
        },
        (error: unknown) => {
          ready = null;
          throw new DatabaseUnavailableError("Database unavailable", { cause: error });
        },
      );
      return ready;
    });
    // A visitor waits for the preparation (after an outage) no longer than for a statement; it goes on.
    const deadline = handle.driver === "postgres" ? config.databaseTimeouts.queryMs : 0;
    const readyInTime = async () => {
      if (prepared) return;
      if (!deadline) return app.ensureDbReady();
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new DatabaseUnavailableError("Database not ready in time")), deadline);
      });
      try {
        await Promise.race([app.ensureDbReady(), late]);
      } finally {
        clearTimeout(timer);
      }
    };

    app.addHook("onRequest", async (req) => {
      if (isStaticRoute(req)) return;
      if (down) {
        if (trial) throw new DatabaseUnavailableError("Database unavailable");
        trial = req;
      }
      try {
        await readyInTime();
      } catch (error) {
        health.markDown();
        throw error;
      }
    });
    app.addHook("onResponse", async (req, reply) => endTrial(req, reply.statusCode !== 503));
    app.addHook("onRequestAbort", async (req) => endTrial(req, false));
    app.addHook("onClose", async () => {
      await handle.close();
    });
  },
  { name: "db" },
);
