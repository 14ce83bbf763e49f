// The saved SMTP password goes only to the server it was saved for. Changing the host, port or
// username asks for it again (refused with a field error on the password, nothing changed), and
// however the settings came to name another server, it never receives a login with that password.
// Two real SMTP servers on loopback that accept AUTH and record every login they are given.
import { eq, settings } from "@lumiere/db";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildTestApp, dbLabel, loginCookie, type TestApp } from "../helpers/app";
import { startSmtp } from "../leads/smtp";
import { expectFieldError } from "../rest/support";
import { batchResults, type TrpcResult, trpcMutation } from "../trpc/support";

const PASSWORD = "s3cret-Pa55word";
const REENTER = "The SMTP host, port or username changed: enter the password again";

let t: TestApp;
let cookie: string;
/** The server the password is saved for. */
let home: Awaited<ReturnType<typeof startSmtp>>;
/** Another server, on another port. */
let other: Awaited<ReturnType<typeof startSmtp>>;

beforeAll(async () => {
  t = await buildTestApp({}, { outbox: { pollMs: 3_600_000, retryBaseMs: 200 } });
  cookie = await loginCookie(t.app);
  home = await startSmtp(0, { auth: true });
  other = await startSmtp(0, { auth: true });
});
afterAll(async () => {
  await home?.close();
  await other?.close();
  await t?.close();
});

const email = (port: number, changes: Record<string, unknown> = {}) => ({
  smtpHost: "127.0.0.1",
  smtpPort: port,
  smtpSecurity: "none",
  smtpUsername: "mailer@lumiere.example",
  smtpPassword: "",
  ...changes,
});
const putEmail = (data: unknown) =>
  t.app.inject({ method: "PUT", url: "/api/admin/settings", headers: { cookie }, payload: { type: "email", data } });
const restTest = () => t.app.inject({ method: "POST", url: "/api/admin/test-email", headers: { cookie } });
const getSettings = async () =>
  (await t.app.inject({ method: "GET", url: "/api/admin/settings", headers: { cookie } })).json<Record<string, unknown>>();
const storedEmail = async () => {
  const [row] = await t.app.db.select({ data: settings.data }).from(settings).where(eq(settings.type, "email"));
  return row?.data;
};

/** One batched /trpc request: the settings save, then (a second request) the test e-mail, as the form does. */
async function saveThenTestTrpc(data: unknown): Promise<{ save: TrpcResult; test?: TrpcResult }> {
  const saved = await t.app.inject({
    method: "POST",
    url: "/trpc/admin.settings.save?batch=1",
    headers: { cookie, "content-type": "application/json" },
    payload: JSON.stringify({ 0: { type: "email", data } }),
  });
  const [save] = batchResults(saved);
  if (save?.error) return { save };
  const tested = await t.app.inject({
    method: "POST",
    url: "/trpc/admin.settings.testEmail?batch=1",
    headers: { cookie, "content-type": "application/json" },
    payload: JSON.stringify({ 0: undefined }),
  });
  return { save: save!, test: batchResults(tested)[0] };
}

function expectPasswordFieldError(result: TrpcResult | undefined) {
  const error = result?.error as (TrpcResult["error"] & { data: { fieldErrors?: Record<string, string> } }) | undefined;
  expect(error?.data.httpStatus).toBe(400);
  expect(error?.data.fieldErrors).toEqual({ "data.smtpPassword": REENTER });
}

function expectOk(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(200);
}

beforeEach(async () => {
  // Each case starts from the password saved for `home`, and with nothing received yet.
  expectOk(await putEmail(email(home.port, { smtpPassword: PASSWORD })));
  for (const server of [home, other]) {
    server.logins.length = 0;
    server.received.length = 0;
    server.connections.length = 0;
  }
});

describe(`the saved SMTP password goes only to its own server (${dbLabel})`, () => {
  it("the test e-mail logs in to the saved server with the saved password", async () => {
    expectOk(await restTest());
    expect(home.logins).toEqual([{ username: "mailer@lumiere.example", password: PASSWORD }]);
    expect(home.received).toHaveLength(1);
  });

  it.each([
    ["port", () => ({ smtpPort: other.port })],
    ["host", () => ({ smtpHost: "localhost" })],
    ["username", () => ({ smtpUsername: "someone-else@lumiere.example" })],
  ])("REST: a changed %s with the password left empty is refused on the password field, and nothing changes", async (_field, change) => {
    const before = await getSettings();
    const storedBefore = await storedEmail();
    expectFieldError(await putEmail(email(home.port, change())), "data.smtpPassword", REENTER);
    expect(await getSettings()).toEqual(before);
    expect(await storedEmail()).toEqual(storedBefore);
    // The test e-mail still goes to the saved server, which alone hears the password.
    expectOk(await restTest());
    expect(other.connections).toEqual([]);
    expect(home.logins.map((l) => l.password)).toEqual([PASSWORD]);
  });

  it("/trpc (batched): a changed port with the password left empty is refused on the password field; the new server never hears of it", async () => {
    const before = await getSettings();
    const { save, test } = await saveThenTestTrpc(email(other.port));
    expectPasswordFieldError(save);
    expect(test).toBeUndefined();
    expect(await getSettings()).toEqual(before);
    // A batch that also sends the test e-mail: the save is refused, the test goes to the saved server.
    const batch = await t.app.inject({
      method: "POST",
      url: "/trpc/admin.settings.save,admin.settings.save?batch=1",
      headers: { cookie, "content-type": "application/json" },
      payload: JSON.stringify({
        0: { type: "email", data: email(other.port) },
        1: { type: "email", data: email(home.port, { smtpUsername: "x@lumiere.example" }) },
      }),
    });
    const [first, second] = batchResults(batch);
    expectPasswordFieldError(first);
    expectPasswordFieldError(second);
    expect((await trpcMutation(t.app, "admin.settings.testEmail", undefined, { cookie })).statusCode).toBe(200);
    expect(other.connections).toEqual([]);
    expect(other.logins).toEqual([]);
    expect(home.logins.map((l) => l.password)).toEqual([PASSWORD]);
  });

  it("with the password typed again, the new server gets that password, and the old one is no longer kept for it", async () => {
    const { save, test } = await saveThenTestTrpc(email(other.port, { smtpPassword: "n3w-Pa55word" }));
    expect(save.error).toBeUndefined();
    expect(test?.error).toBeUndefined();
    expect(other.logins).toEqual([{ username: "mailer@lumiere.example", password: "n3w-Pa55word" }]);
    expect(home.logins).toEqual([]);
    // Back to the first server without typing it: the password saved now is for `other`, so it is asked for.
    expectFieldError(await putEmail(email(home.port)), "data.smtpPassword", REENTER);
  });

  it("keeps the saved password when the server and username stay the same", async () => {
    expectOk(await putEmail(email(home.port)));
    expect((await getSettings()).smtpPasswordSet).toBe(true);
    expectOk(await restTest());
    expect(home.logins.map((l) => l.password)).toEqual([PASSWORD]);
  });

  it("without a username no login is made anywhere, and the password stays for its own server only", async () => {
    expectOk(await putEmail(email(other.port, { smtpUsername: "" })));
    expectOk(await restTest());
    expect(other.received).toHaveLength(1);
    expect(other.logins).toEqual([]);
    // Adding a username on that server asks for the password: it was not saved for it.
    expectFieldError(await putEmail(email(other.port)), "data.smtpPassword", REENTER);
  });

  it("settings that name another server than the password's (however written) never give it the password: test e-mail and outbox", async () => {
    // Written behind the settings' back, as an older version or a bad import could leave them.
    const stored = (await storedEmail()) ?? {};
    await t.app.db
      .update(settings)
      .set({ data: { ...stored, smtpPort: other.port } })
      .where(eq(settings.type, "email"));
    t.app.contentCache.invalidate();

    const res = await restTest();
    expectFieldError(res, "smtpPassword", REENTER);
    const trpc = batchResults(
      await t.app.inject({
        method: "POST",
        url: "/trpc/admin.settings.testEmail?batch=1",
        headers: { cookie, "content-type": "application/json" },
        payload: JSON.stringify({ 0: undefined }),
      }),
    );
    expect((trpc[0]?.error as { data: { fieldErrors?: Record<string, string> } } | undefined)?.data.fieldErrors).toEqual({
      smtpPassword: REENTER,
    });

    // A lead's e-mails wait rather than go there.
    const lead = await trpcMutation(t.app, "leads.createConsultation", {
      name: "Ada Lovelace",
      email: "ada@example.com",
      company: "Analytical",
      message: "A project",
      lang: "en",
    });
    expect(lead.statusCode, lead.body).toBe(200);
    await t.app.outbox.runOnce();
    expect(other.connections).toEqual([]);
    expect(other.logins).toEqual([]);
    expect(other.received).toEqual([]);
  });
});
