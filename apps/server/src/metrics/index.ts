import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../env";
import { sendNotFound } from "../http/pages";
import { metricsListener } from "./listener";
import { createMetrics, type Metrics } from "./registry";
import { scrapeGauges } from "./scrape-gauges";

declare module "fastify" {
  interface FastifyInstance {
    /** This process's metrics (always kept; served only on METRICS_PORT). */
    metrics: Metrics;
  }
}

/** What an address that matched no route is counted as, so unknown URLs add no label values. */
export const UNMATCHED_ROUTE = "unmatched";

/** The metrics of this app, each request's duration, and the metrics listener when configured. */
export const metricsPlugin = fp(
  async (app: FastifyInstance, opts: { config: Config }) => {
    const metrics = createMetrics();
    app.decorate("metrics", metrics);
    app.addHook("onResponse", (req, reply, done) => {
      metrics.requestDuration.observe(
        { method: req.method, route: req.routeOptions.url ?? UNMATCHED_ROUTE, status_class: `${Math.floor(reply.statusCode / 100)}xx` },
        reply.elapsedTime / 1000,
      );
      done();
    });
    scrapeGauges(app, metrics);
    if (opts.config.metrics) metricsListener(app, metrics, opts.config.metrics);
    // Never served on the site's port: a scrape aimed there gets a plain 404, not the language
    // redirect every other page address gets.
    app.get("/metrics", sendNotFound);
  },
  { name: "metrics" },
);
