// Public lead submissions: each stored with the promise of its e-mails atomically (a pending-mail
// marker on the lead's own row, or outbox rows in the signup's transaction), so a visitor told
// "success" is never lost and always hears back, even while SMTP is down.
import { createHash } from "node:crypto";
import { consultations, contacts, prospects, sql } from "@lumiere/db";
import { type ConsultationInput, type ContactInput, isHoneypotFilled, MIN_FILL_MS, type ProspectInput } from "@lumiere/validation";
import type { ContentDeps } from "../deps";
import { sessionMessages } from "../chat/history";
import { rowsOf } from "../chat/search-sql";
import { enqueue, staffRecipients } from "../mail/outbox";

/** What a visitor is told; identical whether the submission was stored or dropped as spam. */
export interface Accepted {
  success: true;
}
const accepted: Accepted = { success: true };

export interface LeadDeps extends ContentDeps {
  /** Absolute origin for links in e-mails. */
  origin: string;
  /** Language of the calling page when the form did not say. */
  lang: "en" | "fr" | undefined;
  /** Wakes the outbox worker once the transaction is committed (never awaited). */
  kickOutbox: () => void;
}

interface Meta {
  website?: string | null | undefined;
  fillMs?: number | null | undefined;
  lang?: "en" | "fr" | null | undefined;
  consentText?: string | null | undefined;
}

/**
 * Bots: a filled honeypot, or a form sent faster than a person could fill it, is answered as
 * accepted and stored nowhere (spec §4, DESIGN §3). Clients that do not send fillMs (the spec's
 * REST payload has no such field) are not judged by it.
 */
const isBot = (input: Meta) => isHoneypotFilled(input.website) || (input.fillMs != null && input.fillMs < MIN_FILL_MS);

/** The consent line the visitor was shown, and when (now), when the form sent it. */
const consentOf = (input: Meta) => (input.consentText?.trim() ? { consentText: input.consentText.trim(), consentAt: new Date() } : {});

type Row = Record<string, string | Date | object[] | undefined>;

const WINDOW_MS = 120_000;

/** The two duplicate keys of a message (see dedupeColumns in the schema). */
export function dedupeKeys(email: string, message: string, now = Date.now()) {
  const hash = createHash("sha256").update(`${email.toLowerCase()}\n${message}`).digest("hex").slice(0, 32);
  return { dedupeKey: `${hash}:${Math.floor(now / WINDOW_MS)}`, dedupeKeyAlt: `${hash}:${Math.floor((now + WINDOW_MS / 2) / WINDOW_MS)}` };
}

/**
 * One row, as cheap as a lead can be stored: the lead (unless the same message was stored within
 * the last minute: a unique key conflicts) with its pending-mail marker, which the outbox worker
 * turns into the staff notification and the visitor's confirmation.
 */
async function storeLead(deps: LeadDeps, kind: "contact" | "consultation", lead: Row & { email: string }, message: string) {
  const table = kind === "contact" ? contacts : consultations;
  const values: Row = { ...lead, ...dedupeKeys(lead.email, message), mailOrigin: deps.origin };
  const columns = Object.keys(values).map((k) => sql.identifier(k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)));
  const params = Object.values(values).map((v) =>
    Array.isArray(v) ? sql`${JSON.stringify(v)}::jsonb` : sql`${v instanceof Date ? v.toISOString() : (v ?? null)}`,
  );
  const result = await deps.db.execute(sql`
    insert into ${table} (${sql.join(columns, sql`, `)}) values (${sql.join(params, sql`, `)})
    on conflict do nothing
    returning id`);
  if (rowsOf(result).length > 0) deps.kickOutbox();
}

export async function createConsultation(deps: LeadDeps, input: ConsultationInput): Promise<Accepted> {
  if (isBot(input)) return accepted;
  const lang = input.lang ?? deps.lang ?? "en";
  // Coming from Aya: the conversation is copied onto the request, so it outlives chat-history pruning.
  const chatTranscript = input.chatSessionId ? await sessionMessages(deps.db, input.chatSessionId) : [];
  const lead = {
    name: input.name,
    email: input.email,
    company: input.company,
    projectDescription: input.message,
    chatSessionId: chatTranscript.length > 0 ? input.chatSessionId : "",
    chatTranscript,
    lang,
    ...consentOf(input),
  };
  await storeLead(deps, "consultation", lead, input.message);
  return accepted;
}

export async function createContact(deps: LeadDeps, input: ContactInput): Promise<Accepted> {
  if (isBot(input)) return accepted;
  const lang = input.lang ?? deps.lang ?? "en";
  const lead = {
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    company: input.company,
    subject: input.subject,
    message: input.message,
    lang,
    ...consentOf(input),
  };
  await storeLead(deps, "contact", lead, `${input.subject}\n${input.message}`);
  return accepted;
}

/**
 * Double opt-in: a new signup is pending and gets a confirmation link. Signing up again stays one
 * row; a pending or unsubscribed address gets a fresh link (and is pending again), a confirmed one
 * nothing more.
 */
export async function createProspect(deps: LeadDeps, input: ProspectInput): Promise<Accepted> {
  if (isBot(input)) return accepted;
  const lang = input.lang ?? deps.lang ?? "en";
  const email = input.email.toLowerCase();
  const token = crypto.randomUUID();
  const staff = await staffRecipients(deps);
  const queued = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(prospects)
      .values({ email, source: input.source, lang, token, ...consentOf(input) })
      .onConflictDoUpdate({
        target: [prospects.email, prospects.source],
        // A new link for anyone not confirmed yet (the previous one stops working); confirmed stays so.
        set: {
          status: sql`case when ${prospects.status} = 'confirmed' then 'confirmed' else 'pending' end`,
          token: sql`case when ${prospects.status} = 'confirmed' then ${prospects.token} else excluded.token end`,
          lang,
          ...consentOf(input),
        },
      })
      // xmax = 0 only on a freshly inserted row: the team hears of a new address once.
      .returning({ id: prospects.id, status: prospects.status, inserted: sql<boolean>`(xmax = 0)` });
    if (!row || row.status === "confirmed") return false;
    await enqueue(tx, { kind: "signup", id: row.id }, deps.origin, [
      ...(row.inserted ? [{ audience: "staff" as const, to: staff }] : []),
      { audience: "visitor", to: email },
    ]);
    return true;
  });
  if (queued) deps.kickOutbox();
  return accepted;
}
