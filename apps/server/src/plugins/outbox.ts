import fp from "fastify-plugin";
import { processOutbox } from "../domain/mail/outbox";
import { SmtpPool } from "../domain/mail/transport";
import type { Config } from "../env";
import { startWorker } from "../jobs/worker";

declare module "fastify" {
  interface FastifyInstance {
    /** The e-mail worker of this process: `kick()` after a lead, `runOnce()` to wait for a pass. */
    outbox: { kick(): void; runOnce(): Promise<void> };
  }
}

export interface OutboxOptions {
  /** How often due messages are looked for (default 10 s; a new lead also wakes the worker). */
  pollMs?: number;
  /** First retry delay, doubled on each failure up to an hour (default 30 s). */
  retryBaseMs?: number;
}

/** Sends the outbox from this process; with several processes each claims different rows. */
export const outboxPlugin = fp(
  async (app, opts: OutboxOptions & { config: Config }) => {
    // One pool of SMTP connections per process, reused across passes.
    const transports = new SmtpPool(opts.config.smtp);
    const worker = startWorker(
      app.metrics.job("outbox", async () => {
        await app.ensureDbReady();
        const result = await processOutbox(
          { db: app.db, cache: app.contentCache, config: opts.config },
          { retryBaseMs: opts.retryBaseMs ?? 30_000, transports },
        );
        app.metrics.outboxSent.inc(result.sent);
        app.metrics.outboxFailures.inc(result.failed);
        if (result.failed > 0) app.log.warn(result, "some e-mails could not be sent; they will be retried");
      }),
      opts.pollMs ?? 10_000,
      (error) => app.log.warn({ err: error }, "e-mail outbox pass failed"),
    );
    app.decorate("outbox", { kick: worker.kick, runOnce: worker.runOnce });
    app.addHook("onClose", async () => {
      await worker.stop();
      transports.close();
    });
  },
  { name: "outbox", dependencies: ["db", "metrics"] },
);
