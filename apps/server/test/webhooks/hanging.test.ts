// A receiver that hangs holds up nobody else: each endpoint has a few sends at once, the worker
// claims more as each send ends, and an endpoint that times out is paused while its deliveries
// wait (with their webhook-ids) for it to come back.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { rowsOf, sql } from "@lumiere/db";
import { expect, it } from "vitest";
import { buildApp } from "../../src/app";
import { dbLabel, multiServerConfig, testDatabaseUrl, useSignedInApp } from "../helpers/app";
import { batchResults, statusesOf, trpcBatch, trpcMutation } from "../trpc/support";
import { startHangingReceiver, startReceiver, verified } from "./receiver";

// A receiver has 3 s to answer; a timed-out endpoint pauses an hour; a delivery is due again at once
// (so only the pause holds it back). Passes run when a lead kicks the worker or a test asks.
const webhooks = { pollMs: 3_600_000, timeoutMs: 3000, endpointBackoffMs: [3_600_000], retryDelaysMs: [0, 0, 0, 0, 0, 0] };
const t = useSignedInApp({}, { webhooks });

const KINDS = ["contact"];
async function addEndpoint(url: string, description: string) {
  const res = await trpcMutation(t.app, "admin.webhooks.create", { url, description, kinds: KINDS }, { cookie: t.cookie });
  expect(res.statusCode, res.body).toBe(200);
  const { id } = res.json().result.data as { id: number };
  const list = await t.app.inject({ method: "GET", url: "/trpc/admin.webhooks.list", headers: { cookie: t.cookie } });
  return { id, secret: (list.json().result.data as { id: number; secret: string }[]).find((e) => e.id === id)?.secret as string };
}

interface Delivery {
  leadId: number;
  endpoint: string;
  status: string;
  attempts: number;
  lastError: string;
  nextAttemptAt: string;
}
/** The inbox's view of the leads' deliveries. */
async function deliveries(ids: number[]): Promise<Delivery[]> {
  const input = encodeURIComponent(JSON.stringify({ kind: "contact", ids }));
  const res = await t.app.inject({ method: "GET", url: `/trpc/admin.webhooks.deliveries?input=${input}`, headers: { cookie: t.cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.data as Delivery[];
}

it(`a hanging receiver delays no other endpoint, and its deliveries wait for it (${dbLabel})`, async () => {
  const stuck = await startHangingReceiver();
  // What the hanging receiver had seen when the healthy one got each lead.
  const seenByStuck: { open: number; closed: number }[] = [];
  const healthy = await startReceiver(() => {
    seenByStuck.push({ open: stuck.open, closed: stuck.closed });
    return 200;
  });
  const stuckEndpoint = await addEndpoint(stuck.url, "Stuck CRM");
  const healthyEndpoint = await addEndpoint(healthy.url, "Healthy CRM");
  try {
    const emails = Array.from({ length: 6 }, (_, i) => `lane${i}.hook@example.com`);
    const res = await trpcBatch(
      t.app,
      "leads.createContact",
      emails.map((email) => ({ firstName: "Ada", lastName: "Lane", email, subject: "other", message: "Hello" })),
    );
    expect(statusesOf(batchResults(res))).toEqual(emails.map(() => 200));
    const leadIds = rowsOf<{ id: number }>(
      await t.app.db.execute(
        sql`select id from contacts where email in (${sql.join(
          emails.map((e) => sql`${e}`),
          sql`, `,
        )})`,
      ),
    ).map((r) => Number(r.id));
    expect(leadIds).toHaveLength(6);

    // Every lead reaches the healthy endpoint while the stuck one's first requests still hang.
    await expect.poll(() => healthy.received.length, { timeout: 30_000 }).toBe(6);
    expect(seenByStuck.every((s) => s.closed === 0)).toBe(true);
    expect(healthy.received.map((r) => verified(healthyEndpoint.secret, r).data.email).sort()).toEqual([...emails].sort());
    // The stuck endpoint never had more than its share of sends at once.
    expect(stuck.mostOpen).toBeLessThanOrEqual(2);

    // Its sends time out: they are retried later, and the endpoint is paused meanwhile.
    await expect
      .poll(async () => (await deliveries(leadIds)).filter((d) => d.endpoint === "Stuck CRM" && /Timed out/.test(d.lastError)).length, {
        timeout: 30_000,
      })
      .toBe(stuck.received.length);
    const hung = stuck.received.length;
    expect(hung).toBeGreaterThanOrEqual(1);
    const waiting = (await deliveries(leadIds)).filter((d) => d.endpoint === "Stuck CRM");
    expect(waiting).toHaveLength(6);
    expect(waiting.every((d) => d.status === "pending")).toBe(true);
    expect(waiting.map((d) => d.attempts).sort()).toEqual([...Array(6 - hung).fill(0), ...Array(hung).fill(1)]);
    // The inbox says when it is tried next: after the pause, not at once.
    for (const d of waiting) expect(Date.parse(d.nextAttemptAt)).toBeGreaterThan(Date.now() + 30 * 60_000);
    expect((await deliveries(leadIds)).filter((d) => d.endpoint === "Healthy CRM").map((d) => [d.status, d.attempts])).toEqual(
      Array(6).fill(["delivered", 1]),
    );

    // Paused: a pass sends nothing to it, though each delivery of its own is due again.
    stuck.answerFromNow();
    await t.app.webhooks.runOnce();
    expect(stuck.received).toHaveLength(hung);

    // The administrator saves the endpoint (the CRM is fixed): every lead gets there, none lost, and a
    // retried one under the webhook-id of its first attempt.
    const saved = await trpcMutation(
      t.app,
      "admin.webhooks.update",
      { id: stuckEndpoint.id, url: stuck.url, description: "Stuck CRM", kinds: KINDS },
      { cookie: t.cookie },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    await t.app.webhooks.runOnce();
    expect(stuck.received).toHaveLength(6 + hung);
    const answered = stuck.received.slice(hung);
    expect(answered.map((r) => verified(stuckEndpoint.secret, r).data.email).sort()).toEqual([...emails].sort());
    const answeredIds = answered.map((r) => r.headers["webhook-id"]);
    for (const first of stuck.received.slice(0, hung)) expect(answeredIds).toContain(first.headers["webhook-id"]);
    expect((await deliveries(leadIds)).every((d) => d.status === "delivered")).toBe(true);
  } finally {
    for (const e of [stuckEndpoint, healthyEndpoint])
      await trpcMutation(t.app, "admin.webhooks.remove", { id: e.id }, { cookie: t.cookie });
    await stuck.stop();
    await healthy.stop();
  }
});

it.skipIf(!testDatabaseUrl)("two servers together keep to an endpoint's share of sends at once", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "lumiere-lanes-"));
  const other = await buildApp(multiServerConfig(dir, t.config.databaseSchema as string), { logger: false, webhooks });
  const stuck = await startHangingReceiver();
  const healthy = await startReceiver();
  const endpoints = [await addEndpoint(stuck.url, "Stuck pair CRM"), await addEndpoint(healthy.url, "Healthy pair CRM")];
  try {
    await other.ready();
    await other.ensureDbReady();
    const emails = Array.from({ length: 8 }, (_, i) => `pair-lane${i}.hook@example.com`);
    const res = await trpcBatch(
      t.app,
      "leads.createContact",
      emails.map((email) => ({ firstName: "Bo", lastName: "Lane", email, subject: "other", message: "Hello" })),
    );
    expect(statusesOf(batchResults(res))).toEqual(emails.map(() => 200));
    // Both servers claim at once (this one was woken by the leads).
    other.webhooks.wake();
    await expect.poll(() => healthy.received.length, { timeout: 30_000 }).toBe(8);
    await expect.poll(() => stuck.closed, { timeout: 30_000 }).toBe(stuck.received.length);
    expect(stuck.mostOpen).toBeLessThanOrEqual(2);
    expect(stuck.received.length).toBeLessThanOrEqual(2);
  } finally {
    for (const e of endpoints) await trpcMutation(t.app, "admin.webhooks.remove", { id: e.id }, { cookie: t.cookie });
    await other.close();
    await stuck.stop();
    await healthy.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});
