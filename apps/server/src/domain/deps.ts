import type { Db } from "@lumiere/db";
import type { ContentCache } from "../cache/content-cache";

/** What domain functions that touch cached content need. */
export interface ContentDeps {
  db: Db;
  cache: ContentCache;
}

/** What a change can queue for this process's background senders: e-mails (the outbox), webhook deliveries. */
export type Queued = "mail" | "webhooks";

/**
 * Wakes the senders of what a change queued, named, once its transaction is committed (never
 * awaited; their timers would find the work anyway, later). The one way the domain wakes a worker.
 */
export type Wake = (...queued: Queued[]) => void;

/** What a domain function that queues e-mails or webhook deliveries needs besides the database. */
export interface WakeDeps {
  db: Db;
  wake: Wake;
}
