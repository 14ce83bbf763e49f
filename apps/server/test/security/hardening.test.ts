// Findings of the hardening review that are not about rate limits: checks decided on the decoded
// route, JSON-only tRPC calls, sessions ending with the credentials that opened them, bounded
// caches, canonical origin, URL validation, and the security headers on error answers.
import { articles, eq, pages, sessions } from "@lumiere/db";
import type { FastifyBaseLogger } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureFirstAdmin } from "../../src/auth/first-admin";
import { currentTotp } from "../../src/auth/totp";
import { buildTestApp, dbLabel, loginCookie, type TestApp } from "../helpers/app";
import { expectJsonError, rowCount } from "../rest/support";
import { trpcMutation } from "../trpc/support";

const PUBLIC_URL = "https://www.lumiere.example";
const EVIL = "https://evil.example";
const silent = { info() {}, warn() {}, error() {} } as unknown as FastifyBaseLogger;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL });
});
afterAll(async () => {
  await t?.close();
});

const me = async (cookie: string) => (await t.app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie } })).json();

describe(`checks decided on the route that runs, not the raw URL (${dbLabel})`, () => {
  it("refuses a cross-origin PUT /%61pi/admin/pages/home and leaves the page unchanged", async () => {
    const cookie = await loginCookie(t.app);
    const [before] = await t.app.db.select().from(pages).where(eq(pages.pageId, "home"));
    const res = await t.app.inject({
      method: "PUT",
      url: "/%61pi/admin/pages/home",
      headers: { cookie, origin: EVIL },
      payload: { title_en: "Owned", title_fr: "Owned" },
    });
    expect(expectJsonError(res, 403).message).toBe("Cross-site request refused");
    const [after] = await t.app.db.select().from(pages).where(eq(pages.pageId, "home"));
    expect(after?.title_en).toBe(before?.title_en);
    expect(after?.title_en).not.toBe("Owned");
  });

  it("refuses a cross-origin encoded tRPC sign-out (/trpc/auth%2Elogout) and keeps the session", async () => {
    const cookie = await loginCookie(t.app);
    const res = await trpcMutation(t.app, "auth%2Elogout", undefined, { cookie, headers: { origin: EVIL } });
    expect(res.statusCode).toBe(403);
    expect(await me(cookie)).toMatchObject({ username: "admin" });
  });

  it.each([
    ["multipart/form-data; boundary=x", "--x\r\nContent-Disposition: form-data; name=a\r\n\r\n1\r\n--x--\r\n"],
    ["application/x-www-form-urlencoded", "a=1"],
    ["text/plain", "{}"],
  ])("refuses a tRPC mutation sent as %s (a form can never reach a procedure)", async (type, body) => {
    const cookie = await loginCookie(t.app);
    const res = await t.app.inject({ method: "POST", url: "/trpc/auth.logout", headers: { cookie, "content-type": type }, payload: body });
    expect(res.statusCode).toBe(415);
    expect(await me(cookie)).toMatchObject({ username: "admin" });
  });

  it("signs out through /trpc with JSON, as the web app does", async () => {
    const cookie = await loginCookie(t.app);
    const res = await trpcMutation(t.app, "auth.logout", undefined, { cookie });
    expect(res.statusCode).toBe(200);
    expect(await me(cookie)).toBeNull();
  });
});

describe(`sessions end with the credentials that opened them (${dbLabel})`, () => {
  it("ends every session when the admin password is reset (ADMIN_PASSWORD changed at start)", async () => {
    const cookie = await loginCookie(t.app);
    await ensureFirstAdmin(t.app.db, silent, { username: "admin", password: "correct horse battery" });
    expect(await me(cookie)).toMatchObject({ username: "admin" }); // same password: nothing ends
    await ensureFirstAdmin(t.app.db, silent, { username: "admin", password: "a brand new password" });
    expect(await me(cookie)).toBeNull();
    const old = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { username: "admin", password: "correct horse battery" },
    });
    expect(old.statusCode).toBe(401);
    await ensureFirstAdmin(t.app.db, silent, { username: "admin", password: "correct horse battery" });
  });

  it("ends the other sessions when two-factor is enabled, keeping the one that enabled it", async () => {
    const other = await loginCookie(t.app);
    const cookie = await loginCookie(t.app);
    const setup = await trpcMutation(t.app, "admin.settings.twoFactorSetup", undefined, { cookie });
    const { secret } = setup.json<{ result: { data: { secret: string } } }>().result.data;
    const enable = await trpcMutation(
      t.app,
      "admin.settings.twoFactorEnable",
      { code: currentTotp(secret), password: "correct horse battery" },
      { cookie },
    );
    expect(enable.statusCode, enable.body).toBe(200);
    expect(await me(other)).toBeNull();
    expect(await me(cookie)).toMatchObject({ username: "admin", hasTwoFactor: true });
    // Disabled again for the other tests (a later step of the code, so it is accepted).
    await new Promise((r) => setTimeout(r, 10));
    const disable = await trpcMutation(t.app, "admin.settings.twoFactorDisable", { code: currentTotp(secret) }, { cookie });
    expect(disable.statusCode, disable.body).toBe(200);
  });

  it("throttles wrong two-factor codes in Settings: 429 after LOGIN_MAX_FAILURES wrong codes", async () => {
    const cookie = await loginCookie(t.app);
    await trpcMutation(t.app, "admin.settings.twoFactorSetup", undefined, { cookie });
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      statuses.push(
        (
          await trpcMutation(
            t.app,
            "admin.settings.twoFactorEnable",
            { code: "000000", password: "correct horse battery" },
            { cookie, ip: `192.0.2.${i}` },
          )
        ).statusCode,
      );
    }
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
  });
});

describe(`bounded memory, canonical origin, validated URLs, headers on errors (${dbLabel})`, () => {
  it("does not keep unknown slugs or page ids in the content cache", async () => {
    const before = t.app.contentCache.size;
    for (let i = 0; i < 200; i++) {
      const res = await t.app.inject({ method: "GET", url: `/api/articles/no-such-article-${i}?lang=en` });
      expect(res.statusCode).toBe(404);
      await t.app.inject({ method: "GET", url: `/api/pages/nope${i}` });
    }
    expect(t.app.contentCache.size - before).toBeLessThanOrEqual(1);
  });

  it("uses PUBLIC_URL in robots.txt and the sitemap whatever the Host header says", async () => {
    const ssr = await buildTestApp({ PUBLIC_URL }, { ssr: true });
    try {
      for (const url of ["/robots.txt", "/sitemap.xml"]) {
        const res = await ssr.app.inject({ method: "GET", url, headers: { host: "127.0.0.1:8080" } });
        expect(res.statusCode).toBe(200);
        expect(res.body).toContain(PUBLIC_URL);
        expect(res.body).not.toContain("127.0.0.1");
      }
    } finally {
      await ssr.close();
    }
  });

  it.each(["//evil.example/x.png", "/\\evil.example/x.png", "javascript:alert(1)"])("refuses image_url %s", async (imageUrl) => {
    const cookie = await loginCookie(t.app);
    const before = await rowCount(t.app, articles);
    const res = await trpcMutation(t.app, "admin.articles.create", { title_en: "A", title_fr: "A", image_url: imageUrl }, { cookie });
    expect(res.statusCode).toBe(400);
    expect(await rowCount(t.app, articles)).toBe(before);
  });

  it.each(["/media/%c0%ae", "/api/pages/%c0", "/%"])(
    "answers the malformed URL %s with a JSON 4xx carrying the security headers",
    async (url) => {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.headers["content-type"]).toMatch(/^application\/json/);
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.headers["content-security-policy"]).toContain("default-src");
      expect(res.headers["x-frame-options"]).toBe("DENY");
    },
  );
});

describe(`health (${dbLabel})`, () => {
  it("answers /healthz and /readyz", async () => {
    expect((await t.app.inject({ method: "GET", url: "/healthz" })).json()).toEqual({ status: "ok" });
    expect((await t.app.inject({ method: "GET", url: "/readyz" })).json()).toEqual({ status: "ready" });
  });

  it("prunes expired sessions from the job, not from traffic", async () => {
    await loginCookie(t.app);
    await t.app.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) });
    await t.app.pruning.runOnce();
    expect(await rowCount(t.app, sessions)).toBe(0);
  });
});
