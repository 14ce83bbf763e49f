import { and, chatMessages, count, type Db, eq } from "@lumiere/db";

/** Whether the conversation holds exactly one message of the visitor: the one just answered started it. */
export async function startedConversation(db: Db, sessionId: string): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(chatMessages)
    .where(and(eq(chatMessages.sessionId, sessionId), eq(chatMessages.role, "user")));
  return row?.n === 1;
}
