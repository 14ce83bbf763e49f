// The rollup job and the daily salt: visits on different days get unrelated visitor ids and the old
// day's salt is gone once the day is over; rolling up changes no figure the dashboard shows, even
// when two passes (or two servers) run at once; raw events go two days after they are rolled up.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  analyticsDaily,
  analyticsDailyVisitors,
  analyticsDayVisitors,
  analyticsEvents,
  analyticsHourly,
  analyticsRollup,
  analyticsSalts,
  type Db,
  eq,
} from "@lumiere/db";
import type { FastifyInstance } from "fastify";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app";
import { createRecorder } from "../../src/domain/analytics/recorder";
import { analyticsReport } from "../../src/domain/analytics/report";
import { rollupAnalytics } from "../../src/domain/analytics/rollup";
import { buildTestApp, dbLabel, multiServerConfig, type TestApp, testDatabaseUrl } from "../helpers/app";

const DAY = 24 * 3600_000;
const visitor = { ip: "203.0.113.9", userAgent: "Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0" };
const page = (path: string) => ({ path, lang: "en", referrer: "", utmSource: "", utmMedium: "", utmCampaign: "" });

function recorderOn(db: Db) {
  return createRecorder({
    db,
    site: async () => "https://www.lumiere.example",
    onError: (error) => {
      throw error;
    },
  });
}

/** Page views at the given moments, written at once. */
async function viewsAt(db: Db, moments: Date[], who = visitor) {
  const recorder = recorderOn(db);
  for (const at of moments) recorder.record("pageview", who, page("/en/about"), at);
  await recorder.flush();
}

/**
 * The rollups as on a site whose first rollup is still to come, raw events kept: every test writes
 * past events and then calls this, so a pass that ran before (the start-up one) hides none of them.
 */
async function noRollupYet(db: Db) {
  for (const table of [analyticsHourly, analyticsDaily, analyticsDayVisitors, analyticsDailyVisitors, analyticsRollup]) {
    await db.delete(table);
  }
}

/** Each process rolls up once, a moment after it is ready: the tests begin after that pass. */
const startupPassDone = () => new Promise((resolve) => setTimeout(resolve, 1000));

const figures = async (db: Db) => {
  const report = await analyticsReport(db, "30d");
  return { visitors: report.visitors, pageviews: report.pageviews, series: report.series };
};

describe(`analytics rollup and salts (${dbLabel})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await startupPassDone();
  });
  afterAll(async () => {
    await t?.close();
  });

  it("gives the same visitor unrelated ids on different days, and forgets the old day's salt", async () => {
    const now = new Date();
    await viewsAt(t.app.db, [new Date(now.getTime() - DAY), now]);
    const ids = new Set((await t.app.db.select({ visitor: analyticsEvents.visitor }).from(analyticsEvents)).map((r) => r.visitor));
    expect(ids.size).toBe(2);
    const salts = await t.app.db.select().from(analyticsSalts);
    expect(salts).toHaveLength(2);
    await rollupAnalytics(t.app.db, now);
    const left = await t.app.db.select().from(analyticsSalts);
    expect(left.map((s) => s.day)).toEqual([now.toISOString().slice(0, 10)]);
    // Today's salt is the one used today: the same visit today gets today's id again.
    await viewsAt(t.app.db, [now]);
    const again = await t.app.db.select({ visitor: analyticsEvents.visitor }).from(analyticsEvents);
    expect(new Set(again.map((r) => r.visitor)).size).toBe(2);
  });

  it("changes no figure by rolling up, counts each event once when two passes run at once, and prunes raw events later", async () => {
    const now = new Date();
    const other = { ip: "198.51.100.20", userAgent: "Mozilla/5.0 (Macintosh) Safari/605.1.15" };
    await viewsAt(t.app.db, [
      new Date(now.getTime() - 5 * DAY),
      new Date(now.getTime() - 5 * DAY + 60_000),
      new Date(now.getTime() - 3 * 3600_000),
    ]);
    await viewsAt(t.app.db, [new Date(now.getTime() - 5 * DAY)], other);
    await noRollupYet(t.app.db);
    const before = await figures(t.app.db);
    const written = await t.app.db.select().from(analyticsEvents).where(eq(analyticsEvents.name, "pageview"));
    expect(before.pageviews).toBe(written.length);
    expect(before.pageviews).toBeGreaterThanOrEqual(4);
    await Promise.all([rollupAnalytics(t.app.db, now), rollupAnalytics(t.app.db, now)]);
    expect(await figures(t.app.db)).toEqual(before);
    // The finished days' visitors are counted and their ids forgotten.
    const days = await t.app.db.select().from(analyticsDayVisitors);
    expect(days.every((d) => d.day >= new Date(now.getTime() - 2 * 3600_000 - 2 * 60_000).toISOString().slice(0, 10))).toBe(true);
    expect((await t.app.db.select().from(analyticsDailyVisitors)).length).toBeGreaterThan(0);
    // Events older than two days past the watermark are gone from the raw table, still counted.
    const raw = await t.app.db.select({ at: analyticsEvents.at }).from(analyticsEvents);
    expect(raw.every((r) => r.at.getTime() > now.getTime() - 3 * DAY)).toBe(true);
    expect(await figures(t.app.db)).toEqual(before);
  });
});

describe.skipIf(!testDatabaseUrl)("analytics rollup with two servers on one Postgres", () => {
  const schema = `analytics_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const dirs: string[] = [];
  const apps: FastifyInstance[] = [];
  const start = async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "lumiere-analytics-"));
    dirs.push(dir);
    const app = await buildApp(multiServerConfig(dir, schema, { OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: "0" }), { logger: false });
    await app.ready();
    await app.ensureDbReady();
    apps.push(app);
    return app;
  };
  afterAll(async () => {
    for (const app of apps) await app.close();
    const client = postgres(testDatabaseUrl as string, { max: 1, onnotice: () => {} });
    await client.unsafe(`drop schema if exists "${schema}" cascade`);
    await client.end();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it("rolls each hour up once when both run their pass together", async () => {
    const [a, b] = [await start(), await start()];
    if (!a || !b) throw new Error("servers did not start");
    await startupPassDone();
    // Three finished hours of one UTC day (yesterday's 10:00 to 12:00), whatever the hour the test runs at:
    // visitors are distinct per day, so hours that straddled midnight would rightly count two.
    const yesterday = new Date(Date.now() - DAY);
    const at = (hour: number) => new Date(Date.UTC(yesterday.getUTCFullYear(), yesterday.getUTCMonth(), yesterday.getUTCDate(), hour));
    await viewsAt(a.db, [at(10), at(11), at(12)]);
    await noRollupYet(a.db);
    await Promise.all([a.analytics.rollupOnce(), b.analytics.rollupOnce(), a.analytics.rollupOnce(), b.analytics.rollupOnce()]);
    const hourly = await b.db.select().from(analyticsHourly);
    expect(hourly.reduce((sum, h) => sum + h.count, 0)).toBe(3);
    const report = await analyticsReport(b.db, "7d");
    expect(report.pageviews).toBe(3);
    expect(report.visitors).toBe(1);
  });
});
