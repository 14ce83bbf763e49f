// The webhook worker. Every server process runs one; each has a few lanes (sends at once) and
// claims a due delivery whenever a lane is free, so a slow receiver holds its own lanes only. An
// endpoint never has more than PER_ENDPOINT sends at once across all processes, and one that does
// not answer in time is paused, longer each time in a row; its deliveries wait, none is dropped.
// Claims lock the endpoints they take from (FOR NO KEY UPDATE SKIP LOCKED) and a claimed row has
// a lease, so each delivery is sent by one process at a time; a delivered row is never claimed again.
import { type Db, rowsOf, type SQL, sql, type Tx, webhookDeliveries, webhookEndpoints } from "@lumiere/db";
import type { WebhookSend } from "./deps";
import { eventBody, type LeadEvent } from "./payload";

/** Delay before each retry: 10 s, 30 s, 2 min, 10 min, 1 h, then longer, about 24 h in all. */
export const RETRY_DELAYS_MS = [10, 30, 120, 600, 3600, 7200, 14_400, 28_800, 28_800].map((s) => s * 1000);
/** How long an endpoint pauses after each send in a row that got no answer in time (the last repeats). */
export const ENDPOINT_BACKOFF_MS = [30, 60, 300, 900, 3600].map((s) => s * 1000);
/** Sends at once in one process. */
const LANES = 8;
/** Sends at once to one endpoint, across processes: what a receiver that hangs can hold. */
const PER_ENDPOINT = 2;

interface Claimed extends LeadEvent {
  id: number;
  endpointId: number;
  messageId: string;
  attempts: number;
  url: string;
  secret: string;
}

/** A row any process may claim: due, or claimed by a process that died (its lease ran out). */
const due = (q: SQL) =>
  sql`((${q}.status = 'pending' and ${q}.next_attempt_at <= now()) or (${q}.status = 'sending' and ${q}.locked_until < now()))`;

/**
 * Claims up to `limit` due deliveries, at most PER_ENDPOINT in flight per endpoint. The endpoints
 * are locked first (another process claiming now holds the rest, which it serves), and the
 * in-flight count is read by the next statement, so it sees every claim committed before.
 */
async function claim(db: Db, limit: number, leaseSeconds: number): Promise<Claimed[]> {
  return db.transaction(async (tx: Tx) => {
    const endpoints = rowsOf<{ id: number }>(
      await tx.execute(sql`
        select e.id from ${webhookEndpoints} e
        where e.enabled and (e.paused_until is null or e.paused_until <= now())
          and exists (select 1 from ${webhookDeliveries} q where q.endpoint_id = e.id and ${due(sql`q`)})
        order by e.id
        for no key update of e skip locked`),
    );
    if (endpoints.length === 0) return [];
    const ids = sql.join(
      endpoints.map((e) => sql`${e.id}`),
      sql`, `,
    );
    const claimed = await tx.execute(sql`
      update ${webhookDeliveries} d set status = 'sending', attempts = d.attempts + 1,
        locked_until = now() + make_interval(secs => ${leaseSeconds})
      from ${webhookEndpoints} e
      where e.id = d.endpoint_id and d.id in (
        select c.id from (
          select q.id, q.next_attempt_at,
            row_number() over (partition by q.endpoint_id order by q.next_attempt_at, q.id) as n,
            ${PER_ENDPOINT} - (select count(*) from ${webhookDeliveries} f
              where f.endpoint_id = q.endpoint_id and f.status = 'sending' and f.locked_until >= now()) as room
          from ${webhookDeliveries} q
          where q.endpoint_id in (${ids}) and ${due(sql`q`)}
        ) c
        where c.n <= c.room
        order by c.next_attempt_at, c.id
        limit ${limit}
      )
      returning d.id, d.endpoint_id as "endpointId", d.message_id as "messageId", d.event_type as "eventType",
        d.lead_kind as "leadKind", d.lead_id as "leadId", d.previous_status as "previousStatus", d.new_status as "newStatus",
        d.created_at as "createdAt", d.attempts, e.url, e.secret`);
    return rowsOf<Claimed>(claimed);
  });
}

export interface WebhookFailure {
  deliveryId: number;
  endpointId: number;
  error: string;
  /** Whether it is tried again (else it is marked failed: its schedule is over). */
  retried: boolean;
}

export interface WebhookWorkerOptions {
  send: WebhookSend;
  /** The send's own deadline: a claim's lease is well past it. */
  sendTimeoutMs: number;
  /** The retry schedule (tests shorten it); past its end a delivery is marked failed. */
  retryDelaysMs?: readonly number[];
  /** The pauses of an endpoint that keeps timing out (default ENDPOINT_BACKOFF_MS). */
  endpointBackoffMs?: readonly number[];
  onFailure(failure: WebhookFailure): void;
  /** A claim or a write that failed (the database is down): the next pass tries again. */
  onError(error: unknown): void;
}

/** Sends one claimed delivery and records what came of it. */
async function deliver(db: Db, d: Claimed, options: WebhookWorkerOptions): Promise<void> {
  const body = await eventBody(db, d);
  if (body === null) {
    // The lead is gone: nothing of it may be sent any more.
    await db.execute(sql`delete from ${webhookDeliveries} where id = ${d.id}`);
    return;
  }
  const answer = await options.send({ url: d.url, secret: d.secret, messageId: d.messageId, body });
  if (answer.timedOut) {
    const pauses = options.endpointBackoffMs ?? ENDPOINT_BACKOFF_MS;
    await db.execute(sql`
      update ${webhookEndpoints} set timeouts = timeouts + 1,
        paused_until = greatest(paused_until, now() + make_interval(secs => (array[${sql.join(
          pauses.map((ms) => sql`${ms / 1000}`),
          sql`, `,
        )}]::float8[])[least(timeouts + 1, ${pauses.length})]))
      where id = ${d.endpointId}`);
  } else if (answer.status !== null) {
    // It answers (whatever it said): no longer one that hangs.
    await db.execute(sql`update ${webhookEndpoints} set timeouts = 0, paused_until = null where id = ${d.endpointId} and timeouts > 0`);
  }
  if (answer.ok) {
    await db.execute(sql`
      update ${webhookDeliveries} set status = 'delivered', delivered_at = now(), locked_until = null,
        response_status = ${answer.status}, last_error = ''
      where id = ${d.id}`);
    return;
  }
  const delay = (options.retryDelaysMs ?? RETRY_DELAYS_MS)[d.attempts - 1];
  const error = (answer.status === null ? answer.detail : `HTTP ${answer.status} ${answer.detail}`).slice(0, 500);
  await db.execute(sql`
    update ${webhookDeliveries} set status = ${delay === undefined ? "failed" : "pending"}, locked_until = null,
      response_status = ${answer.status}, last_error = ${error},
      next_attempt_at = now() + make_interval(secs => ${(delay ?? 0) / 1000})
    where id = ${d.id}`);
  options.onFailure({ deliveryId: d.id, endpointId: d.endpointId, error, retried: delay !== undefined });
}

export interface WebhookWorker {
  /** Claims due deliveries into the free lanes and starts them; resolves once claimed, not sent. */
  fill(): Promise<void>;
  /** Resolves when nothing is being claimed or sent (what a test or a shutdown waits for). */
  idle(): Promise<void>;
  /** Claims nothing more and waits for the sends under way. */
  stop(): Promise<void>;
}

export function createWebhookWorker(db: Db, options: WebhookWorkerOptions): WebhookWorker {
  const leaseSeconds = Math.max(60, Math.ceil((3 * options.sendTimeoutMs) / 1000));
  const sending = new Set<Promise<void>>();
  let filling: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  const start = (d: Claimed) => {
    const run: Promise<void> = deliver(db, d, options)
      .catch(options.onError)
      .finally(() => {
        sending.delete(run);
        // A lane is free: take the next due delivery now, not when the others end.
        if (!stopped) fill().catch(options.onError);
      });
    sending.add(run);
  };

  // One claim at a time in a process, so it never takes more than its free lanes; a fill asked
  // for meanwhile runs once that one ends.
  function fill(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (filling) {
      again = true;
      return filling;
    }
    filling = (async () => {
      do {
        again = false;
        while (!stopped && sending.size < LANES) {
          const free = LANES - sending.size;
          const claimed = await claim(db, free, leaseSeconds);
          for (const d of claimed) start(d);
          if (claimed.length < free) break;
        }
      } while (again && !stopped);
    })().finally(() => {
      filling = null;
    });
    return filling;
  }

  const idle = async () => {
    while (filling || sending.size > 0) await Promise.allSettled([filling, ...sending]);
  };
  return {
    fill,
    idle,
    stop: async () => {
      stopped = true;
      await idle();
    },
  };
}
