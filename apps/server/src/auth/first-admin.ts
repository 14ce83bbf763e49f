import { randomBytes } from "node:crypto";
import { and, count, type Db, eq, isNotNull, users } from "@lumiere/db";
import type { FastifyBaseLogger } from "fastify";
import { hashPassword, verifyPassword } from "./passwords";
import { invalidateUserSessions } from "./sessions";

/**
 * ADMIN_USERNAME/ADMIN_PASSWORD create or reset that admin at start; a reset password keeps
 * two-factor (whoever knows only the password still needs the code). ADMIN_RESET_2FA clears that
 * account's two-factor (a lost phone). With neither set and no user yet, an `admin` account is
 * created with a random password, shown once in the start-up banner (never in the log).
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
  // The password itself goes only to the terminal banner (main.ts): log collectors keep the log.
  log.warn({ username: "admin" }, "Created the first admin account; its password is shown once in the start-up banner");
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
