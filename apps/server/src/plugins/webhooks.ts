import fp from "fastify-plugin";
import { createWebhookWorker, type SignedMessage } from "../domain/webhooks/index";
import type { Config } from "../env";
import { SEND_TIMEOUT_MS, sendSigned } from "../http/webhook-sender";
import { startJob, type Worker } from "../jobs/worker";

declare module "fastify" {
  interface FastifyInstance {
    /** The webhook worker of this process (woken through `wake("webhooks")` of the services); `runOnce()` waits until it is idle. */
    webhooks: Worker;
  }
}

export interface WebhookOptions {
  /** How often due deliveries are looked for (default 10 s; a new lead also wakes the worker). */
  pollMs?: number;
  /** The retry schedule (default RETRY_DELAYS_MS: 10 s up to about a day in all). */
  retryDelaysMs?: readonly number[];
  /** How long a receiver has to answer (default SEND_TIMEOUT_MS, 10 s). */
  timeoutMs?: number;
  /** The pauses of an endpoint that keeps timing out (default ENDPOINT_BACKOFF_MS: 30 s up to 1 h). */
  endpointBackoffMs?: readonly number[];
}

/** Sends webhook deliveries from this process; with several processes each claims different rows. */
export const webhooksPlugin = fp(
  async (app, opts: WebhookOptions & { config: Config }) => {
    const timeoutMs = opts.timeoutMs ?? SEND_TIMEOUT_MS;
    const onError = (error: unknown) => app.log.warn({ err: error }, "webhook pass failed");
    const sender = createWebhookWorker(app.db, {
      send: (message: SignedMessage) => sendSigned(message, opts.config.webhooks, { timeoutMs, tracing: app.tracing }),
      sendTimeoutMs: timeoutMs,
      retryDelaysMs: opts.retryDelaysMs,
      endpointBackoffMs: opts.endpointBackoffMs,
      onFailure: (failure) =>
        app.log.warn(failure, failure.retried ? "webhook delivery failed; it will be retried" : "webhook delivery failed for good"),
      onError,
    });
    // A pass only fills the free lanes: sends run on, and each one ending claims the next.
    const worker = startJob(app, {
      name: "webhooks",
      everyMs: opts.pollMs ?? 10_000,
      pass: () => sender.fill(),
      settled: () => sender.idle(),
      onClose: () => sender.stop(),
    });
    app.decorate("webhooks", worker);
  },
  { name: "webhooks", dependencies: ["db", "metrics"] },
);
