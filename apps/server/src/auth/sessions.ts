// Sessions as in Lucia's "Sessions" guide: a random token in the cookie, its SHA-256 in the table,
// sliding expiry. Implemented with @oslojs/* as the (deprecated) lucia package's author recommends.
import { sha256 } from "@oslojs/crypto/sha2";
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from "@oslojs/encoding";
import { and, type Db, eq, lt, ne, sessions, users } from "@lumiere/db";

export const SESSION_COOKIE = "lumiere_session";

export interface SessionUser {
  id: number;
  username: string;
  hasTwoFactor: boolean;
}
export interface ValidSession {
  id: string;
  expiresAt: Date;
  /** The expiry moved on this request: the cookie must follow. */
  extended: boolean;
  user: SessionUser;
}

export function generateSessionToken(): string {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

function sessionIdFromToken(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}

export async function createSession(db: Db, token: string, userId: number, timeoutMinutes: number) {
  const expiresAt = new Date(Date.now() + timeoutMinutes * 60_000);
  await db.insert(sessions).values({ id: sessionIdFromToken(token), userId, expiresAt, timeoutMinutes });
  return { expiresAt };
}

export async function validateSessionToken(db: Db, token: string): Promise<ValidSession | null> {
  if (!/^[a-z2-7]{32}$/.test(token)) return null;
  const id = sessionIdFromToken(token);
  const [row] = await db
    .select({
      id: sessions.id,
      expiresAt: sessions.expiresAt,
      timeoutMinutes: sessions.timeoutMinutes,
      userId: users.id,
      username: users.username,
      totpSecret: users.totpSecret,
    })
    .from(sessions)
    .innerJoin(users, eq(sessions.userId, users.id))
    .where(eq(sessions.id, id));
  if (!row) return null;
  const now = Date.now();
  if (now >= row.expiresAt.getTime()) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  let expiresAt = row.expiresAt;
  let extended = false;
  const windowMs = row.timeoutMinutes * 60_000;
  // Slide the window, but write at most once per half window.
  if (expiresAt.getTime() - now < windowMs / 2) {
    expiresAt = new Date(now + windowMs);
    extended = true;
    await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, id));
  }
  return { id, expiresAt, extended, user: { id: row.userId, username: row.username, hasTwoFactor: row.totpSecret !== null } };
}

export async function invalidateSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Signs the user out everywhere (but the session given in `except`). */
export async function invalidateUserSessions(db: Db, userId: number, options: { except?: string } = {}): Promise<void> {
  await db
    .delete(sessions)
    .where(options.except ? and(eq(sessions.userId, userId), ne(sessions.id, options.except)) : eq(sessions.userId, userId));
}

/** Expired sessions (the pruning job; a validation also drops the one it finds expired). */
export async function pruneSessions(db: Db): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}
