// Cookie-free analytics, the transport side: a page view is counted when a public page is answered
// (rendered, from the page cache, or 304), a client-side navigation or an "opened" event by the
// browser's beacon (POST /e), and "sent" events by the procedures that store the lead or chat
// (trpc/analytics.ts). Only the site's own pages are counted (domain/analytics/pages.ts), and each
// address has a budget of counted events per minute (page loads and beacons). Batched writes, and the rollup job every few minutes in
// every process (domain/analytics/rollup.ts takes turns under an advisory lock).
import { type AnalyticsEvent, beaconSchema } from "@lumiere/validation";
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { createRecorder, type Recorder } from "../domain/analytics/recorder";
import { sitePage } from "../domain/analytics/pages";
import { rollupAnalytics } from "../domain/analytics/rollup";
import { campaignOf, countableVisit, langOfPath, referrerDomain, type Visit, type VisitRequest } from "../domain/analytics/visit";
import { siteOrigin } from "../domain/site-origin";
import type { Config } from "../env";
import { PAGE_ROUTE } from "../http/pages";
import { startJob } from "../jobs/worker";
import type { Limits } from "../limits/limits";
import { BadRequest, sendError } from "../rest/errors";
import { previewToken } from "../ssr/preview";

/** What counting an event reads of a request: the visit's parts, and where to log a failure. */
export type CountedRequest = VisitRequest & { log: FastifyBaseLogger };

declare module "fastify" {
  interface FastifyInstance {
    /** Counts a view of a public page (`path`, `query`) answered to `req`; settles when counted or not. */
    countPageView(req: CountedRequest, path: string, query: string | undefined): Promise<void>;
    /** This process's analytics: `flush()` writes waiting events, `rollupOnce()` runs a rollup pass (tests). */
    analytics: Recorder & { rollupOnce(): Promise<void> };
  }
}

/** The beacon's path: short, outside /api (not part of the REST contract). */
export const BEACON_PATH = "/e";
const FLUSH_MS = 2_000;
const ROLLUP_MS = 5 * 60_000;
const NOT_COUNTED = Promise.resolve();

export const analyticsPlugin = fp(
  async (app, opts: { config: Config; limits: Limits }) => {
    const site = () => siteOrigin({ db: app.db, config: opts.config });
    const recorder = createRecorder({
      db: app.db,
      site,
      onError: (err, dropped) => app.log.warn({ err, dropped }, "analytics events could not be written; they are not counted"),
    });
    // Events wait in memory a moment and go in batches; while the database is down they wait (up to
    // the recorder's bound) rather than fail every pass.
    startJob(app, { name: "analytics_flush", everyMs: FLUSH_MS, pass: recorder.flush, onClose: recorder.flush });
    const rollup = startJob(app, {
      name: "analytics_rollup",
      everyMs: ROLLUP_MS,
      pass: async () => {
        await recorder.flush();
        await rollupAnalytics(app.db);
      },
      passAtStart: true,
    });
    app.decorate("analytics", { ...recorder, rollupOnce: rollup.runOnce });

    /** Whether this address may still be counted this minute; when the counters fail, it may not. */
    const withinBudget = (req: CountedRequest) =>
      opts.limits.consume("beacon", req.ip).then(
        (verdict) => verdict.ok,
        (err: unknown) => {
          req.log.warn({ err }, "analytics limit could not be checked; the event is not counted");
          return false;
        },
      );

    const content = { db: app.db, cache: app.contentCache };
    /**
     * Counts an event of a countable visit on one of the site's pages, within its address's budget
     * (page loads and beacons alike); any other path is counted nowhere.
     */
    const count = async (
      req: CountedRequest,
      visit: Visit,
      name: AnalyticsEvent,
      rawPath: string,
      query: string | undefined,
      referrer: string | undefined,
    ) => {
      const path = await sitePage(content, rawPath);
      if (path === null || !(await withinBudget(req))) return;
      const from = name === "pageview" ? referrerDomain(referrer, await site()) : "";
      recorder.record(name, visit, { path, lang: langOfPath(path), referrer: from, ...campaignOf(query) });
    };

    // Decided before any asynchronous work: most answers (crawlers, monitors, load) count nowhere.
    const countPageView = (req: CountedRequest, path: string, query: string | undefined) => {
      const visit = countableVisit(req);
      if (!visit) return NOT_COUNTED;
      return count(req, visit, "pageview", path, query, req.headers.referer as string | undefined).catch((err: unknown) =>
        req.log.warn({ err }, "page view not counted"),
      );
    };
    app.decorate("countPageView", countPageView);

    // Every public page answered, fresh, cached or "not modified": HEAD, admin pages, previews,
    // redirects and errors are not views. (Stored pages sent before Fastify count the same way.)
    app.addHook("onResponse", async (req: FastifyRequest, reply: FastifyReply) => {
      if (req.method !== "GET" || req.routeOptions.url !== PAGE_ROUTE) return;
      if (reply.statusCode !== 200 && reply.statusCode !== 304) return;
      const [path = "/", query] = req.url.split("?");
      if (previewToken(query) !== null) return;
      await countPageView(req, path, query);
    });

    // Past the address's budget, or on a path that is no page of ours, a beacon is answered like any
    // other and not counted: sendBeacon ignores the answer, and a sender learns nothing to work around.
    app.post(BEACON_PATH, { bodyLimit: 1024 }, async (req, reply) => {
      const parsed = beaconSchema.safeParse(req.body);
      if (!parsed.success) return sendError(reply, new BadRequest("Invalid event"));
      const { n: name, p: path, r: referrer, q: query } = parsed.data;
      const visit = countableVisit(req);
      if (visit) await count(req, visit, name, path, query, referrer).catch((err: unknown) => req.log.warn({ err }, "beacon not counted"));
      return reply.code(204).send();
    });
  },
  { name: "analytics", dependencies: ["db", "metrics"] },
);
