import { eq, loginFailures, sessions, users } from "@lumiere/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../src/auth/passwords";
import { currentTotp } from "../../src/auth/totp";
import { buildTestApp, dbLabel, loginCookie, type TestApp } from "../helpers/app";
import { type TrpcResult, trpcMutation } from "../trpc/support";
import { afterSignInDelay, expectFieldError, expectJsonError, rowCount } from "./support";

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

// Each test signs in from its own address so per-IP throttling of one test never leaks into another.
let ipCounter = 10;
const nextIp = () => `192.0.2.${ipCounter++}`;

function login(payload: unknown, remoteAddress = nextIp()) {
  return t.app.inject({ method: "POST", url: "/api/auth/login", remoteAddress, payload: payload as Record<string, unknown> });
}

async function createUser(username: string, password: string): Promise<void> {
  await t.app.db.insert(users).values({ username, passwordHash: await hashPassword(password) });
}

function sessionCookieOf(res: Awaited<ReturnType<typeof login>>): string | undefined {
  const c = res.cookies.find((x) => x.name === "lumiere_session");
  return c?.value ? `lumiere_session=${c.value}` : undefined;
}

describe(`POST /api/auth/login (${dbLabel})`, () => {
  it("signs in with the right credentials: 200 { success: true, user } and an HttpOnly SameSite=Lax session cookie", async () => {
    const res = await login({ username: "admin", password: "correct horse battery" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, user: { username: "admin" } });
    const cookie = res.cookies.find((c) => c.name === "lumiere_session");
    expect(cookie?.value).toMatch(/^[a-z2-7]{32}$/);
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe("Lax");
    expect(cookie?.path).toBe("/");
    expect(cookie?.expires?.getTime()).toBeGreaterThan(Date.now());
  });

  it("stores only a hash of the session token, never the token itself", async () => {
    const res = await login({ username: "admin", password: "correct horse battery" });
    const token = res.cookies.find((c) => c.name === "lumiere_session")?.value ?? "";
    const rows = await t.app.db.select({ id: sessions.id }).from(sessions);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.id === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.id))).toBe(true);
  });

  it("accepts the username in any letter case", async () => {
    const res = await login({ username: "Admin", password: "correct horse battery" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true });
  });

  it('answers a wrong password with 401 "Invalid username or password" and no cookie', async () => {
    const res = await login({ username: "admin", password: "wrong password" });
    expect(expectJsonError(res, 401).message).toBe("Invalid username or password");
    expect(sessionCookieOf(res)).toBeUndefined();
  });

  it("answers an unknown username exactly like a wrong password", async () => {
    const res = await login({ username: "nobody-here", password: "whatever" });
    expect(expectJsonError(res, 401).message).toBe("Invalid username or password");
    expect(sessionCookieOf(res)).toBeUndefined();
  });

  it('rejects an empty username with "Username is required"', async () => {
    expectFieldError(await login({ username: "", password: "x" }), "username", "Username is required");
    expectFieldError(await login({ username: "   ", password: "x" }), "username", "Username is required");
    expectFieldError(await login({ password: "x" }), "username", "Username is required");
  });

  it('rejects an empty password with "Password is required"', async () => {
    expectFieldError(await login({ username: "admin", password: "" }), "password", "Password is required");
    expectFieldError(await login({ username: "admin" }), "password", "Password is required");
  });

  it("does not count a rejected (invalid) request as a failed sign-in", async () => {
    const before = await rowCount(t.app, loginFailures);
    await login({ username: "admin", password: "" });
    expect(await rowCount(t.app, loginFailures)).toBe(before);
  });
});

describe(`login throttling (${dbLabel})`, () => {
  it("answers 429 with Retry-After to an address after repeated wrong passwords, even for the right password", async () => {
    await createUser("throttled", "the right password");
    const ip = "198.51.100.10";
    for (let i = 0; i < 5; i++) {
      const res = await login({ username: "throttled", password: `guess ${i}` }, ip);
      expect(res.statusCode).toBe(401);
    }
    const blocked = await login({ username: "throttled", password: `guess 6` }, ip);
    const body = expectJsonError(blocked, 429);
    expect(body.message).toMatch(/too many/i);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);

    const rightPassword = await login({ username: "throttled", password: "the right password" }, ip);
    expectJsonError(rightPassword, 429);
    expect(sessionCookieOf(rightPassword)).toBeUndefined();

    // A stranger's failures do not lock the real owner out: from another address the password
    // works, after the account's short delay at most (its failures make each attempt wait seconds).
    const owner = await afterSignInDelay(() => login({ username: "throttled", password: "the right password" }, "203.0.113.99"), 1);
    expect(owner.statusCode).toBe(200);
    // And the lockout of one username leaves the other accounts alone, from that address too.
    const admin = await login({ username: "admin", password: "correct horse battery" }, ip);
    expect(admin.statusCode).toBe(200);
  });

  it("throttles an address that guesses across many usernames", async () => {
    const ip = "198.51.100.77";
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await login({ username: `spray-${i}`, password: "x" }, ip)).statusCode);
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe(`GET /api/auth/me and POST /api/auth/logout (${dbLabel})`, () => {
  it("answers null without a session", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/auth/me" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBeNull();
  });

  it("answers the signed-in user with a session", async () => {
    const cookie = await loginCookie(t.app);
    const res = await t.app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ username: "admin", hasTwoFactor: false });
  });

  it("treats a forged session cookie as no session and clears it", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/auth/me",
      headers: { cookie: "lumiere_session=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa" },
    });
    expect(res.json()).toBeNull();
    const cleared = res.cookies.find((c) => c.name === "lumiere_session");
    expect(cleared?.value).toBe("");
    const admin = await t.app.inject({
      method: "GET",
      url: "/api/admin/dashboard",
      headers: { cookie: "lumiere_session=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa" },
    });
    expectJsonError(admin, 401);
  });

  it("signs out: 200 { success: true }, clears the cookie and ends the session on the server", async () => {
    const cookie = await loginCookie(t.app);
    const out = await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: true });
    const cleared = out.cookies.find((c) => c.name === "lumiere_session");
    expect(cleared?.value).toBe("");

    // Replaying the old cookie no longer works.
    expect((await t.app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie } })).json()).toBeNull();
    expectJsonError(await t.app.inject({ method: "GET", url: "/api/admin/articles", headers: { cookie } }), 401);
  });

  it("answers a sign-out without a session as a success", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/auth/logout" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
  });

  it("accepts a sign-out with an empty JSON body", async () => {
    const cookie = await loginCookie(t.app);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { cookie, "content-type": "application/json" },
      payload: "",
    });
    expect(res.statusCode).toBe(200);
  });
});

describe(`two-factor authentication (${dbLabel})`, () => {
  const username = "twofactor";
  const password = "two factor password";
  let cookie: string;
  let secret: string;

  beforeAll(async () => {
    await createUser(username, password);
    cookie = await loginCookie(t.app, username, password);
  });

  it("POST /api/admin/2fa/setup returns a secret, an otpauth URI and a QR code data URL", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/admin/2fa/setup", headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ secret: string; otpauthUri: string; qrCodeDataUrl: string }>();
    expect(Object.keys(body).sort()).toEqual(["otpauthUri", "qrCodeDataUrl", "secret"]);
    expect(body.secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(body.otpauthUri).toMatch(/^otpauth:\/\/totp\//);
    expect(body.otpauthUri).toContain(`secret=${body.secret}`);
    expect(body.qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
    secret = body.secret;
  });

  it("does not require a code at sign-in before two-factor is enabled", async () => {
    const res = await login({ username, password });
    expect(res.json()).toMatchObject({ success: true });
  });

  it("refuses to enable two-factor with a wrong code (400) and leaves it off", async () => {
    const wrong = currentTotp(secret) === "000000" ? "111111" : "000000";
    const res = await t.app.inject({
      method: "POST",
      url: "/api/admin/2fa/enable",
      headers: { cookie },
      payload: { code: wrong, password },
    });
    expectFieldError(res, "code", "The code is not valid. Check your authenticator app and try again.");
    // Through /trpc, as the admin calls it: the field's message is in the error's data.
    const trpc = await trpcMutation(t.app, "admin.settings.twoFactorEnable", { code: wrong, password }, { cookie });
    expect(trpc.statusCode).toBe(400);
    expect(trpc.json<TrpcResult>().error?.data).toMatchObject({
      code: "BAD_REQUEST",
      fieldErrors: { code: "The code is not valid. Check your authenticator app and try again." },
    });
    const me = await t.app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie } });
    expect(me.json()).toMatchObject({ hasTwoFactor: false });
  });

  it('rejects a code that is not six digits with "Enter the 6-digit code from your app"', async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/admin/2fa/enable", headers: { cookie }, payload: { code: "12ab" } });
    expectFieldError(res, "code", "Enter the 6-digit code from your app");
  });

  it("enables two-factor with the current code", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/admin/2fa/enable",
      headers: { cookie },
      payload: { code: currentTotp(secret), password },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const me = await t.app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie } });
    expect(me.json()).toEqual({ username, hasTwoFactor: true });
    const settings = await t.app.inject({ method: "GET", url: "/api/admin/settings", headers: { cookie } });
    expect(settings.json()).toMatchObject({ twoFactorEnabled: true });
  });

  it("then answers a sign-in without a code with { success: false, twoFactorRequired: true } and no session", async () => {
    const res = await login({ username, password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: false, twoFactorRequired: true });
    expect(sessionCookieOf(res)).toBeUndefined();
  });

  it("then refuses a wrong code with 401 and no session", async () => {
    const wrong = currentTotp(secret) === "123456" ? "654321" : "123456";
    const res = await login({ username, password, code: wrong });
    expect(expectJsonError(res, 401)).toEqual({ message: "Invalid two-factor code", messageId: "server.twoFactorCodeWrong" });
    expect(sessionCookieOf(res)).toBeUndefined();
  });

  it("then does not reveal that two-factor is on to someone with the wrong password", async () => {
    const res = await login({ username, password: "not the password" });
    expectJsonError(res, 401);
  });

  let usedCode = "";
  it("then signs in with the password and the current code", async () => {
    usedCode = currentTotp(secret);
    const res = await login({ username, password, code: usedCode });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, user: { username } });
    expect(sessionCookieOf(res)).toBeDefined();
  });

  it("then refuses the same code a second time (a code signs in once), with no session", async () => {
    const res = await login({ username, password, code: usedCode });
    expectJsonError(res, 401);
    expect(sessionCookieOf(res)).toBeUndefined();
  });

  it("keeps the secret out of every answer once enabled", async () => {
    const me = await t.app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie } });
    const settings = await t.app.inject({ method: "GET", url: "/api/admin/settings", headers: { cookie } });
    expect(me.body).not.toContain(secret);
    expect(settings.body).not.toContain(secret);
  });

  it("refuses to disable two-factor with a wrong code", async () => {
    const wrong = currentTotp(secret) === "000000" ? "111111" : "000000";
    const res = await t.app.inject({ method: "POST", url: "/api/admin/2fa/disable", headers: { cookie }, payload: { code: wrong } });
    expectJsonError(res, 400);
    const [row] = await t.app.db.select({ s: users.totpSecret }).from(users).where(eq(users.username, username));
    expect(row?.s).toBe(secret);
  });

  it("disables two-factor with the current code, after which the password alone signs in again", async () => {
    // The code that signed in is used up; the next 30-second step's is accepted (clock drift).
    const res = await t.app.inject({
      method: "POST",
      url: "/api/admin/2fa/disable",
      headers: { cookie },
      payload: { code: currentTotp(secret, Date.now() + 30_000) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const again = await login({ username, password });
    expect(again.json()).toEqual({ success: true, user: { username } });
  });
});
