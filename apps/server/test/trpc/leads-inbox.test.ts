import { auditLog, chatMessages, consultations, contacts, eq, outbox, prospects } from "@lumiere/db";
import { describe, expect, it } from "vitest";
import { pruneExpiredLeads } from "../../src/domain/leads/index";
import { dbLabel, useSignedInApp } from "../helpers/app";

const t = useSignedInApp();

type TrpcResult<T> = {
  result?: { data: T };
  error?: { message: string; data: { httpStatus: number; fieldErrors?: Record<string, string> } };
};

/** Batched tRPC calls, as the browser's link sends them. */
async function query<T>(path: string, input: unknown): Promise<TrpcResult<T>> {
  const res = await t.app.inject({
    method: "GET",
    url: `/trpc/${path}?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: input }))}`,
    headers: { cookie: t.cookie },
  });
  return res.json<TrpcResult<T>[]>()[0]!;
}
async function mutate<T>(path: string, input: unknown, withCookie = true): Promise<TrpcResult<T>> {
  const res = await t.app.inject({
    method: "POST",
    url: `/trpc/${path}?batch=1`,
    headers: withCookie ? { cookie: t.cookie } : {},
    payload: { 0: input },
  });
  return res.json<TrpcResult<T>[]>()[0]!;
}

interface Page {
  items: Array<{ id: number; email: string; status: string; notes: string; deliveries: unknown[]; consentText: string }>;
  total: number;
}

const contact = (i: number, extra: Record<string, unknown> = {}) => ({
  firstName: `First${i}`,
  lastName: `Last${i}`,
  email: `person${i}@example.com`,
  subject: "project",
  message: `Message number ${i}`,
  ...extra,
});

describe(`the leads inbox through /trpc (${dbLabel})`, () => {
  it("pages, searches and filters by status and date on the server", async () => {
    for (let i = 0; i < 12; i++) expect((await mutate("leads.createContact", contact(i), false)).result).toBeDefined();
    const first = await query<Page>("admin.leads.list", { kind: "contact", page: 1, perPage: 10 });
    expect(first.result?.data.total).toBe(12);
    expect(first.result?.data.items).toHaveLength(10);
    expect(first.result?.data.items[0]?.email).toBe("person11@example.com"); // newest first
    const second = await query<Page>("admin.leads.list", { kind: "contact", page: 2, perPage: 10 });
    expect(second.result?.data.items.map((r) => r.email)).toEqual(["person1@example.com", "person0@example.com"]);
    // The shared page sizes only.
    expect((await query<Page>("admin.leads.list", { kind: "contact", perPage: 5 })).error?.data.httpStatus).toBe(400);

    const search = await query<Page>("admin.leads.list", { kind: "contact", q: "number 7" });
    expect(search.result?.data.items.map((r) => r.email)).toEqual(["person7@example.com"]);
    // % and _ are searched literally.
    expect((await query<Page>("admin.leads.list", { kind: "contact", q: "%" })).result?.data.total).toBe(0);

    const today = new Date().toISOString().slice(0, 10);
    expect((await query<Page>("admin.leads.list", { kind: "contact", from: today, to: today })).result?.data.total).toBe(12);
    expect((await query<Page>("admin.leads.list", { kind: "contact", to: "2000-01-01" })).result?.data.total).toBe(0);
    const bad = await query<Page>("admin.leads.list", { kind: "contact", from: "yesterday" });
    expect(bad.error?.data.httpStatus).toBe(400);
    expect(bad.error?.data.fieldErrors?.from).toBe("Enter a date as YYYY-MM-DD");
  });

  it("changes a lead's status and notes, filters on the status, and refuses a status of the other kind", async () => {
    const { result } = await query<Page>("admin.leads.list", { kind: "contact", q: "person3@" });
    const id = result!.data.items[0]!.id;
    expect(
      (await mutate("admin.leads.update", { kind: "contact", id, status: "qualified", notes: "Call back Tuesday" })).result,
    ).toBeDefined();
    const qualified = await query<Page>("admin.leads.list", { kind: "contact", status: "qualified" });
    expect(qualified.result?.data.items.map((r) => [r.id, r.notes])).toEqual([[id, "Call back Tuesday"]]);
    const wrong = await mutate("admin.leads.update", { kind: "contact", id, status: "confirmed" });
    expect(wrong.error?.data.httpStatus).toBe(400);
    const missing = await mutate("admin.leads.update", { kind: "contact", id: 999999, status: "won" });
    expect(missing.error?.data.httpStatus).toBe(404);
    // A note Postgres cannot store is refused as bad input, and the saved note stays.
    const nul = await mutate("admin.leads.update", { kind: "contact", id, notes: "Call\u0000back" });
    expect(nul.error?.data.httpStatus).toBe(400);
    // The spec's REST list carries the new fields too (additive).
    const rest = await t.app.inject({ method: "GET", url: "/api/admin/contacts", headers: { cookie: t.cookie } });
    expect(rest.json<Array<Record<string, unknown>>>().find((r) => r.id === id)).toMatchObject({
      status: "qualified",
      notes: "Call back Tuesday",
    });
  });

  it("exports exactly what the filter shows, and deletes a lead with its e-mails", async () => {
    const exported = await query<{ csv: string }>("admin.leads.export", { kind: "contact", q: "Message number 1" });
    // One plain line per lead here (no quotes needed): id first, e-mail fourth.
    const lines = exported.result!.data.csv.trimEnd().split("\r\n").slice(1);
    expect(lines.map((l) => l.split(",")[3]).sort()).toEqual(["person10@example.com", "person11@example.com", "person1@example.com"]);
    const id = Number(lines[0]!.split(",")[0]);
    expect(await t.app.db.select().from(outbox).where(eq(outbox.leadId, id))).not.toHaveLength(0);
    expect((await mutate("admin.leads.remove", { kind: "contact", id })).result).toBeDefined();
    expect(await t.app.db.select().from(contacts).where(eq(contacts.id, id))).toHaveLength(0);
    expect((await t.app.db.select().from(outbox).where(eq(outbox.leadId, id))).filter((r) => r.leadKind === "contact")).toHaveLength(0);
    expect((await mutate("admin.leads.remove", { kind: "contact", id })).error?.data.httpStatus).toBe(404);
  });

  it("counts the leads new since the admin's last visit", async () => {
    const first = await query<{ contacts: number; since: string | null }>("admin.leads.sinceLastVisit", undefined);
    expect(first.error).toBeUndefined();
    expect(first.result?.data.contacts).toBeGreaterThanOrEqual(11);
  });

  it("refuses every inbox call without a session", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: `/trpc/admin.leads.list?input=${encodeURIComponent(JSON.stringify({ kind: "contact" }))}`,
    });
    expect(res.statusCode).toBe(401);
  });

  it("stores the consent line shown and the page language with the lead", async () => {
    const consentText =
      "En envoyant ce formulaire, vous acceptez que Lumière AI utilise vos données pour vous répondre. Politique de confidentialité";
    await mutate("leads.createConsultation", { name: "Hélène", email: "helene@example.fr", consentText, lang: "fr", fillMs: 9000 }, false);
    const [row] = await t.app.db.select().from(consultations).where(eq(consultations.email, "helene@example.fr"));
    expect(row?.consentText).toBe(consentText);
    expect(row?.consentAt).toBeInstanceOf(Date);
    expect(row?.lang).toBe("fr");
  });
});

describe(`bot defence without CAPTCHA (${dbLabel})`, () => {
  // A form sent faster than a person could fill it is held, not dropped: test/leads/bot-defence.test.ts.
  it("keeps the same message sent twice within a minute as one lead with one set of e-mails", async () => {
    const payload = contact(101);
    const [a, b] = await Promise.all([
      t.app.inject({ method: "POST", url: "/api/contact", payload }),
      t.app.inject({ method: "POST", url: "/api/contact", payload }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    const rows = await t.app.db.select().from(contacts).where(eq(contacts.email, "person101@example.com"));
    expect(rows).toHaveLength(1);
    expect(
      (await t.app.db.select().from(outbox).where(eq(outbox.leadId, rows[0]!.id))).filter((r) => r.leadKind === "contact"),
    ).toHaveLength(2);
    // A different message from the same person is a new lead.
    await t.app.inject({ method: "POST", url: "/api/contact", payload: { ...payload, message: "One more thing" } });
    expect(await t.app.db.select().from(contacts).where(eq(contacts.email, "person101@example.com"))).toHaveLength(2);
  });
});

describe(`data-subject rights (${dbLabel})`, () => {
  const email = "sophie.martin@example.org";

  it("finds, exports and erases everything about one address, leaving an audit entry without personal data", async () => {
    await mutate("leads.createContact", contact(200, { email, firstName: "Sophie", lastName: "Martin" }), false);
    await mutate("leads.createConsultation", { name: "Sophie Martin", email: "Sophie.Martin@example.org", message: "Pricing?" }, false);
    await mutate("leads.createProspect", { email }, false);
    await t.app.db.insert(chatMessages).values([
      { sessionId: "s-sophie", role: "user", content: `Please write to me at ${email}` },
      { sessionId: "s-sophie", role: "assistant", content: "Of course." },
    ]);
    const found = await query<Record<string, unknown[]>>("admin.leads.findSubject", { email: "SOPHIE.MARTIN@example.org" });
    const data = found.result!.data;
    expect(data.contacts).toHaveLength(1);
    expect(data.consultations).toHaveLength(1);
    expect(data.signups).toHaveLength(1);
    expect(data.chatMessages).toHaveLength(2);
    expect(data.emails!.length).toBeGreaterThanOrEqual(5); // staff + visitor per lead (a signup's staff mail too)
    expect(JSON.stringify(data.signups)).not.toContain("token");

    const erased = await mutate<Record<string, number>>("admin.leads.eraseSubject", { email });
    expect(erased.result?.data).toMatchObject({ contacts: 1, consultations: 1, signups: 1, chatMessages: 2 });
    const after = (await query<Record<string, unknown[]>>("admin.leads.findSubject", { email })).result!.data;
    for (const key of ["contacts", "consultations", "signups", "chatMessages", "emails"]) expect(after[key]).toHaveLength(0);
    expect(await t.app.db.select().from(prospects).where(eq(prospects.email, email))).toHaveLength(0);

    const [entry] = await t.app.db.select().from(auditLog).where(eq(auditLog.action, "erase_subject"));
    expect(entry).toMatchObject({ actor: "admin" });
    expect(entry?.detail).toContain("1 contact(s)");
    expect(JSON.stringify(entry)).not.toMatch(/sophie/i);
    const audit = await query<Array<{ action: string }>>("admin.leads.audit", undefined);
    expect(audit.result?.data.some((a) => a.action === "erase_subject")).toBe(true);
  });

  it("rejects an invalid address with the validation message", async () => {
    const res = await query("admin.leads.findSubject", { email: "nobody" });
    expect(res.error?.data.fieldErrors?.email).toBe("Invalid email address");
  });
});

describe(`retention (${dbLabel})`, () => {
  it("pruneExpiredLeads deletes leads older than the lead period and chat older than the chat period", async () => {
    const old = new Date(Date.now() - 800 * 24 * 3600 * 1000);
    const [oldContact] = await t.app.db
      .insert(contacts)
      .values({ firstName: "Old", lastName: "Lead", email: "old@example.com", subject: "other", message: "2 years ago", createdAt: old })
      .returning();
    await t.app.db
      .insert(chatMessages)
      .values({ sessionId: "s-old", role: "user", content: "hello", createdAt: new Date(Date.now() - 40 * 24 * 3600 * 1000) });
    const removed = await pruneExpiredLeads(t.app.db, { leadRetentionMonths: 24, chatRetentionDays: 30 });
    expect(removed.contacts).toBe(1);
    expect(removed.chatMessages).toBeGreaterThanOrEqual(1);
    expect(await t.app.db.select().from(contacts).where(eq(contacts.id, oldContact!.id))).toHaveLength(0);
    expect((await t.app.db.select().from(contacts)).length).toBeGreaterThan(5); // recent leads stay
    expect(await t.app.db.select().from(chatMessages).where(eq(chatMessages.sessionId, "s-old"))).toHaveLength(0);
  });

  it("saves the retention and recipients settings, and refuses an out-of-range period", async () => {
    const save = (data: Record<string, unknown>) =>
      t.app.inject({ method: "PUT", url: "/api/admin/settings", headers: { cookie: t.cookie }, payload: { type: "leads", data } });
    expect(
      (await save({ notifyRecipients: "sales@lumiere-ai.fr, ceo@lumiere-ai.fr", leadRetentionMonths: 12, chatRetentionDays: 14 }))
        .statusCode,
    ).toBe(200);
    const got = await query<Record<string, unknown>>("admin.settings.leads", undefined);
    expect(got.result?.data).toEqual({
      notifyRecipients: "sales@lumiere-ai.fr, ceo@lumiere-ai.fr",
      leadRetentionMonths: 12,
      chatRetentionDays: 14,
    });
    const bad = await save({ notifyRecipients: "not-an-address", leadRetentionMonths: 500, chatRetentionDays: 14 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ errors: Record<string, string> }>().errors).toMatchObject({
      "data.notifyRecipients": "Enter e-mail addresses separated by commas",
      "data.leadRetentionMonths": "Keep leads for 1 to 120 months",
    });
  });
});
