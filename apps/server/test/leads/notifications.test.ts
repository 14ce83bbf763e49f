import { consultations, contacts, eq, outbox, prospects, openDb } from "@lumiere/db";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { processOutbox } from "../../src/domain/mail/outbox";
import { buildTestApp, dbLabel, loginCookie, type TestApp, testDatabaseUrl } from "../helpers/app";
import { startSmtp } from "./smtp";

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await buildTestApp({}, { outbox: { pollMs: 100, retryBaseMs: 200 } });
  cookie = await loginCookie(t.app);
});
afterAll(async () => {
  await t?.close();
});

const useSmtp = (port: number) =>
  t.app.inject({
    method: "PUT",
    url: "/api/admin/settings",
    headers: { cookie },
    payload: { type: "email", data: { smtpHost: "127.0.0.1", smtpPort: port, smtpSecurity: "none", smtpUsername: "", smtpPassword: "" } },
  });
/** tRPC the way the browser sends it: batched, the page's language in the form's own `lang` field. */
const trpc = (path: string, input: unknown) => t.app.inject({ method: "POST", url: `/trpc/${path}?batch=1`, payload: { 0: input } });
const deliveries = async (kind: "contact" | "consultation" | "signup", id: number) =>
  t.app.db
    .select()
    .from(outbox)
    .where(eq(outbox.leadId, id))
    .then((rows) => rows.filter((r) => r.leadKind === kind));

describe(`lead e-mails through a real SMTP server (${dbLabel})`, () => {
  it("a French consultation sends the team a notification and the visitor a French confirmation", async () => {
    const smtp = await startSmtp();
    try {
      expect((await useSmtp(smtp.port)).statusCode).toBe(200);
      const res = await trpc("leads.createConsultation", {
        name: "Camille Dubois",
        email: "camille@example.fr",
        company: "Dubois SA",
        message: "Un assistant pour nos clients",
        lang: "fr",
      });
      expect(res.statusCode, res.body).toBe(200);
      await vi.waitFor(() => expect(smtp.received).toHaveLength(2), { timeout: 10_000 });
      const staff = smtp.received.find((m) => m.to.includes("contact@lumiere-ai.fr"));
      const visitor = smtp.received.find((m) => m.to.includes("camille@example.fr"));
      expect(staff?.subject).toContain("Camille Dubois");
      expect(staff?.body).toContain("Un assistant pour nos clients");
      // The admin signed in without a language: the admin's link is in the site's default one.
      expect(staff?.body).toMatch(/\/en\/admin\?section=consultations/);
      expect(staff?.headers.get("reply-to")).toContain("camille@example.fr");
      expect(visitor?.subject).toBe("Votre demande de consultation · Lumière AI");
      expect(visitor?.body).toContain("Un consultant vous contactera sous 24 heures");
      expect(visitor?.raw).toMatch(/Content-Type: text\/html/);
      expect(visitor?.raw).toMatch(/Content-Type: text\/plain/);
      const [row] = await t.app.db.select().from(consultations).where(eq(consultations.email, "camille@example.fr"));
      expect(row?.lang).toBe("fr");
      await vi.waitFor(async () => expect((await deliveries("consultation", row!.id)).map((d) => d.status)).toEqual(["sent", "sent"]));
    } finally {
      await smtp.close();
    }
  });

  it("with SMTP down the visitor still sees success, the lead is kept, and the mails go out once SMTP is back, once", async () => {
    const probe = await startSmtp();
    const port = probe.port;
    await probe.close(); // nothing listens on `port` now
    expect((await useSmtp(port)).statusCode).toBe(200);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      payload: { firstName: "Ana", lastName: "Lopez", email: "ana@example.com", subject: "project", message: "Outage test" },
    });
    expect(res.statusCode).toBe(201);
    const [lead] = await t.app.db.select().from(contacts).where(eq(contacts.email, "ana@example.com"));
    expect(lead).toBeDefined();
    await t.app.outbox.runOnce();
    const pending = await deliveries("contact", lead!.id);
    expect(pending).toHaveLength(2);
    expect(pending.every((d) => d.status === "pending" && d.attempts >= 1 && d.lastError !== "")).toBe(true);

    const smtp = await startSmtp(port);
    try {
      await vi.waitFor(async () => expect((await deliveries("contact", lead!.id)).every((d) => d.status === "sent")).toBe(true), {
        timeout: 15_000,
        interval: 100,
      });
      await t.app.outbox.runOnce();
      await t.app.outbox.runOnce();
      expect(smtp.received.filter((m) => m.to.includes("ana@example.com"))).toHaveLength(1);
      expect(smtp.received.filter((m) => m.subject.includes("Ana Lopez"))).toHaveLength(1);
      expect(smtp.received.find((m) => m.to.includes("ana@example.com"))?.subject).toBe("We received your message · Lumière AI");
    } finally {
      await smtp.close();
    }
  });

  it("a launch signup is pending until its link is clicked; signing up again stays one row; unsubscribe is one click", async () => {
    const smtp = await startSmtp();
    try {
      await useSmtp(smtp.port);
      const email = "Lea@Example.com";
      expect((await t.app.inject({ method: "POST", url: "/api/prospects", payload: { email, source: "product_page" } })).statusCode).toBe(
        201,
      );
      const [pending] = await t.app.db.select().from(prospects).where(eq(prospects.email, "lea@example.com"));
      expect(pending?.status).toBe("pending");
      await vi.waitFor(() => expect(smtp.received.filter((m) => m.to.includes("lea@example.com"))).toHaveLength(1), { timeout: 10_000 });
      const mail = smtp.received.find((m) => m.to.includes("lea@example.com"))!;
      expect(mail.headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
      const unsubscribeUrl = /<([^>]+)>/.exec(mail.headers.get("list-unsubscribe") ?? "")?.[1];
      expect(unsubscribeUrl).toMatch(/\/api\/signups\/unsubscribe\?token=/);
      const confirmUrl = /(http[^\s"<]+\/api\/signups\/confirm\?token=[0-9a-f-]+&lang=en)/.exec(mail.body)?.[1];
      expect(confirmUrl).toBeDefined();

      // A link scanner or the visitor opening the confirmation link:
      const confirmed = await t.app.inject({ method: "GET", url: new URL(confirmUrl!).pathname + new URL(confirmUrl!).search });
      expect([confirmed.statusCode, confirmed.headers.location]).toEqual([303, "/en/signup/confirmed"]);
      const [row] = await t.app.db.select().from(prospects).where(eq(prospects.email, "lea@example.com"));
      expect(row?.status).toBe("confirmed");

      // Signing up again: still one row, still confirmed, no new opt-in mail.
      expect((await t.app.inject({ method: "POST", url: "/api/prospects", payload: { email: "lea@example.com" } })).statusCode).toBe(201);
      const rows = await t.app.db.select().from(prospects).where(eq(prospects.email, "lea@example.com"));
      expect(rows).toHaveLength(1);
      expect(rows[0]?.status).toBe("confirmed");

      // Opening the unsubscribe link (GET) never unsubscribes by itself: the page it leads to asks.
      const u = new URL(unsubscribeUrl!);
      const ask = await t.app.inject({ method: "GET", url: `${u.pathname}${u.search}` });
      expect([ask.statusCode, ask.headers.location]).toEqual([303, `/en/signup/unsubscribe?token=${u.searchParams.get("token")}`]);
      expect((await t.app.db.select().from(prospects).where(eq(prospects.email, "lea@example.com")))[0]?.status).toBe("confirmed");

      // RFC 8058 one-click: the mail client POSTs the form body to the header's URL.
      const res = await t.app.inject({
        method: "POST",
        url: u.pathname + u.search,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: "List-Unsubscribe=One-Click",
      });
      expect([res.statusCode, res.headers.location]).toEqual([303, "/en/signup/unsubscribed"]);
      const [after] = await t.app.db.select().from(prospects).where(eq(prospects.email, "lea@example.com"));
      expect(after?.status).toBe("unsubscribed");
      expect(smtp.received.filter((m) => m.to.includes("lea@example.com"))).toHaveLength(1);
    } finally {
      await smtp.close();
    }
  });

  it("a made-up confirmation token leads to the invalid-link page, in the link's language, and confirms nothing", async () => {
    const confirmed = () => t.app.db.select().from(prospects).where(eq(prospects.status, "confirmed"));
    const before = await confirmed();
    const res = await t.app.inject({ method: "GET", url: "/api/signups/confirm?token=00000000-0000-4000-8000-000000000000&lang=fr" });
    expect([res.statusCode, res.headers.location]).toEqual([303, "/fr/signup/invalid"]);
    expect(await confirmed()).toEqual(before);
  });

  it.skipIf(!testDatabaseUrl)("two server processes on one Postgres never send the same message twice", async () => {
    const smtp = await startSmtp();
    const otherDb = await openDb({ databaseUrl: testDatabaseUrl, searchPath: t.config.databaseSchema, maxConnections: 4 });
    try {
      await useSmtp(smtp.port);
      await t.app.outbox.runOnce();
      const before = smtp.received.length;
      // 30 consultations written straight to the database, each with its team notification queued.
      const leads = await t.app.db
        .insert(consultations)
        .values(Array.from({ length: 30 }, (_, i) => ({ name: `m${i}`, email: `n${i}@example.com` })))
        .returning({ id: consultations.id });
      await t.app.db.insert(outbox).values(
        leads.map((l) => ({
          leadKind: "consultation" as const,
          leadId: l.id,
          audience: "visitor" as const,
          toAddress: "x@example.com",
          origin: "http://localhost",
        })),
      );
      const other = { db: otherDb.db, cache: t.app.contentCache, config: t.config };
      const mine = { db: t.app.db, cache: t.app.contentCache, config: t.config };
      await Promise.all([processOutbox(mine, { retryBaseMs: 200 }), processOutbox(other, { retryBaseMs: 200 }), t.app.outbox.runOnce()]);
      // Each visitor confirmation says "Thank you, m<i>": count them.
      const subjects = smtp.received
        .slice(before)
        .map((m) => /Thank you, (m\d+)/.exec(m.body)?.[1])
        .filter(Boolean);
      expect(subjects).toHaveLength(30);
      expect(new Set(subjects).size).toBe(30);
    } finally {
      await otherDb.close();
      await smtp.close();
    }
  });
});
