import { and, count, type Db, eq, gte, isNull, loginFailures, lt, min, or, users } from "@lumiere/db";
import { hashPassword, verifyPassword } from "../auth/passwords";
import { createSession, generateSessionToken } from "../auth/sessions";
import { matchTotpStep, newTotpSecret, totpUri, verifyTotp } from "../auth/totp";
import { BRAND, getSessionTimeoutMinutes } from "./settings";

const WINDOW_MINUTES = 15;
// Checked against for unknown usernames, so they cost the same time as a wrong password.
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => (dummyHash ??= hashPassword(generateSessionToken()));

export type LoginResult =
  | { status: "ok"; token: string; expiresAt: Date; username: string }
  | { status: "invalid" }
  | { status: "code_required" }
  | { status: "throttled"; retryAfterSeconds: number };

/**
 * Failures in the window for this username, and for this IP (×4: an office shares an IP).
 * Returns the seconds until the oldest counted failure leaves the window, or 0 when not throttled.
 */
async function throttledFor(db: Db, username: string, ip: string, maxFailures: number): Promise<number> {
  const windowMs = WINDOW_MINUTES * 60_000;
  const since = new Date(Date.now() - windowMs);
  const stats = (where: ReturnType<typeof and>) =>
    db
      .select({ n: count(), oldest: min(loginFailures.createdAt) })
      .from(loginFailures)
      .where(where);
  const [[byUser], [byIp]] = await Promise.all([
    stats(and(eq(loginFailures.username, username), gte(loginFailures.createdAt, since))),
    stats(and(eq(loginFailures.ip, ip), gte(loginFailures.createdAt, since))),
  ]);
  const limits = [
    { row: byUser, max: maxFailures },
    { row: byIp, max: maxFailures * 4 },
  ].filter(({ row, max }) => (row?.n ?? 0) >= max);
  if (limits.length === 0) return 0;
  const until = Math.max(...limits.map(({ row }) => new Date(row?.oldest ?? Date.now()).getTime() + windowMs));
  return Math.max(1, Math.ceil((until - Date.now()) / 1000));
}

export async function login(
  db: Db,
  input: { username: string; password: string; code?: string | undefined; ip: string; maxFailures: number },
): Promise<LoginResult> {
  const username = input.username.toLowerCase();
  const retryAfterSeconds = await throttledFor(db, username, input.ip, input.maxFailures);
  if (retryAfterSeconds > 0) return { status: "throttled", retryAfterSeconds };
  const [user] = await db
    .select({ id: users.id, username: users.username, passwordHash: users.passwordHash, totpSecret: users.totpSecret })
    .from(users)
    .where(eq(users.username, username));
  const passwordOk = await verifyPassword(user?.passwordHash ?? (await getDummyHash()), input.password);
  if (!user || !passwordOk) {
    await db.insert(loginFailures).values({ username, ip: input.ip });
    return { status: "invalid" };
  }
  if (user.totpSecret) {
    if (!input.code) return { status: "code_required" };
    if (!(await useTotpCode(db, user.id, user.totpSecret, input.code))) {
      await db.insert(loginFailures).values({ username, ip: input.ip });
      return { status: "invalid" };
    }
  }
  await db.delete(loginFailures).where(eq(loginFailures.username, username));
  const token = generateSessionToken();
  const { expiresAt } = await createSession(db, token, user.id, await getSessionTimeoutMinutes(db));
  return { status: "ok", token, expiresAt, username: user.username };
}

/**
 * Accepts a sign-in code once: the step it belongs to must be later than the last one used, and is
 * recorded in the same statement so two requests racing with one code cannot both pass.
 */
async function useTotpCode(db: Db, userId: number, secret: string, code: string): Promise<boolean> {
  const step = matchTotpStep(secret, code);
  if (step === null) return false;
  const used = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return used.length > 0;
}

/** Starts two-factor setup: a fresh secret waiting for its first correct code. */
export async function setupTwoFactor(db: Db, userId: number, username: string) {
  const secret = newTotpSecret();
  await db.update(users).set({ totpPendingSecret: secret }).where(eq(users.id, userId));
  return { secret, otpauthUri: totpUri(secret, BRAND, username) };
}

/** Enables two-factor when the code matches the pending secret. */
export async function enableTwoFactor(db: Db, userId: number, code: string): Promise<boolean> {
  const [user] = await db.select({ pending: users.totpPendingSecret }).from(users).where(eq(users.id, userId));
  if (!user?.pending || !verifyTotp(user.pending, code)) return false;
  await db.update(users).set({ totpSecret: user.pending, totpPendingSecret: null, totpLastStep: null }).where(eq(users.id, userId));
  return true;
}

/** Disabling asks for a current code too. */
export async function disableTwoFactor(db: Db, userId: number, code: string): Promise<boolean> {
  const [user] = await db.select({ secret: users.totpSecret }).from(users).where(eq(users.id, userId));
  if (!user?.secret || !verifyTotp(user.secret, code)) return false;
  await db.update(users).set({ totpSecret: null, totpPendingSecret: null }).where(eq(users.id, userId));
  return true;
}
