import { messages, serverMessages } from "@lumiere/validation";
import { and, type Db, eq, isNull, lt, or, users } from "@lumiere/db";
import { admitAttempt, type AttemptLimits, clearFailures, forgetAttempt, scopeRetryAfter } from "../auth/attempts";
import { hashPassword, verifyPassword } from "../auth/passwords";
import { createSession, generateSessionToken, invalidateSession, invalidateUserSessions } from "../auth/sessions";
import { matchTotpStep, newTotpSecret, totpUri } from "../auth/totp";
import { recordActivity } from "./activity";
import type { ContentDeps, WakeDeps } from "./deps";
import { queueSignInAlert } from "./mail/sign-in-alert";
import { Refusal, Throttled } from "./refusal";
import { BRAND, getSessionTimeoutMinutes } from "./settings";

// Checked against for unknown usernames, so they cost the same time as a wrong password.
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => (dummyHash ??= hashPassword(generateSessionToken()));

export type LoginResult = { status: "ok"; token: string; expiresAt: Date; username: string } | { status: "code_required" };

/** A short wait (the account's delay) is said in seconds, the block of an address in minutes. */
const signInThrottled = (seconds: number) =>
  seconds < 120
    ? new Throttled(serverMessages.signInWaitSeconds, seconds, { seconds })
    : new Throttled(serverMessages.signInWaitMinutes, seconds, { minutes: Math.ceil(seconds / 60) });

/**
 * A stranger's failures block only that stranger's address (per username and address, for the
 * window); one address may fail ×4 across usernames (an office shares an address). Guesses at one
 * username from many addresses are slowed down, never locked out: past `max` failures in the
 * window, each attempt waits after the previous one (1 s, 2 s, 4 s… at most 30 s), so the owner
 * signs in from their own address after a short wait, and the team is e-mailed.
 */
const loginLimits = (max: number): AttemptLimits => ({ perPair: max, perAddress: max * 4, delayAfter: max });

/** Who is guessing at which account's password, and the failures the site allows (LOGIN_MAX_FAILURES). */
export interface PasswordGuess {
  username: string;
  ip: string;
  maxFailures: number;
}

/**
 * Every guess at an account's password (a sign-in, the current password of a password change) is
 * admitted here first, per account and per address, and recorded before it is checked: a batch
 * counts as the same guesses one after another. One count: a guess typed in either place counts
 * against both.
 */
async function admitPasswordGuess(db: Db, guess: PasswordGuess) {
  const attempt = await admitAttempt(db, guess.username, guess.ip, loginLimits(guess.maxFailures));
  if (!attempt.admitted) throw signInThrottled(attempt.retryAfterSeconds);
  return attempt;
}

/** A wrong guess: its recorded attempt stays as the failure, and the account's team hears of repeated ones. */
async function wrongGuess(
  deps: ContentDeps & WakeDeps,
  userId: number | undefined,
  scopeFailures: number,
  maxFailures: number,
  refusal: Refusal,
): Promise<Refusal> {
  if (userId !== undefined && scopeFailures >= maxFailures && (await queueSignInAlert(deps, userId))) deps.wake("mail");
  return refusal;
}

/**
 * Checks the password of a signed-in person's own account (before a change that needs it),
 * counted exactly as a sign-in is; `wrong` is the refusal of a wrong one.
 */
export async function checkOwnPassword(
  deps: ContentDeps & WakeDeps,
  userId: number,
  guess: PasswordGuess,
  password: string,
  wrong: Refusal,
): Promise<void> {
  const attempt = await admitPasswordGuess(deps.db, guess);
  const [user] = await deps.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!user || !(await verifyPassword(user.passwordHash, password))) {
    throw await wrongGuess(deps, userId, attempt.scopeFailures, guess.maxFailures, wrong);
  }
  await clearFailures(deps.db, guess.username, guess.ip);
}

/** Signs in, or refuses: wrong credentials, or too many attempts (then with the wait). */
export async function login(
  deps: ContentDeps & WakeDeps,
  input: {
    username: string;
    password: string;
    code?: string | undefined;
    ip: string;
    userAgent?: string | undefined;
    maxFailures: number;
    lang: string | null;
  },
): Promise<LoginResult> {
  const { db } = deps;
  const username = input.username.toLowerCase();
  const attempt = await admitPasswordGuess(db, { username, ip: input.ip, maxFailures: input.maxFailures });
  const [user] = await db
    .select({ id: users.id, username: users.username, passwordHash: users.passwordHash, totpSecret: users.totpSecret })
    .from(users)
    .where(eq(users.username, username));
  const passwordOk = await verifyPassword(user?.passwordHash ?? (await getDummyHash()), input.password);
  const refuse = (refusal: Refusal) => wrongGuess(deps, user?.id, attempt.scopeFailures, input.maxFailures, refusal);
  if (!user || !passwordOk) throw await refuse(new Refusal("unauthorized", { message: "Invalid username or password" }));
  if (user.totpSecret) {
    if (!input.code) {
      await forgetAttempt(db, attempt.id);
      return { status: "code_required" };
    }
    if (!(await useTotpCode(db, user.id, user.totpSecret, input.code))) {
      throw await refuse(new Refusal("unauthorized", serverMessages.twoFactorCodeWrong));
    }
  }
  await clearFailures(db, username, input.ip);
  const token = generateSessionToken();
  const timeout = await getSessionTimeoutMinutes(deps);
  // The language the admin uses is recorded: e-mails about their account are written in it.
  const { expiresAt } = await db.transaction(async (tx) => {
    const session = await createSession(tx, token, user.id, timeout, { ip: input.ip, userAgent: input.userAgent ?? "" });
    await recordActivity(tx, { action: "sign_in", actor: user.username, data: { lang: input.lang } });
    return session;
  });
  return { status: "ok", token, expiresAt, username: user.username };
}

/** Ends one session, and says so in the activity feed. */
export async function logout(db: Db, session: { id: string; user: { username: string } }): Promise<void> {
  await db.transaction(async (tx) => {
    await invalidateSession(tx, session.id);
    await recordActivity(tx, { action: "sign_out", actor: session.user.username });
  });
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

/**
 * Starts two-factor setup: a fresh secret waiting for its first correct code, and the QR code an
 * authenticator app scans. Changes nothing else.
 */
export async function setupTwoFactor(db: Db, userId: number, username: string) {
  const secret = newTotpSecret();
  await db.update(users).set({ totpPendingSecret: secret }).where(eq(users.id, userId));
  const otpauthUri = totpUri(secret, BRAND, username);
  // qrcode is loaded when an admin sets up two-factor, not at every start.
  const { default: QRCode } = await import("qrcode");
  return { secret, otpauthUri, qrCodeDataUrl: await QRCode.toDataURL(otpauthUri, { margin: 1, width: 220 }) };
}

type CodeCheck = { success: true };

const codesThrottled = (seconds: number) =>
  new Throttled({ message: `Too many wrong codes. Please try again in ${Math.ceil(seconds / 60)} minutes.` }, seconds);

/**
 * Codes and passwords typed in Settings are guesses too: throttled like sign-in, per account. A
 * wrong one is a Refusal thrown by `check`, and its recorded attempt stays as the failure.
 */
async function checkCode(db: Db, who: { userId: number; ip: string; maxFailures: number }, check: () => Promise<void>): Promise<CodeCheck> {
  const scope = `2fa:${who.userId}`;
  const max = who.maxFailures;
  const attempt = await admitAttempt(db, scope, who.ip, { perPair: max, perAddress: max * 4, perScope: max });
  if (!attempt.admitted) throw codesThrottled(attempt.retryAfterSeconds);
  if (attempt.scopeUnderAttack) {
    await forgetAttempt(db, attempt.id);
    throw codesThrottled(await scopeRetryAfter(db, scope));
  }
  await check();
  await clearFailures(db, scope, who.ip);
  return { success: true };
}

const wrongCode = (field: string) => new Refusal("invalid", messages.totpCodeRejected, field);

/** `actor`: the username the activity entry names. */
type CodeRequest = { userId: number; actor: string; sessionId: string; ip: string; maxFailures: number; code: string };
/** `currentCode` when two-factor is on (moving it to another authenticator), else `password`. */
type EnableRequest = CodeRequest & { currentCode?: string | undefined; password?: string | undefined };

/**
 * Turns two-factor on, or moves it to another authenticator, when `code` matches the pending
 * secret and the account holder proved it is them: a code of the authenticator in use (once, like
 * a sign-in code) or, for the first setup, the password. A stolen session alone cannot do it. Every
 * other session of the account is signed out: whoever held one did not need the second factor.
 */
export async function enableTwoFactor(db: Db, req: EnableRequest): Promise<CodeCheck> {
  const [user] = await db
    .select({ pending: users.totpPendingSecret, secret: users.totpSecret, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, req.userId));
  // A missing proof is not a guess: refused before anything is counted.
  if (user?.secret && !req.currentCode) throw new Refusal("invalid", messages.twoFactorCurrentCodeRequired, "currentCode");
  if (!user?.secret && !req.password) throw new Refusal("invalid", messages.twoFactorPasswordRequired, "password");
  return checkCode(db, req, async () => {
    if (!user) throw wrongCode("code");
    const proofStep = user.secret ? matchTotpStep(user.secret, req.currentCode ?? "") : null;
    if (user.secret && proofStep === null) throw wrongCode("currentCode");
    if (!user.secret && !(await verifyPassword(user.passwordHash, req.password ?? ""))) {
      throw new Refusal("invalid", messages.passwordWrong, "password");
    }
    const pending = user.pending;
    if (!pending || matchTotpStep(pending, req.code) === null) throw wrongCode("code");
    // One statement: the secret it replaces, the pending one and the proof's step must all still hold.
    await db.transaction(async (tx) => {
      const enabled = await tx
        .update(users)
        .set({ totpSecret: pending, totpPendingSecret: null, totpLastStep: null })
        .where(
          and(
            eq(users.id, req.userId),
            eq(users.totpPendingSecret, pending),
            user.secret && proofStep !== null
              ? and(eq(users.totpSecret, user.secret), or(isNull(users.totpLastStep), lt(users.totpLastStep, proofStep)))
              : isNull(users.totpSecret),
          ),
        )
        .returning({ id: users.id });
      if (enabled.length === 0) throw wrongCode(user.secret ? "currentCode" : "code");
      await invalidateUserSessions(tx, req.userId, { except: req.sessionId });
      await recordActivity(tx, { action: "two_factor.enable", actor: req.actor });
    });
  });
}

/** Disabling asks for a code of the authenticator in use, accepted once like a sign-in code. */
export function disableTwoFactor(db: Db, req: CodeRequest): Promise<CodeCheck> {
  return checkCode(db, req, async () => {
    const [user] = await db.select({ secret: users.totpSecret }).from(users).where(eq(users.id, req.userId));
    const secret = user?.secret;
    const step = secret ? matchTotpStep(secret, req.code) : null;
    if (!secret || step === null) throw wrongCode("code");
    await db.transaction(async (tx) => {
      const disabled = await tx
        .update(users)
        .set({ totpSecret: null, totpPendingSecret: null, totpLastStep: null })
        .where(and(eq(users.id, req.userId), eq(users.totpSecret, secret), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
        .returning({ id: users.id });
      if (disabled.length === 0) throw wrongCode("code");
      await recordActivity(tx, { action: "two_factor.disable", actor: req.actor });
    });
  });
}
