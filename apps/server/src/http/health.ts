import { sql } from "@lumiere/db";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

declare module "fastify" {
  interface FastifyInstance {
    /** Set on SIGTERM (main.ts): readiness answers 503 so load balancers stop sending, the rest still answers. */
    lifecycle: { draining: boolean };
  }
}

const READY_TIMEOUT_MS = 2000;

/** Their routes: answered whatever the Host (plugins/security.ts). */
export const HEALTH_ROUTES: ReadonlySet<string> = new Set(["/healthz", "/readyz"]);

/**
 * Liveness and readiness for orchestrators (docker-compose, Kubernetes, load balancers), kept out
 * of the request log: /healthz says the process answers, /readyz that the database does too and
 * that the process is not shutting down. Never shed under load (app.ts).
 */
export const healthRoutes = fp(
  async (app: FastifyInstance) => {
    app.decorate("lifecycle", { draining: false });
    // While draining, every answer closes its connection (stored pages answered before Fastify
    // included): a keep-alive client's next request opens a new connection, which the load balancer
    // sends elsewhere, instead of reusing one the server resets when its listener closes.
    app.server.prependListener("request", (_req, res) => {
      if (app.lifecycle.draining) res.setHeader("connection", "close");
    });
    app.get("/healthz", { logLevel: "silent" }, (_req, reply) => reply.header("cache-control", "no-store").send({ status: "ok" }));
    app.get("/readyz", { logLevel: "silent" }, async (_req, reply) => {
      reply.header("cache-control", "no-store");
      if (app.lifecycle.draining) return reply.code(503).send({ status: "unavailable" });
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error("database check timed out")), READY_TIMEOUT_MS);
      });
      try {
        await Promise.race([app.ensureDbReady().then(() => app.db.execute(sql`select 1`)), timeout]);
        return { status: "ready" };
      } catch {
        return reply.code(503).send({ status: "unavailable" });
      } finally {
        clearTimeout(timer);
      }
    });
  },
  { name: "health-routes" },
);
