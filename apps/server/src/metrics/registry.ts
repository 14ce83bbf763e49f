// The server's Prometheus metrics: one registry per app (tests build several in one process), the
// metrics updated where things happen, and Node's own process metrics (event-loop lag included).
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";

export const PREFIX = "lumiere_";

export type Metrics = ReturnType<typeof createMetrics>;

export function createMetrics() {
  const registry = new Registry();
  // CPU, memory, handles, GC, and the event-loop lag (lumiere_nodejs_eventloop_lag_*, from monitorEventLoopDelay).
  collectDefaultMetrics({ register: registry, prefix: PREFIX });
  const registers = [registry];

  const requestDuration = new Histogram({
    name: `${PREFIX}http_request_duration_seconds`,
    help: "Time to answer an HTTP request, by method, Fastify route pattern (never the raw URL; 'unmatched' for an unknown address) and status class",
    labelNames: ["method", "route", "status_class"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const shed = new Counter({
    name: `${PREFIX}http_requests_shed_total`,
    help: "Requests answered 503 at once because the event loop was overloaded (load shedding)",
    registers,
  });
  const pageRenders = new Counter({
    name: `${PREFIX}page_renders_total`,
    help: "Public pages rendered by this process; a stored page answered costs none (several visitors arriving together share one)",
    registers,
  });
  const contentNotices = new Counter({
    name: `${PREFIX}content_change_notices_total`,
    help: "Announcements of a content change heard on PostgreSQL, by who made the change: another process (this one's caches cleared) or this one (already cleared, ignored)",
    labelNames: ["from"] as const,
    registers,
  });
  const outboxSent = new Counter({
    name: `${PREFIX}outbox_sent_total`,
    help: "E-mails of the outbox sent by this process",
    registers,
  });
  const outboxFailures = new Counter({
    name: `${PREFIX}outbox_send_failures_total`,
    help: "E-mail send attempts of this process that failed (the message is retried later, or marked failed after its last attempt)",
    registers,
  });
  const jobRuns = new Counter({
    name: `${PREFIX}job_runs_total`,
    help: "Passes of a scheduled job in this process",
    labelNames: ["task"] as const,
    registers,
  });
  const jobFailures = new Counter({
    name: `${PREFIX}job_failures_total`,
    help: "Passes of a scheduled job in this process that failed",
    labelNames: ["task"] as const,
    registers,
  });
  const jobLastSuccess = new Gauge({
    name: `${PREFIX}job_last_success_timestamp_seconds`,
    help: "When a scheduled job last completed a pass in this process (Unix time)",
    labelNames: ["task"] as const,
    registers,
  });

  return {
    registry,
    requestDuration,
    shed,
    pageRenders,
    contentNotices,
    outboxSent,
    outboxFailures,
    /**
     * `run` counted as a pass of the job `task`: its runs, failures and last success. The label is
     * not `job`, which Prometheus sets on every scraped series (ours would arrive as `exported_job`).
     */
    job<T>(task: string, run: () => Promise<T>): () => Promise<T> {
      if (!/^[a-z][a-z0-9_]*$/.test(task)) throw new Error(`job name for the metrics must be snake_case: ${task}`);
      return async () => {
        jobRuns.inc({ task });
        try {
          const result = await run();
          jobLastSuccess.set({ task }, Date.now() / 1000);
          return result;
        } catch (error) {
          jobFailures.inc({ task });
          throw error;
        }
      };
    },
  };
}
