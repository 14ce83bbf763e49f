import { index, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

export const consultations = pgTable(
  "consultations",
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    email: text().notNull(),
    company: text().notNull().default(""),
    budget: text().notNull().default(""),
    projectDescription: text().notNull().default(""),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("consultations_created_at_idx").on(t.createdAt)],
);

export const prospects = pgTable(
  "prospects",
  {
    id: serial().primaryKey(),
    email: text().notNull(),
    source: text().notNull().default("product_page"),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  // A repeat signup succeeds without a second row (DESIGN §2).
  (t) => [uniqueIndex("prospects_email_source_idx").on(t.email, t.source)],
);

export const contacts = pgTable(
  "contacts",
  {
    id: serial().primaryKey(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    email: text().notNull(),
    company: text().notNull().default(""),
    subject: text().notNull(),
    message: text().notNull(),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("contacts_created_at_idx").on(t.createdAt)],
);

export type Consultation = typeof consultations.$inferSelect;
export type Prospect = typeof prospects.$inferSelect;
export type Contact = typeof contacts.$inferSelect;
