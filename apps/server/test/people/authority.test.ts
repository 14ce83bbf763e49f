// What a person loses with a permission, and who may reach what: an invitation lasts only as long
// as its inviter may manage people; the current password of a password change is a guess counted
// as a sign-in's; other people's sessions need what the People section needs, two-factor included;
// a lead's e-mails go to its assignee only while their role may work the inbox.
import { eq, outbox, users } from "@lumiere/db";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildTestApp, dbLabel, loginCookie, type TestApp } from "../helpers/app";
import { startSmtp, useSmtp } from "../leads/smtp";
import { mailTo } from "../helpers/mail";
import { batchResults, statusesOf, trpcBatch, trpcQueryBatch } from "../trpc/support";
import { call, dataOf, PASSWORD, signedInPerson } from "./support";

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let admin: string;

beforeAll(async () => {
  t = await buildTestApp({}, { outbox: { pollMs: 100, retryBaseMs: 200 } });
  smtp = await startSmtp();
  admin = await loginCookie(t.app);
  expect((await useSmtp(t.app, admin, smtp.port)).statusCode).toBe(200);
});
afterAll(async () => {
  await smtp?.close();
  await t?.close();
});

type Team = {
  people: Array<{ id: number; username: string; invitedBy: string | null }>;
  invitations: Array<{ email: string; invitedBy: string | null }>;
};
const team = async () => dataOf<Team>(await call(t.app, "query", "admin.people.list", undefined, admin));

/** `inviter` invites `email` through /trpc; the token of the link the e-mail carries. */
async function invite(inviter: string, email: string, role: string): Promise<string> {
  const res = await call(t.app, "mutation", "admin.people.invite", { email, role, lang: "en" }, inviter);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return /\/admin\/invite#token=([A-Za-z0-9_-]{43})/.exec((await mailTo(smtp, email)).body)?.[1] ?? "";
}

/** Accepts through a batched /trpc call, as the invitation page does. */
async function accept(token: string, username: string) {
  const res = await trpcBatch(t.app, "auth.acceptInvitation", [{ token, username, displayName: "New Person", password: PASSWORD }]);
  const [answer] = batchResults(res);
  return { answer, signedIn: res.cookies.some((c) => c.name === "lumiere_session" && c.value) };
}

const signIn = (username: string, password: string, ip = "127.0.0.1") =>
  t.app.inject({ method: "POST", url: "/api/auth/login", remoteAddress: ip, payload: { username, password } });

describe(`invitations follow their inviter's authority (${dbLabel})`, () => {
  it("the Team list says who invited whom: pending invitations and the people who accepted one", async () => {
    const ada = await signedInPerson(t.app, "administrator", "ada", { email: "ada@lumiere.test", displayName: "Ada Admin" });
    const token = await invite(ada.cookie, "eve@example.com", "editor");
    expect((await team()).invitations).toContainEqual(expect.objectContaining({ email: "eve@example.com", invitedBy: "Ada Admin" }));
    expect((await accept(token, "eve")).answer?.result).toBeDefined();
    const people = (await team()).people;
    expect(people.find((p) => p.username === "eve")?.invitedBy).toBe("Ada Admin");
    // The first account was invited by nobody.
    expect(people.find((p) => p.username === "admin")?.invitedBy).toBeNull();
  });

  it("an administrator demoted after inviting cannot come back as an administrator through that invitation", async () => {
    const mallory = await signedInPerson(t.app, "administrator", "mallory", { email: "mallory@lumiere.test" });
    const token = await invite(mallory.cookie, "mallory.spare@example.com", "administrator");
    const demoted = await call(t.app, "mutation", "admin.people.setRole", { userId: mallory.id, role: "editor" }, admin);
    expect(demoted.status).toBe(200);
    // Withdrawn with the demotion: gone from the Team list, its link refused, nobody created.
    expect((await team()).invitations.map((i) => i.email)).not.toContain("mallory.spare@example.com");
    const before = (await team()).people.length;
    const { answer, signedIn } = await accept(token, "mallory2");
    expect(answer?.error?.data.httpStatus).toBe(409);
    expect(answer?.error?.message).toBe("This invitation has been withdrawn.");
    expect(signedIn).toBe(false);
    expect((await team()).people.length).toBe(before);
    expect((await signIn("mallory2", PASSWORD)).statusCode).toBe(401);
  });

  it("a removed administrator's invitations are withdrawn with them", async () => {
    const cy = await signedInPerson(t.app, "administrator", "cy", { email: "cy@lumiere.test" });
    const token = await invite(cy.cookie, "cy.spare@example.com", "administrator");
    expect((await call(t.app, "mutation", "admin.people.remove", { userId: cy.id }, admin)).status).toBe(200);
    expect((await team()).invitations.map((i) => i.email)).not.toContain("cy.spare@example.com");
    const { answer, signedIn } = await accept(token, "cy2");
    expect(answer?.error?.message).toBe("This invitation has been withdrawn.");
    expect(signedIn).toBe(false);
    expect((await signIn("cy2", PASSWORD)).statusCode).toBe(401);
  });

  it("an invitation still pending from an inviter who lost the right (an older demotion or removal) is refused at acceptance", async () => {
    const bea = await signedInPerson(t.app, "administrator", "bea", { email: "bea@lumiere.test" });
    const demotedToken = await invite(bea.cookie, "bea.spare@example.com", "administrator");
    const dan = await signedInPerson(t.app, "administrator", "dan", { email: "dan@lumiere.test" });
    const removedToken = await invite(dan.cookie, "dan.spare@example.com", "administrator");
    // As a version that changed roles and removed people without touching invitations left them.
    await t.app.db.update(users).set({ role: "sales" }).where(eq(users.id, bea.id));
    await t.app.db.delete(users).where(eq(users.id, dan.id));
    const refusal = "This invitation is no longer valid: the person who sent it can no longer invite people. Ask for a new one.";

    const info = await call(t.app, "query", "auth.invitation", { token: demotedToken }, "");
    expect(info.body.error).toMatchObject({ message: refusal, data: { code: "CONFLICT", messageId: "server.invitationInviterLost" } });
    for (const [token, username] of [
      [demotedToken, "bea2"],
      [removedToken, "dan2"],
    ] as const) {
      const { answer, signedIn } = await accept(token, username);
      expect(answer?.error?.data.httpStatus).toBe(409);
      expect(answer?.error?.message).toBe(refusal);
      expect(signedIn).toBe(false);
      expect((await signIn(username, PASSWORD)).statusCode).toBe(401);
    }
  });
});

describe(`changing a password counts the current one as a guess (${dbLabel})`, () => {
  it("20 wrong current passwords in one /trpc batch: 5 are checked, the rest wait, and so does sign-in from that address", async () => {
    const pat = await signedInPerson(t.app, "sales", "pat");
    const ip = "192.0.2.77";
    const guesses = await trpcBatch(
      t.app,
      "admin.account.changePassword",
      Array.from({ length: 20 }, (_, i) => ({ currentPassword: `guess number ${i}`, newPassword: "a brand new password" })),
      { cookie: pat.cookie, ip },
    );
    const results = batchResults(guesses);
    const statuses = statusesOf(results);
    expect(statuses.filter((s) => s === 400)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    const waited = results.find((r) => r.error?.data.httpStatus === 429)?.error;
    expect(waited?.data).toMatchObject({ messageId: "server.signInWaitMinutes" });
    expect(waited?.message).toMatch(/^Too many failed sign-in attempts\. Please try again in \d+ minutes\.$/);
    expect(Number(guesses.headers["retry-after"])).toBeGreaterThan(60);

    // The right current password waits too from that address, and so does a sign-in: one count.
    const right = await trpcBatch(
      t.app,
      "admin.account.changePassword",
      [{ currentPassword: PASSWORD, newPassword: "a brand new password" }],
      { cookie: pat.cookie, ip },
    );
    expect(statusesOf(batchResults(right))).toEqual([429]);
    expect((await signIn("pat", PASSWORD, ip)).statusCode).toBe(429);
  });
});

describe(`assigned leads follow the assignee's role (${dbLabel})`, () => {
  const newContact = async (email: string) => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      payload: { firstName: "Lee", lastName: "Lead", email, subject: "project", message: "Hello" },
    });
    expect(res.statusCode, res.body).toBe(201);
    const inbox = await call(t.app, "query", "admin.leads.list", { kind: "contact" }, admin);
    return dataOf<{ items: Array<{ id: number; email: string; assignee: unknown }> }>(inbox).items.find((r) => r.email === email)?.id;
  };
  const assigneeOf = async (id: number | undefined) => {
    const inbox = await call(t.app, "query", "admin.leads.list", { kind: "contact" }, admin);
    return dataOf<{ items: Array<{ id: number; assignee: unknown }> }>(inbox).items.find((r) => r.id === id)?.assignee;
  };
  /** Waits until the outbox holds no unsent message to `to` (sent, or dropped at send time). */
  const outboxSettled = (to: string) =>
    vi.waitFor(
      async () => {
        const rows = await t.app.db.select({ status: outbox.status }).from(outbox).where(eq(outbox.toAddress, to));
        expect(rows.filter((r) => r.status !== "sent")).toEqual([]);
      },
      { timeout: 15_000 },
    );

  it("a demoted assignee's leads go back to the shared inbox, and a mail queued before does not reach them", async () => {
    const sol = await signedInPerson(t.app, "sales", "sol", { email: "sol@lumiere.test", displayName: "Sol Sales" });
    const id = await newContact("lee1@example.com");
    // The mail server is down when the lead is assigned: the assignee's e-mail waits for a retry.
    const down = await startSmtp();
    await down.close();
    expect((await useSmtp(t.app, admin, down.port)).statusCode).toBe(200);
    // A pass already under way with the working server's settings ends before the lead is assigned.
    await t.app.outbox.runOnce();
    expect((await call(t.app, "mutation", "admin.leads.assign", { kind: "contact", id, userId: sol.id }, admin)).status).toBe(200);
    expect(await assigneeOf(id)).toMatchObject({ id: sol.id });
    expect((await call(t.app, "mutation", "admin.people.setRole", { userId: sol.id, role: "editor" }, admin)).status).toBe(200);
    expect(await assigneeOf(id)).toBeNull();
    expect((await useSmtp(t.app, admin, smtp.port)).statusCode).toBe(200);
    t.app.outbox.wake();
    await outboxSettled("sol@lumiere.test");
    expect(smtp.received.filter((m) => m.to.includes("sol@lumiere.test"))).toEqual([]);
  });

  it("the role decides at send time: an assignee whose role no longer works the inbox is not e-mailed", async () => {
    const sid = await signedInPerson(t.app, "sales", "sid", { email: "sid@lumiere.test" });
    const id = await newContact("lee2@example.com");
    const down = await startSmtp();
    await down.close();
    expect((await useSmtp(t.app, admin, down.port)).statusCode).toBe(200);
    await t.app.outbox.runOnce();
    expect((await call(t.app, "mutation", "admin.leads.assign", { kind: "contact", id, userId: sid.id }, admin)).status).toBe(200);
    // A role changed while the lead stays assigned (as an older version left it).
    await t.app.db.update(users).set({ role: "author" }).where(eq(users.id, sid.id));
    expect((await useSmtp(t.app, admin, smtp.port)).statusCode).toBe(200);
    t.app.outbox.wake();
    await outboxSettled("sid@lumiere.test");
    expect(smtp.received.filter((m) => m.to.includes("sid@lumiere.test"))).toEqual([]);
  });
});

// Last: it turns on the two-factor requirement, which the administrator here has not set up.
describe(`other people's sessions need the People section's permission and two-factor (${dbLabel})`, () => {
  it("an administrator without two-factor, when it is required, sees and ends only their own sessions", async () => {
    const kim = await signedInPerson(t.app, "sales", "kim");
    const kimSessions = dataOf<Array<{ id: string }>>(await call(t.app, "query", "admin.people.sessions", undefined, kim.cookie));
    const on = await t.app.inject({
      method: "PUT",
      url: "/api/admin/settings",
      headers: { cookie: admin },
      payload: { type: "security", data: { sessionTimeout: "60", requireTwoFactor: true } },
    });
    expect(on.statusCode).toBe(200);
    const required = "Two-factor authentication is required: set it up in your account to continue.";

    const listed = await call(t.app, "query", "admin.people.sessions", { userId: kim.id }, admin);
    expect(listed.status).toBe(403);
    expect(listed.body.error?.message).toBe(required);
    const batch = batchResults(
      await trpcQueryBatch(
        t.app,
        [
          ["admin.people.sessions", undefined],
          ["admin.people.sessions", { userId: kim.id }],
        ],
        { cookie: admin },
      ),
    );
    expect(statusesOf(batch)).toEqual([200, 403]);
    const ended = await call(t.app, "mutation", "admin.people.revokeSession", { userId: kim.id, sessionId: kimSessions[0]?.id }, admin);
    expect(ended.status).toBe(403);
    const all = await trpcBatch(t.app, "admin.people.revokeAllSessions", [{ userId: kim.id }], { cookie: admin });
    expect(statusesOf(batchResults(all))).toEqual([403]);
    // Kim is still signed in; the administrator still manages their own sessions.
    expect((await call(t.app, "query", "admin.people.sessions", undefined, kim.cookie)).status).toBe(200);
    const own = await call(t.app, "mutation", "admin.people.revokeAllSessions", {}, admin);
    expect(own.status).toBe(200);

    // With two-factor set up, the administrator may again.
    await t.app.db.update(users).set({ totpSecret: "JBSWY3DPEHPK3PXP" }).where(eq(users.username, "admin"));
    expect((await call(t.app, "query", "admin.people.sessions", { userId: kim.id }, admin)).status).toBe(200);
  });
});
