// The webhook worker's pass. Every server process runs it: due deliveries are claimed with FOR
// UPDATE SKIP LOCKED and a lease, so each is sent by one process at a time; a delivered row is
// never claimed again. A failure is retried on a schedule spread over about a day.
import { type Db, rowsOf, sql, webhookDeliveries, webhookEndpoints } from "@lumiere/db";
import { eventBody, type LeadEvent } from "./payload";
import type { WebhookSend } from "./deps";

/** Delay before each retry: 10 s, 30 s, 2 min, 10 min, 1 h, then longer, about 24 h in all. */
export const RETRY_DELAYS_MS = [10, 30, 120, 600, 3600, 7200, 14_400, 28_800, 28_800].map((s) => s * 1000);
/** Deliveries claimed per round of a pass. */
const BATCH = 20;
/** Sends at once. */
const PARALLEL = 4;
/** A claimed row whose process died is claimable again after this long (well past a send's timeout). */
const LEASE_SECONDS = 60;

interface Claimed extends LeadEvent {
  id: number;
  messageId: string;
  attempts: number;
  url: string;
  secret: string;
}

async function claim(db: Db): Promise<Claimed[]> {
  const result = await db.execute(sql`
    update ${webhookDeliveries} d set status = 'sending', attempts = d.attempts + 1,
      locked_until = now() + make_interval(secs => ${LEASE_SECONDS})
    from ${webhookEndpoints} e
    where e.id = d.endpoint_id and d.id in (
      select q.id from ${webhookDeliveries} q join ${webhookEndpoints} qe on qe.id = q.endpoint_id and qe.enabled
      where (q.status = 'pending' and q.next_attempt_at <= now()) or (q.status = 'sending' and q.locked_until < now())
      order by q.next_attempt_at, q.id
      limit ${BATCH}
      for update of q skip locked
    )
    returning d.id, d.message_id as "messageId", d.event_type as "eventType", d.lead_kind as "leadKind", d.lead_id as "leadId",
      d.previous_status as "previousStatus", d.new_status as "newStatus", d.created_at as "createdAt", d.attempts, e.url, e.secret`);
  return rowsOf<Claimed>(result);
}

export interface WebhookRunResult {
  delivered: number;
  failed: number;
}

export interface WebhookPassOptions {
  send: WebhookSend;
  /** The retry schedule (tests shorten it); past its end a delivery is marked failed. */
  retryDelaysMs?: readonly number[];
}

/** One pass: sends every due delivery, claiming a batch at a time. */
export async function processWebhooks(db: Db, options: WebhookPassOptions): Promise<WebhookRunResult> {
  const delays = options.retryDelaysMs ?? RETRY_DELAYS_MS;
  const result = { delivered: 0, failed: 0 };
  const sendOne = async (d: Claimed) => {
    const body = await eventBody(db, d);
    if (body === null) {
      // The lead is gone: nothing of it may be sent any more.
      await db.execute(sql`delete from ${webhookDeliveries} where id = ${d.id}`);
      return;
    }
    const answer = await options.send({ url: d.url, secret: d.secret, messageId: d.messageId, body });
    if (answer.ok) {
      result.delivered++;
      await db.execute(sql`
        update ${webhookDeliveries} set status = 'delivered', delivered_at = now(), locked_until = null,
          response_status = ${answer.status}, last_error = ''
        where id = ${d.id}`);
      return;
    }
    result.failed++;
    const delay = delays[d.attempts - 1];
    const error = (answer.status === null ? answer.detail : `HTTP ${answer.status} ${answer.detail}`).slice(0, 500);
    await db.execute(sql`
      update ${webhookDeliveries} set status = ${delay === undefined ? "failed" : "pending"}, locked_until = null,
        response_status = ${answer.status}, last_error = ${error},
        next_attempt_at = now() + make_interval(secs => ${(delay ?? 0) / 1000})
      where id = ${d.id}`);
  };
  for (let batch = await claim(db); batch.length > 0; batch = await claim(db)) {
    let next = 0;
    const lane = async () => {
      while (next < batch.length) await sendOne(batch[next++] as Claimed);
    };
    await Promise.all(Array.from({ length: Math.min(PARALLEL, batch.length) }, lane));
  }
  return result;
}
