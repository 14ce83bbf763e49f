import { jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** One row per settings type an admin saves: site, seo, email, security, leads, ai, workflow. */
export const settings = pgTable("settings", {
  type: text().primaryKey(),
  data: jsonb().$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

/**
 * What the server records for itself, never set by an admin: markers of one-off passes (seed,
 * sanitised pages), the generated preview key, the first sign-in origin, the last AI test.
 */
export const appState = pgTable("app_state", {
  key: text().primaryKey(),
  data: jsonb().$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
});
