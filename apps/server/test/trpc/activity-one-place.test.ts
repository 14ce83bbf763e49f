// The activity feed is written by the domain, in the transaction of the change it describes: each
// admin action, whether it came through /trpc (batched) or /api, leaves exactly one entry naming
// whoever did it, and an action that was refused leaves none.
import { asc, auditLog, contacts, gt, max, users } from "@lumiere/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../src/auth/passwords";
import { currentTotp } from "../../src/auth/totp";
import { buildTestApp, dbLabel, type TestApp } from "../helpers/app";
import { batchResults, statusesOf, trpcBatch, trpcMutation } from "./support";

// Not the seeded "admin": the entries must name the account that acted.
const USERNAME = "ines";
const PASSWORD = "a long enough passphrase";

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.db.insert(users).values({ username: USERNAME, passwordHash: await hashPassword(PASSWORD) });
  cookie = await signIn();
});
afterAll(async () => {
  await t?.close();
});

async function signIn(code?: string): Promise<string> {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { username: USERNAME, password: PASSWORD, lang: "fr", ...(code ? { code } : {}) },
  });
  expect(res.statusCode, res.body).toBe(200);
  const set = res.cookies.find((c) => c.name === "lumiere_session");
  if (!set) throw new Error("no session cookie");
  return `lumiere_session=${set.value}`;
}

const api = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload: payload as object }) });

/** The newest entry's id: what a step writes is what comes after it. */
async function mark(): Promise<number> {
  const [last] = await t.app.db.select({ id: max(auditLog.id) }).from(auditLog);
  return last?.id ?? 0;
}
const since = (id: number) => t.app.db.select().from(auditLog).where(gt(auditLog.id, id)).orderBy(asc(auditLog.id));

const entry = (topic: string) => ({
  topic,
  questions_en: "",
  questions_fr: "",
  answer_en: "An answer.",
  answer_fr: "Une réponse.",
  enabled: true,
});

describe(`activity is recorded once, by the domain (${dbLabel})`, () => {
  it("records the sign-in through /api, with the account and its language", async () => {
    const before = await mark();
    await signIn();
    const written = await since(before);
    expect(written.map((e) => [e.action, e.actor, e.data])).toEqual([["sign_in", USERNAME, { lang: "fr" }]]);
  });

  it("a batch of two knowledge creations through /trpc writes one entry each, naming the entry created", async () => {
    const before = await mark();
    const res = await trpcBatch(t.app, "admin.knowledge.create", [entry("Opening hours"), entry("Parking")], { cookie });
    const results = batchResults(res);
    expect(statusesOf(results)).toEqual([200, 200]);
    const ids = results.map((r) => String((r.result?.data as { id?: number } | undefined)?.id));
    // The calls of a batch may run at once: the entries are compared whatever their order.
    const written = (await since(before)).map((e) => [e.action, e.actor, e.subjectKind, e.subjectId, e.data]);
    expect(written).toHaveLength(2);
    expect(written).toEqual(
      expect.arrayContaining([
        ["knowledge.create", USERNAME, "knowledge", ids[0], { topic: "Opening hours" }],
        ["knowledge.create", USERNAME, "knowledge", ids[1], { topic: "Parking" }],
      ]),
    );
  });

  it("in a batch, the update that succeeds is recorded and the refused ones are not", async () => {
    const created = await trpcMutation(t.app, "admin.knowledge.create", entry("Languages"), { cookie });
    const id = created.json<{ result: { data: { id: number } } }>().result.data.id;
    const before = await mark();
    const res = await trpcBatch(
      t.app,
      "admin.knowledge.update",
      [
        { id, ...entry("Languages spoken") },
        { id: 999_999, ...entry("Nowhere") },
        { id, ...entry(" "), answer_en: "" },
      ],
      { cookie },
    );
    expect(statusesOf(batchResults(res))).toEqual([200, 404, 400]);
    const written = await since(before);
    expect(written.map((e) => [e.action, e.actor, e.subjectId, e.data])).toEqual([
      ["knowledge.update", USERNAME, String(id), { topic: "Languages spoken" }],
    ]);
    const removed = await trpcBatch(t.app, "admin.knowledge.delete", [{ id }, { id }], { cookie });
    expect(statusesOf(batchResults(removed)).sort()).toEqual([200, 404]);
    expect((await since(before)).filter((e) => e.action === "knowledge.delete").map((e) => e.subjectId)).toEqual([String(id)]);
  });

  it("a lead update and deletion are recorded once; a missing lead records nothing", async () => {
    const [lead] = await t.app.db
      .insert(contacts)
      .values({ firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", subject: "project", message: "Hello there" })
      .returning({ id: contacts.id });
    const ref = { kind: "contact", id: lead!.id };
    const before = await mark();
    const updates = await trpcBatch(
      t.app,
      "admin.leads.update",
      [
        { ...ref, status: "contacted" },
        { kind: "contact", id: 999_999, notes: "x" },
      ],
      {
        cookie,
      },
    );
    expect(statusesOf(batchResults(updates))).toEqual([200, 404]);
    // The calls of a batch may run at once: one of the two deletions wins.
    const removed = await trpcBatch(t.app, "admin.leads.remove", [ref, ref], { cookie });
    expect(statusesOf(batchResults(removed)).sort()).toEqual([200, 404]);
    const written = await since(before);
    expect(written.map((e) => [e.action, e.actor, e.subjectKind, e.subjectId])).toEqual([
      ["lead.update", USERNAME, "contact", String(lead!.id)],
      ["lead.delete", USERNAME, "contact", String(lead!.id)],
    ]);
    // The entry never holds the lead's personal data.
    expect(JSON.stringify(written)).not.toContain("ada@example.com");
  });

  it("settings saved through /api are recorded once, without their values; invalid ones are not", async () => {
    const before = await mark();
    const seo = { type: "seo", data: { metaTitle: "Lumière", metaDescription: "Consulting", googleAnalyticsId: "" } };
    expect((await api("PUT", "/api/admin/settings", seo)).statusCode).toBe(200);
    expect((await api("PUT", "/api/admin/settings", { type: "seo", data: { metaTitle: "x".repeat(500) } })).statusCode).toBe(400);
    const ai = (await api("GET", "/api/admin/ai-settings")).json<Record<string, unknown>>();
    expect((await api("PUT", "/api/admin/ai-settings", ai)).statusCode).toBe(200);
    expect((await api("PUT", "/api/admin/ai-settings", { ...ai, temperature: 7 })).statusCode).toBe(400);
    const written = await since(before);
    expect(written.map((e) => [e.action, e.actor, e.subjectKind, e.subjectId, e.data])).toEqual([
      ["settings.save", USERNAME, "settings", "seo", {}],
      ["ai_settings.save", USERNAME, "settings", "ai", {}],
    ]);
  });

  it("an export through /api is recorded once with the list it exported", async () => {
    const before = await mark();
    expect((await api("GET", "/api/admin/leads/export?kind=contact&status=new")).statusCode).toBe(200);
    expect((await api("GET", "/api/admin/leads/export?kind=nonsense")).statusCode).toBe(400);
    const written = await since(before);
    expect(written.map((e) => [e.action, e.actor, e.subjectKind, e.data])).toEqual([
      ["lead.export", USERNAME, "contact", { status: "new" }],
    ]);
  });

  it("two-factor on through /api and off through /trpc are recorded once each; a wrong code records nothing", async () => {
    const before = await mark();
    const { secret } = (await api("POST", "/api/admin/2fa/setup")).json<{ secret: string }>();
    const wrong = currentTotp(secret) === "000000" ? "111111" : "000000";
    expect((await api("POST", "/api/admin/2fa/enable", { code: wrong, password: PASSWORD })).statusCode).toBe(400);
    expect((await api("POST", "/api/admin/2fa/enable", { code: currentTotp(secret), password: PASSWORD })).statusCode).toBe(200);
    const [off] = batchResults(await trpcBatch(t.app, "admin.settings.twoFactorDisable", [{ code: currentTotp(secret) }], { cookie }));
    expect(off?.error).toBeUndefined();
    const written = await since(before);
    expect(written.map((e) => [e.action, e.actor])).toEqual([
      ["two_factor.enable", USERNAME],
      ["two_factor.disable", USERNAME],
    ]);
  });

  it("signing out through /trpc is recorded once; signing out without a session records nothing", async () => {
    const other = await signIn();
    const before = await mark();
    expect((await trpcMutation(t.app, "auth.logout", undefined, { cookie: other })).statusCode).toBe(200);
    expect((await trpcMutation(t.app, "auth.logout", undefined, { cookie: other })).statusCode).toBe(200);
    const written = await since(before);
    expect(written.map((e) => [e.action, e.actor])).toEqual([["sign_out", USERNAME]]);
  });
});
