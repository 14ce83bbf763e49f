// Two-factor can be turned on, moved to another authenticator or turned off only by whoever proves
// they hold the account: the password for the first setup, a code of the authenticator in use
// after. A stolen session cookie alone changes nothing. ADMIN_RESET_2FA clears it at start.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, users } from "@lumiere/db";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app";
import { createSession, generateSessionToken } from "../../src/auth/sessions";
import { currentTotp } from "../../src/auth/totp";
import { loadConfig } from "../../src/env";
import { buildTestApp, dbLabel, loginCookie, pgliteTemplate, type TestApp, testDatabaseUrl } from "../helpers/app";
import { expectFieldError } from "../rest/support";
import { batchResults, trpcBatch, trpcMutation } from "../trpc/support";

const PASSWORD = "correct horse battery";
const CODE_REJECTED = "The code is not valid. Check your authenticator app and try again.";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, cookie: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method: "POST", url, headers: { cookie }, ...(payload ? { payload } : {}) });
const me = async (cookie: string) => (await t.app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie } })).json();
const storedSecret = async () => (await t.app.db.select({ s: users.totpSecret }).from(users).where(eq(users.username, "admin")))[0]?.s;
const setup = async (cookie: string) => (await post("/api/admin/2fa/setup", cookie)).json<{ secret: string }>().secret;
/** A session cookie as a thief would hold it: no password or code was typed for it. */
async function stolenSession(): Promise<string> {
  const [admin] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.username, "admin"));
  const token = generateSessionToken();
  await createSession(t.app.db, token, admin!.id, 60);
  return `lumiere_session=${token}`;
}
/** Every call of a batched /trpc request refused with this field's message. */
function expectBatchFieldErrors(res: LightMyRequestResponse, field: string, message: string) {
  const results = batchResults(res);
  expect(results.length).toBeGreaterThan(0);
  for (const r of results) {
    expect(r.error?.data).toMatchObject({ httpStatus: 400, fieldErrors: { [field]: message } });
  }
}
const signIn = (code?: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    remoteAddress: "198.51.100.7",
    payload: { username: "admin", password: PASSWORD, ...(code ? { code } : {}) },
  });

describe(`changing two-factor asks for proof (${dbLabel})`, () => {
  let owner: string;
  let oldSecret: string;

  it("turning it on from a stolen session without the password is refused (REST and batched /trpc), and nothing changes", async () => {
    owner = await loginCookie(t.app);
    const thief = await stolenSession();
    const secret = await setup(thief);
    const code = currentTotp(secret);

    expectFieldError(
      await post("/api/admin/2fa/enable", thief, { code }),
      "password",
      "Enter your password to turn on two-factor authentication",
    );
    expectBatchFieldErrors(
      await trpcBatch(t.app, "admin.settings.twoFactorEnable", [{ code }, { code, password: "" }], { cookie: thief }),
      "password",
      "Enter your password to turn on two-factor authentication",
    );
    expectFieldError(
      await post("/api/admin/2fa/enable", thief, { code, password: "a guessed password" }),
      "password",
      "This password is not correct",
    );

    expect(await storedSecret()).toBeNull();
    expect(await me(owner)).toEqual({ username: "admin", hasTwoFactor: false });
    expect((await signIn()).json()).toMatchObject({ success: true });
  });

  it("with the password and a code of the new authenticator it turns on, and the other sessions are signed out", async () => {
    const other = await stolenSession();
    oldSecret = await setup(owner);
    const res = await trpcMutation(
      t.app,
      "admin.settings.twoFactorEnable",
      { code: currentTotp(oldSecret), password: PASSWORD },
      { cookie: owner },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await storedSecret()).toBe(oldSecret);
    expect(await me(owner)).toEqual({ username: "admin", hasTwoFactor: true });
    expect(await me(other)).toBeNull();
  });

  it("moving it to another authenticator from a stolen session needs a current code: without one, a wrong or a used one, nothing changes", async () => {
    const thief = await stolenSession();
    const newSecret = await setup(thief);
    const code = currentTotp(newSecret);
    const need = "Enter a code from the authenticator app you use now";

    expectFieldError(await post("/api/admin/2fa/enable", thief, { code }), "currentCode", need);
    // The password is no proof once two-factor is on.
    expectFieldError(await post("/api/admin/2fa/enable", thief, { code, password: PASSWORD }), "currentCode", need);
    expectBatchFieldErrors(
      await trpcBatch(t.app, "admin.settings.twoFactorEnable", [{ code }, { code }], { cookie: thief }),
      "currentCode",
      need,
    );
    const wrong = currentTotp(oldSecret) === "000000" ? "111111" : "000000";
    expectFieldError(await post("/api/admin/2fa/enable", thief, { code, currentCode: wrong }), "currentCode", CODE_REJECTED);

    expect(await storedSecret()).toBe(oldSecret);
    expect(await me(owner)).toEqual({ username: "admin", hasTwoFactor: true });
    expect(await me(thief)).toEqual({ username: "admin", hasTwoFactor: true });
    // The old authenticator still signs in; the code it used is no proof afterwards (a code works once).
    const signInCode = currentTotp(oldSecret);
    expect((await signIn(signInCode)).json()).toEqual({ success: true, user: { username: "admin" } });
    expectFieldError(await post("/api/admin/2fa/enable", thief, { code, currentCode: signInCode }), "currentCode", CODE_REJECTED);
    expect(await storedSecret()).toBe(oldSecret);
  });

  let newSecret: string;
  it("with a current code it moves to the new authenticator: the new one signs in, the old one no longer does", async () => {
    newSecret = await setup(owner);
    // A later step than the sign-in's (accepted as clock drift).
    const currentCode = currentTotp(oldSecret, Date.now() + 30_000);
    const res = await post("/api/admin/2fa/enable", owner, { code: currentTotp(newSecret), currentCode });
    expect(res.statusCode, res.body).toBe(200);
    expect(await storedSecret()).toBe(newSecret);
    expect((await signIn(currentTotp(oldSecret, Date.now() + 30_000))).statusCode).toBe(401);
    expect((await signIn(currentTotp(newSecret))).json()).toEqual({ success: true, user: { username: "admin" } });
  });

  it("turning it off needs a current code of the authenticator in use (REST and batched /trpc)", async () => {
    const thief = await stolenSession();
    expectFieldError(await post("/api/admin/2fa/disable", thief, {}), "code", "Enter the 6-digit code from your app");
    expectBatchFieldErrors(
      await trpcBatch(t.app, "admin.settings.twoFactorDisable", [{}, { code: "" }], { cookie: thief }),
      "code",
      "Enter the 6-digit code from your app",
    );
    // The replaced authenticator's code is no proof.
    expectFieldError(
      await post("/api/admin/2fa/disable", thief, { code: currentTotp(oldSecret, Date.now() + 30_000) }),
      "code",
      CODE_REJECTED,
    );
    expect(await storedSecret()).toBe(newSecret);

    const res = await post("/api/admin/2fa/disable", owner, { code: currentTotp(newSecret, Date.now() + 30_000) });
    expect(res.statusCode, res.body).toBe(200);
    expect(await storedSecret()).toBeNull();
    expect((await signIn()).json()).toMatchObject({ success: true });
  });
});

describe(`two-factor and the admin account set at start (${dbLabel})`, () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "lumiere-2fa-reset-"));
  const schema = testDatabaseUrl ? `reset2fa_${process.pid}_${Math.random().toString(36).slice(2, 8)}` : undefined;
  const logs: string[] = [];
  let app: FastifyInstance | undefined;

  /** The server (re)started on the same database, as `pnpm start` with these variables would. */
  async function start(env: Record<string, string>): Promise<FastifyInstance> {
    await app?.close();
    const config = {
      ...loadConfig({
        NODE_ENV: "test",
        DATA_DIR: dataDir,
        ...(testDatabaseUrl ? { DATABASE_URL: testDatabaseUrl } : {}),
        ADMIN_USERNAME: "admin",
        LOG_LEVEL: "info",
        ...env,
      }),
      databaseSchema: schema,
      ssr: false,
    };
    app = await buildApp(config, { logger: { level: "info", stream: { write: (line: string) => logs.push(line) } }, ...pgliteTemplate() });
    await app.ready();
    await app.ensureDbReady();
    return app;
  }
  const login = (server: FastifyInstance, password: string, code?: string) =>
    server.inject({ method: "POST", url: "/api/auth/login", payload: { username: "admin", password, ...(code ? { code } : {}) } });

  afterAll(async () => {
    await app?.close();
    if (schema && testDatabaseUrl) {
      const sql = postgres(testDatabaseUrl, { max: 1, onnotice: () => {} });
      await sql.unsafe(`drop schema if exists "${schema}" cascade`);
      await sql.end();
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  let secret: string;
  it("a password reset from ADMIN_PASSWORD keeps two-factor: the new password still needs the code", async () => {
    let server = await start({ ADMIN_PASSWORD: PASSWORD });
    const cookie = await loginCookie(server);
    secret = (await server.inject({ method: "POST", url: "/api/admin/2fa/setup", headers: { cookie } })).json<{ secret: string }>().secret;
    const enabled = await server.inject({
      method: "POST",
      url: "/api/admin/2fa/enable",
      headers: { cookie },
      payload: { code: currentTotp(secret), password: PASSWORD },
    });
    expect(enabled.statusCode, enabled.body).toBe(200);

    server = await start({ ADMIN_PASSWORD: "a brand new password" });
    expect((await login(server, "a brand new password")).json()).toEqual({ success: false, twoFactorRequired: true });
  });

  it("ADMIN_RESET_2FA=1 clears it at start, signs the account's sessions out, and logs that without secrets", async () => {
    let server = await start({ ADMIN_PASSWORD: "a brand new password" });
    const res = await login(server, "a brand new password", currentTotp(secret));
    expect(res.statusCode, res.body).toBe(200);
    const cookie = `lumiere_session=${res.cookies.find((c) => c.name === "lumiere_session")?.value}`;
    logs.length = 0;

    server = await start({ ADMIN_PASSWORD: "a brand new password", ADMIN_RESET_2FA: "1" });
    expect((await login(server, "a brand new password")).json()).toEqual({ success: true, user: { username: "admin" } });
    expect((await server.inject({ method: "GET", url: "/api/auth/me", headers: { cookie } })).json()).toBeNull();
    const said = logs.join("\n");
    expect(said).toContain("two-factor cleared from ADMIN_RESET_2FA");
    expect(said).toContain("ADMIN_RESET_2FA is set: remove it");
    expect(said).not.toContain(secret);
    expect(said).not.toContain("a brand new password");
  });

  it("refuses an ADMIN_RESET_2FA other than 1 or 0 at start", () => {
    expect(() => loadConfig({ ADMIN_RESET_2FA: "yes" })).toThrow(/ADMIN_RESET_2FA must be 1/);
  });
});
