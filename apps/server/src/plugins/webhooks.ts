import fp from "fastify-plugin";
import { processWebhooks, type SignedMessage } from "../domain/webhooks/index";
import type { Config } from "../env";
import { sendSigned } from "../http/webhook-sender";
import { startWorker } from "../jobs/worker";

declare module "fastify" {
  interface FastifyInstance {
    /** The webhook worker of this process: `kick()` after a lead, `runOnce()` to wait for a pass. */
    webhooks: { kick(): void; runOnce(): Promise<void> };
  }
}

export interface WebhookOptions {
  /** How often due deliveries are looked for (default 10 s; a new lead also wakes the worker). */
  pollMs?: number;
  /** The retry schedule (default RETRY_DELAYS_MS: 10 s up to about a day in all). */
  retryDelaysMs?: readonly number[];
}

/** Sends webhook deliveries from this process; with several processes each claims different rows. */
export const webhooksPlugin = fp(
  async (app, opts: WebhookOptions & { config: Config }) => {
    const worker = startWorker(
      app.metrics.job("webhooks", async () => {
        await app.ensureDbReady();
        const send = (message: SignedMessage) => sendSigned(message, opts.config.webhooks);
        const result = await processWebhooks(app.db, { send, retryDelaysMs: opts.retryDelaysMs });
        if (result.failed > 0) app.log.warn(result, "some webhook deliveries failed; they will be retried");
      }),
      opts.pollMs ?? 10_000,
      (error) => app.log.warn({ err: error }, "webhook pass failed"),
    );
    app.decorate("webhooks", { kick: worker.kick, runOnce: worker.runOnce });
    app.addHook("onClose", async () => {
      await worker.stop();
    });
  },
  { name: "webhooks", dependencies: ["db", "metrics"] },
);
