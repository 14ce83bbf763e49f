import { boolean, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Aya's company knowledge: facts and FAQ answers the admin edits, searched before the site's pages.
 * Question variants are one per line. Answers may contain {email}, {phone} and {address}, filled
 * from Site Settings when Aya answers, so contact details live in one place.
 */
export const knowledgeEntries = pgTable(
  "knowledge_entries",
  {
    id: serial().primaryKey(),
    topic: text().notNull(),
    questions_en: text().notNull().default(""),
    questions_fr: text().notNull().default(""),
    answer_en: text().notNull(),
    answer_fr: text().notNull(),
    /** Page cited with the answer: a page id (home, about, technology, product, insights, contact) or "". */
    pageId: text().notNull().default(""),
    enabled: boolean().notNull().default(true),
    position: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("knowledge_entries_position_idx").on(t.position, t.id)],
);

export type KnowledgeEntry = typeof knowledgeEntries.$inferSelect;
