// Queuing a lead's webhook deliveries: one row per (lead event, enabled endpoint that wants it),
// written with the event itself, so a lead the visitor was told is stored always reaches the CRM.
import { and, type Db, eq, inArray, type LeadKind, rowsOf, type SQL, sql, type Tx, webhookDeliveries, webhookEndpoints } from "@lumiere/db";
import { LEAD_TABLES } from "../leads/tables";

/** A webhook-id: random, stable across the retries of one delivery. */
const newMessageId = sql`'msg_' || replace(gen_random_uuid()::text, '-', '')`;

/**
 * The CTE that queues `lead.created` for the leads the `lead` CTE returns (writeLeadWithMail adds
 * it to the statement that writes the lead with the team's notification: a held lead gets none
 * until it is released, like that notification).
 */
export function leadCreatedDeliveries(kind: LeadKind): SQL {
  return sql`insert into ${webhookDeliveries} (endpoint_id, message_id, event_type, lead_kind, lead_id)
    select e.id, ${newMessageId}, 'lead.created', ${kind}, lead.id
    from lead join ${webhookEndpoints} e on e.enabled and ${kind} = any(e.kinds)`;
}

/**
 * Queues `lead.status_changed` for a status about to be set, in the transaction that sets it (call
 * it before the update): it locks the lead's row and compares with the status it has.
 */
export async function queueStatusChange(tx: Tx, lead: { kind: LeadKind; id: number }, next: string | null | undefined) {
  if (!next) return;
  const t = LEAD_TABLES[lead.kind];
  await tx.execute(sql`
    insert into ${webhookDeliveries} (endpoint_id, message_id, event_type, lead_kind, lead_id, previous_status, new_status)
    select e.id, ${newMessageId}, 'lead.status_changed', ${lead.kind}, l.id, l.status, ${next}
    from (select ${t.id} as id, ${t.status} as status from ${t} where ${t.id} = ${lead.id} and ${t.heldAt} is null for update) l
    join ${webhookEndpoints} e on e.enabled and e.status_changes and ${lead.kind} = any(e.kinds)
    where l.status <> ${next}`);
}

/** Deletes every delivery about these leads (a lead deleted, a person's data erased). */
export async function eraseLeadDeliveries(tx: Tx | Db, leads: Partial<Record<LeadKind, number[]>>) {
  for (const [kind, ids] of Object.entries(leads) as [LeadKind, number[]][]) {
    if (ids.length === 0) continue;
    await tx.delete(webhookDeliveries).where(and(eq(webhookDeliveries.leadKind, kind), inArray(webhookDeliveries.leadId, ids)));
  }
}

export interface LeadDelivery {
  id: number;
  leadId: number;
  endpoint: string;
  eventType: string;
  newStatus: string;
  status: "pending" | "sending" | "delivered" | "failed";
  attempts: number;
  responseStatus: number | null;
  lastError: string;
  nextAttemptAt: string;
  deliveredAt: string | null;
  createdAt: string;
}

/** What the inbox shows of the deliveries of a page of leads, oldest first. */
export async function deliveriesOfLeads(db: Db, leads: { kind: LeadKind; ids: number[] }): Promise<LeadDelivery[]> {
  if (leads.ids.length === 0) return [];
  const result = await db.execute(sql`
    select d.id, d.lead_id as "leadId", coalesce(nullif(e.description, ''), e.url) as endpoint, d.event_type as "eventType", d.new_status as "newStatus",
      d.status, d.attempts, d.response_status as "responseStatus", d.last_error as "lastError",
      -- A delivery waiting for its endpoint's pause goes when the pause ends.
      case when d.status = 'pending' and e.paused_until > d.next_attempt_at then e.paused_until else d.next_attempt_at end as "nextAttemptAt",
      d.delivered_at as "deliveredAt", d.created_at as "createdAt"
    from ${webhookDeliveries} d join ${webhookEndpoints} e on e.id = d.endpoint_id
    where d.lead_kind = ${leads.kind} and d.lead_id in (${sql.join(
      leads.ids.map((id) => sql`${id}`),
      sql`, `,
    )})
    order by d.id`);
  const iso = (v: unknown) => (v == null ? null : new Date(v as string).toISOString());
  return rowsOf<LeadDelivery>(result).map((r) => ({
    ...r,
    nextAttemptAt: iso(r.nextAttemptAt) ?? "",
    deliveredAt: iso(r.deliveredAt),
    createdAt: iso(r.createdAt) ?? "",
  }));
}
