// The e-mail outbox. A lead's e-mails are queued one way, whatever its kind: `writeLeadWithMail`
// writes the lead and its outbox rows in one statement (a held lead gets its confirmation then, its
// notification with its release, the same way). Any server process claims due rows with FOR UPDATE
// SKIP LOCKED (one sender per message), sends them, and either marks them sent or schedules a retry
// with exponential backoff.
import { type Db, type LeadKind, type OutboxKind, outbox, rowsOf, type SQL, sql, type Tx } from "@lumiere/db";
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

/** Queues e-mails that are about no lead (the sign-in alert); a lead's go through writeLeadWithMail. */
export async function enqueue(tx: Tx | Db, lead: { kind: OutboxKind; id: number }, origin: string, rows: OutboxEntry[]): Promise<void> {
  if (rows.length === 0) return;
  await tx
    .insert(outbox)
    .values(rows.map((r) => ({ leadKind: lead.kind, leadId: lead.id, audience: r.audience, toAddress: r.to, origin })));
}

/** A lead's e-mails: the team's notification (to these recipients) and the visitor's confirmation (to the lead's address). */
export interface LeadMail {
  staff: string | null;
  visitor: boolean;
}

/**
 * The one way a lead's e-mails are queued: `lead` is the statement that writes it (insert, upsert or
 * update, `returning id, email`), and its outbox rows are inserted from what it returns in the same
 * statement, so a lead written without its e-mails cannot exist (a lead not written, a duplicate
 * say, gets none). Returns the ids of the leads written.
 */
export async function writeLeadWithMail(db: Tx | Db, kind: LeadKind, lead: SQL, origin: string, mail: LeadMail): Promise<number[]> {
  // Staff first: the inbox lists a lead's e-mails in outbox order. A statement writes one lead, so
  // its rows come in the order of VALUES; an ORDER BY would add a sort to every submission.
  const entries = [
    ...(mail.staff !== null ? [sql`('staff', ${mail.staff}::text)`] : []),
    ...(mail.visitor ? [sql`('visitor', null::text)`] : []),
  ];
  const result = await db.execute(
    entries.length === 0
      ? sql`${lead}`
      : sql`with lead as (${lead}), queued as (
          insert into ${outbox} (lead_kind, lead_id, audience, to_address, origin)
          select ${kind}, lead.id, m.audience, coalesce(m.to_address, lead.email), ${origin}
          from lead cross join (values ${sql.join(entries, sql`, `)}) as m(audience, to_address)
        )
        select id from lead`,
  );
  return rowsOf<{ id: number }>(result).map((r) => r.id);
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
 * One pass of the worker: send what is due. Without SMTP settings there is no sender, so the pass
 * ends at once: the messages stay pending (the admin shows them so) and go once SMTP is configured.
 */
export async function processOutbox(
  deps: SiteOriginDeps & { cache: ContentCache },
  options: { retryBaseMs: number },
): Promise<OutboxRunResult> {
  const { db } = deps;
  const smtp = await getEmailSettings(deps);
  if (!smtp.smtpHost) return { sent: 0, failed: 0 };
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
