// Inviting a person: the e-mail goes through the outbox to the real SMTP test server, in the
// invitation's language, its link on the configured origin (never the Host of the request); the
// link works once, not after it expires or is withdrawn, and signs the new person in with their role.
import { eq, invitations } from "@lumiere/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, dbLabel, loginCookie, type TestApp } from "../helpers/app";
import { type ReceivedMail, startSmtp, useSmtp } from "../leads/smtp";
import { mailTo } from "../helpers/mail";
import { call, dataOf } from "./support";

const PUBLIC_URL = "https://www.lumiere.test";
const OTHER_HOST = "admin.elsewhere.test";
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let admin: string;

beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL, ALLOWED_HOSTS: OTHER_HOST }, { outbox: { pollMs: 100, retryBaseMs: 200 } });
  smtp = await startSmtp();
  admin = await loginCookie(t.app);
  expect((await useSmtp(t.app, admin, smtp.port)).statusCode).toBe(200);
});
afterAll(async () => {
  await smtp?.close();
  await t?.close();
});

/** Invites `email` through /trpc as the admin, the request sent to another allowed Host. */
async function invite(email: string, role: string, lang: "en" | "fr") {
  const res = await t.app.inject({
    method: "POST",
    url: "/trpc/admin.people.invite",
    headers: { cookie: admin, host: OTHER_HOST, "content-type": "application/json" },
    payload: JSON.stringify({ email, role, lang }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.data as { id: number };
}

const tokenIn = (mail: ReceivedMail) => /\/admin\/invite#token=([A-Za-z0-9_-]{43})/.exec(mail.body)?.[1] ?? "";

const accept = (token: string, username: string) =>
  t.app.inject({
    method: "POST",
    url: "/trpc/auth.acceptInvitation?batch=1",
    headers: { "content-type": "application/json" },
    payload: JSON.stringify({ 0: { token, username, displayName: "Camille Roux", password: "a long enough password" } }),
  });

describe(`invitations (${dbLabel})`, () => {
  it("send a French link on the configured origin, which signs the new editor in", async () => {
    await invite("Camille@Example.com", "editor", "fr");
    const mail = await mailTo(smtp, "camille@example.com");
    expect(mail.subject).toContain("Lumière AI");
    expect(mail.body).toContain(`${PUBLIC_URL}/fr/admin/invite#token=`);
    expect(mail.body).not.toContain(OTHER_HOST);
    expect(mail.body).toContain("éditeur");
    const token = tokenIn(mail);

    const info = await t.app.inject({ method: "GET", url: `/trpc/auth.invitation?input=${encodeURIComponent(JSON.stringify({ token }))}` });
    expect(info.json().result.data).toEqual({ email: "camille@example.com", role: "editor", lang: "fr" });

    const res = await accept(token, "Camille");
    expect(res.statusCode, res.body).toBe(200);
    const cookie = res.cookies.find((c) => c.name === "lumiere_session");
    expect(cookie).toBeDefined();
    const me = await call(t.app, "query", "auth.me", undefined, `lumiere_session=${cookie?.value}`);
    expect(me.body.result?.data).toMatchObject({ username: "camille", displayName: "Camille Roux", role: "editor", lang: "fr" });
    expect(dataOf<{ permissions: string[] }>(me).permissions).toContain("content.publish");
    expect(dataOf<{ permissions: string[] }>(me).permissions).not.toContain("settings");
  });

  it("work once: the same link is refused afterwards and creates nobody", async () => {
    await invite("once@example.com", "sales", "en");
    const token = tokenIn(await mailTo(smtp, "once@example.com"));
    expect((await accept(token, "first")).statusCode).toBe(200);
    const again = await accept(token, "second");
    expect(again.json()[0].error.message).toBe("This invitation has already been used.");
    expect(again.json()[0].error.data.httpStatus).toBe(409);
    expect(
      (await t.app.inject({ method: "POST", url: "/api/auth/login", payload: { username: "second", password: "a long enough password" } }))
        .statusCode,
    ).toBe(401);
  });

  it("are refused once expired, and once withdrawn", async () => {
    const { id } = await invite("late@example.com", "author", "en");
    const token = tokenIn(await mailTo(smtp, "late@example.com"));
    await t.app.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, id));
    const expired = await accept(token, "late");
    expect(expired.json()[0].error.message).toBe("This invitation has expired. Ask for a new one.");

    const second = await invite("withdrawn@example.com", "author", "en");
    const withdrawnToken = tokenIn(await mailTo(smtp, "withdrawn@example.com"));
    expect((await call(t.app, "mutation", "admin.people.revokeInvitation", { id: second.id }, admin)).status).toBe(200);
    const withdrawn = await accept(withdrawnToken, "withdrawn");
    expect(withdrawn.json()[0].error.message).toBe("This invitation has been withdrawn.");
    const list = await call(t.app, "query", "admin.people.list", undefined, admin);
    const pending = dataOf<{ invitations: Array<{ email: string }> }>(list).invitations.map((i) => i.email);
    expect(pending).not.toContain("withdrawn@example.com");
    expect(pending).not.toContain("late@example.com");
  });

  it("refuse a forged token, and an address a person already uses", async () => {
    const forged = await accept("A".repeat(43), "forger");
    expect(forged.json()[0].error.data.httpStatus).toBe(404);
    const taken = await call(t.app, "mutation", "admin.people.invite", { email: "camille@example.com", role: "sales", lang: "en" }, admin);
    expect(taken.status).toBe(400);
  });

  it("keep the first administrator as they are, and list everyone", async () => {
    const list = await call(t.app, "query", "admin.people.list", undefined, admin);
    const people = dataOf<{ people: Array<{ username: string; role: string; isSelf: boolean }> }>(list).people;
    expect(people[0]).toMatchObject({ username: "admin", role: "administrator", isSelf: true });
    expect(people.map((p) => p.username)).toEqual(expect.arrayContaining(["camille", "first"]));
  });
});
