// Public lead submissions: stored with their outbox e-mails atomically (one statement, or one
// transaction for signups), so a visitor told "success" is never lost and always hears back,
// even while SMTP is down.
import { createHash } from "node:crypto";
import { consultations, contacts, outbox, prospects, sql } from "@lumiere/db";
import { type ConsultationInput, type ContactInput, isHoneypotFilled, MIN_FILL_MS, type ProspectInput } from "@lumiere/validation";
import type { ContentDeps } from "../deps";
import { sessionMessages } from "../chat/history";
import { rowsOf } from "../chat/search-sql";
import { enqueue } from "../mail/outbox";
import { getLeadsSettings, getPublicSettings } from "../settings";

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

/** Who hears of a new lead: the Settings recipients, else the site's contact e-mail. */
async function staffRecipients(deps: LeadDeps): Promise<string> {
  const [site, leads] = await Promise.all([getPublicSettings(deps), getLeadsSettings(deps)]);
  return (
    leads.notifyRecipients
      .split(/[,;\s]+/)
      .filter(Boolean)
      .join(", ") || site.contactEmail
  );
}

type Row = Record<string, string | Date | object[] | undefined>;

const WINDOW_MS = 120_000;

/** The two duplicate keys of a message (see dedupeColumns in the schema). */
export function dedupeKeys(email: string, message: string, now = Date.now()) {
  const hash = createHash("sha256").update(`${email.toLowerCase()}\n${message}`).digest("hex").slice(0, 32);
  return { dedupeKey: `${hash}:${Math.floor(now / WINDOW_MS)}`, dedupeKeyAlt: `${hash}:${Math.floor((now + WINDOW_MS / 2) / WINDOW_MS)}` };
}

/**
 * One statement, as cheap as it gets and atomic without a transaction: the lead row (unless the
 * same message was stored within the last minute: a unique key conflicts) and its two e-mails.
 */
async function storeLead(deps: LeadDeps, kind: "contact" | "consultation", lead: Row & { email: string }, message: string) {
  const mails = [
    { audience: "staff", to: await staffRecipients(deps) },
    { audience: "visitor", to: lead.email },
  ];
  const table = kind === "contact" ? contacts : consultations;
  const values: Row = { ...lead, ...dedupeKeys(lead.email, message) };
  const columns = Object.keys(values).map((k) => sql.identifier(k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)));
  const params = Object.values(values).map((v) =>
    Array.isArray(v) ? sql`${JSON.stringify(v)}::jsonb` : sql`${v instanceof Date ? v.toISOString() : (v ?? null)}`,
  );
  const result = await deps.db.execute(sql`
    with lead as (
      insert into ${table} (${sql.join(columns, sql`, `)}) values (${sql.join(params, sql`, `)})
      on conflict do nothing
      returning id
    )
    insert into ${outbox} (lead_kind, lead_id, audience, to_address, origin)
    select ${kind}, lead.id, m.audience, m.to_address, ${deps.origin}
    from lead cross join (values ${sql.join(
      mails.map((m) => sql`(${m.audience}, ${m.to})`),
      sql`, `,
    )}) as m(audience, to_address)
    returning lead_id`);
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
