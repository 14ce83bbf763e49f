import type { Lang } from "@lumiere/i18n";
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

import { users } from "./auth";
import type { LeadKind, LeadStatus, SignupStatus } from "@lumiere/validation/lead-values";

export {
  LEAD_KINDS,
  LEAD_STATUSES,
  type LeadKind,
  type LeadStatus,
  SIGNUP_STATUSES,
  type SignupStatus,
} from "@lumiere/validation/lead-values";

// Shared by the three lead tables: what the inbox and the GDPR record need.
const leadColumns = () => ({
  email: text().notNull(),
  /** Language of the page the visitor used: their confirmation e-mail is written in it. */
  lang: text().$type<Lang>().notNull().default("en"),
  notes: text().notNull().default(""),
  /** Who last changed the notes, and when (the inbox shows it). */
  notesBy: text().notNull().default(""),
  notesAt: timestamp({ withTimezone: true, mode: "date" }),
  /** The person the lead is assigned to: they get its staff e-mail. */
  assigneeId: integer().references(() => users.id, { onDelete: "set null" }),
  /** The consent line exactly as shown (text version), and when it was shown. */
  consentText: text().notNull().default(""),
  consentAt: timestamp({ withTimezone: true, mode: "date" }),
  createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

/**
 * Duplicate detection by unique indexes alone (no lookup before the insert): hash(e-mail, message)
 * with its two-minute window, on two grids a minute apart. Two sends less than a minute apart
 * always share a window on one grid, so the second conflicts and is not stored.
 */
const dedupeColumns = () => ({ dedupeKey: text(), dedupeKeyAlt: text() });

/**
 * Set when the bot defence found the submission suspect (sent faster than a person types): the lead
 * is kept, shown in the inbox as held, and none of its e-mails go out until an admin releases it.
 */
const heldColumn = () => ({ heldAt: timestamp({ withTimezone: true, mode: "date" }) });

/** Lower-cased text the inbox search scans: one LIKE per row instead of one ILIKE per column. */
const searchText = (...columns: string[]) =>
  text().generatedAlwaysAs(sql.raw(`lower(${columns.map((c) => `coalesce(${c}, '')`).join(" || ' ' || ")})`));

export const consultations = pgTable(
  "consultations",
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    company: text().notNull().default(""),
    budget: text().notNull().default(""),
    projectDescription: text().notNull().default(""),
    /** The chat session the visitor came from (hand-off from Aya), "" otherwise. */
    chatSessionId: text().notNull().default(""),
    /** A copy of that conversation, kept with the lead after chat history is pruned. */
    chatTranscript: jsonb().$type<{ role: "user" | "assistant"; content: string }[]>().notNull().default([]),
    status: text().$type<LeadStatus>().notNull().default("new"),
    ...leadColumns(),
    searchText: searchText("name", "email", "company", "project_description", "notes"),
    ...dedupeColumns(),
    ...heldColumn(),
  },
  (t) => [
    uniqueIndex("consultations_dedupe_key_idx").on(t.dedupeKey),
    uniqueIndex("consultations_dedupe_key_alt_idx").on(t.dedupeKeyAlt),
    index("consultations_created_at_idx").on(t.createdAt),
    index("consultations_status_created_idx").on(t.status, t.createdAt),
    index("consultations_held_idx").on(t.createdAt).where(sql`held_at is not null`),
  ],
);

export const prospects = pgTable(
  "prospects",
  {
    id: serial().primaryKey(),
    source: text().notNull().default("product_page"),
    status: text().$type<SignupStatus>().notNull().default("pending"),
    /** Random secret of the confirmation and unsubscribe links. */
    token: text().notNull().default(sql`gen_random_uuid()::text`),
    confirmedAt: timestamp({ withTimezone: true, mode: "date" }),
    unsubscribedAt: timestamp({ withTimezone: true, mode: "date" }),
    ...leadColumns(),
    searchText: searchText("email", "source", "notes"),
    ...heldColumn(),
  },
  // A repeat signup succeeds without a second row (DESIGN §2).
  (t) => [
    uniqueIndex("prospects_email_source_idx").on(t.email, t.source),
    uniqueIndex("prospects_token_idx").on(t.token),
    index("prospects_created_at_idx").on(t.createdAt),
    index("prospects_status_created_idx").on(t.status, t.createdAt),
    index("prospects_held_idx").on(t.createdAt).where(sql`held_at is not null`),
  ],
);

export const contacts = pgTable(
  "contacts",
  {
    id: serial().primaryKey(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    company: text().notNull().default(""),
    subject: text().notNull(),
    message: text().notNull(),
    status: text().$type<LeadStatus>().notNull().default("new"),
    ...leadColumns(),
    searchText: searchText("first_name", "last_name", "email", "company", "message", "notes"),
    ...dedupeColumns(),
    ...heldColumn(),
  },
  (t) => [
    uniqueIndex("contacts_dedupe_key_idx").on(t.dedupeKey),
    uniqueIndex("contacts_dedupe_key_alt_idx").on(t.dedupeKeyAlt),
    index("contacts_created_at_idx").on(t.createdAt),
    index("contacts_status_created_idx").on(t.status, t.createdAt),
    index("contacts_held_idx").on(t.createdAt).where(sql`held_at is not null`),
  ],
);

/**
 * What an outbox row is about: a lead, an admin account ("account": a security notice; its id is
 * the user's), or an invitation to the admin ("invitation": its id is the invitation's).
 */
export type OutboxKind = LeadKind | "account" | "invitation";
/** Who a message is for: the team, the visitor who wrote, or the person a lead was assigned to. */
export type OutboxAudience = "staff" | "visitor" | "assignee";

/**
 * Durable e-mail outbox: one row per message, a lead's written in the same statement as the lead
 * (writeLeadWithMail in the server). The message is rendered from the lead when it is sent (so the
 * row is small, and erasing a lead leaves no copy of it here). Any server process may claim due rows (FOR UPDATE SKIP LOCKED),
 * so one message is sent by one process.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: serial().primaryKey(),
    leadKind: text().$type<OutboxKind>().notNull(),
    leadId: integer().notNull(),
    /** "staff" (notification) or "visitor" (confirmation, opt-in link). */
    audience: text().$type<OutboxAudience>().notNull(),
    toAddress: text().notNull(),
    /** Origin for links in the message (PUBLIC_URL, else the one the visitor used). */
    origin: text().notNull(),
    /** Filled when sent. */
    subject: text().notNull().default(""),
    status: text().$type<"pending" | "sending" | "sent" | "failed">().notNull().default("pending"),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
    lockedUntil: timestamp({ withTimezone: true, mode: "date" }),
    lastError: text().notNull().default(""),
    sentAt: timestamp({ withTimezone: true, mode: "date" }),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("outbox_due_idx").on(t.status, t.nextAttemptAt), index("outbox_lead_idx").on(t.leadKind, t.leadId)],
);

/**
 * What admins did (sign-in, content, settings, exports) and what was done to personal data, by
 * whom and when; never personal data itself. `action` is one of ACTIVITY_ACTIONS
 * (@lumiere/validation); `data` holds what the feed shows (titles, languages, fields), so it can
 * be said in the admin's language.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial().primaryKey(),
    action: text().notNull(),
    actor: text().notNull(),
    detail: text().notNull().default(""),
    /** What the action was done to: "article", "page", "redirect", "settings", … ("" for none). */
    subjectKind: text().notNull().default(""),
    /** Its id (an article id, a page id, a settings type…). */
    subjectId: text().notNull().default(""),
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("audit_log_created_at_idx").on(t.createdAt), index("audit_log_subject_idx").on(t.subjectKind, t.subjectId, t.id)],
);

export type Consultation = typeof consultations.$inferSelect;
export type Prospect = typeof prospects.$inferSelect;
export type Contact = typeof contacts.$inferSelect;
