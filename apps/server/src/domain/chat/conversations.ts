// Admin Conversations: Aya's chat sessions, newest first, searchable by what was said, and one
// session's transcript. Sessions disappear with chat history after CHAT_HISTORY_DAYS; a consultation
// keeps its own copy of the transcript.
import { chatMessages, type Db, desc, ilike, sql } from "@lumiere/db";
import { sessionMessages } from "./history";

const PAGE_SIZE = 100;

export interface ConversationSummary {
  sessionId: string;
  firstMessage: string;
  messages: number;
  startedAt: string;
  lastAt: string;
}

/** LIKE metacharacters typed by the admin are searched literally. */
const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listConversations(db: Db, search: string): Promise<ConversationSummary[]> {
  const matching = search
    ? db
        .selectDistinct({ sessionId: chatMessages.sessionId })
        .from(chatMessages)
        .where(ilike(chatMessages.content, likePattern(search)))
    : null;
  const rows = await db
    .select({
      sessionId: chatMessages.sessionId,
      firstMessage: sql<string>`(array_agg(${chatMessages.content} order by ${chatMessages.id}) filter (where ${chatMessages.role} = 'user'))[1]`,
      messages: sql<number>`count(*)::int`,
      startedAt: sql<Date>`min(${chatMessages.createdAt})`,
      lastAt: sql<Date>`max(${chatMessages.createdAt})`,
    })
    .from(chatMessages)
    .where(matching ? sql`${chatMessages.sessionId} in ${matching}` : undefined)
    .groupBy(chatMessages.sessionId)
    .orderBy(desc(sql`max(${chatMessages.createdAt})`), desc(sql`max(${chatMessages.id})`))
    .limit(PAGE_SIZE);
  const iso = (d: Date | string) => new Date(d).toISOString();
  return rows.map((r) => ({
    ...r,
    firstMessage: r.firstMessage ?? "",
    messages: Number(r.messages),
    startedAt: iso(r.startedAt),
    lastAt: iso(r.lastAt),
  }));
}

export async function getConversation(db: Db, sessionId: string) {
  return { sessionId, messages: await sessionMessages(db, sessionId) };
}
