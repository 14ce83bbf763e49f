import type { Lang } from "@lumiere/i18n";
import { sql } from "drizzle-orm";
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/** What a person may do in the admin (STAFF_ROLES of @lumiere/validation); the first account is an administrator. */
export type StaffRole = "administrator" | "editor" | "author" | "sales";

export const users = pgTable(
  "users",
  {
    id: serial().primaryKey(),
    username: text().notNull().unique(),
    passwordHash: text().notNull(),
    role: text().$type<StaffRole>().notNull().default("administrator"),
    /** Lower-cased; null for the first account until its owner sets one. Invitations are sent here. */
    email: text(),
    /** The name the activity feed, versions and lead notes show ("" shows the username). */
    displayName: text().notNull().default(""),
    /** Language of the e-mails this person receives; null: the language of their last sign-in. */
    lang: text().$type<Lang>(),
    /** Base32 TOTP secret once two-factor is enabled. */
    totpSecret: text(),
    /** Secret handed out by setup, waiting for a first correct code. */
    totpPendingSecret: text(),
    /** TOTP step of the last code that signed in: a code is accepted once (RFC 6238 §5.2). */
    totpLastStep: integer(),
    /** Last time this admin opened the dashboard. */
    dashboardSeenAt: timestamp({ withTimezone: true, mode: "date" }),
    /** When the visit before the current one ended: leads since then count as new. */
    previousVisitAt: timestamp({ withTimezone: true, mode: "date" }),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("users_email_idx").on(t.email).where(sql`email is not null`)],
);

export const sessions = pgTable(
  "sessions",
  {
    /** SHA-256 of the cookie token, hex: a leaked table cannot be replayed as cookies. */
    id: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp({ withTimezone: true, mode: "date" }).notNull(),
    /** Sliding-window length in minutes, fixed when the session is created. */
    timeoutMinutes: integer().notNull(),
    /** What the sessions list shows: where and with what it was opened, and when it was last used. */
    ip: text().notNull().default(""),
    userAgent: text().notNull().default(""),
    lastSeenAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId)],
);

/** Failed sign-ins, counted per username and per IP to throttle guessing across every server process. */
export const loginFailures = pgTable(
  "login_failures",
  {
    id: serial().primaryKey(),
    username: text().notNull(),
    ip: text().notNull(),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("login_failures_username_idx").on(t.username, t.createdAt), index("login_failures_ip_idx").on(t.ip, t.createdAt)],
);

/**
 * An invitation to join the admin: the link carries a random token, this table only its SHA-256.
 * Accepted once (the invitee sets a username and password), before it expires, unless revoked.
 */
export const invitations = pgTable(
  "invitations",
  {
    id: serial().primaryKey(),
    email: text().notNull(),
    role: text().$type<StaffRole>().notNull(),
    /** Language of the invitation e-mail and of the page it opens. */
    lang: text().$type<Lang>().notNull().default("en"),
    tokenHash: text().notNull(),
    invitedBy: integer().references(() => users.id, { onDelete: "set null" }),
    expiresAt: timestamp({ withTimezone: true, mode: "date" }).notNull(),
    acceptedAt: timestamp({ withTimezone: true, mode: "date" }),
    /** The person who joined by accepting it: the Team list says who invited them. */
    acceptedBy: integer().references(() => users.id, { onDelete: "set null" }),
    revokedAt: timestamp({ withTimezone: true, mode: "date" }),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("invitations_token_hash_idx").on(t.tokenHash), index("invitations_email_idx").on(t.email)],
);

export type Invitation = typeof invitations.$inferSelect;
export type User = typeof users.$inferSelect;
export type Session = typeof sessions.$inferSelect;
