// The JSON a receiver gets: { type, timestamp, data: { kind, id, …the lead's fields } }, built from
// the lead when it is sent (no copy of personal data waits in the queue).
import { type Db, eq, type LeadKind } from "@lumiere/db";
import { LEAD_COLUMNS, LEAD_TABLES } from "../leads/tables";

export interface LeadEvent {
  eventType: "lead.created" | "lead.status_changed";
  leadKind: LeadKind;
  leadId: number;
  previousStatus: string;
  newStatus: string;
  /** When the event happened (the delivery was queued). */
  createdAt: Date;
}

/** The lead's fields a CRM gets: everything the inbox shows but the team's own notes. */
async function leadFields(db: Db, kind: LeadKind, id: number): Promise<Record<string, unknown> | null> {
  const { notes: _notes, held: _held, ...columns } = LEAD_COLUMNS[kind];
  const t = LEAD_TABLES[kind];
  const [row] = await db
    .select(columns as typeof LEAD_COLUMNS.contact)
    .from(t as typeof LEAD_TABLES.contact)
    .where(eq(t.id, id));
  return row ?? null;
}

/** The body of a delivery, or null when the lead is gone (deleted, erased, past retention). */
export async function eventBody(db: Db, event: LeadEvent): Promise<string | null> {
  const fields = await leadFields(db, event.leadKind, event.leadId);
  if (!fields) return null;
  const change = event.eventType === "lead.status_changed" ? { status: event.newStatus, previousStatus: event.previousStatus } : {};
  return JSON.stringify({
    type: event.eventType,
    timestamp: new Date(event.createdAt).toISOString(),
    data: { kind: event.leadKind, ...fields, ...change, id: event.leadId },
  });
}

/** The body of the Settings' "Send a test event". */
export function testEventBody(endpointId: number, now = new Date()): string {
  return JSON.stringify({
    type: "webhook.test",
    timestamp: now.toISOString(),
    data: { endpointId, message: "A test event sent from Settings → Integrations." },
  });
}
