// People and accounts: invitations, roles, removal and sessions (administrators, "people"), and
// each person's own account and sessions ("account").
import {
  changePasswordInputSchema,
  inviteInputSchema,
  optionalUserIdInputSchema,
  revokeInvitationInputSchema,
  revokeSessionInputSchema,
  setRoleInputSchema,
  updateAccountInputSchema,
  userIdInputSchema,
} from "@lumiere/validation";
import { forgetGeneratedPassword } from "../../../auth/first-admin";
import { changePassword, updateAccount } from "../../../domain/people/account";
import { invitePerson, revokeInvitation } from "../../../domain/people/invitations";
import { listPeople, removePerson, setRole } from "../../../domain/people/people";
import { requirePermission } from "../../../domain/people/permissions";
import { listSessions, revokeAllSessions, revokeSession } from "../../../domain/people/sessions";
import { Refusal } from "../../../domain/refusal";
import type { Context } from "../../context";
import { router, staffProcedure } from "../../init";
import { serverMessages } from "@lumiere/validation";
import { depsOf } from "../../deps";

type Signed = Context & { session: NonNullable<Context["session"]> };

/**
 * The account a sessions call is about: your own when no id is given (or your own id); anyone's
 * needs what the People section needs ("people", and two-factor when the site requires it).
 */
async function whose(ctx: Signed, userId: number | undefined): Promise<number> {
  if (userId === undefined || userId === ctx.session.user.id) return ctx.session.user.id;
  await requirePermission(depsOf(ctx), ctx.session.user, "people");
  return userId;
}

export const adminPeopleRouter = router({
  list: staffProcedure("people").query(({ ctx }) => listPeople(ctx.db, ctx.session.user.id)),
  invite: staffProcedure("people")
    .input(inviteInputSchema)
    .mutation(({ ctx, input }) => invitePerson(depsOf(ctx), input, ctx.session.user)),
  revokeInvitation: staffProcedure("people")
    .input(revokeInvitationInputSchema)
    .mutation(async ({ ctx, input }) => {
      if (!(await revokeInvitation(ctx.db, input.id, ctx.session.user.username))) {
        throw new Refusal("not_found", serverMessages.invitationNotFound);
      }
      return { success: true as const };
    }),
  setRole: staffProcedure("people")
    .input(setRoleInputSchema)
    .mutation(({ ctx, input }) => setRole(ctx.db, input, ctx.session.user.username)),
  remove: staffProcedure("people")
    .input(userIdInputSchema)
    .mutation(async ({ ctx, input }) => {
      await removePerson(ctx.db, input.userId, ctx.session.user);
      return { success: true as const };
    }),
  /** Your sessions, or (with "people") someone else's. */
  sessions: staffProcedure("account")
    .input(optionalUserIdInputSchema)
    .query(async ({ ctx, input }) => listSessions(ctx.db, await whose(ctx, input?.userId), ctx.session.id)),
  revokeSession: staffProcedure("account")
    .input(revokeSessionInputSchema)
    .mutation(async ({ ctx, input }) => {
      await revokeSession(ctx.db, await whose(ctx, input.userId), input.sessionId, ctx.session.user.username);
      return { success: true as const };
    }),
  /** Every session of the account; your own but the one making the call. */
  revokeAllSessions: staffProcedure("account")
    .input(optionalUserIdInputSchema)
    .mutation(async ({ ctx, input }) => {
      const userId = await whose(ctx, input?.userId);
      const keep = userId === ctx.session.user.id ? ctx.session.id : undefined;
      return revokeAllSessions(ctx.db, userId, ctx.session.user.username, keep);
    }),
});

export const adminAccountRouter = router({
  update: staffProcedure("account")
    .input(updateAccountInputSchema)
    .mutation(({ ctx, input }) => updateAccount(ctx.db, ctx.session.user, input)),
  /** Signs out every other session of the account. */
  changePassword: staffProcedure("account")
    .input(changePasswordInputSchema)
    .mutation(async ({ ctx, input }) => {
      const done = await changePassword(
        ctx,
        { ...ctx.session.user, sessionId: ctx.session.id, ip: ctx.ip, maxFailures: ctx.config.rateLimit.loginMaxFailures },
        input,
      );
      forgetGeneratedPassword(ctx.config.dataDir, input.currentPassword);
      return done;
    }),
});
