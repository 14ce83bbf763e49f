import { randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { and, count, type Db, eq, isNotNull, users } from "@lumiere/db";
import type { FastifyBaseLogger } from "fastify";
import { hashPassword, verifyPassword } from "./passwords";
import { invalidateUserSessions } from "./sessions";

/**
 * ADMIN_USERNAME/ADMIN_PASSWORD create or reset that admin at start; a reset password keeps
 * two-factor (whoever knows only the password still needs the code). ADMIN_RESET_2FA clears that
 * account's two-factor (a lost phone). With neither set and no user yet, an `admin` account is
 * created with a random password, handed over once by `handOverGeneratedPassword` (never in the log).
 */
export async function ensureFirstAdmin(
  db: Db,
  log: FastifyBaseLogger,
  creds: { username?: string | undefined; password?: string | undefined; resetTwoFactor?: boolean },
): Promise<{ username: string; generatedPassword?: string } | null> {
  if (creds.resetTwoFactor) await clearTwoFactor(db, log, (creds.username ?? "admin").toLowerCase());
  if (creds.username || creds.password) {
    const username = (creds.username ?? "admin").toLowerCase();
    if (!creds.password) {
      log.warn("ADMIN_USERNAME is set without ADMIN_PASSWORD: the admin account is left unchanged");
      return null;
    }
    const [existing] = await db
      .select({ id: users.id, passwordHash: users.passwordHash, role: users.role })
      .from(users)
      .where(eq(users.username, username));
    // The account of the environment is the site's way back in: always an administrator.
    if (existing && existing.role !== "administrator") {
      await db.update(users).set({ role: "administrator" }).where(eq(users.id, existing.id));
      log.warn({ username }, "the ADMIN_USERNAME account is an administrator again");
    }
    if (!existing) {
      await db.insert(users).values({ username, passwordHash: await hashPassword(creds.password) });
    } else if (!(await verifyPassword(existing.passwordHash, creds.password))) {
      // A reset password ends every session opened with the old one.
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(creds.password) })
        .where(eq(users.id, existing.id));
      await invalidateUserSessions(db, existing.id);
      log.info({ username }, "admin password reset from ADMIN_PASSWORD; existing sessions signed out");
    }
    return { username };
  }
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return null;
  const password = randomBytes(12).toString("base64url");
  await db
    .insert(users)
    .values({ username: "admin", passwordHash: await hashPassword(password) })
    .onConflictDoNothing();
  // The password itself never goes to the log: log collectors keep it (handOverGeneratedPassword).
  log.warn({ username: "admin" }, "Created the first admin account; its password is handed over once at start-up");
  return { username: "admin", generatedPassword: password };
}

/** ADMIN_RESET_2FA: two-factor off for the account, and its sessions ended. Logs no secret. */
async function clearTwoFactor(db: Db, log: FastifyBaseLogger, username: string): Promise<void> {
  const cleared = await db
    .update(users)
    .set({ totpSecret: null, totpPendingSecret: null, totpLastStep: null })
    .where(and(eq(users.username, username), isNotNull(users.totpSecret)))
    .returning({ id: users.id });
  const [user] = cleared;
  if (user) {
    await invalidateUserSessions(db, user.id);
    log.warn({ username }, "two-factor cleared from ADMIN_RESET_2FA; existing sessions signed out");
  }
  log.warn("ADMIN_RESET_2FA is set: remove it once the admin has signed in, or two-factor is cleared at every start");
}

/** The file a generated admin password is written to when no terminal is attached. */
export const GENERATED_PASSWORD_FILE = "admin-password.txt";

/**
 * How the start-up banner hands over a generated password. On a terminal (someone is watching):
 * in the banner itself. Otherwise stdout is a pipe that containers ship to log collectors, so the
 * password goes to `DATA_DIR/admin-password.txt`, readable by this user only, and the log says
 * where. If that file cannot be written the password is not shown anywhere: ADMIN_PASSWORD resets it.
 */
export function handOverGeneratedPassword(
  admin: { username: string; generatedPassword: string },
  where: { terminal: boolean; dataDir: string; log: FastifyBaseLogger },
): string {
  const { username, generatedPassword } = admin;
  if (where.terminal) return `username "${username}", password "${generatedPassword}" (shown once; set ADMIN_PASSWORD to choose your own)`;
  const file = path.join(where.dataDir, GENERATED_PASSWORD_FILE);
  try {
    mkdirSync(where.dataDir, { recursive: true });
    writeFileSync(file, `${generatedPassword}\n`, { mode: 0o600 });
    // The mode given applies only to a new file: an old one keeps its own.
    chmodSync(file, 0o600);
  } catch (error) {
    where.log.error({ err: error, file }, "the generated admin password could not be written: set ADMIN_PASSWORD and restart to sign in");
    return `username "${username}": set ADMIN_PASSWORD and restart (the generated password could not be written to ${file})`;
  }
  where.log.warn({ username, file }, "the generated admin password is in this file (readable by this user only); delete it once signed in");
  return `username "${username}", password in ${file} (readable by this user only; delete it once signed in; set ADMIN_PASSWORD to choose your own)`;
}

/**
 * Deletes the generated password's file once the password it holds is changed: it no longer signs
 * anyone in, and a secret left on disk is one too many. Another account's change leaves it.
 */
export function forgetGeneratedPassword(dataDir: string, oldPassword: string): void {
  const file = path.join(dataDir, GENERATED_PASSWORD_FILE);
  try {
    if (readFileSync(file, "utf8").trim() === oldPassword) rmSync(file, { force: true });
  } catch {
    // No file (a terminal was attached, ADMIN_PASSWORD was set, or it was deleted already).
  }
}
