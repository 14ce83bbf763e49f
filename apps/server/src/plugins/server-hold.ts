// On PostgreSQL a server holds the site's shared advisory lock for its life (backup/site-lock.ts),
// so `pnpm restore` refuses while it runs. Taken after start, never in the way of serving: a
// database that is down, or a restore in progress, delays the hold, not the server. A lost
// connection (a database restart, a failover) is noticed and the lock taken again.
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../env";
import { startJob } from "../jobs/worker";

export const serverHoldPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const databaseUrl = config.databaseUrl;
    if (!databaseUrl) return;
    // Loaded only here, on PostgreSQL: it brings postgres.js, which the embedded database never needs.
    const { HOLD_CHECK_MS, holdSiteShared } = await import("../backup/site-lock");
    let hold: ReturnType<typeof holdSiteShared> | undefined;
    let lost = false;
    startJob(app, { name: "site_lock", everyMs: HOLD_CHECK_MS, pass: async () => hold?.check() });
    app.addHook("onReady", async () => {
      hold = holdSiteShared(
        { databaseUrl, schema: config.databaseSchema, connectTimeoutMs: config.databaseTimeouts.connectMs },
        {
          unheld: (reason) => {
            // Once per loss, not at every retry.
            if (!lost) app.log.warn({ reason }, "the site's server lock is not held (restores are not refused meanwhile); retrying");
            lost = true;
          },
          held: () => {
            if (lost) app.log.info("the site's server lock is held again");
            lost = false;
          },
        },
      );
    });
    app.addHook("onClose", async () => {
      await hold?.close();
    });
  },
  { name: "server-hold", dependencies: ["db", "metrics"] },
);
