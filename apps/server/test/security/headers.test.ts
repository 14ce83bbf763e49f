import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, dbLabel, loginCookie, type TestApp } from "../helpers/app";
import { contactPayload } from "../rest/support";

// Served over HTTPS in production: HSTS and Secure cookies are expected there.
const PUBLIC_URL = "https://www.lumiere.example";

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL });
});
afterAll(async () => {
  await t?.close();
});

function cspDirectives(res: LightMyRequestResponse): Map<string, string> {
  const header = res.headers["content-security-policy"];
  expect(typeof header).toBe("string");
  return new Map(
    String(header)
      .split(";")
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name = "", ...values] = d.split(/\s+/);
        return [name, values.join(" ")] as const;
      }),
  );
}

function expectSecurityHeaders(res: LightMyRequestResponse): void {
  expect(res.headers["x-content-type-options"]).toBe("nosniff");
  expect(res.headers["x-frame-options"]).toMatch(/^(DENY|SAMEORIGIN)$/);
  expect(res.headers["referrer-policy"]).toBeDefined();
  expect(res.headers["cross-origin-opener-policy"]).toBe("same-origin");
  expect(res.headers["x-powered-by"]).toBeUndefined();
  expect(res.headers["access-control-allow-origin"]).toBeUndefined();
  const csp = cspDirectives(res);
  expect(csp.get("default-src")).toBe("'self'");
  expect(csp.get("object-src")).toBe("'none'");
  expect(csp.get("frame-ancestors")).toBe("'none'");
  expect(csp.get("base-uri")).toBe("'self'");
  expect(csp.get("script-src")).not.toContain("'unsafe-inline'");
  expect(csp.get("script-src")).not.toContain("'unsafe-eval'");
  expect(csp.get("script-src")).not.toContain("*");
}

describe(`security headers on API responses (${dbLabel})`, () => {
  it.each(["/api/pages/home", "/api/articles?lang=en", "/api/auth/me"])(
    "sends CSP, nosniff, frame and referrer protection on GET %s",
    async (url) => {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(200);
      expectSecurityHeaders(res);
    },
  );

  it("sends them on error answers too (404, 400, 401)", async () => {
    const notFound = await t.app.inject({ method: "GET", url: "/api/articles/nope?lang=en" });
    const invalid = await t.app.inject({ method: "POST", url: "/api/contact", payload: {} });
    const unauthorized = await t.app.inject({ method: "GET", url: "/api/admin/dashboard" });
    for (const [res, status] of [
      [notFound, 404],
      [invalid, 400],
      [unauthorized, 401],
    ] as const) {
      expect(res.statusCode).toBe(status);
      expectSecurityHeaders(res);
      expect(res.headers["content-type"]).toMatch(/^application\/json; charset=utf-8/);
    }
  });

  it("sends them on successful writes", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/contact", payload: contactPayload() });
    expect(res.statusCode).toBe(201);
    expectSecurityHeaders(res);
  });

  it("keeps inline styles allowed: no nonce in style-src, since a nonce makes browsers ignore 'unsafe-inline' there", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/pages/home" });
    const styleSrc = cspDirectives(res).get("style-src") ?? "";
    expect(styleSrc).toContain("'unsafe-inline'");
    expect(styleSrc).not.toMatch(/'nonce-|'sha(256|384|512)-/);
  });

  it("sends Strict-Transport-Security and upgrade-insecure-requests when the site is served over HTTPS", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/pages/home" });
    expect(res.headers["strict-transport-security"]).toMatch(/max-age=\d{6,}/);
    expect(cspDirectives(res).has("upgrade-insecure-requests")).toBe(true);
  });

  it("marks the session cookie Secure, HttpOnly and SameSite=Lax when the site is served over HTTPS", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { username: "admin", password: "correct horse battery" },
    });
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === "lumiere_session");
    expect(cookie?.secure).toBe(true);
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe("Lax");
  });

  it("answers JSON with an explicit UTF-8 charset so accented copy is never mis-decoded", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/pages/about" });
    expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(res.json<{ title_fr: string }>().title_fr).toMatch(/[À-ÿ]/);
  });

  it("never leaks a stack trace or internal error text to the client", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { "content-type": "application/json" },
      payload: "{bad",
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toMatch(/SyntaxError|at JSON\.parse|node_modules|\.ts:\d+/);
  });
});

describe(`response cache (${dbLabel})`, () => {
  it("never replays an admin answer to a visitor without a session", async () => {
    const cookie = await loginCookie(t.app);
    const asAdmin = await t.app.inject({ method: "GET", url: "/api/admin/articles", headers: { cookie } });
    expect(asAdmin.statusCode).toBe(200);
    const anonymous = await t.app.inject({ method: "GET", url: "/api/admin/articles" });
    expect(anonymous.statusCode).toBe(401);
  });

  it("replays public answers with the security headers and drops them when content changes", async () => {
    const first = await t.app.inject({ method: "GET", url: "/api/pages/about" });
    const again = await t.app.inject({ method: "GET", url: "/api/pages/about" });
    expect(again.body).toBe(first.body);
    expectSecurityHeaders(again);
    const cookie = await loginCookie(t.app);
    const put = await t.app.inject({
      method: "PUT",
      url: "/api/admin/pages/about",
      headers: { cookie },
      payload: { title_en: "About Lumière" },
    });
    expect(put.statusCode).toBe(200);
    const after = await t.app.inject({ method: "GET", url: "/api/pages/about" });
    expect((after.json() as { title_en: string }).title_en).toBe("About Lumière");
  });
});
