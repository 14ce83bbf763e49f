// Throttling of guesses (passwords, two-factor codes), shared by every server process through the
// database. Admissions of one scope (a username) and of one address are taken one at a time under
// advisory locks, and an admitted attempt is recorded before it is evaluated: a batch or a burst of
// parallel requests is counted exactly as the same requests one after another (no check-then-insert
// race).
import { and, count, type Db, eq, gte, loginFailures, lt, max, min, sql } from "@lumiere/db";

export const ATTEMPT_WINDOW_MINUTES = 15;
const WINDOW_MS = ATTEMPT_WINDOW_MINUTES * 60_000;
/** The longest wait between two attempts at one scope, however many failures it has had. */
export const MAX_SCOPE_DELAY_SECONDS = 30;

export interface AttemptLimits {
  /** Failures of one scope (e.g. a username) from one address. */
  perPair: number;
  /** Failures from one address across scopes (an office shares one address). */
  perAddress: number;
  /** Failures of one scope from every address past which `scopeUnderAttack` is set. */
  perScope?: number;
  /**
   * Failures of one scope from every address that cost nothing; each attempt after them waits
   * after the scope's previous one: 1 s, 2 s, 4 s… up to MAX_SCOPE_DELAY_SECONDS. A guess spread
   * over many addresses is slowed down without ever locking the account's owner out.
   */
  delayAfter?: number;
}

export type Admission =
  | { admitted: true; id: number; scopeUnderAttack: boolean; scopeFailures: number }
  | { admitted: false; retryAfterSeconds: number };

/** Wait before the next attempt at a scope that has `failures` in the window. */
export function scopeDelaySeconds(failures: number, delayAfter: number): number {
  if (failures < delayAfter) return 0;
  return Math.min(MAX_SCOPE_DELAY_SECONDS, 2 ** (failures - delayAfter));
}

const secondsUntil = (ms: number) => Math.max(1, Math.ceil((ms - Date.now()) / 1000));

export function admitAttempt(db: Db, scope: string, ip: string, limits: AttemptLimits): Promise<Admission> {
  return db.transaction(async (tx) => {
    // Scope first, then address, in every admission: no two can wait for each other.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`attempts:scope:${scope}`}, 0))`);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`attempts:ip:${ip}`}, 0))`);
    const now = new Date();
    const since = new Date(now.getTime() - WINDOW_MS);
    const stats = (...where: Parameters<typeof and>) =>
      tx
        .select({ n: count(), oldest: min(loginFailures.createdAt), latest: max(loginFailures.createdAt) })
        .from(loginFailures)
        .where(and(gte(loginFailures.createdAt, since), ...where))
        .then((rows) => ({
          n: Number(rows[0]?.n ?? 0),
          oldest: new Date(rows[0]?.oldest ?? now).getTime(),
          latest: new Date(rows[0]?.latest ?? now).getTime(),
        }));
    const [pair, address, scopeWide] = await Promise.all([
      stats(eq(loginFailures.username, scope), eq(loginFailures.ip, ip)),
      stats(eq(loginFailures.ip, ip)),
      stats(eq(loginFailures.username, scope)),
    ]);
    // A refused attempt is not recorded: it must not prolong the wait.
    const blocked = [
      { s: pair, max: limits.perPair },
      { s: address, max: limits.perAddress },
    ].filter(({ s, max }) => s.n >= max);
    if (blocked.length > 0) {
      return { admitted: false, retryAfterSeconds: secondsUntil(Math.max(...blocked.map(({ s }) => s.oldest + WINDOW_MS))) };
    }
    if (limits.delayAfter !== undefined) {
      const readyAt = scopeWide.latest + scopeDelaySeconds(scopeWide.n, limits.delayAfter) * 1000;
      if (scopeWide.n >= limits.delayAfter && readyAt > now.getTime()) {
        return { admitted: false, retryAfterSeconds: secondsUntil(readyAt) };
      }
    }
    const [attempt] = await tx.insert(loginFailures).values({ username: scope, ip, createdAt: now }).returning({ id: loginFailures.id });
    if (!attempt) throw new Error("the attempt was not recorded");
    const scopeFailures = scopeWide.n + 1;
    return {
      admitted: true,
      id: attempt.id,
      scopeUnderAttack: scopeFailures > (limits.perScope ?? Number.POSITIVE_INFINITY),
      scopeFailures,
    };
  });
}

export async function forgetAttempt(db: Db, id: number): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.id, id));
}

/** A success clears this address's failures for the scope (not other addresses'). */
export async function clearFailures(db: Db, scope: string, ip: string): Promise<void> {
  await db.delete(loginFailures).where(and(eq(loginFailures.username, scope), eq(loginFailures.ip, ip)));
}

/** Seconds to wait before the scope's oldest failure from every address leaves the window. */
export async function scopeRetryAfter(db: Db, scope: string): Promise<number> {
  const [row] = await db
    .select({ oldest: min(loginFailures.createdAt) })
    .from(loginFailures)
    .where(and(eq(loginFailures.username, scope), gte(loginFailures.createdAt, new Date(Date.now() - WINDOW_MS))));
  return secondsUntil((row?.oldest ? new Date(row.oldest).getTime() : Date.now()) + WINDOW_MS);
}

/** Failures past the window (the pruning job). */
export async function pruneAttempts(db: Db): Promise<void> {
  await db.delete(loginFailures).where(lt(loginFailures.createdAt, new Date(Date.now() - WINDOW_MS)));
}
