import { index, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

export const chatMessages = pgTable(
  "chat_messages",
  {
    id: serial().primaryKey(),
    sessionId: text().notNull(),
    role: text().$type<"user" | "assistant">().notNull(),
    content: text().notNull(),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("chat_messages_session_idx").on(t.sessionId, t.createdAt), index("chat_messages_created_at_idx").on(t.createdAt)],
);

export type ChatMessage = typeof chatMessages.$inferSelect;
