// /metrics on a port of its own, never the site's: Prometheus reaches it on an internal address and
// visitors never do. A plain Node server: it serves one route, with none of the site's hooks.
import { createServer, type Server } from "node:http";
import type { FastifyInstance } from "fastify";
import type { Metrics } from "./registry";

/** The code of the error start fails with when the metrics port is taken (main.ts prints its message). */
export const METRICS_PORT_IN_USE = "METRICS_PORT_IN_USE";

/** Listens when the app is ready (before the site's port opens) and closes with the app. */
export function metricsListener(app: FastifyInstance, metrics: Metrics, address: { port: number; host: string }): void {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://metrics");
    if (url.pathname !== "/metrics" || (req.method !== "GET" && req.method !== "HEAD")) {
      res.writeHead(404, { "content-type": "text/plain" }).end("Not found\n");
      return;
    }
    metrics.registry.metrics().then(
      (body) => {
        res.writeHead(200, { "content-type": metrics.registry.contentType, "cache-control": "no-store" });
        res.end(req.method === "HEAD" ? undefined : body);
      },
      (err: unknown) => {
        app.log.error({ err }, "metrics could not be collected");
        res.writeHead(500, { "content-type": "text/plain" }).end("Metrics could not be collected\n");
      },
    );
  });
  app.decorate("metricsServer", server);
  app.addHook("onReady", async () => {
    await new Promise<void>((resolve, reject) => {
      server.once("error", (error: NodeJS.ErrnoException) => {
        if (error.code !== "EADDRINUSE") return reject(error);
        reject(
          Object.assign(new Error(`Cannot start: METRICS_PORT ${address.port} on ${address.host} is in use by another process`), {
            code: METRICS_PORT_IN_USE,
          }),
        );
      });
      server.listen(address.port, address.host, () => resolve());
    });
  });
  app.addHook("onClose", async () => {
    if (!server.listening) return;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // Prometheus keeps its connection open between scrapes.
    server.closeAllConnections();
    await closed;
  });
}

declare module "fastify" {
  interface FastifyInstance {
    /** The metrics listener, when METRICS_PORT is set. */
    metricsServer?: Server;
  }
}
