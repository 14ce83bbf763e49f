// Cookie-free analytics, the transport side: a page view is counted when a public page is answered
// (rendered, from the page cache, or 304), a client-side navigation or an "opened" event by the
// browser's beacon (POST /e), and "sent" events by the procedures that store the lead or chat
// (trpc/analytics.ts). Batched writes, and the rollup job every few minutes in every process
// (domain/analytics/rollup.ts takes turns under an advisory lock).
import { beaconSchema } from "@lumiere/validation";
import type { FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { createRecorder, type Recorder } from "../domain/analytics/recorder";
import { rollupAnalytics } from "../domain/analytics/rollup";
import { campaignOf, countableVisit, langOfPath, referrerDomain } from "../domain/analytics/visit";
import { siteOrigin } from "../domain/site-origin";
import type { Config } from "../env";
import { PAGE_ROUTE } from "../http/pages";
import { startWorker } from "../jobs/worker";
import { previewToken } from "../ssr/preview";

declare module "fastify" {
  interface FastifyInstance {
    /** This process's analytics: `flush()` writes waiting events, `rollupOnce()` runs a rollup pass (tests). */
    analytics: Recorder & { rollupOnce(): Promise<void> };
  }
}

/** The beacon's path: short, outside /api (not part of the REST contract). */
export const BEACON_PATH = "/e";
const ADMIN_PATH = /^\/(?:[a-z]{2}\/)?admin(?:\/|$)/;
const FLUSH_MS = 2_000;
const ROLLUP_MS = 5 * 60_000;

export const analyticsPlugin = fp(
  async (app, opts: { config: Config }) => {
    const site = () => siteOrigin({ db: app.db, config: opts.config });
    const recorder = createRecorder({
      db: app.db,
      site,
      onError: (err, dropped) => app.log.warn({ err, dropped }, "analytics events could not be written; they are not counted"),
    });
    const rollup = startWorker(
      app.metrics.job("analytics rollup", async () => {
        if (app.dbHealth.isDown()) return;
        await app.ensureDbReady();
        await recorder.flush();
        await rollupAnalytics(app.db);
      }),
      ROLLUP_MS,
      (err) => app.log.warn({ err }, "analytics rollup failed; retried at the next pass"),
    );
    const flushTimer = setInterval(() => void recorder.flush(), FLUSH_MS);
    flushTimer.unref();
    app.decorate("analytics", { ...recorder, rollupOnce: rollup.runOnce });

    const countPage = async (req: FastifyRequest, path: string, query: string | undefined, referrer: string | undefined) => {
      const visit = countableVisit(req);
      if (!visit || ADMIN_PATH.test(path)) return;
      recorder.record("pageview", visit, {
        path,
        lang: langOfPath(path),
        referrer: referrerDomain(referrer, await site()),
        ...campaignOf(query),
      });
    };

    // Every public page answered, fresh, cached or "not modified": HEAD, admin pages, previews,
    // redirects and errors are not views.
    app.addHook("onResponse", async (req: FastifyRequest, reply: FastifyReply) => {
      if (req.method !== "GET" || req.routeOptions.url !== PAGE_ROUTE) return;
      if (reply.statusCode !== 200 && reply.statusCode !== 304) return;
      const [path = "/", query] = req.url.split("?");
      if (previewToken(query) !== null) return;
      await countPage(req, path, query, req.headers.referer).catch((err: unknown) => req.log.warn({ err }, "page view not counted"));
    });

    app.post(BEACON_PATH, { bodyLimit: 1024 }, async (req, reply) => {
      const parsed = beaconSchema.safeParse(req.body);
      if (!parsed.success) return reply.code(400).send({ message: "Invalid event" });
      const { n: name, p: path, r: referrer, q: query } = parsed.data;
      if (name === "pageview") await countPage(req, path, query, referrer);
      else {
        const visit = countableVisit(req);
        if (visit) recorder.record(name, visit, { ...campaignOf(query), path, lang: langOfPath(path), referrer: "" });
      }
      return reply.code(204).send();
    });

    app.addHook("onReady", async () => {
      app.ensureDbReady().then(rollup.kick, () => {});
    });
    app.addHook("onClose", async () => {
      clearInterval(flushTimer);
      await rollup.stop();
      await recorder.flush();
    });
  },
  { name: "analytics", dependencies: ["db", "metrics"] },
);
