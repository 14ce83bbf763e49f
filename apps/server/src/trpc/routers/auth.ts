import { loginInputSchema } from "@lumiere/validation";
import { invalidateSession } from "../../auth/sessions";
import { recordActivity } from "../../domain/activity";
import { login } from "../../domain/auth";
import { rememberSignInOrigin } from "../../domain/site-origin";
import { publicProcedure, rateLimited, router } from "../init";

export const authRouter = router({
  login: publicProcedure
    .use(rateLimited("login"))
    .input(loginInputSchema)
    .mutation(async ({ ctx, input }) => {
      const result = await login(ctx, { ...input, ip: ctx.ip, maxFailures: ctx.config.rateLimit.loginMaxFailures });
      if (result.status === "code_required") return { success: false as const, twoFactorRequired: true as const };
      // The language the admin uses: e-mails about their account are written in it.
      await recordActivity(ctx.db, { action: "sign_in", actor: result.username, data: { lang: input.lang ?? ctx.lang ?? null } });
      if (ctx.requestOrigin) await rememberSignInOrigin(ctx, ctx.requestOrigin);
      ctx.cookies.setSession(result.token, result.expiresAt);
      return { success: true as const, user: { username: result.username } };
    }),
  logout: publicProcedure.mutation(async ({ ctx }) => {
    if (ctx.session) {
      await invalidateSession(ctx.db, ctx.session.id);
      await recordActivity(ctx.db, { action: "sign_out", actor: ctx.session.user.username });
    }
    ctx.cookies.clearSession();
    return { success: true as const };
  }),
  me: publicProcedure.query(({ ctx }) =>
    ctx.session ? { username: ctx.session.user.username, hasTwoFactor: ctx.session.user.hasTwoFactor } : null,
  ),
});
