// Sign-in, throttling, the session and sign-out through the REST contract.
import { loginFailures, sessions } from "@lumiere/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, dbLabel, loginCookie, type TestApp } from "../helpers/app";
import { afterSignInDelay, createUser, expectFieldError, expectJsonError, rowCount, sessionCookieOf, signInsTo } from "./support";

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const login = signInsTo(() => t.app);

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
    await createUser(t.app, "throttled", "the right password");
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
    const owner = await afterSignInDelay(
      t.app.db,
      () => login({ username: "throttled", password: "the right password" }, "203.0.113.99"),
      1,
    );
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
