// Gauges read when Prometheus scrapes: the database client's load and the e-mail outbox's backlog.
import type { FastifyInstance } from "fastify";
import { Gauge } from "prom-client";
import { outboxBacklog } from "../domain/mail/outbox";
import { PREFIX, type Metrics } from "./registry";

/** A scrape never waits long on a slow database: past this the backlog is left out of the answer. */
const BACKLOG_TIMEOUT_MS = 2000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("timed out")), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export function scrapeGauges(app: FastifyInstance, metrics: Metrics): void {
  const registers = [metrics.registry];
  new Gauge({
    name: `${PREFIX}db_pool_size`,
    help: "Database connections statements share: DATABASE_POOL_SIZE on PostgreSQL, 1 for the embedded database",
    registers,
    collect() {
      if (app.dbHandle) this.set(app.dbHandle.activity.poolSize);
    },
  });
  new Gauge({
    name: `${PREFIX}db_queries_in_flight`,
    help: "Database statements and transactions started and not yet answered, waiting for a connection included (postgres.js exposes no pool counts, so they are counted around the client)",
    registers,
    collect() {
      if (app.dbHandle) this.set(app.dbHandle.activity.inFlight);
    },
  });
  new Gauge({
    name: `${PREFIX}db_queries_waiting`,
    help: "Statements and transactions in flight beyond the pool size: at least this many wait for a connection (or are pipelined behind another statement)",
    registers,
    collect() {
      if (app.dbHandle) this.set(Math.max(0, app.dbHandle.activity.inFlight - app.dbHandle.activity.poolSize));
    },
  });

  // One query serves both outbox gauges; a scrape collects them at once and the second shares it.
  let reading: Promise<void> | null = null;
  const readBacklog = (): Promise<void> => {
    reading ??= (async () => {
      messages.reset();
      due.reset();
      if (!app.dbHandle || app.dbHealth.isDown()) return;
      try {
        const backlog = await withTimeout(outboxBacklog(app.db), BACKLOG_TIMEOUT_MS);
        messages.set({ status: "pending" }, backlog.pending);
        messages.set({ status: "sending" }, backlog.sending);
        messages.set({ status: "failed" }, backlog.failed);
        due.set(backlog.due);
      } catch (err) {
        app.log.warn({ err }, "metrics: the outbox backlog could not be read");
      }
    })().finally(() => {
      reading = null;
    });
    return reading;
  };
  const messages = new Gauge({
    name: `${PREFIX}outbox_messages`,
    help: "Unsent e-mails in the outbox (all processes) by status: pending (queued, waiting for their time), sending (claimed by a process), failed (given up after the last attempt)",
    labelNames: ["status"] as const,
    registers,
    collect: readBacklog,
  });
  const due = new Gauge({
    name: `${PREFIX}outbox_due_messages`,
    help: "Pending e-mails whose time to be sent has come (all processes): a growing number means mail is not going out",
    registers,
    collect: readBacklog,
  });
}
