// Cookie-free analytics as a visitor and the admin notice it: a public page answered (rendered,
// stored or 304) is one page view, a beacon a client-side one; crawlers, headless browsers, Do Not
// Track and Global Privacy Control add nothing; no cookie is set; the summary reads through /api
// and /trpc (batched too), its referrers as domains, and forms sent count as conversions.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, dbLabel, loginCookie, type TestApp } from "../helpers/app";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const ORIGIN = "https://www.lumiere.example";

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: ORIGIN }, { ssr: true });
  cookie = await loginCookie(t.app);
});
afterAll(async () => {
  await t?.close();
});

interface Summary {
  visitors: number;
  pageviews: number;
  topPages: Array<{ path: string; pageviews: number }>;
  referrers: Array<{ domain: string; pageviews: number }>;
  conversions: { chat: number; consultation: number; contact: number; signup: number };
}

async function summary(period = "today"): Promise<Summary> {
  await t.app.analytics.flush();
  const res = await t.app.inject({ method: "GET", url: `/api/admin/analytics/summary?period=${period}`, headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Summary>();
}

const visit = (url: string, headers: Record<string, string> = {}, ip = "203.0.113.7") =>
  t.app.inject({ method: "GET", url, remoteAddress: ip, headers: { "user-agent": BROWSER, ...headers } });

const beacon = (body: unknown, headers: Record<string, string> = {}, ip = "203.0.113.7") =>
  t.app.inject({
    method: "POST",
    url: "/e",
    remoteAddress: ip,
    headers: { "user-agent": BROWSER, "content-type": "application/json", origin: ORIGIN, host: "www.lumiere.example", ...headers },
    payload: JSON.stringify(body),
  });

describe(`analytics collection (${dbLabel})`, () => {
  it("counts each public page answered, fresh, stored or not modified, and sets no cookie", async () => {
    const before = await summary();
    const first = await visit("/en/about?utm_source=news&utm_medium=email&utm_campaign=launch", {
      referer: "https://www.google.com/search?q=x",
    });
    expect(first.statusCode).toBe(200);
    expect(first.headers["set-cookie"]).toBeUndefined();
    expect((await visit("/en/about")).statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect((await visit("/en/about", { "if-none-match": etag })).statusCode).toBe(304);
    const after = await summary();
    expect(after.pageviews).toBe(before.pageviews + 3);
    expect(after.visitors).toBe(before.visitors + 1);
    expect(after.topPages.find((p) => p.path === "/en/about")?.pageviews).toBe(3);
    expect(after.referrers).toContainEqual({ domain: "google.com", pageviews: 1 });
  });

  it("counts neither HEAD, the admin, a missing page, nor our own site as a referrer", async () => {
    const before = await summary();
    await t.app.inject({ method: "HEAD", url: "/en/about", headers: { "user-agent": BROWSER } });
    await visit("/en/admin");
    expect((await visit("/en/no-such-page")).statusCode).toBe(404);
    expect((await visit("/fr/contact", { referer: `${ORIGIN}/fr` })).statusCode).toBe(200);
    const after = await summary();
    expect(after.pageviews).toBe(before.pageviews + 1);
    expect(after.referrers).toEqual(before.referrers);
  });

  it("adds nothing for crawlers, headless browsers, Do Not Track or Global Privacy Control", async () => {
    const before = await summary();
    const crawlers = [
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36",
      "curl/8.5.0",
      "",
    ];
    for (const ua of crawlers) {
      expect((await visit("/en/technology", { "user-agent": ua }, "198.51.100.1")).statusCode).toBe(200);
      expect((await beacon({ n: "pageview", p: "/en/insights" }, { "user-agent": ua }, "198.51.100.1")).statusCode).toBe(204);
    }
    const privacyHeaders: Array<Record<string, string>> = [{ "sec-gpc": "1" }, { dnt: "1" }];
    for (const privacy of privacyHeaders) {
      expect((await visit("/en/technology", privacy, "198.51.100.2")).statusCode).toBe(200);
      expect((await beacon({ n: "chat_opened", p: "/en" }, privacy, "198.51.100.2")).statusCode).toBe(204);
      const sent = await t.app.inject({
        method: "POST",
        url: "/api/contact",
        remoteAddress: "198.51.100.2",
        headers: { "user-agent": BROWSER, ...privacy },
        payload: { firstName: "Ada", lastName: "Byron", email: "ada@example.com", subject: "other", message: "Hello there, a question." },
      });
      expect(sent.statusCode, sent.body).toBe(201);
    }
    expect(await summary()).toEqual(before);
  });

  it("counts a client-side navigation by beacon, refuses a malformed one, and counts forms sent as conversions", async () => {
    const before = await summary();
    expect((await beacon({ n: "pageview", p: "/en/insights", q: "utm_campaign=spring" })).statusCode).toBe(204);
    expect((await beacon({ n: "consultation_sent", p: "/en" })).statusCode).toBe(400);
    expect((await beacon({ n: "pageview", p: "https://elsewhere.example/" })).statusCode).toBe(400);
    expect((await beacon("x".repeat(2000))).statusCode).toBe(413);
    const contact = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      remoteAddress: "203.0.113.7",
      headers: { "user-agent": BROWSER },
      payload: { firstName: "Ada", lastName: "Byron", email: "ada@example.com", subject: "other", message: "Hello there, a question." },
    });
    expect(contact.statusCode, contact.body).toBe(201);
    const after = await summary();
    expect(after.pageviews).toBe(before.pageviews + 1);
    expect(after.conversions).toEqual({ ...before.conversions, contact: before.conversions.contact + 1 });
  });

  it("counts a conversation once, at its first message, and a consultation sent", async () => {
    const before = await summary();
    const send = (message: string) =>
      t.app.inject({
        method: "POST",
        url: "/trpc/chat.send",
        remoteAddress: "203.0.113.7",
        headers: { "user-agent": BROWSER, "content-type": "application/json" },
        payload: { sessionId: "session_1700000000000_abcdefghi", message, lang: "en" },
      });
    expect((await send("What do you do?")).statusCode).toBe(200);
    expect((await send("And where are you?")).statusCode).toBe(200);
    const consultation = await t.app.inject({
      method: "POST",
      url: "/api/consultation",
      remoteAddress: "203.0.113.7",
      headers: { "user-agent": BROWSER },
      payload: { name: "Ada Byron", email: "ada@example.com", company: "Engines", message: "A project about engines." },
    });
    expect(consultation.statusCode, consultation.body).toBe(201);
    const after = await summary();
    expect(after.conversions).toEqual({
      ...before.conversions,
      chat: before.conversions.chat + 1,
      consultation: before.conversions.consultation + 1,
    });
  });

  it("answers the same through /trpc, batched with another call, exports the period as CSV, and refuses an unknown period or no session", async () => {
    const rest = await summary("30d");
    const input = encodeURIComponent(JSON.stringify({ 0: { period: "30d" }, 1: { period: "today" } }));
    const res = await t.app.inject({
      method: "GET",
      url: `/trpc/admin.analytics.summary,admin.analytics.report?batch=1&input=${input}`,
      headers: { cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [viaTrpc, report] = res.json<Array<{ result: { data: Record<string, unknown> } }>>();
    expect(viaTrpc?.result.data).toEqual(rest);
    expect(report?.result.data.bucket).toBe("hour");
    const csv = await t.app.inject({
      method: "GET",
      url: `/trpc/admin.analytics.exportCsv?input=${encodeURIComponent(JSON.stringify({ period: "30d" }))}`,
      headers: { cookie },
    });
    const file = csv.json<{ result: { data: { filename: string; csv: string } } }>().result.data;
    expect(file.filename).toMatch(/^analytics-30d-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(file.csv.split("\r\n")).toEqual(
      expect.arrayContaining(["\uFEFFsection,item,lang,count", `total,visitors,,${rest.visitors}`, `event,pageview,,${rest.pageviews}`]),
    );
    expect(
      (await t.app.inject({ method: "GET", url: "/api/admin/analytics/summary?period=forever", headers: { cookie } })).statusCode,
    ).toBe(400);
    expect((await t.app.inject({ method: "GET", url: "/api/admin/analytics/summary?period=7d" })).statusCode).toBe(401);
  });
});
