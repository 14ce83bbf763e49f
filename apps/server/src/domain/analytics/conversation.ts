import { chatMessages, type Db } from "@lumiere/db";
import { and, count, eq } from "drizzle-orm";

/** Whether the conversation holds exactly one message of the visitor: the one just answered started it. */
export async function startedConversation(db: Db, sessionId: string): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(chatMessages)
    .where(and(eq(chatMessages.sessionId, sessionId), eq(chatMessages.role, "user")));
  return row?.n === 1;
}
