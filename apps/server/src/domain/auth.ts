import { and, type Db, eq, isNull, lt, or, users } from "@lumiere/db";
import { admitAttempt, type AttemptLimits, clearFailures, forgetAttempt, scopeRetryAfter } from "../auth/attempts";
import { hashPassword, verifyPassword } from "../auth/passwords";
import { createSession, generateSessionToken, invalidateUserSessions } from "../auth/sessions";
import { matchTotpStep, newTotpSecret, totpUri, verifyTotp } from "../auth/totp";
import { BRAND, getSessionTimeoutMinutes } from "./settings";

// Checked against for unknown usernames, so they cost the same time as a wrong password.
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => (dummyHash ??= hashPassword(generateSessionToken()));

export type LoginResult =
  | { status: "ok"; token: string; expiresAt: Date; username: string }
  | { status: "invalid" }
  | { status: "invalid_code" }
  | { status: "code_required" }
  | { status: "throttled"; retryAfterSeconds: number };

/**
 * A stranger's failures lock out only that stranger's address (per username and address); one
 * address may fail ×4 across usernames (an office shares an address). When guesses at one username
 * come from many addresses (×10 in the window), only an account with two-factor keeps accepting
 * sign-ins: password and a single-use code together.
 */
const loginLimits = (max: number): AttemptLimits => ({ perPair: max, perAddress: max * 4, perScope: max * 10 });

export async function login(
  db: Db,
  input: { username: string; password: string; code?: string | undefined; ip: string; maxFailures: number },
): Promise<LoginResult> {
  const username = input.username.toLowerCase();
  const attempt = await admitAttempt(db, username, input.ip, loginLimits(input.maxFailures));
  if (!attempt.admitted) return { status: "throttled", retryAfterSeconds: attempt.retryAfterSeconds };
  const [user] = await db
    .select({ id: users.id, username: users.username, passwordHash: users.passwordHash, totpSecret: users.totpSecret })
    .from(users)
    .where(eq(users.username, username));
  if (attempt.scopeUnderAttack && !user?.totpSecret) {
    await forgetAttempt(db, attempt.id);
    return { status: "throttled", retryAfterSeconds: await scopeRetryAfter(db, username) };
  }
  const passwordOk = await verifyPassword(user?.passwordHash ?? (await getDummyHash()), input.password);
  // The recorded attempt stays as the failure.
  if (!user || !passwordOk) return { status: "invalid" };
  if (user.totpSecret) {
    if (!input.code) {
      await forgetAttempt(db, attempt.id);
      return { status: "code_required" };
    }
    if (!(await useTotpCode(db, user.id, user.totpSecret, input.code))) return { status: "invalid_code" };
  }
  await clearFailures(db, username, input.ip);
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

export type CodeCheck = { status: "ok" } | { status: "wrong" } | { status: "throttled"; retryAfterSeconds: number };

/** Two-factor codes typed in Settings are guesses too: throttled like sign-in, per account. */
async function checkCode(
  db: Db,
  who: { userId: number; ip: string; maxFailures: number },
  check: () => Promise<boolean>,
): Promise<CodeCheck> {
  const scope = `2fa:${who.userId}`;
  const max = who.maxFailures;
  const attempt = await admitAttempt(db, scope, who.ip, { perPair: max, perAddress: max * 4, perScope: max });
  if (!attempt.admitted) return { status: "throttled", retryAfterSeconds: attempt.retryAfterSeconds };
  if (attempt.scopeUnderAttack) {
    await forgetAttempt(db, attempt.id);
    return { status: "throttled", retryAfterSeconds: await scopeRetryAfter(db, scope) };
  }
  if (!(await check())) return { status: "wrong" };
  await clearFailures(db, scope, who.ip);
  return { status: "ok" };
}

type CodeRequest = { userId: number; sessionId: string; ip: string; maxFailures: number; code: string };

/**
 * Enables two-factor when the code matches the pending secret, and signs out every other session
 * of the account: whoever held one did not need the second factor.
 */
export function enableTwoFactor(db: Db, req: CodeRequest): Promise<CodeCheck> {
  return checkCode(db, req, async () => {
    const [user] = await db.select({ pending: users.totpPendingSecret }).from(users).where(eq(users.id, req.userId));
    if (!user?.pending || !verifyTotp(user.pending, req.code)) return false;
    await db.update(users).set({ totpSecret: user.pending, totpPendingSecret: null, totpLastStep: null }).where(eq(users.id, req.userId));
    await invalidateUserSessions(db, req.userId, { except: req.sessionId });
    return true;
  });
}

/** Disabling asks for a current code too. */
export function disableTwoFactor(db: Db, req: CodeRequest): Promise<CodeCheck> {
  return checkCode(db, req, async () => {
    const [user] = await db.select({ secret: users.totpSecret }).from(users).where(eq(users.id, req.userId));
    if (!user?.secret || !verifyTotp(user.secret, req.code)) return false;
    await db.update(users).set({ totpSecret: null, totpPendingSecret: null }).where(eq(users.id, req.userId));
    return true;
  });
}
