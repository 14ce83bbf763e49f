import { articles, contacts, eq, pages, prospects } from "@lumiere/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, dbLabel, loginCookie, type TestApp } from "../helpers/app";
import { contactPayload, expectJsonError, multipartBody, PNG_1X1, rowCount } from "../rest/support";

// The site's public origin when it runs behind a TLS proxy; the Host the app sees is its own
// (lumiere.test, listed in ALLOWED_HOSTS).
const PUBLIC_URL = "https://www.lumiere.example";
const EVIL = "https://evil.example";

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL, ALLOWED_HOSTS: "lumiere.test" });
  cookie = await loginCookie(t.app);
});
afterAll(async () => {
  await t?.close();
});

const newArticle = { title_en: "Cross-site article", title_fr: "Article intersite" };

describe(`mutations from a foreign origin (${dbLabel})`, () => {
  it("refuses an admin article creation from a foreign Origin with 403 and stores nothing", async () => {
    const before = await rowCount(t.app, articles);
    const res = await t.app.inject({ method: "POST", url: "/api/admin/articles", headers: { cookie, origin: EVIL }, payload: newArticle });
    expect(expectJsonError(res, 403).message).toBe("Cross-site request refused");
    expect(await rowCount(t.app, articles)).toBe(before);
  });

  it("refuses a page update, an article deletion and a settings change from a foreign Origin", async () => {
    const [home] = await t.app.db.select().from(pages).where(eq(pages.pageId, "home"));
    const calls = [
      { method: "PUT" as const, url: "/api/admin/pages/home", payload: { title_en: "Owned", title_fr: "Owned" } },
      { method: "DELETE" as const, url: "/api/admin/articles/1" },
      { method: "PUT" as const, url: "/api/admin/settings", payload: { type: "site", data: { siteName: "Owned" } } },
      {
        method: "PUT" as const,
        url: "/api/admin/ai-settings",
        payload: { temperature: 1, maxLength: 100, systemPrompt: "Owned", selectedModel: "gpt-4" },
      },
      { method: "POST" as const, url: "/api/admin/2fa/setup" },
      { method: "POST" as const, url: "/api/auth/logout" },
    ];
    for (const c of calls) {
      const res = await t.app.inject({ ...c, headers: { cookie, origin: EVIL } });
      expectJsonError(res, 403);
    }
    const [after] = await t.app.db.select().from(pages).where(eq(pages.pageId, "home"));
    expect(after).toEqual(home);
    expect(await t.app.db.select().from(articles).where(eq(articles.id, 1))).toHaveLength(1);
    const settings = await t.app.inject({ method: "GET", url: "/api/admin/settings", headers: { cookie } });
    expect(settings.json()).toMatchObject({ siteName: "Lumière AI" });
    // The session survived the refused cross-site sign-out.
    expect((await t.app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie } })).json()).toMatchObject({ username: "admin" });
  });

  it("refuses a media upload from a foreign Origin", async () => {
    const { payload, headers } = await multipartBody([{ field: "file", bytes: PNG_1X1, filename: "x.png", type: "image/png" }]);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/admin/media/upload",
      payload,
      headers: { ...headers, cookie, origin: EVIL },
    });
    expectJsonError(res, 403);
  });

  it("refuses a mutation whose only clue is a foreign Referer", async () => {
    const before = await rowCount(t.app, articles);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/admin/articles",
      headers: { cookie, referer: `${EVIL}/attack.html` },
      payload: newArticle,
    });
    expectJsonError(res, 403);
    expect(await rowCount(t.app, articles)).toBe(before);
  });

  it("refuses a mutation from an opaque (null) Origin, as sent by sandboxed frames", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/admin/articles",
      headers: { cookie, origin: "null" },
      payload: newArticle,
    });
    expectJsonError(res, 403);
  });

  it("refuses a look-alike origin that only starts with the site's origin", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/admin/articles",
      headers: { cookie, origin: `${PUBLIC_URL}.evil.example` },
      payload: newArticle,
    });
    expectJsonError(res, 403);
  });

  it("refuses a sign-in from a foreign Origin (login CSRF) and sets no cookie", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { origin: EVIL },
      payload: { username: "admin", password: "correct horse battery" },
    });
    expectJsonError(res, 403);
    expect(res.cookies.find((c) => c.name === "lumiere_session")).toBeUndefined();
  });

  it("refuses the public lead forms from a foreign Origin and stores nothing", async () => {
    const contactsBefore = await rowCount(t.app, contacts);
    const prospectsBefore = await rowCount(t.app, prospects);
    expectJsonError(await t.app.inject({ method: "POST", url: "/api/contact", headers: { origin: EVIL }, payload: contactPayload() }), 403);
    expectJsonError(
      await t.app.inject({ method: "POST", url: "/api/prospects", headers: { origin: EVIL }, payload: { email: "x@example.com" } }),
      403,
    );
    expect(await rowCount(t.app, contacts)).toBe(contactsBefore);
    expect(await rowCount(t.app, prospects)).toBe(prospectsBefore);
  });

  it("refuses a tRPC mutation from a foreign Origin too", async () => {
    const before = await rowCount(t.app, contacts);
    const res = await t.app.inject({
      method: "POST",
      url: "/trpc/leads.createContact",
      headers: { origin: EVIL },
      payload: contactPayload(),
    });
    expect(res.statusCode).toBe(403);
    expect(await rowCount(t.app, contacts)).toBe(before);
  });

  it("answers a cross-origin preflight without any Access-Control-Allow-* header (no permissive CORS)", async () => {
    const res = await t.app.inject({
      method: "OPTIONS",
      url: "/api/admin/articles",
      headers: { origin: EVIL, "access-control-request-method": "POST", "access-control-request-headers": "content-type" },
    });
    expect(res.headers["access-control-allow-origin"]).toBeUndefined();
    expect(res.headers["access-control-allow-credentials"]).toBeUndefined();
  });

  it("lets a foreign page read public data without granting it CORS access", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/articles?lang=en", headers: { origin: EVIL } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["access-control-allow-origin"]).toBeUndefined();
  });
});

describe(`mutations from the site's own origin (${dbLabel})`, () => {
  it("accepts a mutation whose Origin is the configured public URL", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/admin/articles",
      headers: { cookie, origin: PUBLIC_URL },
      payload: newArticle,
    });
    expect(res.statusCode).toBe(201);
  });

  it("accepts a mutation whose Origin matches the Host it was sent to", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { host: "lumiere.test:8080", origin: "http://lumiere.test:8080" },
      payload: contactPayload(),
    });
    expect(res.statusCode).toBe(201);
  });

  it("accepts a mutation whose Referer is a page of the site", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { referer: `${PUBLIC_URL}/en/contact` },
      payload: contactPayload(),
    });
    expect(res.statusCode).toBe(201);
  });

  it("accepts a same-origin mutation when the Host header carries the default port (e.g. proxy_set_header Host $host:$server_port)", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { host: "lumiere.test:80", origin: "http://lumiere.test" },
      payload: contactPayload(),
    });
    expect(res.statusCode, res.body).toBe(201);
  });

  it("accepts a mutation without Origin or Referer (non-browser clients carry no ambient cookie risk)", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/contact", payload: contactPayload() });
    expect(res.statusCode).toBe(201);
  });
});
