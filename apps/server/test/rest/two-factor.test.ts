// Two-factor sign-in through the REST contract: setup, enabling, signing in with a code, disabling.
import { eq, users } from "@lumiere/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { currentTotp } from "../../src/auth/totp";
import { buildTestApp, dbLabel, loginCookie, type TestApp } from "../helpers/app";
import { type TrpcResult, trpcMutation } from "../trpc/support";
import { createUser, expectFieldError, expectJsonError, sessionCookieOf, signInsTo } from "./support";

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const login = signInsTo(() => t.app);

describe(`two-factor authentication (${dbLabel})`, () => {
  const username = "twofactor";
  const password = "two factor password";
  let cookie: string;
  let secret: string;

  beforeAll(async () => {
    await createUser(t.app, username, password);
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
