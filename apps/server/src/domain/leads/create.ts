// Public lead submissions: each stored with its e-mails' outbox rows in one statement
// (writeLeadWithMail), so a visitor told "success" is never lost and always hears back, even while
// SMTP is down; for a submission the bot defence holds, only the team's notification waits for an admin.
import { createHash } from "node:crypto";
import { consultations, contacts, sql } from "@lumiere/db";
import type { Lang } from "@lumiere/i18n";
import { type ConsultationInput, type ContactInput, isHoneypotFilled, MIN_FILL_MS, type ProspectInput } from "@lumiere/validation";
import type { ContentDeps, Wake } from "../deps";
import { type SiteOriginDeps, siteOrigin } from "../site-origin";
import { sessionMessages } from "../chat/history";
import { staffRecipients, writeLeadWithMail } from "../mail/queue";
import { writeSignup } from "./signups";

/** What a visitor is told; identical whether the submission was stored, held or dropped as spam. */
export interface Accepted {
  success: true;
}
const accepted: Accepted = { success: true };

export interface LeadDeps extends ContentDeps, SiteOriginDeps {
  /** Language of the calling page when the form did not say. */
  lang: Lang | undefined;
  wake: Wake;
}

interface Meta {
  website?: string | null | undefined;
  fillMs?: number | null | undefined;
  lang?: Lang | null | undefined;
  consentText?: string | null | undefined;
}

/**
 * Bots: a filled honeypot is answered as accepted and stored nowhere (spec §4, DESIGN §3); people
 * never see the field, and the web forms send nothing when it is filled.
 */
const isBot = (input: Meta) => isHoneypotFilled(input.website);

/**
 * A form sent faster than a person could type it: a bot, or a person whose browser or password
 * manager filled it. They were told it worked, so it is kept and they get their confirmation as
 * anyone does; it is held: shown in the inbox, the team's notification sent once an admin releases
 * it. Clients that do not send fillMs (the spec's REST payload has no such field) are not judged by it.
 */
const isSuspect = (input: Meta) => input.fillMs != null && input.fillMs < MIN_FILL_MS;

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
 * One statement, as cheap as a lead can be stored: the lead (unless the same message was stored
 * within the last minute: a unique key conflicts) with its two e-mails; a held lead with its
 * confirmation only, its release queues the notification.
 */
async function storeLead(deps: LeadDeps, kind: "contact" | "consultation", lead: Row & { email: string }, message: string, held: boolean) {
  const table = kind === "contact" ? contacts : consultations;
  const values: Row = { ...lead, ...dedupeKeys(lead.email, message), ...(held ? { heldAt: new Date() } : {}) };
  const columns = Object.keys(values).map((k) => sql.identifier(k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)));
  const params = Object.values(values).map((v) =>
    Array.isArray(v) ? sql`${JSON.stringify(v)}::jsonb` : sql`${v instanceof Date ? v.toISOString() : (v ?? null)}`,
  );
  const insert = sql`
    insert into ${table} (${sql.join(columns, sql`, `)}) values (${sql.join(params, sql`, `)})
    on conflict do nothing
    returning id, email`;
  const staff = held ? null : await staffRecipients(deps);
  const stored = await writeLeadWithMail(deps.db, kind, insert, await siteOrigin(deps), { staff, visitor: true });
  if (stored.length > 0) deps.wake("mail", "webhooks");
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
  await storeLead(deps, "consultation", lead, input.message, isSuspect(input));
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
  await storeLead(deps, "contact", lead, `${input.subject}\n${input.message}`, isSuspect(input));
  return accepted;
}

/**
 * Double opt-in: a new signup is pending and gets a confirmation link. Signing up again stays one
 * row; a pending or unsubscribed address is pending again, a confirmed one stays so; the address
 * is mailed at most once a day (writeSignup). A held signup is mailed the same way; only the
 * team's notification waits for its release (a confirmed address, or one the team has heard of,
 * has nothing left to review).
 */
export async function createProspect(deps: LeadDeps, input: ProspectInput): Promise<Accepted> {
  if (isBot(input)) return accepted;
  const held = isSuspect(input);
  const lang = input.lang ?? deps.lang ?? "en";
  const email = input.email.toLowerCase();
  const staff = held ? null : await staffRecipients(deps);
  const signup = { email, source: input.source, lang, ...consentOf(input) };
  const queued = await writeSignup({ db: deps.db, origin: await siteOrigin(deps) }, signup, held, staff);
  if (queued) deps.wake("mail", "webhooks");
  return accepted;
}
