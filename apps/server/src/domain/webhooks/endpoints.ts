// Settings → Integrations: the webhook endpoints an administrator keeps, their signing secrets and
// the test event. An address is checked (resolveTarget) before anything is stored.
import { randomBytes } from "node:crypto";
import { asc, type Db, eq, sql, webhookEndpoints } from "@lumiere/db";
import { serverMessages, type WebhookEndpointFields, type WebhookEndpointUpdate } from "@lumiere/validation";
import { recordActivity } from "../activity";
import { Refusal } from "../refusal";
import { resolveTarget, type WebhookAddressPolicy } from "./address";
import { testEventBody } from "./payload";
import type { SendResult, WebhookSend } from "./deps";

export interface WebhookDeps {
  db: Db;
  /** Which addresses an endpoint may have (WEBHOOK_ALLOW_PRIVATE…). */
  config: { webhooks: WebhookAddressPolicy };
  sendWebhook: WebhookSend;
}

/** A Standard Webhooks secret: `whsec_` and 24 random bytes in base64. */
export const newSecret = () => `whsec_${randomBytes(24).toString("base64")}`;

const subject = (id: number) => ({ subjectKind: "webhook", subjectId: String(id) });

/** The endpoints with their secrets (administrators copy them into the receiving side). */
export async function listEndpoints(db: Db) {
  const rows = await db.select().from(webhookEndpoints).orderBy(asc(webhookEndpoints.id));
  return rows.map((r) => ({
    ...r,
    pausedUntil: r.pausedUntil?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }));
}

export async function createEndpoint(deps: WebhookDeps, input: WebhookEndpointFields, actor: string) {
  await resolveTarget(input.url, deps.config.webhooks);
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(webhookEndpoints)
      .values({ ...input, secret: newSecret() })
      .returning({ id: webhookEndpoints.id });
    const id = (row as { id: number }).id;
    await recordActivity(tx, { action: "webhook.create", actor, ...subject(id) });
    return { id };
  });
}

export async function updateEndpoint(deps: WebhookDeps, input: WebhookEndpointUpdate, actor: string) {
  const { id, ...fields } = input;
  await resolveTarget(fields.url, deps.config.webhooks);
  await deps.db.transaction(async (tx) => {
    const updated = await tx
      .update(webhookEndpoints)
      // Saved (the receiver fixed or moved): a pause for timing out ends, its deliveries go at once.
      .set({ ...fields, timeouts: 0, pausedUntil: null, updatedAt: sql`now()` })
      .where(eq(webhookEndpoints.id, id))
      .returning({ id: webhookEndpoints.id });
    if (updated.length === 0) throw new Refusal("not_found", serverMessages.webhookNotFound);
    await recordActivity(tx, { action: "webhook.update", actor, ...subject(id) });
  });
  return { success: true as const };
}

/** Deleting an endpoint deletes its deliveries (nothing more is sent to it). */
export async function removeEndpoint(db: Db, id: number, actor: string) {
  await db.transaction(async (tx) => {
    const removed = await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id)).returning({ id: webhookEndpoints.id });
    if (removed.length === 0) throw new Refusal("not_found", serverMessages.webhookNotFound);
    await recordActivity(tx, { action: "webhook.delete", actor, ...subject(id) });
  });
  return { success: true as const };
}

/** A new secret at once: deliveries still queued are signed with it when they go. */
export async function rotateSecret(db: Db, id: number, actor: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(webhookEndpoints)
      .set({ secret: newSecret(), updatedAt: sql`now()` })
      .where(eq(webhookEndpoints.id, id))
      .returning({ secret: webhookEndpoints.secret });
    if (!row) throw new Refusal("not_found", serverMessages.webhookNotFound);
    await recordActivity(tx, { action: "webhook.rotate_secret", actor, ...subject(id) });
    return { secret: row.secret };
  });
}

/** Sends a signed `webhook.test` event now (not through the queue) and reports the receiver's answer. */
export async function sendTestEvent(deps: WebhookDeps, id: number): Promise<Omit<SendResult, "timedOut">> {
  const [endpoint] = await deps.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  if (!endpoint) throw new Refusal("not_found", serverMessages.webhookNotFound);
  const messageId = `msg_test_${randomBytes(12).toString("hex")}`;
  const { ok, status, detail } = await deps.sendWebhook({ url: endpoint.url, secret: endpoint.secret, messageId, body: testEventBody(id) });
  return { ok, status, detail };
}
