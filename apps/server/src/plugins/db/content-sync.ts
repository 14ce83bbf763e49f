import { createHash, randomUUID } from "node:crypto";
import type { DbHandle } from "@lumiere/db";
import type { FastifyInstance } from "fastify";
import { type ContentCache, createContentCache } from "../../cache/content-cache";
// The app's `metrics` (its declaration), for the content-change counter.
import type {} from "../../metrics/index";

/**
 * The NOTIFY channel of one site: sites (or test runs) sharing a Postgres database in different
 * schemas must not clear each other's caches.
 */
const contentChannel = (schema: string | undefined) =>
  schema ? `lumiere_content_${createHash("sha256").update(schema).digest("hex").slice(0, 16)}` : "lumiere_content";

/**
 * The content cache of this process, kept in step with the other server processes on the same
 * Postgres: a write here announces itself on the site's channel, and `listen` clears this cache
 * when another process announces one. The embedded database has a single process: no channel.
 */
export function syncedContentCache(
  app: FastifyInstance,
  handle: DbHandle,
  schema: string | undefined,
): { cache: ContentCache; listen(): Promise<void> } {
  const channel = contentChannel(schema);
  // Its own announcement comes back to it: this process cleared its cache already, and clearing it
  // again would throw away what was read since (and render pages anew, with new ETags). Process ids
  // are no name for it: in containers every server is process 1.
  const self = randomUUID();
  const cache = createContentCache(() => {
    handle.sql?.notify(channel, self).catch((e: unknown) => app.log.warn({ err: e }, "content change notify failed"));
  });
  return {
    cache,
    listen: async () => {
      await handle.sql?.listen(channel, (from) => {
        const other = from !== self;
        app.metrics.contentNotices.inc({ from: other ? "another_process" : "this_process" });
        if (other) cache.clear();
      });
    },
  };
}
