// The e-mail outbox: rows are written in a signup's own transaction, or queued by the worker from
// the pending-mail marker a contact or consultation is stored with (a held one is stored with its
// confirmation instead, and its release queues the notification). Any server process claims due
// rows with FOR UPDATE SKIP LOCKED (one sender per message), sends them, and either marks them sent
// or schedules a retry with exponential backoff.
import { consultations, contacts, type Db, type OutboxKind, outbox, rowsOf, sql, type Tx } from "@lumiere/db";
import type { ContentCache } from "../../cache/content-cache";
import type { ContentDeps } from "../deps";
import { getEmailSettings, getNotifyRecipients, getPublicSettings, getSettings } from "../settings";
import type { SiteOriginDeps } from "../site-origin";
import { composeMessage, type OutboxRef } from "./compose";
import { createSmtpTransport, senderAddress } from "./transport";

/** After this many failed attempts a message is marked failed (about a day of retries). */
export const MAX_ATTEMPTS = 10;
const BATCH = 20;
/** A claimed row whose sender died is claimable again after this long. */
const LEASE_SECONDS = 120;

export interface OutboxEntry {
  audience: "staff" | "visitor";
  to: string;
}

export async function enqueue(tx: Tx | Db, lead: { kind: OutboxKind; id: number }, origin: string, rows: OutboxEntry[]): Promise<void> {
  if (rows.length === 0) return;
  await tx
    .insert(outbox)
    .values(rows.map((r) => ({ leadKind: lead.kind, leadId: lead.id, audience: r.audience, toAddress: r.to, origin })));
}

/** Who hears of a new lead: the Settings recipients, else the site's contact e-mail. */
export async function staffRecipients(deps: ContentDeps): Promise<string> {
  const [site, recipients] = await Promise.all([getPublicSettings(deps), getNotifyRecipients(deps)]);
  return (
    recipients
      .split(/[,;\s]+/)
      .filter(Boolean)
      .join(", ") || site.contactEmail
  );
}

const QUEUE_BATCH = 500;

/**
 * Turns pending-mail markers into outbox rows (the staff notification, then the visitor's
 * confirmation), a batch of leads per statement: clearing the marker and writing the rows is one
 * statement, and SKIP LOCKED lets several processes do it at once without queueing a lead twice.
 */
export async function queuePendingMail(deps: ContentDeps): Promise<number> {
  let queued = 0;
  const staff = await staffRecipients(deps);
  for (const [kind, table] of [
    ["contact", contacts],
    ["consultation", consultations],
  ] as const) {
    for (;;) {
      const result = await deps.db.execute(sql`
        with picked as (
          select id, email, mail_origin from ${table} where mail_origin is not null
          order by id limit ${QUEUE_BATCH} for update skip locked
        ), cleared as (
          update ${table} set mail_origin = null from picked where ${table}.id = picked.id
        )
        insert into ${outbox} (lead_kind, lead_id, audience, to_address, origin)
        select ${kind}, picked.id, m.audience, case m.audience when 'staff' then ${staff} else picked.email end, picked.mail_origin
        from picked cross join (values (1, 'staff'), (2, 'visitor')) as m(n, audience)
        order by picked.id, m.n
        returning lead_id`);
      const leads = rowsOf(result).length / 2;
      queued += leads;
      if (leads < QUEUE_BATCH) break;
    }
  }
  return queued;
}

/** Delay before attempt n+1: base · 2^(n-1), at most an hour. */
export function backoffMs(attempts: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), 60 * 60 * 1000);
}

interface Claimed extends OutboxRef {
  id: number;
  to_address: string;
  attempts: number;
}

/** Claims up to BATCH due messages for this process; other processes skip the locked rows. */
async function claim(db: Db): Promise<Claimed[]> {
  const result = await db.execute(sql`
    update ${outbox} set status = 'sending', attempts = attempts + 1,
      locked_until = now() + make_interval(secs => ${LEASE_SECONDS})
    where id in (
      select id from ${outbox}
      where (status = 'pending' and next_attempt_at <= now()) or (status = 'sending' and locked_until < now())
      order by next_attempt_at, id
      limit ${BATCH}
      for update skip locked
    )
    returning id, lead_kind, lead_id, audience, to_address, attempts`);
  return rowsOf<Claimed>(result);
}

export interface OutboxRunResult {
  sent: number;
  failed: number;
}

/**
 * One pass of the worker: queue new leads' e-mails, then send what is due. Without SMTP settings
 * there is no sender, so the pass ends at once: the leads keep their marker (the admin shows their
 * e-mails pending) and are queued and sent once SMTP is configured.
 */
export async function processOutbox(
  deps: SiteOriginDeps & { cache: ContentCache },
  options: { retryBaseMs: number },
): Promise<OutboxRunResult> {
  const { db } = deps;
  const smtp = await getEmailSettings(deps);
  if (!smtp.smtpHost) return { sent: 0, failed: 0 };
  await queuePendingMail(deps);
  const site = await getSettings(deps);
  const from = `"${site.siteName}" <${senderAddress(smtp, site.contactEmail)}>`;
  const result = { sent: 0, failed: 0 };
  let batch = await claim(db);
  if (batch.length === 0) return result;
  const transport = await createSmtpTransport(smtp);
  try {
    while (batch.length > 0) {
      for (const m of batch) {
        try {
          const message = await composeMessage(deps, m);
          if (!message) {
            // Lead erased or deleted, or the address unsubscribed: nothing to send any more.
            await db.execute(sql`delete from ${outbox} where id = ${m.id}`);
            continue;
          }
          await transport.sendMail({
            from,
            to: m.to_address,
            subject: message.subject,
            html: message.html,
            text: message.textBody,
            headers: message.headers,
          });
          await db.execute(
            sql`update ${outbox} set status = 'sent', subject = ${message.subject}, sent_at = now(), locked_until = null, last_error = '' where id = ${m.id}`,
          );
          result.sent++;
        } catch (error) {
          result.failed++;
          const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
          const final = m.attempts >= MAX_ATTEMPTS;
          const delay = backoffMs(m.attempts, options.retryBaseMs);
          await db.execute(sql`
            update ${outbox} set status = ${final ? "failed" : "pending"}, locked_until = null, last_error = ${message},
              next_attempt_at = now() + make_interval(secs => ${delay / 1000})
            where id = ${m.id}`);
        }
      }
      // A dead server fails every message: stop this pass and let the backoff space out retries.
      if (result.sent === 0 && result.failed > 0) break;
      batch = await claim(db);
    }
  } finally {
    transport.close();
  }
  return result;
}
