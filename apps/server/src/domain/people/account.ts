// A person's own account: name, e-mail, language, password.
import { and, type Db, eq, ne, users } from "@lumiere/db";
import { type ChangePasswordInput, messages, serverMessages, type UpdateAccountInput } from "@lumiere/validation";
import { hashPassword } from "../../auth/passwords";
import { invalidateUserSessions } from "../../auth/sessions";
import { recordActivity } from "../activity";
import { checkOwnPassword } from "../auth";
import type { ContentDeps, WakeDeps } from "../deps";
import { Refusal } from "../refusal";
import { isUniqueViolation } from "../unique-violation";

export async function updateAccount(db: Db, self: { id: number; username: string }, input: UpdateAccountInput) {
  const email = input.email.toLowerCase();
  try {
    await db.transaction(async (tx) => {
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, email), ne(users.id, self.id)));
      if (taken) throw new Refusal("invalid", serverMessages.emailTaken, "email");
      await tx.update(users).set({ displayName: input.displayName, email, lang: input.lang }).where(eq(users.id, self.id));
      await recordActivity(tx, { action: "account.update", actor: self.username, subjectKind: "person", subjectId: self.username });
    });
  } catch (error) {
    if (isUniqueViolation(error, "users_email_idx")) throw new Refusal("invalid", serverMessages.emailTaken, "email");
    throw error;
  }
  return { displayName: input.displayName, email, lang: input.lang };
}

/**
 * Changes the password after checking the current one; every other session of the account is
 * signed out (whoever held one knew the old password at most).
 */
export async function changePassword(
  deps: ContentDeps & WakeDeps,
  self: { id: number; username: string; sessionId: string; ip: string; maxFailures: number },
  input: ChangePasswordInput,
) {
  // The current password is a guess like a sign-in's: counted and throttled the same way.
  await checkOwnPassword(
    deps,
    self.id,
    { username: self.username, ip: self.ip, maxFailures: self.maxFailures },
    input.currentPassword,
    new Refusal("invalid", messages.passwordWrong, "currentPassword"),
  );
  const passwordHash = await hashPassword(input.newPassword);
  await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, self.id));
    await invalidateUserSessions(tx, self.id, { except: self.sessionId });
    await recordActivity(tx, { action: "account.password", actor: self.username, subjectKind: "person", subjectId: self.username });
  });
  return { success: true as const };
}
