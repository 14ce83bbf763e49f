// Admin Conversations: Aya's chat sessions, newest first, searchable by what was said, and one
// session's transcript. Sessions disappear with chat history after CHAT_HISTORY_DAYS; a consultation
// keeps its own copy of the transcript.
import type { ConversationPageInput } from "@lumiere/validation";
import { asc, chatMessages, type Db, desc, ilike, type SQL, sql } from "@lumiere/db";
import { containsPattern, pageOf } from "../paging";
import { sessionMessages } from "./history";

export interface ConversationSummary {
  sessionId: string;
  firstMessage: string;
  messages: number;
  startedAt: string;
  lastAt: string;
}

/** The summary columns of each session (grouped by session). */
function summaries(db: Db, search: string) {
  const matching = search
    ? db
        .selectDistinct({ sessionId: chatMessages.sessionId })
        .from(chatMessages)
        .where(ilike(chatMessages.content, containsPattern(search)))
    : null;
  return db
    .select({
      sessionId: chatMessages.sessionId,
      firstMessage: sql<
        string | null
      >`(array_agg(${chatMessages.content} order by ${chatMessages.id}) filter (where ${chatMessages.role} = 'user'))[1]`,
      messages: sql<number>`count(*)`.mapWith(Number),
      startedAt: sql<string>`min(${chatMessages.createdAt})`,
      lastAt: sql<string>`max(${chatMessages.createdAt})`,
    })
    .from(chatMessages)
    .where(matching ? sql`${chatMessages.sessionId} in ${matching}` : undefined)
    .groupBy(chatMessages.sessionId);
}

const CONVERSATION_ORDER: Record<ConversationPageInput["sort"], SQL[]> = {
  newest: [desc(sql`max(${chatMessages.createdAt})`), desc(sql`max(${chatMessages.id})`)],
  oldest: [asc(sql`min(${chatMessages.createdAt})`), asc(sql`min(${chatMessages.id})`)],
  messages: [desc(sql`count(*)`), desc(sql`max(${chatMessages.id})`)],
};

/** One page of the sessions (searched in what was said) and how many sessions match. */
export async function pageConversations(db: Db, input: ConversationPageInput) {
  return pageOf(
    input,
    (limit, offset) =>
      summaries(db, input.q)
        .orderBy(...CONVERSATION_ORDER[input.sort])
        .limit(limit)
        .offset(offset),
    async () => {
      const [row] = await db
        .select({ n: sql<number>`count(distinct ${chatMessages.sessionId})`.mapWith(Number) })
        .from(chatMessages)
        .where(input.q ? ilike(chatMessages.content, containsPattern(input.q)) : undefined);
      return row?.n ?? 0;
    },
    (r): ConversationSummary => ({
      ...r,
      firstMessage: r.firstMessage ?? "",
      startedAt: new Date(r.startedAt).toISOString(),
      lastAt: new Date(r.lastAt).toISOString(),
    }),
  );
}

export async function getConversation(db: Db, sessionId: string) {
  return { sessionId, messages: await sessionMessages(db, sessionId) };
}
