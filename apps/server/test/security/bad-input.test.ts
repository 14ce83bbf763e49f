import { loginFailures } from "@lumiere/db";
import { beforeEach, describe, expect, it } from "vitest";
import { dbLabel, useSignedInApp } from "../helpers/app";
import { contactPayload, expectFieldError, expectJsonError, rowCount } from "../rest/support";
import { adminWrites, ONE_MB, publicWrites, rawBody, writeCounts } from "./bad-input-support";

const t = useSignedInApp();
const counts = () => writeCounts(t.app);
const raw = rawBody(t);

describe(`malformed JSON (${dbLabel})`, () => {
  let before: Awaited<ReturnType<typeof counts>>;
  beforeEach(async () => {
    before = await counts();
  });

  it.each(publicWrites)('answers 400 "Malformed JSON body" to %s and writes nothing', async (url) => {
    for (const body of ['{"firstName": "Camille",', "{firstName: 'x'}", '{"a":1}}', "undefined", "\u0000"]) {
      const res = await raw("POST", url, body);
      expect(expectJsonError(res, 400).message, body).toBe("Malformed JSON body");
    }
    expect(await counts()).toEqual(before);
  });

  it.each(adminWrites)('answers 400 "Malformed JSON body" to %s %s and writes nothing', async (method, url) => {
    const res = await raw(method, url, '{"title_en": ', "application/json", true);
    expect(expectJsonError(res, 400).message).toBe("Malformed JSON body");
    expect(await counts()).toEqual(before);
  });

  it("refuses a __proto__ key instead of letting it reach the handlers", async () => {
    const res = await raw("POST", "/api/contact", JSON.stringify(contactPayload()).replace(/^\{/, '{"__proto__":{"isAdmin":true},'));
    expectJsonError(res, 400);
    expect(await counts()).toEqual(before);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });
});

describe(`wrong types (${dbLabel})`, () => {
  let before: Awaited<ReturnType<typeof counts>>;
  beforeEach(async () => {
    before = await counts();
  });

  it.each([
    ["a JSON array", "[]"],
    ["a JSON string", '"hello"'],
    ["a JSON number", "42"],
    ["null", "null"],
  ])("answers 400 with a JSON message to %s instead of an object, and writes nothing", async (_label, body) => {
    for (const url of publicWrites) expectJsonError(await raw("POST", url, body), 400);
    expect(await counts()).toEqual(before);
  });

  it('answers a number where the first name belongs with "First name is required"', async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/contact", payload: contactPayload({ firstName: 42 }) });
    expectFieldError(res, "firstName", "First name is required");
    expect(await counts()).toEqual(before);
  });

  it('answers an array where the email belongs with "Invalid email address"', async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/contact", payload: contactPayload({ email: ["a@example.com"] }) });
    expectFieldError(res, "email", "Invalid email address");
    expect(await counts()).toEqual(before);
  });

  it('answers an object where the consultation name belongs with "Name is required"', async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/consultation", payload: { name: { first: "x" }, email: "a@example.com" } });
    expectFieldError(res, "name", "Name is required");
    expect(await counts()).toEqual(before);
  });

  it('answers a number where the prospect email belongs with "Please enter a valid email address"', async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/prospects", payload: { email: 12345 } });
    expectFieldError(res, "email", "Please enter a valid email address");
    expect(await counts()).toEqual(before);
  });

  it('answers a boolean password with "Password is required" and records no failed sign-in', async () => {
    const failures = await rowCount(t.app, loginFailures);
    const res = await t.app.inject({ method: "POST", url: "/api/auth/login", payload: { username: "admin", password: true } });
    expectFieldError(res, "password", "Password is required");
    expect(await rowCount(t.app, loginFailures)).toBe(failures);
  });

  it("answers a non-string honeypot with 400 rather than storing the lead", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/contact", payload: contactPayload({ website: { url: "x" } }) });
    expectJsonError(res, 400);
    expect(await counts()).toEqual(before);
  });

  it('answers an array as an article title with "English title is required"', async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/admin/articles",
      headers: { cookie: t.cookie },
      payload: { title_en: ["x"], title_fr: "y" },
    });
    expectFieldError(res, "title_en", "English title is required");
    expect(await counts()).toEqual(before);
  });

  it.each([
    ["true", true],
    ["null", null],
    ["an empty string", ""],
    ["an array", [0.5]],
  ])("refuses %s as the AI temperature instead of saving a number made from it", async (_label, temperature) => {
    const res = await t.app.inject({
      method: "PUT",
      url: "/api/admin/ai-settings",
      headers: { cookie: t.cookie },
      payload: { temperature, maxLength: 150, systemPrompt: "", selectedModel: "gpt-4" } as Record<string, unknown>,
    });
    expectFieldError(res, "temperature", "Temperature must be between 0 and 1, in steps of 0.1");
    expect(await counts()).toEqual(before);
  });

  it.each([
    ["true", true],
    ["null", null],
  ])("refuses %s as the SMTP port", async (_label, smtpPort) => {
    const res = await t.app.inject({
      method: "PUT",
      url: "/api/admin/settings",
      headers: { cookie: t.cookie },
      payload: { type: "email", data: { smtpHost: "smtp.example.com", smtpPort, smtpSecurity: "tls" } } as Record<string, unknown>,
    });
    expectFieldError(res, "data.smtpPort", "SMTP port must be a number from 1 to 65535");
    expect(await counts()).toEqual(before);
  });

  it('answers an over-long message with "This field is too long" and writes nothing', async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/contact", payload: contactPayload({ message: "x".repeat(5001) }) });
    expectFieldError(res, "message", "This field is too long");
    expect(await counts()).toEqual(before);
  });
});

describe(`control characters (${dbLabel})`, () => {
  // Postgres text cannot hold U+0000: the server must refuse it (4xx) or drop it, never fail with a 500.
  it.each([
    ["/api/consultation", { name: "Jeanne\u0000", email: "jeanne@example.com" }],
    ["/api/contact", contactPayload({ message: "Hello\u0000world" })],
    ["/api/prospects", { email: "nul@example.com", source: "home\u0000page" }],
    ["/api/admin/articles", { title_en: "A\u0000B", title_fr: "C" }],
  ] as const)("answers a NUL character in a text field of %s without a server error", async (url, payload) => {
    const before = await counts();
    const res = await t.app.inject({ method: "POST", url, headers: { cookie: t.cookie }, payload: payload as Record<string, unknown> });
    expect(res.statusCode, res.body).toBeLessThan(500);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    if (res.statusCode >= 400) expect(await counts()).toEqual(before);
  });
});

describe(`1 MB bodies (${dbLabel})`, () => {
  let before: Awaited<ReturnType<typeof counts>>;
  beforeEach(async () => {
    before = await counts();
  });

  it.each(publicWrites)('answers 413 "Request body too large" to a 1 MB body on %s and writes nothing', async (url) => {
    const body = JSON.stringify(contactPayload({ name: "x", message: "x".repeat(ONE_MB) }));
    const res = await raw("POST", url, body);
    expect(expectJsonError(res, 413).message).toBe("Request body too large");
    expect(await counts()).toEqual(before);
  });

  it.each(adminWrites)("answers 413 to a 1 MB body on %s %s and writes nothing", async (method, url) => {
    const body = JSON.stringify({ title_en: "x", title_fr: "y", content_en: "x".repeat(ONE_MB) });
    const res = await raw(method, url, body, "application/json", true);
    expectJsonError(res, 413);
    expect(await counts()).toEqual(before);
  });

  it("answers 413 to a 1 MB body whose Content-Length understates it", async () => {
    const body = Buffer.from(JSON.stringify(contactPayload({ message: "x".repeat(ONE_MB) })));
    const res = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      payload: body,
      headers: { "content-type": "application/json", "content-length": "100" },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(await counts()).toEqual(before);
  });
});

describe(`no 500 for bad input (${dbLabel})`, () => {
  const junk: unknown[] = [
    {},
    { firstName: "a".repeat(10_000) },
    { email: "a@" + "b".repeat(300) + ".com" },
    { title_en: "\ud800", title_fr: "x" },
    { type: "email", data: null },
    { type: "site", data: "string" },
    { temperature: "abc", maxLength: {}, systemPrompt: 1, selectedModel: [] },
    { code: 123456 },
    { id: -1 },
    { username: "admin", password: "x".repeat(1001) },
  ];
  const targets = [
    ["POST", "/api/consultation"],
    ["POST", "/api/prospects"],
    ["POST", "/api/contact"],
    ["POST", "/api/auth/login"],
    ["POST", "/api/admin/articles"],
    ["PUT", "/api/admin/articles/1"],
    ["PUT", "/api/admin/articles/99999999999"],
    ["DELETE", "/api/admin/articles/1.5"],
    ["PUT", "/api/admin/pages/home"],
    ["PUT", "/api/admin/settings"],
    ["PUT", "/api/admin/ai-settings"],
    ["POST", "/api/admin/2fa/enable"],
    ["POST", "/api/admin/2fa/disable"],
    ["DELETE", "/api/admin/media/0"],
  ] as const;

  it("answers every junk payload on every write path with a 4xx JSON error (or a success), never a 5xx", async () => {
    for (const [method, url] of targets) {
      for (const payload of junk) {
        const res = await t.app.inject({ method, url, headers: { cookie: t.cookie }, payload: payload as Record<string, unknown> });
        expect(res.statusCode, `${method} ${url} ${JSON.stringify(payload).slice(0, 80)} → ${res.body}`).toBeLessThan(500);
        expect(res.headers["content-type"]).toMatch(/^application\/json/);
      }
    }
  });

  it("answers junk query strings and path segments on the public reads with 4xx, never a 5xx", async () => {
    const urls = [
      "/api/articles?lang=en&lang=fr",
      `/api/articles/${"a".repeat(4000)}?lang=en`,
      "/api/articles/%E0%A4%A?lang=en",
      "/api/pages/%00",
      "/api/pages/home%2F..%2F..",
    ];
    for (const url of urls) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, `${url} → ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${url} → ${res.body}`).toBeLessThan(500);
    }
  });
});
