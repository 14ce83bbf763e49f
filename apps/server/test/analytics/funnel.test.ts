// The dashboard's funnel counts visitors, not events: a visitor who sends two consultation requests
// and follows the booking link twice is one visitor at each of those steps and one converted
// visitor, so the conversion rate never passes 100%; the figures stay the same once rolled up.
import type { AnalyticsEvent } from "@lumiere/validation";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rollupAnalytics } from "../../src/domain/analytics/rollup";
import { buildTestApp, dbLabel, loginCookie, type TestApp } from "../helpers/app";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const ORIGIN = "https://www.lumiere.example";
const DAY = 24 * 3600_000;

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: ORIGIN }, { ssr: true });
  cookie = await loginCookie(t.app);
});
afterAll(async () => {
  await t?.close();
});

interface Report {
  visitors: number;
  events: Record<AnalyticsEvent, number>;
  eventVisitors: Record<AnalyticsEvent, number>;
  convertedVisitors: number;
}

/** The report as the admin reads it: through /trpc, batched with the summary. */
async function report(): Promise<Report> {
  await t.app.analytics.flush();
  const input = encodeURIComponent(JSON.stringify({ 0: { period: "30d" }, 1: { period: "30d" } }));
  const res = await t.app.inject({
    method: "GET",
    url: `/trpc/admin.analytics.report,admin.analytics.summary?batch=1&input=${input}`,
    headers: { cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  const [first] = res.json<Array<{ result: { data: Report } }>>();
  if (!first) throw new Error("no report");
  const { visitors, events, eventVisitors, convertedVisitors } = first.result.data;
  return { visitors, events, eventVisitors, convertedVisitors };
}

const beacon = (n: string, ip: string) =>
  t.app.inject({
    method: "POST",
    url: "/e",
    remoteAddress: ip,
    headers: { "user-agent": BROWSER, "content-type": "application/json", origin: ORIGIN, host: "www.lumiere.example" },
    payload: JSON.stringify({ n, p: "/en" }),
  });

const consultation = (ip: string) =>
  t.app.inject({
    method: "POST",
    url: "/trpc/leads.createConsultation",
    remoteAddress: ip,
    headers: { "user-agent": BROWSER, "content-type": "application/json", origin: ORIGIN, host: "www.lumiere.example" },
    payload: { name: "Ada Byron", email: "ada@example.com", company: "Engines", message: "A project about engines.", lang: "en" },
  });

describe(`analytics funnel (${dbLabel})`, () => {
  it("counts each step's distinct visitors, the booking link as a conversion, and a rate of at most 100%", async () => {
    const before = await report();
    const converter = "203.0.113.21";
    const browser = "203.0.113.22";
    for (const ip of [converter, browser]) expect((await beacon("pageview", ip)).statusCode).toBe(204);
    for (let i = 0; i < 2; i++) {
      const sent = await consultation(converter);
      expect(sent.statusCode, sent.body).toBe(200);
      expect((await beacon("booking_clicked", converter)).statusCode).toBe(204);
    }
    const after = await report();
    // Events still count every request; the funnel counts the one visitor who sent them.
    expect(after.events.consultation_sent - before.events.consultation_sent).toBe(2);
    expect(after.events.booking_clicked - before.events.booking_clicked).toBe(2);
    expect(after.visitors - before.visitors).toBe(2);
    expect(after.eventVisitors.consultation_sent - before.eventVisitors.consultation_sent).toBe(1);
    expect(after.eventVisitors.booking_clicked - before.eventVisitors.booking_clicked).toBe(1);
    expect(after.convertedVisitors - before.convertedVisitors).toBe(1);
    expect(after.convertedVisitors).toBeLessThanOrEqual(after.visitors);
    for (const count of Object.values(after.eventVisitors)) expect(count).toBeLessThanOrEqual(after.visitors);

    // Rolled up and the day closed (as two days later): the same figures from the rollups alone.
    await rollupAnalytics(t.app.db, new Date(Date.now() + 2 * DAY));
    const rolled = await report();
    expect(rolled.visitors).toBe(after.visitors);
    expect(rolled.eventVisitors).toEqual(after.eventVisitors);
    expect(rolled.convertedVisitors).toBe(after.convertedVisitors);
  });
});
