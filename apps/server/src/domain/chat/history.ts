// Conversation context per chat session, in Postgres so any server process can answer the next
// message; rows older than the retention period are deleted (domain/leads/retention.ts).
import { and, asc, chatMessages, type Db, desc, eq, gt } from "@lumiere/db";

export interface Turn {
  role: "user" | "assistant";
  content: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last `limit` messages of a session, oldest first, within the retention period. */
export async function loadHistory(db: Db, sessionId: string, retentionDays: number, limit: number): Promise<Turn[]> {
  const since = new Date(Date.now() - retentionDays * DAY_MS);
  const rows = await db
    .select({ role: chatMessages.role, content: chatMessages.content })
    .from(chatMessages)
    .where(and(eq(chatMessages.sessionId, sessionId), gt(chatMessages.createdAt, since)))
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(limit);
  return rows.reverse();
}

/** Stores one exchange; the serial id keeps the question before its answer. */
export async function appendTurns(db: Db, sessionId: string, turns: Turn[]): Promise<void> {
  if (turns.length === 0) return;
  await db.insert(chatMessages).values(turns.map((t) => ({ sessionId, role: t.role, content: t.content })));
}

/** A whole session, oldest first (tests and support). */
export async function sessionMessages(db: Db, sessionId: string): Promise<Turn[]> {
  return db
    .select({ role: chatMessages.role, content: chatMessages.content })
    .from(chatMessages)
    .where(eq(chatMessages.sessionId, sessionId))
    .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id));
}
