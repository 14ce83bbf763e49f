import fp from "fastify-plugin";
import { processOutbox } from "../domain/mail/outbox";
import { SmtpPool } from "../domain/mail/transport";
import type { Config } from "../env";
import { startJob, type Worker } from "../jobs/worker";

declare module "fastify" {
  interface FastifyInstance {
    /** The e-mail worker of this process (woken through `wake("mail")` of the services). */
    outbox: Worker;
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
    const worker = startJob(app, {
      name: "outbox",
      everyMs: opts.pollMs ?? 10_000,
      pass: async () => {
        const send = () =>
          processOutbox(
            { db: app.db, cache: app.contentCache, config: opts.config },
            { retryBaseMs: opts.retryBaseMs ?? 30_000, transports },
          );
        // With tracing, a pass that sent or tried to is a trace: its statements and what it sent.
        const result = app.tracing
          ? await app.tracing.internal(
              "outbox",
              async (note) => {
                const counts = await send();
                note({ "lumiere.outbox.sent": counts.sent, "lumiere.outbox.failed": counts.failed });
                return counts;
              },
              (counts) => counts.sent === 0 && counts.failed === 0,
            )
          : await send();
        app.metrics.outboxSent.inc(result.sent);
        app.metrics.outboxFailures.inc(result.failed);
        if (result.failed > 0) app.log.warn(result, "some e-mails could not be sent; they will be retried");
      },
      onClose: () => transports.close(),
    });
    app.decorate("outbox", worker);
  },
  { name: "outbox", dependencies: ["db", "metrics"] },
);
