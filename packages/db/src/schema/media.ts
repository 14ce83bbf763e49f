import { integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

export const media = pgTable("media", {
  id: serial().primaryKey(),
  /** The name the file was uploaded with (shown in the admin). */
  filename: text().notNull(),
  /** Random name on disk and in the URL; never derived from the upload. */
  storedName: text().notNull().unique(),
  /** image | video | audio | document */
  category: text().notNull(),
  mimeType: text().notNull(),
  size: integer().notNull(),
  createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

export type Media = typeof media.$inferSelect;
