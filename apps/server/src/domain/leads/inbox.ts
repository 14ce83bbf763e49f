// The leads inbox: filtered, paged lists (indexes on status and created_at keep a page fast with
// tens of thousands of rows), status and notes, deletion, and what the CSV export contains.
import {
  and,
  type contacts,
  count,
  type Db,
  desc,
  eq,
  inArray,
  LEAD_KINDS,
  type LeadKind,
  type OutboxAudience,
  outbox,
  type SQL,
  sql,
  withDeadline,
} from "@lumiere/db";
import { type LeadFilter, type LeadListInput, type LeadRef, type LeadUpdateInput, messages, serverMessages } from "@lumiere/validation";
import { recordActivity } from "../activity";
import type { WakeDeps } from "../deps";
import { pageOf } from "../paging";
import { type CsvValue, toCsv } from "../csv";
import { Refusal } from "../refusal";
import { LEAD_COLUMNS as columns, LEAD_TABLES, matchesSearch } from "./tables";
import { withPeople } from "./assignment";
import { eraseLeadDeliveries, queueStatusChange } from "../webhooks/queue";

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function where(filter: LeadFilter): SQL | undefined {
  const t = LEAD_TABLES[filter.kind];
  const parts: SQL[] = [];
  if (filter.status) parts.push(eq(t.status, filter.status as never));
  if (filter.held) parts.push(sql`${t.heldAt} is not null`);
  if (filter.from) parts.push(sql`${t.createdAt} >= ${`${filter.from}T00:00:00Z`}::timestamptz`);
  if (filter.to) parts.push(sql`${t.createdAt} < ${`${filter.to}T00:00:00Z`}::timestamptz + interval '1 day'`);
  if (filter.q) parts.push(matchesSearch(filter.kind, filter.q));
  return parts.length ? and(...parts) : undefined;
}

async function selectRows<K extends LeadKind>(db: Db, filter: LeadFilter & { kind: K }, limit: number, offset: number) {
  const t = LEAD_TABLES[filter.kind];
  const rows = await db
    .select(columns[filter.kind] as (typeof columns)["contact"])
    .from(t as typeof contacts)
    .where(where(filter))
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(limit)
    .offset(offset);
  return rows.map((r) => {
    const row = r as Record<string, unknown>;
    return {
      ...row,
      createdAt: iso(row.createdAt as Date),
      consentAt: iso(row.consentAt as Date | null),
      ...("confirmedAt" in row ? { confirmedAt: iso(row.confirmedAt as Date | null) } : {}),
    } as unknown as Record<string, unknown> & { id: number; email: string; status: string; createdAt: string };
  });
}

export interface Delivery {
  id: number;
  audience: OutboxAudience;
  status: string;
  attempts: number;
  lastError: string;
  sentAt: string | null;
}

/** Each lead's e-mails with their delivery state. */
async function deliveriesFor(db: Db, kind: LeadKind, ids: number[]): Promise<Map<number, Delivery[]>> {
  const out = new Map<number, Delivery[]>();
  if (ids.length === 0) return out;
  const rows = await db
    .select({
      id: outbox.id,
      leadId: outbox.leadId,
      audience: outbox.audience,
      status: outbox.status,
      attempts: outbox.attempts,
      lastError: outbox.lastError,
      sentAt: outbox.sentAt,
    })
    .from(outbox)
    .where(and(eq(outbox.leadKind, kind), inArray(outbox.leadId, ids)))
    .orderBy(outbox.id);
  for (const { leadId, sentAt, ...d } of rows) {
    const list = out.get(leadId!) ?? [];
    list.push({ ...d, sentAt: iso(sentAt) });
    out.set(leadId!, list);
  }
  return out;
}

/** One page of a lead list, newest first, with the total that matches the filter. */
export async function listLeads(db: Db, input: LeadListInput) {
  const t = LEAD_TABLES[input.kind];
  const page = await pageOf(
    input,
    (limit, offset) => selectRows(db, input, limit, offset),
    async () =>
      (
        await db
          .select({ n: count() })
          .from(t as typeof contacts)
          .where(where(input))
      )[0]?.n ?? 0,
    (row) => row,
  );
  const deliveries = await deliveriesFor(
    db,
    input.kind,
    page.items.map((r) => r.id),
  );
  const people = await withPeople(db, page.items);
  return { items: people.map((r) => ({ ...r, deliveries: deliveries.get(r.id as number) ?? [] })), total: page.total };
}

/** Every lead the filter matches (the CSV export), capped so one export cannot exhaust memory. */
export const EXPORT_MAX_ROWS = 50_000;
/** Reading that many rows may take longer than a visitor's request is allowed to wait. */
const EXPORT_DEADLINE_MS = 60_000;
/** The CSV file of a list: its own fields, then what every lead has. */
const CSV_FIELDS = {
  contact: ["id", "firstName", "lastName", "email", "company", "subject", "message", "createdAt"],
  consultation: ["id", "name", "email", "company", "budget", "projectDescription", "createdAt"],
  signup: ["id", "email", "source", "createdAt"],
} as const;
const CSV_COMMON_FIELDS = ["status", "notes", "lang", "consentText", "consentAt"] as const;
const CSV_FILE_STEM = { contact: "contacts", consultation: "consultations", signup: "email-signups" } as const;

/**
 * The CSV file of every lead the filter matches, and its name ("contacts-2026-11-22.csv"); the feed
 * records who exported which list, never the rows.
 */
export async function exportLeads(db: Db, filter: LeadFilter, actor: string, now = new Date()) {
  const rows = await withDeadline(EXPORT_DEADLINE_MS, () => selectRows(db, filter, EXPORT_MAX_ROWS, 0));
  await recordActivity(db, { action: "lead.export", actor, subjectKind: filter.kind, data: { status: filter.status ?? null } });
  const fields = [...CSV_FIELDS[filter.kind], ...CSV_COMMON_FIELDS];
  return {
    filename: `${CSV_FILE_STEM[filter.kind]}-${now.toISOString().slice(0, 10)}.csv`,
    csv: toCsv(fields, rows as Array<Record<(typeof fields)[number], CsvValue>>),
  };
}

const leadSubject = (ref: LeadRef) => ({ subjectKind: ref.kind, subjectId: String(ref.id) });

/** A status change queues the lead's webhook deliveries (queueStatusChange); their sender is woken. */
export async function updateLead(deps: WakeDeps, input: LeadUpdateInput, actor: string) {
  const signupStatus = ["pending", "confirmed", "unsubscribed"].includes(input.status ?? "");
  if (input.status && (input.kind === "signup") !== signupStatus) {
    throw new Refusal("invalid", messages.statusInvalid);
  }
  const t = LEAD_TABLES[input.kind];
  const set: Record<string, unknown> = {};
  if (input.status) set.status = input.status;
  if (input.notes !== undefined) Object.assign(set, { notes: input.notes, notesBy: actor, notesAt: new Date() });
  if (Object.keys(set).length === 0) return { success: true as const };
  await deps.db.transaction(async (tx) => {
    await queueStatusChange(tx, input, input.status);
    const updated = await tx
      .update(t as typeof contacts)
      .set(set)
      .where(eq(t.id, input.id))
      .returning({ id: t.id });
    if (updated.length === 0) throw new Refusal("not_found", serverMessages.leadNotFound);
    await recordActivity(tx, { action: "lead.update", actor, ...leadSubject(input) });
  });
  if (input.status) deps.wake("webhooks");
  return { success: true as const };
}

/** Deletes a lead and its e-mails (they hold its personal data too). */
export async function removeLead(db: Db, ref: LeadRef, actor: string) {
  const t = LEAD_TABLES[ref.kind];
  await db.transaction(async (tx) => {
    await tx.delete(outbox).where(and(eq(outbox.leadKind, ref.kind), eq(outbox.leadId, ref.id)));
    await eraseLeadDeliveries(tx, { [ref.kind]: [ref.id] });
    const removed = await tx
      .delete(t as typeof contacts)
      .where(eq(t.id, ref.id))
      .returning({ id: t.id });
    if (removed.length === 0) throw new Refusal("not_found", serverMessages.leadNotFound);
    await recordActivity(tx, { action: "lead.delete", actor, ...leadSubject(ref) });
  });
  return { success: true as const };
}

/** How many leads of each kind arrived after `since` (the dashboard's "new since your last visit"). */
export async function countLeadsSince(db: Db, since: Date | null) {
  const when = since ?? new Date(0);
  const [c, q, s] = await Promise.all(
    LEAD_KINDS.map((k) =>
      db
        .select({ n: count() })
        .from(LEAD_TABLES[k] as typeof contacts)
        // An ISO string: postgres.js does not serialise a Date inside a raw sql fragment.
        .where(sql`${LEAD_TABLES[k].createdAt} > ${when.toISOString()}::timestamptz`),
    ),
  );
  return { contacts: c?.[0]?.n ?? 0, consultations: q?.[0]?.n ?? 0, signups: s?.[0]?.n ?? 0, since: since?.toISOString() ?? null };
}
