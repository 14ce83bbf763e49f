import { type DbHandle, withoutDeadline } from "@lumiere/db";
import type { FastifyInstance } from "fastify";
import type { Config } from "../../env";
import { DatabaseUnavailableError } from "../db-errors";
import { isStaticRoute } from "../static-routes";
import type { DbHealthGate } from "./health";

/**
 * The readiness gate: `app.ensureDbReady` runs `prepare` once (again on the next request after a
 * failure), and every request but static files waits for it, or gets 503 while the database is
 * down and another request is already trying it.
 */
export function readinessGate(app: FastifyInstance, handle: DbHandle, config: Config, health: DbHealthGate, prepare: () => Promise<void>) {
  let ready: Promise<void> | null = null;
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
    if (!health.admit(req)) throw new DatabaseUnavailableError("Database unavailable");
    try {
      await readyInTime();
    } catch (error) {
      health.markDown();
      throw error;
    }
  });
  app.addHook("onResponse", async (req, reply) => health.endTrial(req, reply.statusCode !== 503));
  app.addHook("onRequestAbort", async (req) => health.endTrial(req, false));
}
