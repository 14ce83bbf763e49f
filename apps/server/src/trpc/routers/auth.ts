import { acceptInvitationInputSchema, invitationInputSchema, loginInputSchema, permissionsOf } from "@lumiere/validation";
import { login, logout } from "../../domain/auth";
import { acceptInvitation, invitationInfo } from "../../domain/people/invitations";
import { twoFactorRequired } from "../../domain/people/permissions";
import { rememberSignInOrigin } from "../../domain/site-origin";
import { publicProcedure, rateLimited, router } from "../init";
import { depsOf } from "../deps";

export const authRouter = router({
  login: publicProcedure
    .use(rateLimited("login"))
    .input(loginInputSchema)
    .mutation(async ({ ctx, input }) => {
      const lang = input.lang ?? ctx.lang ?? null;
      const result = await login(depsOf(ctx), {
        ...input,
        lang,
        ip: ctx.ip,
        userAgent: ctx.userAgent,
        maxFailures: ctx.config.rateLimit.loginMaxFailures,
      });
      if (result.status === "code_required") return { success: false as const, twoFactorRequired: true as const };
      if (ctx.requestOrigin) await rememberSignInOrigin(depsOf(ctx), ctx.requestOrigin);
      ctx.cookies.setSession(result.token, result.expiresAt);
      return { success: true as const, user: { username: result.username } };
    }),
  logout: publicProcedure.mutation(async ({ ctx }) => {
    if (ctx.session) await logout(ctx.db, ctx.session);
    ctx.cookies.clearSession();
    return { success: true as const };
  }),
  me: publicProcedure.query(async ({ ctx }) => {
    if (!ctx.session) return null;
    const { user } = ctx.session;
    return {
      id: user.id,
      username: user.username,
      displayName: user.name,
      email: user.email,
      role: user.role,
      lang: user.lang,
      hasTwoFactor: user.hasTwoFactor,
      permissions: permissionsOf(user.role),
      // Two-factor is required of everyone and this person has not set it up yet.
      twoFactorRequired: !user.hasTwoFactor && (await twoFactorRequired(depsOf(ctx))),
    };
  }),
  /** What an invitation link is for, before it is accepted; refused when it cannot be used. */
  invitation: publicProcedure.input(invitationInputSchema).query(({ ctx, input }) => invitationInfo(ctx.db, input.token)),
  /** Creates the invited person's account and signs them in. */
  acceptInvitation: publicProcedure
    .use(rateLimited("login"))
    .input(acceptInvitationInputSchema)
    .mutation(async ({ ctx, input }) => {
      const result = await acceptInvitation(depsOf(ctx), input, { ip: ctx.ip, userAgent: ctx.userAgent ?? "" });
      if (ctx.requestOrigin) await rememberSignInOrigin(depsOf(ctx), ctx.requestOrigin);
      ctx.cookies.setSession(result.token, result.expiresAt);
      return { success: true as const, user: { username: result.username } };
    }),
});
