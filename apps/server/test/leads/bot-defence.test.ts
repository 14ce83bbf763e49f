// A form sent faster than a person types (autofill, a password manager, a paste) is told it
// worked, so it is never lost and the visitor hears back at once: it is kept and held in the inbox,
// and only the team's notification waits for an admin's release. Through /trpc (batched, as the
// browser sends) and /api, with a real SMTP server.
import { consultations, contacts, eq, prospects } from "@lumiere/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, dbLabel, loginCookie, type TestApp } from "../helpers/app";
import { batchResults, statusesOf } from "../trpc/support";
import { type ReceivedMail, startSmtp, useSmtp } from "./smtp";

let t: TestApp;
let cookie: string;
let smtp: Awaited<ReturnType<typeof startSmtp>>;

beforeAll(async () => {
  t = await buildTestApp({}, { outbox: { pollMs: 3_600_000, retryBaseMs: 200 } });
  cookie = await loginCookie(t.app);
  smtp = await startSmtp();
  expect((await useSmtp(t.app, cookie, smtp.port)).statusCode).toBe(200);
});
afterAll(async () => {
  await smtp?.close();
  await t?.close();
});

/** Calls of several procedures in one batched request, as the web app's link sends them. */
function batch(calls: Array<[string, unknown]>, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: "POST",
    url: `/trpc/${calls.map(([path]) => path).join(",")}?batch=1`,
    headers: { "content-type": "application/json", ...headers },
    payload: JSON.stringify(Object.fromEntries(calls.map(([, input], i) => [String(i), input]))),
  });
}
type Row = { id: number; email: string; held: boolean; deliveries: Array<{ audience: string; status: string }> };
async function inbox(kind: string, filter: Record<string, unknown> = {}): Promise<Row[]> {
  const input = encodeURIComponent(JSON.stringify({ 0: { kind, ...filter } }));
  const res = await t.app.inject({ method: "GET", url: `/trpc/admin.leads.list?batch=1&input=${input}`, headers: { cookie } });
  return res.json<Array<{ result: { data: { items: Row[] } } }>>()[0]!.result.data.items;
}
const release = (kind: string, id: number) => batch([["admin.leads.release", { kind, id }]], { cookie });
/** What the mail server received for `to` once the outbox has done a pass. */
async function mailTo(to: string): Promise<ReceivedMail[]> {
  await t.app.outbox.runOnce();
  return smtp.received.filter((m) => m.to.includes(to));
}
const staffMailsAbout = (text: string) => smtp.received.filter((m) => m.to.includes("contact@lumiere-ai.fr") && m.body.includes(text));

const confirmPath = (mail: ReceivedMail | undefined, lang: string) => {
  const url = new URL(new RegExp(`(http[^\\s"<]+/api/signups/confirm\\?token=[0-9a-f-]+&lang=${lang})`).exec(mail?.body ?? "")![1]!);
  return url.pathname + url.search;
};

describe(`a launch signup sent the moment the form opened (${dbLabel})`, () => {
  it("is stored held and its confirmation mailed at once through /trpc (batched) and /api; the team hears of it on release, once", async () => {
    const res = await batch([
      ["leads.createProspect", { email: "fast.trpc@example.com", source: "product_page", website: "", fillMs: 180, lang: "fr" }],
      ["leads.createProspect", { email: "slow.trpc@example.com", source: "product_page", website: "", fillMs: 9000 }],
    ]);
    expect(statusesOf(batchResults(res))).toEqual([200, 200]);
    expect(batchResults(res)[0]?.result?.data).toEqual({ success: true });
    const rest = await t.app.inject({ method: "POST", url: "/api/prospects", payload: { email: "fast.rest@example.com", fillMs: 40 } });
    expect(rest.statusCode).toBe(201);
    expect(rest.json()).toEqual({ success: true });

    // No admin has done anything: each visitor has their confirmation, the team has heard of none.
    for (const email of ["fast.trpc@example.com", "fast.rest@example.com"]) {
      const [row] = await t.app.db.select().from(prospects).where(eq(prospects.email, email));
      expect(row?.status).toBe("pending");
      expect(row?.heldAt).toBeInstanceOf(Date);
      expect(await mailTo(email)).toHaveLength(1);
      expect(staffMailsAbout(email)).toHaveLength(0);
    }
    expect((await mailTo("fast.trpc@example.com"))[0]?.subject).toBe("Confirmez votre inscription · Lumière AI");
    expect((await mailTo("fast.rest@example.com"))[0]?.subject).toBe("Confirm your signup · Lumière AI");
    // The person who took their time: the team hears of them at once, as before.
    expect(await mailTo("slow.trpc@example.com")).toHaveLength(1);
    expect(staffMailsAbout("slow.trpc@example.com")).toHaveLength(1);

    // The inbox shows both held signups, and only them under the held filter, with the confirmation sent.
    const held = await inbox("signup", { held: true });
    expect(held.map((r) => r.email).sort()).toEqual(["fast.rest@example.com", "fast.trpc@example.com"]);
    for (const r of held) {
      expect(r.held).toBe(true);
      expect(r.deliveries.map((d) => [d.audience, d.status])).toEqual([["visitor", "sent"]]);
    }
    expect((await inbox("signup", { q: "slow.trpc" }))[0]?.held).toBe(false);
    // The REST export takes the same filter from a query string, as its OpenAPI description says.
    const heldFile = await t.app.inject({ method: "GET", url: "/api/admin/leads/export?kind=signup&held=true", headers: { cookie } });
    expect(heldFile.statusCode, heldFile.body).toBe(200);
    expect(heldFile.body).toContain("fast.rest@example.com");
    expect(heldFile.body).not.toContain("slow.trpc@example.com");
    const badHeld = await t.app.inject({ method: "GET", url: "/api/admin/leads/export?kind=signup&held=maybe", headers: { cookie } });
    expect(badHeld.statusCode).toBe(400);

    const fast = held.find((r) => r.email === "fast.trpc@example.com")!;
    expect(statusesOf(batchResults(await release("signup", fast.id)))).toEqual([200]);
    expect(await mailTo("fast.trpc@example.com")).toHaveLength(1);
    expect(staffMailsAbout("fast.trpc@example.com")).toHaveLength(1);
    expect((await inbox("signup", { held: true })).map((r) => r.email)).toEqual(["fast.rest@example.com"]);
    // The link mailed before the release still confirms, and tells the team nothing twice.
    const confirmed = await t.app.inject({ method: "GET", url: confirmPath((await mailTo("fast.trpc@example.com"))[0], "fr") });
    expect(confirmed.headers.location).toBe("/fr/signup/confirmed");
    expect((await t.app.db.select().from(prospects).where(eq(prospects.email, "fast.trpc@example.com")))[0]?.status).toBe("confirmed");

    // Releasing twice sends nothing more; an unknown lead is a 404.
    expect(statusesOf(batchResults(await release("signup", fast.id)))).toEqual([200]);
    await t.app.outbox.runOnce();
    expect(staffMailsAbout("fast.trpc@example.com")).toHaveLength(1);
    expect(await mailTo("fast.trpc@example.com")).toHaveLength(1);
    expect(statusesOf(batchResults(await release("signup", 999_999)))).toEqual([404]);
  });

  it("a held signup confirmed through its link is no longer held, and the team hears of it once", async () => {
    const email = "confirms.itself@example.com";
    await t.app.inject({ method: "POST", url: "/api/prospects", payload: { email, fillMs: 90 } });
    const [mail] = await mailTo(email);
    expect(staffMailsAbout(email)).toHaveLength(0);
    const confirmed = await batch([
      ["leads.confirmSignup", { token: new URL(`http://x${confirmPath(mail, "en")}`).searchParams.get("token") }],
    ]);
    expect(statusesOf(batchResults(confirmed))).toEqual([200]);
    const [row] = await inbox("signup", { q: email });
    expect([row?.held, (row as Row & { status: string })?.status]).toEqual([false, "confirmed"]);
    await t.app.outbox.runOnce();
    expect(staffMailsAbout(email)).toHaveLength(1);
    // Confirming again, or a release that finds nothing held, tells the team nothing more.
    expect((await t.app.inject({ method: "GET", url: confirmPath(mail, "en") })).headers.location).toBe("/en/signup/confirmed");
    expect(statusesOf(batchResults(await release("signup", row!.id)))).toEqual([200]);
    await t.app.outbox.runOnce();
    expect(staffMailsAbout(email)).toHaveLength(1);
    expect(await mailTo(email)).toHaveLength(1);
  });

  it("an address is mailed once a day however it signs up, and signing up at a person's pace ends the hold", async () => {
    const email = "autofill.then.typed@example.com";
    await t.app.inject({ method: "POST", url: "/api/prospects", payload: { email, fillMs: 300 } });
    expect(await mailTo(email)).toHaveLength(1);
    await t.app.inject({ method: "POST", url: "/api/prospects", payload: { email, source: "newsletter", fillMs: 200 } });
    expect(await mailTo(email)).toHaveLength(1);
    expect(staffMailsAbout(email)).toHaveLength(0);
    await t.app.inject({ method: "POST", url: "/api/prospects", payload: { email, fillMs: 6000 } });
    expect(await mailTo(email)).toHaveLength(1);
    expect(staffMailsAbout(email)).toHaveLength(1);
    const rows = await t.app.db.select().from(prospects).where(eq(prospects.email, email));
    expect(rows.map((r) => [r.source, r.heldAt === null])).toEqual(
      expect.arrayContaining([
        ["product_page", true],
        ["newsletter", false],
      ]),
    );
    // Once the team has heard of the signup, one more at autofill speed has nothing to hold back.
    await t.app.inject({ method: "POST", url: "/api/prospects", payload: { email, fillMs: 100 } });
    expect((await inbox("signup", { held: true, q: email })).map((r) => (r as Row & { source: string }).source)).toEqual(["newsletter"]);
    expect(await mailTo(email)).toHaveLength(1);
  });

  it("refuses a release without a session", async () => {
    const res = await batch([["admin.leads.release", { kind: "signup", id: 1 }]]);
    expect(statusesOf(batchResults(res))).toEqual([401]);
  });
});

describe(`a contact or consultation sent at autofill speed (${dbLabel})`, () => {
  it("is stored held and the visitor's confirmation sent at once; release sends the team's notification, once", async () => {
    const contact = {
      firstName: "Quick",
      lastName: "Typist",
      email: "quick.contact@example.com",
      subject: "project",
      message: "Autofilled",
    };
    const consultation = { name: "Quick Consult", email: "quick.consult@example.com", message: "Pasted in one go" };
    const res = await batch([
      ["leads.createContact", { ...contact, fillMs: 250 }],
      ["leads.createConsultation", { ...consultation, fillMs: 250 }],
      // The same message again at once is stored, and confirmed, once.
      ["leads.createContact", { ...contact, fillMs: 120 }],
    ]);
    expect(statusesOf(batchResults(res))).toEqual([200, 200, 200]);
    const rest = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      payload: { ...contact, email: "quick.rest@example.com", fillMs: 10 },
    });
    expect(rest.statusCode).toBe(201);
    for (const email of ["quick.contact@example.com", "quick.rest@example.com"]) {
      const rows = await t.app.db.select().from(contacts).where(eq(contacts.email, email));
      expect(rows.map((r) => r.heldAt instanceof Date)).toEqual([true]);
      const mails = await mailTo(email);
      expect(mails.map((m) => m.subject)).toEqual(["We received your message · Lumière AI"]);
      expect(staffMailsAbout(email)).toHaveLength(0);
    }
    const [consult] = await t.app.db.select().from(consultations).where(eq(consultations.email, "quick.consult@example.com"));
    expect(consult?.heldAt).toBeInstanceOf(Date);
    expect((await mailTo("quick.consult@example.com")).map((m) => m.subject)).toEqual(["Your consultation request · Lumière AI"]);
    expect(staffMailsAbout("quick.consult@example.com")).toHaveLength(0);

    const [held] = await inbox("contact", { held: true, q: "quick.contact" });
    expect(held?.held).toBe(true);
    expect(held?.deliveries.map((d) => [d.audience, d.status])).toEqual([["visitor", "sent"]]);
    expect(statusesOf(batchResults(await release("contact", held!.id)))).toEqual([200]);
    expect(statusesOf(batchResults(await release("consultation", consult!.id)))).toEqual([200]);
    await t.app.outbox.runOnce();
    expect(staffMailsAbout("quick.contact@example.com")).toHaveLength(1);
    expect(staffMailsAbout("quick.consult@example.com")).toHaveLength(1);
    expect(await mailTo("quick.contact@example.com")).toHaveLength(1);
    expect(await mailTo("quick.consult@example.com")).toHaveLength(1);
    const [after] = await inbox("contact", { q: "quick.contact" });
    expect(after?.held).toBe(false);
    expect(after?.deliveries.map((d) => [d.audience, d.status])).toEqual([
      ["visitor", "sent"],
      ["staff", "sent"],
    ]);

    // A second release sends nothing more; the other one is still held, untouched.
    expect(statusesOf(batchResults(await release("contact", held!.id)))).toEqual([200]);
    await t.app.outbox.runOnce();
    expect(staffMailsAbout("quick.contact@example.com")).toHaveLength(1);
    expect((await inbox("contact", { held: true })).map((r) => r.email)).toEqual(["quick.rest@example.com"]);
    expect(staffMailsAbout("quick.rest@example.com")).toHaveLength(0);
  });
});
