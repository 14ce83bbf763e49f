// Throttling of guesses (passwords, two-factor codes), shared by every server process through the
// database. An attempt is recorded *before* it is evaluated and counted together with the attempts
// already in flight, so a batch or a burst of parallel requests cannot all slip under the limit
// (no check-then-insert race): of N concurrent attempts, at most `maxPerPair` are ever evaluated.
import { and, count, type Db, eq, gte, loginFailures, lt, min } from "@lumiere/db";

export const ATTEMPT_WINDOW_MINUTES = 15;
const WINDOW_MS = ATTEMPT_WINDOW_MINUTES * 60_000;

export interface AttemptLimits {
  /** Failures of one scope (e.g. a username) from one address. */
  perPair: number;
  /** Failures from one address across scopes (an office shares one address). */
  perAddress: number;
  /** Failures of one scope from every address (a distributed guess). */
  perScope: number;
}

export type Admission = { admitted: true; id: number; scopeUnderAttack: boolean } | { admitted: false; retryAfterSeconds: number };

export async function admitAttempt(db: Db, scope: string, ip: string, limits: AttemptLimits): Promise<Admission> {
  const [attempt] = await db.insert(loginFailures).values({ username: scope, ip }).returning({ id: loginFailures.id });
  const since = new Date(Date.now() - WINDOW_MS);
  const stats = (...where: Parameters<typeof and>) =>
    db
      .select({ n: count(), oldest: min(loginFailures.createdAt) })
      .from(loginFailures)
      .where(and(gte(loginFailures.createdAt, since), ...where))
      .then((rows) => ({ n: Number(rows[0]?.n ?? 0), oldest: rows[0]?.oldest ?? null }));
  const [pair, address, scopeWide] = await Promise.all([
    stats(eq(loginFailures.username, scope), eq(loginFailures.ip, ip)),
    stats(eq(loginFailures.ip, ip)),
    stats(eq(loginFailures.username, scope)),
  ]);
  const over = [
    { s: pair, max: limits.perPair },
    { s: address, max: limits.perAddress },
  ].filter(({ s, max }) => s.n > max);
  if (!attempt || over.length > 0) {
    // A refused attempt is not a failure: it must not prolong the wait.
    if (attempt) await forgetAttempt(db, attempt.id);
    const until = Math.max(...over.map(({ s }) => new Date(s.oldest ?? Date.now()).getTime() + WINDOW_MS));
    return { admitted: false, retryAfterSeconds: Math.max(1, Math.ceil((until - Date.now()) / 1000)) };
  }
  return { admitted: true, id: attempt.id, scopeUnderAttack: scopeWide.n > limits.perScope };
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
  const oldest = row?.oldest ? new Date(row.oldest).getTime() : Date.now();
  return Math.max(1, Math.ceil((oldest + WINDOW_MS - Date.now()) / 1000));
}

/** Failures past the window (the pruning job). */
export async function pruneAttempts(db: Db): Promise<void> {
  await db.delete(loginFailures).where(lt(loginFailures.createdAt, new Date(Date.now() - WINDOW_MS)));
}
