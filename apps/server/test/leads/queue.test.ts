// A lead's e-mails are written with the lead, whatever its kind and whichever transport it came
// through: once the visitor is told it worked, the outbox already holds the team's notification
// and the visitor's e-mail (no SMTP here, so they stay pending). A person's data export and erasure
// right after a contact find and remove that queued mail.
import { consultations, contacts, eq, type LeadKind, outbox, prospects, sql } from "@lumiere/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, dbLabel, loginCookie, type TestApp } from "../helpers/app";
import { batchResults, statusesOf, trpcBatch, trpcQueryBatch } from "../trpc/support";

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_FORMS_PER_MINUTE: "1000" });
  cookie = await loginCookie(t.app);
});
afterAll(async () => {
  await t?.close();
});

const STAFF = "contact@lumiere-ai.fr";
const contact = (email: string) => ({ firstName: "Ada", lastName: "Queue", email, subject: "other", message: `Hello from ${email}` });
const consultation = (email: string) => ({ name: "Bo Queue", email, message: `A project for ${email}` });

/** The outbox rows of the lead of `kind` stored with this address, in the order they were written. */
async function mailOf(kind: LeadKind, email: string) {
  const table = { contact: contacts, consultation: consultations, signup: prospects }[kind];
  const [lead] = await t.app.db.select({ id: table.id }).from(table).where(eq(table.email, email));
  expect(lead, `${kind} ${email} stored`).toBeDefined();
  const rows = await t.app.db
    .select({ audience: outbox.audience, to: outbox.toAddress, status: outbox.status })
    .from(outbox)
    .where(sql`${outbox.leadKind} = ${kind} and ${outbox.leadId} = ${lead!.id}`)
    .orderBy(outbox.id);
  return rows;
}
const bothPending = (email: string) => [
  { audience: "staff", to: STAFF, status: "pending" },
  { audience: "visitor", to: email, status: "pending" },
];

describe(`a lead's e-mails are in the outbox when the visitor is told it worked (${dbLabel})`, () => {
  it("through batched /trpc: a contact, a consultation and a signup", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/trpc/leads.createContact,leads.createConsultation,leads.createProspect?batch=1",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({
        0: contact("ada.trpc@example.com"),
        1: consultation("bo.trpc@example.com"),
        2: { email: "cy.trpc@example.com" },
      }),
    });
    expect(statusesOf(batchResults(res))).toEqual([200, 200, 200]);
    expect(await mailOf("contact", "ada.trpc@example.com")).toEqual(bothPending("ada.trpc@example.com"));
    expect(await mailOf("consultation", "bo.trpc@example.com")).toEqual(bothPending("bo.trpc@example.com"));
    expect(await mailOf("signup", "cy.trpc@example.com")).toEqual(bothPending("cy.trpc@example.com"));
  });

  it("through /api: a contact, a consultation and a signup", async () => {
    const post = (url: string, payload: object) => t.app.inject({ method: "POST", url, payload });
    expect((await post("/api/contact", contact("ada.rest@example.com"))).statusCode).toBe(201);
    expect((await post("/api/consultation", consultation("bo.rest@example.com"))).statusCode).toBe(201);
    expect((await post("/api/prospects", { email: "cy.rest@example.com" })).statusCode).toBe(201);
    expect(await mailOf("contact", "ada.rest@example.com")).toEqual(bothPending("ada.rest@example.com"));
    expect(await mailOf("consultation", "bo.rest@example.com")).toEqual(bothPending("bo.rest@example.com"));
    expect(await mailOf("signup", "cy.rest@example.com")).toEqual(bothPending("cy.rest@example.com"));
  });

  it("shows them pending in the inbox, as the outbox rows they are", async () => {
    const [page] = batchResults(await trpcQueryBatch(t.app, [["admin.leads.list", { kind: "contact", q: "ada.rest" }]], { cookie }));
    const data = page?.result?.data as { items: Array<{ deliveries: Array<{ id: number; audience: string; status: string }> }> };
    const rows = data.items;
    expect(rows[0]?.deliveries.map((d) => [d.audience, d.status])).toEqual([
      ["staff", "pending"],
      ["visitor", "pending"],
    ]);
    expect(rows[0]?.deliveries.every((d) => d.id > 0)).toBe(true);
  });

  it("stores no lead whose e-mails could not be written, and does not tell the visitor it worked", async () => {
    // The outbox refuses this address: the lead must not be stored without its e-mails.
    await t.app.db.execute(sql`alter table ${outbox} add constraint test_refused check (to_address <> 'refused@example.com')`);
    try {
      const rest = await t.app.inject({ method: "POST", url: "/api/contact", payload: contact("refused@example.com") });
      expect(rest.statusCode).not.toBe(201);
      const trpc = batchResults(await trpcBatch(t.app, "leads.createConsultation", [consultation("refused@example.com")]));
      expect(trpc[0]?.error).toBeDefined();
      expect(await t.app.db.$count(contacts, eq(contacts.email, "refused@example.com"))).toBe(0);
      expect(await t.app.db.$count(consultations, eq(consultations.email, "refused@example.com"))).toBe(0);
    } finally {
      await t.app.db.execute(sql`alter table ${outbox} drop constraint test_refused`);
    }
  });
});

describe(`a person's data right after their contact (${dbLabel})`, () => {
  it("the export lists the contact's queued e-mails and the erasure removes them", async () => {
    const email = "dora.subject@example.com";
    expect((await t.app.inject({ method: "POST", url: "/api/contact", payload: contact(email) })).statusCode).toBe(201);
    const [found] = batchResults(await trpcQueryBatch(t.app, [["admin.leads.findSubject", { email }]], { cookie }));
    const record = found?.result?.data as { contacts: unknown[]; emails: Array<{ audience: string; toAddress: string }> };
    expect(record.contacts).toHaveLength(1);
    expect(record.emails.map((e) => [e.audience, e.toAddress])).toEqual([
      ["staff", STAFF],
      ["visitor", email],
    ]);
    const [erased] = batchResults(await trpcBatch(t.app, "admin.leads.eraseSubject", [{ email }], { cookie }));
    expect(erased?.result?.data).toMatchObject({ contacts: 1, emails: 2 });
    expect(await t.app.db.$count(outbox, eq(outbox.toAddress, email))).toBe(0);
    expect(await t.app.db.$count(contacts, eq(contacts.email, email))).toBe(0);
  });
});
