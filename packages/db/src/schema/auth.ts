import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

export const users = pgTable("users", {
  id: serial().primaryKey(),
  username: text().notNull().unique(),
  passwordHash: text().notNull(),
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
});

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

export type User = typeof users.$inferSelect;
export type Session = typeof sessions.$inferSelect;
