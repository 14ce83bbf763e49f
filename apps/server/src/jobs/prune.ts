// The one pruning job: data that expires is deleted on a timer, not when traffic happens to pass.
// Every process runs it; the deletes are idempotent, so several processes need no coordination.
// On the embedded database it then does autovacuum's work, which PGlite has none of.
import { tidyTables, withDeadline } from "@lumiere/db";
import type { FastifyInstance } from "fastify";
import { pruneAttempts } from "../auth/attempts";
import { pruneSessions } from "../auth/sessions";
import { pruneAnalytics } from "../domain/analytics/rollup";
import { pruneArticleBodies } from "../domain/article-body";
import { pruneExpiredLeads } from "../domain/leads/index";
import { getLeadsSettings } from "../domain/settings";
import { startJob, type Worker } from "./worker";

declare module "fastify" {
  interface FastifyInstance {
    /** The pruning job of this process: `runOnce()` runs a pass and waits for it (tests). */
    pruning: Worker;
  }
}

const INTERVAL_MS = 10 * 60_000;
// A first run over years of leads deletes many rows at once: no visitor waits on it, so it gets far
// longer than a request's statement deadline rather than failing at every run.
const TASK_DEADLINE_MS = 5 * 60_000;
/** A media write takes seconds: a part file this old belongs to a process that is gone. */
const UNFINISHED_WRITE_AGE_MS = 60 * 60_000;

/** What expires, each pruned on its own (one failing does not stop the others). */
function pruneTasks(app: FastifyInstance): Array<{ name: string; run: () => Promise<void> }> {
  const { db, config } = app.services;
  return [
    { name: "expired_sessions", run: () => pruneSessions(db) },
    { name: "old_sign_in_failures", run: () => pruneAttempts(db) },
    // Leads, their e-mails and chat messages past the retention periods of Settings (the only pruning of each).
    {
      name: "personal_data_past_retention",
      run: async () => {
        const removed = await pruneExpiredLeads(db, await getLeadsSettings({ db, cache: app.services.cache, config }));
        if (Object.values(removed).some((n) => n > 0)) app.log.info({ removed }, "personal data past retention deleted");
      },
    },
    { name: "analytics_past_retention", run: () => pruneAnalytics(db, config.analyticsRetentionDays) },
    // Stored article bodies of texts since replaced (derived data: rendered again if ever needed).
    { name: "unused_article_bodies", run: async () => void (await pruneArticleBodies(db)) },
    {
      name: "unfinished_media_writes",
      run: async () => {
        const removed = (await app.services.mediaStorage.sweepUnfinished?.(UNFINISHED_WRITE_AGE_MS)) ?? 0;
        if (removed > 0) app.log.info({ removed }, "parts of unfinished media writes deleted");
      },
    },
    // Last, so the room of what was just deleted is taken back in the same pass.
    ...(app.dbHandle.driver === "pglite"
      ? [
          {
            name: "embedded_database_upkeep",
            run: async () => {
              const tables = await tidyTables(app.dbHandle);
              if (tables.length > 0) app.log.info({ tables }, "embedded database tables vacuumed and analyzed");
            },
          },
        ]
      : []),
  ];
}

/** One pass: each task on its own, under its long deadline, counted as a job of its own. */
async function pruneAll(app: FastifyInstance): Promise<void> {
  for (const task of pruneTasks(app)) {
    try {
      await withDeadline(TASK_DEADLINE_MS, app.metrics.job(`prune_${task.name}`, task.run));
    } catch (err) {
      app.log.warn({ err, task: task.name }, "pruning failed; retried at the next run");
    }
  }
}

/** Prunes once the database is ready, then every ten minutes (`app.pruning`). */
export function startPruning(app: FastifyInstance): void {
  app.decorate("pruning", startJob(app, { name: "prune", everyMs: INTERVAL_MS, pass: () => pruneAll(app), passAtStart: true }));
}
