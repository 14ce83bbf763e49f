// What the beacon may make the site store, bounded: only pages the site serves are counted (any
// other path is answered the same and stored nowhere), referrers and campaigns past a daily number of
// distinct values count as "other", each address has a budget of counted page views per minute (beacons and page loads), and the pruning
// job deletes rollups past ANALYTICS_RETENTION_DAYS.
import { readFileSync } from "node:fs";
import path from "node:path";
import { analyticsDaily, analyticsDailyVisitors, analyticsEvents } from "@lumiere/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DAILY_DISTINCT_CAP, OTHER } from "../../src/domain/analytics/fold";
import { rollupAnalytics } from "../../src/domain/analytics/rollup";
import { utcDay } from "../../src/domain/analytics/visitor";
import { buildTestApp, dbLabel, loginCookie, type TestApp } from "../helpers/app";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const ORIGIN = "https://www.lumiere.example";
const DAY = 24 * 3600_000;
const BEACONS_PER_MINUTE = 5;

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: ORIGIN, RATE_LIMIT_BEACON_PER_MINUTE: String(BEACONS_PER_MINUTE), ANALYTICS_RETENTION_DAYS: "30" });
  cookie = await loginCookie(t.app);
});
afterAll(async () => {
  await t?.close();
});

interface Report {
  visitors: number;
  pageviews: number;
  topPages: Array<{ path: string; lang: string; pageviews: number }>;
  referrers: Array<{ domain: string; lang: string; pageviews: number }>;
  campaigns: Array<{ campaign: string; source: string; medium: string; lang: string; pageviews: number }>;
}

/** The dashboard's report, as the admin's browser asks for it (batched /trpc). */
async function report(period = "7d"): Promise<Report> {
  await t.app.analytics.flush();
  const input = encodeURIComponent(JSON.stringify({ 0: { period } }));
  const res = await t.app.inject({ method: "GET", url: `/trpc/admin.analytics.report?batch=1&input=${input}`, headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Array<{ result: { data: Report } }>>()[0]!.result.data;
}

let nextIp = 1;
/** A fresh address each time unless one is given: the per-address budget is tested on its own. */
const freshIp = () => `198.18.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`;

const beacon = (body: Record<string, string>, ip = freshIp(), userAgent = BROWSER) =>
  t.app.inject({
    method: "POST",
    url: "/e",
    remoteAddress: ip,
    headers: { "user-agent": userAgent, "content-type": "application/json", origin: ORIGIN, host: "www.lumiere.example" },
    payload: JSON.stringify(body),
  });

/** Adds the events sent so far to the rollups: as the pass an hour from now does. */
const rollUpSoFar = async (hoursAhead: number) => {
  await t.app.analytics.flush();
  await rollupAnalytics(t.app.db, new Date(Date.now() + hoursAhead * 3600_000));
};

describe(`analytics bounds (${dbLabel})`, () => {
  it("counts only the pages the site serves, each under one address, and stores nothing for any other path", async () => {
    const articles = await t.app.inject({ method: "GET", url: "/api/articles?lang=en" });
    const slug = articles.json<Array<{ slug_en: string }>>().find((a) => a.slug_en)?.slug_en;
    expect(slug).toBeTruthy();
    const before = await report();
    const unknown = [
      "//evil.example/x",
      "/\\evil.example/x",
      "/en/no-such-page",
      "/en/insights/no-such-article",
      "/en/admin",
      "/admin",
      "/de/about",
      "/en/about/extra",
      "/api/articles",
      "/en/signup/whatever",
    ];
    for (let i = 0; i < 3; i++) {
      for (const p of unknown) expect((await beacon({ n: "pageview", p })).statusCode).toBe(204);
      expect((await beacon({ n: "chat_opened", p: "//evil.example/chat" })).statusCode).toBe(204);
    }
    const after = await report();
    expect(after.pageviews).toBe(before.pageviews);
    expect(after.topPages).toEqual(before.topPages);
    expect(after.visitors).toBe(before.visitors);

    // Every public route of the web app is a page the table knows, in each language.
    const routes = [...readFileSync(path.resolve(__dirname, "../../../web/src/routeTree.gen.ts"), "utf8").matchAll(/fullPath: '([^']+)'/g)]
      .map((m) => m[1] as string)
      .filter((r) => r.startsWith("/$lang") && !r.includes("admin"));
    expect(routes.length).toBeGreaterThan(8);
    const served = routes.flatMap((r) =>
      ["en", "fr"].map((lang) =>
        r
          .replace("$lang", lang)
          // An article's address; the other content routes (case studies, team) have nothing published here.
          .replace("$slug", lang === "en" && r.includes("/insights/") ? (slug as string) : "no-such-article")
          .replace("$state", "confirmed")
          .replace(/\/$/, ""),
      ),
    );
    const known = [...new Set(served.filter((p) => !p.endsWith("no-such-article")))];
    for (const p of known) expect((await beacon({ n: "pageview", p })).statusCode).toBe(204);
    // The same page however its address is written: trailing slash, query, fragment, percent-encoding, case.
    for (const p of ["/en/about/", "/en/about?x=1", "/en/about#team", "/en/%61bout", "/en/About"]) {
      expect((await beacon({ n: "pageview", p })).statusCode).toBe(204);
    }
    const counted = await report();
    expect(counted.pageviews).toBe(before.pageviews + known.length + 5);
    const views = (p: string, r: Report) => r.topPages.filter((x) => x.path === p).reduce((sum, x) => sum + x.pageviews, 0);
    expect(views("/en/about", counted) - views("/en/about", before)).toBe(6);
    expect(views(`/en/insights/${slug}`, counted) - views(`/en/insights/${slug}`, before)).toBe(1);
    expect(counted.topPages.every((p) => known.includes(p.path))).toBe(true);
  });

  it("counts at most its budget of beacons from one address a minute, whatever the user agent, and answers them all alike", async () => {
    const before = await report();
    const ip = "203.0.113.50";
    for (let i = 0; i < 20; i++) {
      const res = await beacon({ n: "pageview", p: "/en/contact" }, ip, `${BROWSER} Rotated/${i}`);
      expect(res.statusCode).toBe(204);
    }
    expect((await beacon({ n: "pageview", p: "/en/contact" }, "203.0.113.51")).statusCode).toBe(204);
    const after = await report();
    expect(after.pageviews).toBe(before.pageviews + BEACONS_PER_MINUTE + 1);
    expect(after.visitors).toBe(before.visitors + BEACONS_PER_MINUTE + 1);
  });

  it("deletes rollups past the retention period in the pruning job", async () => {
    const row = (daysAgo: number) => ({
      day: utcDay(new Date(Date.now() - daysAgo * DAY)),
      name: "pageview",
      path: "/en/about",
      lang: "en",
      referrer: "",
      utmSource: "",
      utmMedium: "",
      utmCampaign: "",
      count: 7,
    });
    // The pass the server began at start may still be running: it would delete the old visitors'
    // row between the counts below and leave the old page views to this pass.
    await t.app.pruning.runOnce();
    await t.app.db.insert(analyticsDaily).values([row(45), row(20)]);
    await t.app.db.insert(analyticsDailyVisitors).values([
      { day: row(45).day, visitors: 3 },
      { day: row(20).day, visitors: 2 },
    ]);
    const before = await report("12m");
    await t.app.pruning.runOnce();
    const after = await report("12m");
    expect(after.pageviews).toBe(before.pageviews - 7);
    expect(after.visitors).toBe(before.visitors - 3);
    const days = (await t.app.db.select().from(analyticsDaily)).map((r) => r.day);
    expect(days).toContain(row(20).day);
    expect(days).not.toContain(row(45).day);
  });

  // Last: it rolls up as the pass an hour from now would, so later events would sit behind the watermark.
  it("keeps a day's referrers and campaigns by name up to the cap, most frequent first, and counts the rest as other", async () => {
    const today = utcDay(new Date());
    // As an earlier pass of the day left it: one referrer already kept, which counts towards the cap.
    const dims = { name: "pageview", path: "/en/technology", lang: "en", utmSource: "", utmMedium: "", utmCampaign: "" };
    await t.app.db.insert(analyticsDaily).values({ day: today, ...dims, referrer: "earlier.example", count: 1 });
    const send = async (i: number) => {
      const sent = await beacon({
        n: "pageview",
        p: "/en/technology",
        r: `https://ref-${i}.example/post`,
        q: `utm_campaign=c${i}&utm_source=s`,
      });
      expect(sent.statusCode).toBe(204);
    };
    for (let i = 0; i < DAILY_DISTINCT_CAP + 3; i++) await send(i);
    // The most frequent new values are the ones kept, whatever their names.
    await send(DAILY_DISTINCT_CAP - 1);
    await send(DAILY_DISTINCT_CAP - 1);
    await beacon({ n: "pageview", p: "/en/technology", r: "https://earlier.example/" });
    await rollUpSoFar(1.1);
    const rolled = await report();
    expect(rolled.referrers.slice(0, 3)).toEqual([
      { domain: OTHER, lang: "en", pageviews: 4 },
      { domain: `ref-${DAILY_DISTINCT_CAP - 1}.example`, lang: "en", pageviews: 3 },
      { domain: "earlier.example", lang: "en", pageviews: 2 },
    ]);
    expect(rolled.campaigns).toContainEqual({ campaign: OTHER, source: OTHER, medium: OTHER, lang: "en", pageviews: 3 });
    expect(rolled.campaigns).toContainEqual({ campaign: `c${DAILY_DISTINCT_CAP - 1}`, source: "s", medium: "", lang: "en", pageviews: 3 });
    const stored = (await t.app.db.select().from(analyticsDaily)).filter((r) => r.day === today);
    const distinct = (values: string[]) => new Set(values.filter((v) => v !== "")).size;
    expect(distinct(stored.map((r) => r.referrer))).toBe(DAILY_DISTINCT_CAP + 1);
    expect(distinct(stored.map((r) => r.utmCampaign))).toBe(DAILY_DISTINCT_CAP + 1);
  });
});

describe(`page loads share the beacon's budget (${dbLabel})`, () => {
  let site: TestApp;
  beforeAll(async () => {
    site = await buildTestApp({ PUBLIC_URL: ORIGIN, RATE_LIMIT_BEACON_PER_MINUTE: String(BEACONS_PER_MINUTE) }, { ssr: true });
  });
  afterAll(async () => {
    await site?.close();
  });

  it("counts at most the budget of page loads from one address a minute, whatever the user agent", async () => {
    const pageviews = async () => {
      await site.app.analytics.flush();
      return (await site.app.db.select().from(analyticsEvents)).filter((e) => e.name === "pageview").length;
    };
    const before = await pageviews();
    for (let i = 0; i < 20; i++) {
      const res = await site.app.inject({
        method: "GET",
        url: "/en/contact",
        remoteAddress: "203.0.113.60",
        headers: { "user-agent": `${BROWSER} Rotated/${i}`, host: "www.lumiere.example" },
      });
      expect(res.statusCode).toBe(200);
    }
    expect((await pageviews()) - before).toBe(BEACONS_PER_MINUTE);
  });
});
