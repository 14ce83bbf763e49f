// Traces (OpenTelemetry, OTLP over HTTP), when OTEL_EXPORTER_OTLP_ENDPOINT is set. This module is
// the server's only door to them and imports nothing of OpenTelemetry: the SDK is loaded by
// startTracing, and only when tracing is on, so a server without it neither loads nor runs any of
// it. The seams it traces are the server's own: the HTTP server's handler (every request, stored
// pages included), the database clients (@lumiere/db), the outbox's passes, webhook deliveries and
// the AI provider's calls.
import type { FastifyInstance } from "fastify";

declare module "fastify" {
  interface FastifyInstance {
    /** Traces (OTEL_EXPORTER_OTLP_ENDPOINT); null when off. */
    tracing: Tracing | null;
  }
}
import type { Config } from "../env";
import { loggedUrl, REQUEST_ID_HEADER } from "../plugins/logging";
import type { Tracing } from "./types";

export type { OutgoingCall, Tracing } from "./types";

/** How long a closing server waits for its last spans to be sent. */
const FINAL_FLUSH_MS = 3000;

/** The tracer of `config.tracing`, or null when tracing is off (then nothing of OpenTelemetry is loaded). */
export async function startTracing(config: Config): Promise<Tracing | null> {
  if (!config.tracing) return null;
  const { createTracing } = await import("./otel");
  return createTracing(config.tracing, { requestIdHeader: REQUEST_ID_HEADER, loggedUrl });
}

/**
 * Gives the app its tracer (`app.tracing`, for the plugins that trace); when on, names each
 * request's span after its route and sends what is left when the app closes.
 */
export function useTracing(app: FastifyInstance, tracing: Tracing | null): void {
  app.decorate("tracing", tracing);
  if (!tracing) return;
  tracing.logTo(app.log);
  app.addHook("onRequest", (req, _reply, done) => {
    tracing.route(req.raw, req.routeOptions.url ?? "");
    done();
  });
  // The last spans go out as the app closes; a collector that is away neither fails the shutdown nor
  // holds it up past FINAL_FLUSH_MS (the exporter would retry for seconds).
  app.addHook("onClose", async () => {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      tracing.shutdown().catch((err: unknown) => app.log.warn({ err }, "tracing: the last spans could not be sent")),
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, FINAL_FLUSH_MS);
      }),
    ]);
    clearTimeout(timer);
  });
}
