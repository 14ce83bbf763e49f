// On PostgreSQL a server holds the site's shared advisory lock for its life (backup/site-lock.ts),
// so `pnpm restore` refuses while it runs. Taken after start, never in the way of serving: a
// database that is down, or a restore in progress, delays the hold, not the server.
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { holdSiteShared } from "../backup/site-lock";
import type { Config } from "../env";

const RETRY_MS = 5000;

export const serverHoldPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const databaseUrl = config.databaseUrl;
    if (!databaseUrl) return;
    let closing = false;
    let timer: NodeJS.Timeout | undefined;
    let hold: Promise<{ close(): Promise<void> } | null> = Promise.resolve(null);
    const attempt = () => {
      hold = holdSiteShared({ databaseUrl, schema: config.databaseSchema, connectTimeoutMs: config.databaseTimeouts.connectMs }).catch(
        (error: unknown) => {
          app.log.warn({ err: error }, "could not take the site's server lock (restores are not refused meanwhile); retrying");
          if (!closing) timer = setTimeout(attempt, RETRY_MS).unref();
          return null;
        },
      );
    };
    app.addHook("onReady", async () => attempt());
    app.addHook("onClose", async () => {
      closing = true;
      clearTimeout(timer);
      await (await hold)?.close();
    });
  },
  { name: "server-hold" },
);
