import { jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** One row per settings type: site, seo, email, security, ai (and internal markers such as seed). */
export const settings = pgTable("settings", {
  type: text().primaryKey(),
  data: jsonb().$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
});
