// Sessions as in Lucia's "Sessions" guide: a random token in the cookie, its SHA-256 in the table,
// sliding expiry. Implemented with @oslojs/* as the (deprecated) lucia package's author recommends.
import { sha256 } from "@oslojs/crypto/sha2";
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from "@oslojs/encoding";
import { and, type Db, eq, lt, ne, sessions, type StaffRole, users } from "@lumiere/db";
import type { Lang } from "@lumiere/i18n";

export const SESSION_COOKIE = "lumiere_session";

export interface SessionUser {
  id: number;
  username: string;
  hasTwoFactor: boolean;
  role: StaffRole;
  /** What the admin shows for this person: the display name, else the username. */
  name: string;
  email: string | null;
  lang: Lang | null;
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

/** The id the sessions list shows and revocation takes: derived from the stored hash, never the hash itself. */
export function publicSessionId(sessionId: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(`public:${sessionId}`))).slice(0, 16);
}

/** Where and with what a session was opened, for its owner's sessions list. */
export interface SessionOrigin {
  ip: string;
  userAgent: string;
}

export async function createSession(db: Db, token: string, userId: number, timeoutMinutes: number, origin?: SessionOrigin) {
  const expiresAt = new Date(Date.now() + timeoutMinutes * 60_000);
  const where = origin ? { ip: origin.ip.slice(0, 100), userAgent: origin.userAgent.slice(0, 500) } : {};
  await db.insert(sessions).values({ id: sessionIdFromToken(token), userId, expiresAt, timeoutMinutes, ...where });
  return { expiresAt };
}

/** "Last seen" moves at most this often: not a write per request. */
const LAST_SEEN_STEP_MS = 60_000;

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
      role: users.role,
      displayName: users.displayName,
      email: users.email,
      lang: users.lang,
      lastSeenAt: sessions.lastSeenAt,
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
  // Slide the window, but write at most once per half window; "last seen" at most once a minute.
  if (expiresAt.getTime() - now < windowMs / 2) {
    expiresAt = new Date(now + windowMs);
    extended = true;
  }
  if (extended || now - row.lastSeenAt.getTime() >= LAST_SEEN_STEP_MS) {
    await db
      .update(sessions)
      .set({ expiresAt, lastSeenAt: new Date(now) })
      .where(eq(sessions.id, id));
  }
  const user: SessionUser = {
    id: row.userId,
    username: row.username,
    hasTwoFactor: row.totpSecret !== null,
    role: row.role,
    name: row.displayName || row.username,
    email: row.email,
    lang: row.lang,
  };
  return { id, expiresAt, extended, user };
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
