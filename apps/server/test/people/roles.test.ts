// What roles and people change for a user: an author works on their own articles only and never
// publishes; the last administrator stays one; an ended session is signed out; a lead assigned to
// someone reaches them by e-mail in their language; two-factor, when required, comes first.
import type { FastifyBaseLogger } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ensureFirstAdmin } from "../../src/auth/first-admin";
import { buildTestApp, dbLabel, loginCookie, type TestApp } from "../helpers/app";
import { startSmtp, useSmtp } from "../leads/smtp";
import { call, dataOf, PASSWORD, signedInPerson } from "./support";

const silent = { info() {}, warn() {}, error() {} } as unknown as FastifyBaseLogger;
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let admin: string;
let author: { id: number; cookie: string };

beforeAll(async () => {
  t = await buildTestApp({}, { outbox: { pollMs: 100, retryBaseMs: 200 } });
  smtp = await startSmtp();
  admin = await loginCookie(t.app);
  expect((await useSmtp(t.app, admin, smtp.port)).statusCode).toBe(200);
  author = await signedInPerson(t.app, "author", "writer", { displayName: "Wren Writer" });
});
afterAll(async () => {
  await smtp?.close();
  await t?.close();
});

const message = (r: Awaited<ReturnType<typeof call>>) => r.body.error?.message;

describe(`an author (${dbLabel})`, () => {
  it("creates an article that stays a draft, and cannot publish it", async () => {
    const created = await call(t.app, "mutation", "admin.articles.create", { title_en: "Wren's notes", title_fr: "Notes" }, author.cookie);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = dataOf<{ id: number }>(created).id;
    const item = await call(t.app, "query", "admin.editorial.get", { ref: { kind: "article", id } }, admin);
    expect(dataOf<{ item: { status: { en: { state: string; live: boolean } } } }>(item).item.status.en).toMatchObject({
      state: "draft",
      live: false,
    });
    const publish = await call(
      t.app,
      "mutation",
      "admin.editorial.transition",
      { ref: { kind: "article", id }, action: "publish" },
      author.cookie,
    );
    expect(publish.status).toBe(403);
    const save = await call(
      t.app,
      "mutation",
      "admin.articles.update",
      { id, title_en: "Wren's notes", title_fr: "Notes", action: "publish" },
      author.cookie,
    );
    expect(save.status).toBe(403);
    const review = await call(
      t.app,
      "mutation",
      "admin.editorial.transition",
      { ref: { kind: "article", id }, action: "review" },
      author.cookie,
    );
    expect(review.status).toBe(200);
    // The activity feed names the author by their display name.
    const feed = await call(t.app, "query", "admin.activity.page", { ref: { kind: "article", id } }, admin);
    expect(dataOf<{ items: Array<{ actorName: string }> }>(feed).items[0]?.actorName).toBe("Wren Writer");
  });

  it("cannot take their own published article off the site", async () => {
    const created = await call(
      t.app,
      "mutation",
      "admin.articles.create",
      { title_en: "Wren's live notes", title_fr: "Notes en ligne" },
      author.cookie,
    );
    const id = dataOf<{ id: number }>(created).id;
    const ref = { kind: "article", id };
    expect((await call(t.app, "mutation", "admin.editorial.transition", { ref, action: "publish" }, admin)).status).toBe(200);
    const unpublish = await call(t.app, "mutation", "admin.editorial.transition", { ref, action: "unpublish" }, author.cookie);
    expect(unpublish.status).toBe(403);
    const item = await call(t.app, "query", "admin.editorial.get", { ref }, admin);
    expect(dataOf<{ item: { status: { en: { live: boolean }; fr: { live: boolean } } } }>(item).item.status).toMatchObject({
      en: { live: true },
      fr: { live: true },
    });
  });

  it("cannot change an article someone else created", async () => {
    const other = await call(
      t.app,
      "mutation",
      "admin.articles.create",
      { title_en: "Admin's", title_fr: "Admin", action: "draft" },
      admin,
    );
    const id = dataOf<{ id: number }>(other).id;
    const res = await call(
      t.app,
      "mutation",
      "admin.articles.update",
      { id, title_en: "Taken", title_fr: "Pris", action: "draft" },
      author.cookie,
    );
    expect(res.status).toBe(403);
    expect(message(res)).toBe("You can only change the articles you created.");
    // The admin's list says whose each article is, so an author is offered Edit on their own only.
    const me = dataOf<{ id: number }>(await call(t.app, "query", "auth.me", undefined, author.cookie));
    const listed = await call(t.app, "query", "admin.articles.page", { q: "Admin's" }, author.cookie);
    const row = dataOf<{ items: Array<{ id: number; ownerId: number | null }> }>(listed).items.find((a) => a.id === id);
    expect(row?.ownerId).not.toBe(me.id);
    expect(row?.ownerId).toEqual(expect.any(Number));
    const copy = await call(t.app, "query", "admin.editorial.get", { ref: { kind: "article", id } }, admin);
    expect(dataOf<{ copy: { title_en: string } }>(copy).copy.title_en).toBe("Admin's");
  });
});

describe(`administrators and sessions (${dbLabel})`, () => {
  it("keep the last administrator: neither demoted nor removed; nobody removes themselves", async () => {
    const list = await call(t.app, "query", "admin.people.list", undefined, admin);
    const self = dataOf<{ people: Array<{ id: number; isSelf: boolean }> }>(list).people.find((p) => p.isSelf);
    const demote = await call(t.app, "mutation", "admin.people.setRole", { userId: self?.id, role: "editor" }, admin);
    expect(demote.status).toBe(409);
    expect(message(demote)).toBe("The last administrator cannot be removed or given another role.");
    const remove = await call(t.app, "mutation", "admin.people.remove", { userId: self?.id }, admin);
    expect(message(remove)).toBe("You cannot remove yourself.");
    const me = await call(t.app, "query", "auth.me", undefined, admin);
    expect(dataOf<{ role: string }>(me).role).toBe("administrator");
  });

  it("make the ADMIN_USERNAME account an administrator again at start, once demoted by another", async () => {
    const other = await signedInPerson(t.app, "administrator", "second-admin");
    const list = await call(t.app, "query", "admin.people.list", undefined, other.cookie);
    const first = dataOf<{ people: Array<{ id: number; username: string }> }>(list).people.find((p) => p.username === "admin");
    expect((await call(t.app, "mutation", "admin.people.setRole", { userId: first?.id, role: "editor" }, other.cookie)).status).toBe(200);
    expect(dataOf<{ role: string }>(await call(t.app, "query", "auth.me", undefined, admin)).role).toBe("editor");
    await ensureFirstAdmin(t.app.db, silent, { username: "admin", password: "correct horse battery" });
    expect(dataOf<{ role: string }>(await call(t.app, "query", "auth.me", undefined, admin)).role).toBe("administrator");
    expect((await call(t.app, "mutation", "admin.people.remove", { userId: other.id }, admin)).status).toBe(200);
  });

  it("end a session: its next request is signed out (401)", async () => {
    const second = await loginCookie(t.app, "writer", PASSWORD);
    const own = await call(t.app, "query", "admin.people.sessions", undefined, author.cookie);
    const sessions = dataOf<Array<{ id: string; current: boolean }>>(own);
    expect(sessions.length).toBeGreaterThanOrEqual(2);
    const other = sessions.find((s) => !s.current);
    expect(other?.id).toMatch(/^[0-9a-f]{16}$/);
    // The admin ends every session of the author but one; the author ends the other themselves.
    const mine = await call(t.app, "query", "admin.people.sessions", { userId: author.id }, admin);
    expect(dataOf<unknown[]>(mine).length).toBe(sessions.length);
    const revoked = await call(t.app, "mutation", "admin.people.revokeAllSessions", {}, second);
    expect(revoked.status, JSON.stringify(revoked.body)).toBe(200);
    expect((await call(t.app, "query", "admin.articles.page", {}, author.cookie)).status).toBe(401);
    expect((await call(t.app, "query", "admin.articles.page", {}, second)).status).toBe(200);
    author.cookie = second;
  });

  it("change a password: the other sessions end, the new password signs in", async () => {
    const other = await loginCookie(t.app, "writer", PASSWORD);
    const res = await call(
      t.app,
      "mutation",
      "admin.account.changePassword",
      { currentPassword: PASSWORD, newPassword: "another long password" },
      author.cookie,
    );
    expect(res.status).toBe(200);
    expect((await call(t.app, "query", "admin.articles.page", {}, other)).status).toBe(401);
    expect((await call(t.app, "query", "admin.articles.page", {}, author.cookie)).status).toBe(200);
    author.cookie = await loginCookie(t.app, "writer", "another long password");
  });
});

describe(`lead assignment (${dbLabel})`, () => {
  it("e-mails the assignee in their language, and shows them on the lead", async () => {
    const sales = await signedInPerson(t.app, "sales", "sam", { email: "sam@lumiere.test", displayName: "Sam Sales", lang: "fr" });
    const lead = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      payload: { firstName: "Ada", lastName: "Byron", email: "ada@example.com", subject: "project", message: "Hello" },
    });
    expect(lead.statusCode, lead.body).toBe(201);
    const inbox = await call(t.app, "query", "admin.leads.list", { kind: "contact" }, admin);
    const id = dataOf<{ items: Array<{ id: number; email: string }> }>(inbox).items.find((r) => r.email === "ada@example.com")?.id;
    // Only someone who works the inbox can be given a lead.
    const toAuthor = await call(t.app, "mutation", "admin.leads.assign", { kind: "contact", id, userId: author.id }, admin);
    expect(toAuthor.body.error?.data).toMatchObject({ httpStatus: 400, fieldErrors: { userId: "You do not have permission to do this." } });
    const res = await call(t.app, "mutation", "admin.leads.assign", { kind: "contact", id, userId: sales.id }, admin);
    expect(dataOf(res), JSON.stringify(res.body)).toEqual({ assignee: { id: sales.id, name: "Sam Sales" } });
    await vi.waitFor(() => expect(smtp.received.find((m) => m.to.includes("sam@lumiere.test"))).toBeDefined(), { timeout: 15_000 });
    const mail = smtp.received.find((m) => m.to.includes("sam@lumiere.test"));
    expect(mail?.subject).toContain("Contact qui vous est attribué\u00a0: Ada Byron");
    expect(mail?.body).toContain("/fr/admin?section=contacts");

    const notes = await call(t.app, "mutation", "admin.leads.update", { kind: "contact", id, notes: "Called back" }, sales.cookie);
    expect(notes.status).toBe(200);
    const list = await call(t.app, "query", "admin.leads.list", { kind: "contact" }, admin);
    const row = dataOf<{ items: Array<{ id: number; assignee: unknown; notesBy: string; notesAt: string | null }> }>(list).items.find(
      (r) => r.id === id,
    );
    expect(row).toMatchObject({ assignee: { id: sales.id, name: "Sam Sales" }, notesBy: "Sam Sales" });
    expect(row?.notesAt).not.toBeNull();
  });
});

describe(`required two-factor (${dbLabel})`, () => {
  it("leaves a person without it only their account until they set it up", async () => {
    const on = await t.app.inject({
      method: "PUT",
      url: "/api/admin/settings",
      headers: { cookie: admin },
      payload: { type: "security", data: { sessionTimeout: "60", requireTwoFactor: true } },
    });
    expect(on.statusCode).toBe(200);
    const me = await call(t.app, "query", "auth.me", undefined, author.cookie);
    expect(dataOf<{ twoFactorRequired: boolean }>(me).twoFactorRequired).toBe(true);
    const list = await call(t.app, "query", "admin.articles.page", {}, author.cookie);
    expect(list.status).toBe(403);
    expect(message(list)).toBe("Two-factor authentication is required: set it up in your account to continue.");
    expect((await call(t.app, "query", "admin.people.sessions", undefined, author.cookie)).status).toBe(200);
    expect((await call(t.app, "mutation", "admin.settings.twoFactorSetup", undefined, author.cookie)).status).toBe(200);
    const off = await call(t.app, "mutation", "admin.settings.twoFactorDisable", { code: "123456" }, author.cookie);
    expect(off.status).toBe(409);
    expect(message(off)).toBe("Two-factor authentication is required on this site: it cannot be turned off.");
    // It applies to administrators too: this one has not set it up either.
    const settings = await t.app.inject({ method: "GET", url: "/api/admin/settings", headers: { cookie: admin } });
    expect(settings.statusCode).toBe(403);
  });
});
