// The e-mail outbox's sender. What to send is queued by queue.ts, in the statement that makes the
// change (a lead's e-mails with the lead). Any server process claims due rows with FOR UPDATE SKIP
// LOCKED (one sender per message), composes each at send time (compose.ts), sends it, and either
// marks it sent or schedules a retry with exponential backoff.
import { type Db, outbox, rowsOf, sql } from "@lumiere/db";
import type { ContentCache } from "../../cache/content-cache";
import { getEmailSettings, getSettings } from "../settings";
import type { SiteOriginDeps } from "../site-origin";
import { composeMessage, type OutboxRef } from "./compose";
import { SmtpPool, type SmtpPoolLimits, sender, smtpLogin, smtpPoolLimits } from "./transport";

/** After this many failed attempts a message is marked failed (about a day of retries). */
export const MAX_ATTEMPTS = 10;
/** The fewest rows a pass claims at once. */
const BATCH = 20;
/** A claimed row whose sender died is claimable again after this long. */
const LEASE_SECONDS = 120;

/** Delay before attempt n+1: base · 2^(n-1), at most an hour. */
export function backoffMs(attempts: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), 60 * 60 * 1000);
}

interface Claimed extends OutboxRef {
  id: number;
  to_address: string;
  attempts: number;
}

/** Claims up to `limit` due messages for this process; other processes skip the locked rows. */
async function claim(db: Db, limit: number): Promise<Claimed[]> {
  const result = await db.execute(sql`
    update ${outbox} set status = 'sending', attempts = attempts + 1,
      locked_until = now() + make_interval(secs => ${LEASE_SECONDS})
    where id in (
      select id from ${outbox}
      where (status = 'pending' and next_attempt_at <= now()) or (status = 'sending' and locked_until < now())
      order by next_attempt_at, id
      limit ${limit}
      for update skip locked
    )
    returning id, lead_kind, lead_id, audience, to_address, attempts`);
  return rowsOf<Claimed>(result);
}

export interface OutboxRunResult {
  sent: number;
  failed: number;
}

/** Runs `task` over `items`, at most `limit` at a time. */
async function eachLimited<T>(items: T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await task(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

/**
 * How many rows a pass claims at once: enough to keep every connection busy, and few enough that
 * a rate-capped provider sends them well within the lease.
 */
function batchSize(limits: SmtpPoolLimits): number {
  const size = Math.max(BATCH, limits.maxConnections * 4);
  return limits.ratePerSecond > 0 ? Math.max(1, Math.min(size, Math.floor((limits.ratePerSecond * LEASE_SECONDS) / 4))) : size;
}

/** Whether the transport would log in: a password saved for another server waits, unclaimed, for the admin. */
function loginAllowed(smtp: Parameters<typeof smtpLogin>[0]): boolean {
  try {
    smtpLogin(smtp);
    return true;
  } catch {
    return false;
  }
}

/**
 * One pass of the worker: send what is due. Without SMTP settings there is no sender, so the pass
 * ends at once: the messages stay pending (the admin shows them so) and go once SMTP is configured.
 * A claimed batch is sent concurrently through the pooled transport, each message then marked sent
 * or scheduled for retry on its own. Without `transports` (tests), a pool lives for this pass only.
 */
export async function processOutbox(
  deps: SiteOriginDeps & { cache: ContentCache; config: { smtp?: SmtpPoolLimits; previewSecret?: string | undefined } },
  options: { retryBaseMs: number; transports?: SmtpPool },
): Promise<OutboxRunResult> {
  const { db } = deps;
  const smtp = await getEmailSettings(deps);
  if (!smtp.smtpHost || !loginAllowed(smtp)) return { sent: 0, failed: 0 };
  const site = await getSettings(deps);
  const from = sender(smtp, site);
  const pool = options.transports ?? new SmtpPool(smtpPoolLimits(deps.config));
  const limit = batchSize(pool.limits);
  const result = { sent: 0, failed: 0 };
  let batch = await claim(db, limit);
  if (batch.length === 0) return result;
  try {
    const transport = await pool.get(smtp);
    const send = async (m: Claimed) => {
      try {
        const message = await composeMessage(deps, m);
        if (!message) {
          // Lead erased or deleted, or the address unsubscribed: nothing to send any more.
          await db.execute(sql`delete from ${outbox} where id = ${m.id}`);
          return;
        }
        await transport.sendMail({
          from,
          to: m.to_address,
          subject: message.subject,
          html: message.html,
          text: message.textBody,
          headers: message.headers,
          ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        });
        await db.execute(
          sql`update ${outbox} set status = 'sent', subject = ${message.subject}, sent_at = now(), locked_until = null, last_error = '' where id = ${m.id}`,
        );
        result.sent++;
      } catch (error) {
        result.failed++;
        await retryLater(db, m, error, options.retryBaseMs);
      }
    };
    while (batch.length > 0) {
      await eachLimited(batch, pool.limits.maxConnections, send);
      // A dead server fails every message: stop this pass and let the backoff space out retries.
      if (result.sent === 0 && result.failed > 0) break;
      batch = await claim(db, limit);
    }
  } finally {
    if (options.transports) pool.idle();
    else pool.close();
  }
  return result;
}

async function retryLater(db: Db, m: Claimed, error: unknown, retryBaseMs: number): Promise<void> {
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
  const final = m.attempts >= MAX_ATTEMPTS;
  const delay = backoffMs(m.attempts, retryBaseMs);
  await db.execute(sql`
    update ${outbox} set status = ${final ? "failed" : "pending"}, locked_until = null, last_error = ${message},
      next_attempt_at = now() + make_interval(secs => ${delay / 1000})
    where id = ${m.id}`);
}

/** The outbox's unsent messages by status, and how many pending ones are due (metrics). */
export interface OutboxBacklog {
  pending: number;
  due: number;
  sending: number;
  failed: number;
}

/** Counted from the (status, next_attempt_at) index: sent messages, the many, are never read. */
export async function outboxBacklog(db: Db): Promise<OutboxBacklog> {
  const result = await db.execute(sql`
    select count(*) filter (where status = 'pending')::int as pending,
      count(*) filter (where status = 'pending' and next_attempt_at <= now())::int as due,
      count(*) filter (where status = 'sending')::int as sending,
      count(*) filter (where status = 'failed')::int as failed
    from ${outbox} where status in ('pending', 'sending', 'failed')`);
  const [row] = rowsOf<OutboxBacklog>(result);
  return {
    pending: Number(row?.pending ?? 0),
    due: Number(row?.due ?? 0),
    sending: Number(row?.sending ?? 0),
    failed: Number(row?.failed ?? 0),
  };
}
