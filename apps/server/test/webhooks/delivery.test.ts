// Leads reach a CRM through webhooks: each new lead is POSTed once per endpoint, signed in the
// Standard Webhooks format, queued with the lead (a held lead waits for its release), retried
// while the receiver is down, sent once even by two servers, and erased with the person's data.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { rowsOf, sql, webhookDeliveries, webhookEndpoints } from "@lumiere/db";
import type { FastifyInstance } from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app";
import { dbLabel, multiServerConfig, testDatabaseUrl, useSignedInApp } from "../helpers/app";
import { batchResults, statusesOf, trpcBatch, trpcMutation } from "../trpc/support";
import { type Receiver, startReceiver, verified } from "./receiver";

// Passes run when a test asks (or a lead kicks the worker); a failed delivery is retried 0.3 s later.
const t = useSignedInApp({}, { webhooks: { pollMs: 3_600_000, retryDelaysMs: [300, 300, 300, 300, 300, 300] } });

let endpointNo = 0;
/** Adds an endpoint through /trpc and returns its id and secret. */
async function addEndpoint(url: string, extra: Record<string, unknown> = {}) {
  const res = await trpcMutation(
    t.app,
    "admin.webhooks.create",
    { url, description: `CRM ${++endpointNo}`, kinds: ["contact", "consultation", "signup"], ...extra },
    { cookie: t.cookie },
  );
  expect(res.statusCode, res.body).toBe(200);
  const { id } = res.json().result.data as { id: number };
  const list = await t.app.inject({ method: "GET", url: "/trpc/admin.webhooks.list", headers: { cookie: t.cookie } });
  const endpoint = (list.json().result.data as { id: number; secret: string }[]).find((e) => e.id === id);
  return { id, secret: endpoint?.secret as string };
}
const disable = (id: number, url: string) =>
  trpcMutation(t.app, "admin.webhooks.update", { id, url, enabled: false, kinds: ["contact"] }, { cookie: t.cookie });

/** Runs webhook passes until `done` holds (a kicked pass may be running too: both are fine). */
async function until(done: () => Promise<boolean> | boolean, what: string) {
  for (let i = 0; i < 100; i++) {
    if (await done()) return;
    await t.app.webhooks.runOnce();
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}
const deliveryRows = (leadKind: string, leadId: number) =>
  t.app.db
    .select()
    .from(webhookDeliveries)
    .where(sql`${webhookDeliveries.leadKind} = ${leadKind} and ${webhookDeliveries.leadId} = ${leadId}`);
const leadIdOf = async (table: "contacts" | "consultations" | "prospects", email: string) => {
  const rows = rowsOf<{ id: number }>(await t.app.db.execute(sql`select id from ${sql.identifier(table)} where email = ${email}`));
  return Number(rows[0]?.id);
};
const contact = (email: string, extra: object = {}) => ({
  firstName: "Ada",
  lastName: "Hook",
  email,
  subject: "other",
  message: `Hi from ${email}`,
  ...extra,
});

describe(`webhooks deliver leads to a loopback receiver (${dbLabel})`, () => {
  it("sends each new contact, consultation and signup once, signed, with the lead's fields", async () => {
    const receiver = await startReceiver();
    const { id, secret } = await addEndpoint(receiver.url);
    try {
      const res = await t.app.inject({
        method: "POST",
        url: "/trpc/leads.createContact,leads.createConsultation,leads.createProspect?batch=1",
        headers: { "content-type": "application/json" },
        payload: JSON.stringify({
          0: contact("ada.hook@example.com"),
          1: { name: "Bo Hook", email: "bo.hook@example.com", message: "A project" },
          2: { email: "cy.hook@example.com" },
        }),
      });
      expect(statusesOf(batchResults(res))).toEqual([200, 200, 200]);
      await until(() => receiver.received.length >= 3, "three deliveries");
      await t.app.webhooks.runOnce();
      expect(receiver.received).toHaveLength(3);
      const events = receiver.received.map((r) => verified(secret, r));
      const byKind = Object.fromEntries(events.map((e) => [e.data.kind, e]));
      expect(byKind.contact).toMatchObject({
        type: "lead.created",
        data: { kind: "contact", email: "ada.hook@example.com", firstName: "Ada", lastName: "Hook", status: "new" },
      });
      expect(byKind.consultation?.data).toMatchObject({ kind: "consultation", name: "Bo Hook", projectDescription: "A project" });
      expect(byKind.signup?.data).toMatchObject({ kind: "signup", email: "cy.hook@example.com", status: "pending" });
      expect(byKind.contact?.data).not.toHaveProperty("notes");
      // A tampered body fails the receiver's verification.
      const [first] = receiver.received;
      expect(() => verified(secret, { ...first!, body: first!.body.replace("lead.created", "lead.deleted") })).toThrow();

      // The inbox detail shows the delivery as delivered.
      const contactId = await leadIdOf("contacts", "ada.hook@example.com");
      const detail = await t.app.inject({
        method: "GET",
        url: `/trpc/admin.webhooks.deliveries?input=${encodeURIComponent(JSON.stringify({ kind: "contact", ids: [contactId] }))}`,
        headers: { cookie: t.cookie },
      });
      expect(detail.json().result.data).toMatchObject([
        { leadId: contactId, endpoint: `CRM ${endpointNo}`, eventType: "lead.created", status: "delivered", responseStatus: 200 },
      ]);
    } finally {
      await disable(id, receiver.url);
      await receiver.stop();
    }
  });

  it("holds a suspect lead's delivery until an admin releases it, and sends status changes when asked", async () => {
    const receiver = await startReceiver();
    const { id, secret } = await addEndpoint(receiver.url, { kinds: ["contact"], statusChanges: true });
    try {
      const res = await trpcMutation(t.app, "leads.createContact", contact("held.hook@example.com", { fillMs: 200 }));
      expect(res.statusCode).toBe(200);
      const leadId = await leadIdOf("contacts", "held.hook@example.com");
      await t.app.webhooks.runOnce();
      expect(await deliveryRows("contact", leadId)).toHaveLength(0);
      expect(receiver.received).toHaveLength(0);

      expect((await trpcMutation(t.app, "admin.leads.release", { kind: "contact", id: leadId }, { cookie: t.cookie })).statusCode).toBe(
        200,
      );
      await until(() => receiver.received.length >= 1, "the released lead");
      expect(verified(secret, receiver.received[0]!)).toMatchObject({ type: "lead.created", data: { id: leadId, kind: "contact" } });

      const update = await trpcMutation(
        t.app,
        "admin.leads.update",
        { kind: "contact", id: leadId, status: "qualified" },
        { cookie: t.cookie },
      );
      expect(update.statusCode).toBe(200);
      // The update itself wakes the worker (its timer here waits an hour).
      await expect.poll(() => receiver.received.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
      expect(verified(secret, receiver.received[1]!)).toMatchObject({
        type: "lead.status_changed",
        data: { id: leadId, kind: "contact", status: "qualified", previousStatus: "new" },
      });
      // Notes alone are no status change.
      await trpcMutation(t.app, "admin.leads.update", { kind: "contact", id: leadId, notes: "called" }, { cookie: t.cookie });
      await t.app.webhooks.runOnce();
      expect(receiver.received).toHaveLength(2);
    } finally {
      await disable(id, receiver.url);
      await receiver.stop();
    }
  });

  it("retries while the receiver refuses connections, and delivers once it is back, with the same webhook-id", async () => {
    const receiver = await startReceiver();
    const { id, secret } = await addEndpoint(receiver.url, { kinds: ["consultation"] });
    await receiver.stop();
    try {
      const res = await trpcMutation(t.app, "leads.createConsultation", {
        name: "Down Hook",
        email: "down.hook@example.com",
        message: "Later",
      });
      expect(res.statusCode).toBe(200);
      const leadId = await leadIdOf("consultations", "down.hook@example.com");
      await until(async () => ((await deliveryRows("consultation", leadId))[0]?.attempts ?? 0) >= 2, "two refused attempts");
      const [waiting] = await deliveryRows("consultation", leadId);
      expect(waiting).toMatchObject({ status: "pending", responseStatus: null });
      expect(waiting?.lastError).toMatch(/ECONNREFUSED/);

      await receiver.start();
      await until(async () => (await deliveryRows("consultation", leadId))[0]?.status === "delivered", "the delivery");
      await t.app.webhooks.runOnce();
      expect(receiver.received).toHaveLength(1);
      expect(receiver.received[0]?.headers["webhook-id"]).toBe(waiting?.messageId);
      expect(verified(secret, receiver.received[0]!).data).toMatchObject({ id: leadId, name: "Down Hook" });
    } finally {
      await disable(id, receiver.url);
      await receiver.stop();
    }
  });

  it("checks the address again when it sends: an endpoint stored with an address now refused is never called", async () => {
    const receiver = await startReceiver();
    // As an endpoint saved before the rule knew this form (or whose name resolves there now) would be;
    // the admin cannot save it any more. It is ::ffff:0:127.0.0.1, an IPv4-translated loopback.
    const [row] = await t.app.db
      .insert(webhookEndpoints)
      .values({
        url: `https://[::ffff:0:7f00:1]:${receiver.port}/hooks`,
        description: "Old CRM",
        kinds: ["contact"],
        secret: "whsec_c2VjcmV0",
      })
      .returning({ id: webhookEndpoints.id });
    const id = row?.id as number;
    try {
      await trpcMutation(t.app, "leads.createContact", contact("translated.hook@example.com"));
      const leadId = await leadIdOf("contacts", "translated.hook@example.com");
      await until(async () => ((await deliveryRows("contact", leadId))[0]?.attempts ?? 0) >= 1, "an attempt");
      const detail = await t.app.inject({
        method: "GET",
        url: `/trpc/admin.webhooks.deliveries?input=${encodeURIComponent(JSON.stringify({ kind: "contact", ids: [leadId] }))}`,
        headers: { cookie: t.cookie },
      });
      expect(detail.json().result.data).toMatchObject([
        {
          endpoint: "Old CRM",
          status: "pending",
          responseStatus: null,
          lastError: "This address leads to a private network: use an address reachable from the internet",
        },
      ]);
      expect(receiver.received).toHaveLength(0);
    } finally {
      expect((await trpcMutation(t.app, "admin.webhooks.remove", { id }, { cookie: t.cookie })).statusCode).toBe(200);
      await receiver.stop();
    }
  });

  it("erasing a person's data removes what is still queued for them", async () => {
    const receiver = await startReceiver();
    const { id } = await addEndpoint(receiver.url, { kinds: ["contact"] });
    await receiver.stop();
    try {
      await trpcMutation(t.app, "leads.createContact", contact("erase.hook@example.com"));
      const leadId = await leadIdOf("contacts", "erase.hook@example.com");
      expect(await deliveryRows("contact", leadId)).toHaveLength(1);
      const erase = await trpcMutation(t.app, "admin.leads.eraseSubject", { email: "erase.hook@example.com" }, { cookie: t.cookie });
      expect(erase.statusCode).toBe(200);
      expect(await deliveryRows("contact", leadId)).toHaveLength(0);
      await receiver.start();
      await t.app.webhooks.runOnce();
      expect(receiver.received).toHaveLength(0);
    } finally {
      await disable(id, receiver.url);
      await receiver.stop();
    }
  });
});

describe.skipIf(!testDatabaseUrl)("two servers on one Postgres send each delivery once", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "lumiere-hooks-"));
  let other: FastifyInstance | undefined;
  let receiver: Receiver | undefined;
  afterAll(async () => {
    await other?.close();
    await receiver?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it("delivers 40 leads, each exactly once", async () => {
    receiver = await startReceiver();
    const { secret } = await addEndpoint(receiver.url, { kinds: ["contact"] });
    other = await buildApp(multiServerConfig(dir, t.config.databaseSchema as string), { logger: false, webhooks: { pollMs: 3_600_000 } });
    await other.ready();
    await other.ensureDbReady();
    const emails = Array.from({ length: 40 }, (_, i) => `pair${i}.hook@example.com`);
    for (let i = 0; i < emails.length; i += 10) {
      const res = await trpcBatch(
        t.app,
        "leads.createContact",
        emails.slice(i, i + 10).map((e) => contact(e)),
      );
      expect(statusesOf(batchResults(res))).toEqual(Array(10).fill(200));
    }
    const server = other;
    const r = receiver;
    for (let i = 0; i < 100 && r.received.length < 40; i++) await Promise.all([t.app.webhooks.runOnce(), server.webhooks.runOnce()]);
    await Promise.all([t.app.webhooks.runOnce(), server.webhooks.runOnce()]);
    const got = r.received.map((x) => verified(secret, x).data.email as string).sort();
    expect(got).toEqual([...emails].sort());
  });
});
