// Queueing e-mails: a lead's are queued one way, whatever its kind: `writeLeadWithMail` writes the
// lead and its outbox rows in one statement (a held lead gets its confirmation then, its notification
// with its release, the same way); e-mails about no lead (a sign-in alert, an invitation, an
// assignment) go through `enqueue`. The sender (outbox.ts) sends them; the caller wakes it once the
// change is committed.
import { type Db, type LeadKind, type OutboxAudience, type OutboxKind, outbox, rowsOf, type SQL, sql, type Tx } from "@lumiere/db";
import type { ContentDeps } from "../deps";
import { getNotifyRecipients, getPublicSettings } from "../settings";
import { leadCreatedDeliveries } from "../webhooks/queue";

export interface OutboxEntry {
  audience: OutboxAudience;
  to: string;
}

/** Queues e-mails that are not a lead's own (a sign-in alert, an invitation, an assignment); a lead's go through writeLeadWithMail. */
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
 * say, gets none). The team's notification comes with the lead's webhook deliveries: the CRM hears
 * of a lead when the team does. Returns the ids of the leads written.
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
        )${mail.staff !== null ? sql`, hooked as (${leadCreatedDeliveries(kind)})` : sql``}
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
