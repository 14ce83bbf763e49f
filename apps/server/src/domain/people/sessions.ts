// A person's sessions: listed by their public id (never the stored hash) and ended one by one or
// all at once. Ending one deletes its row: the next request with that cookie is signed out.
import { and, asc, type Db, eq, ne, sessions, sql, users } from "@lumiere/db";
import { serverMessages } from "@lumiere/validation";
import { publicSessionId } from "../../auth/sessions";
import { recordActivity } from "../activity";
import { Refusal } from "../refusal";
import { personNotFound } from "./people";

export async function listSessions(db: Db, userId: number, currentSessionId: string) {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) throw personNotFound();
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), sql`${sessions.expiresAt} > now()`))
    .orderBy(asc(sessions.createdAt));
  return rows.map((s) => ({
    id: publicSessionId(s.id),
    createdAt: s.createdAt.toISOString(),
    lastSeenAt: s.lastSeenAt.toISOString(),
    ip: s.ip,
    userAgent: s.userAgent,
    current: s.id === currentSessionId,
  }));
}

/** Ends one session of `userId` found by its public id. */
export async function revokeSession(db: Db, userId: number, publicId: string, actor: string): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await tx.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId));
    const found = rows.find((r) => publicSessionId(r.id) === publicId);
    if (!found) throw new Refusal("not_found", serverMessages.sessionNotFound);
    await tx.delete(sessions).where(eq(sessions.id, found.id));
    await recordActivity(tx, { action: "session.revoke", actor, subjectKind: "person", subjectId: String(userId) });
  });
}

/** Ends every session of `userId` but `keep` (the caller's own, when they sign themselves out elsewhere). */
export async function revokeAllSessions(db: Db, userId: number, actor: string, keep?: string): Promise<{ revoked: number }> {
  return db.transaction(async (tx) => {
    const gone = await tx
      .delete(sessions)
      .where(keep ? and(eq(sessions.userId, userId), ne(sessions.id, keep)) : eq(sessions.userId, userId))
      .returning({ id: sessions.id });
    if (gone.length > 0) {
      await recordActivity(tx, {
        action: "session.revoke",
        actor,
        subjectKind: "person",
        subjectId: String(userId),
        data: { count: gone.length },
      });
    }
    return { revoked: gone.length };
  });
}
