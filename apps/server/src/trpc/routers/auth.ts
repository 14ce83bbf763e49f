import { loginInputSchema } from "@lumiere/validation";
import { login, logout } from "../../domain/auth";
import { rememberSignInOrigin } from "../../domain/site-origin";
import { publicProcedure, rateLimited, router } from "../init";

export const authRouter = router({
  login: publicProcedure
    .use(rateLimited("login"))
    .input(loginInputSchema)
    .mutation(async ({ ctx, input }) => {
      const lang = input.lang ?? ctx.lang ?? null;
      const result = await login(ctx, { ...input, lang, ip: ctx.ip, maxFailures: ctx.config.rateLimit.loginMaxFailures });
      if (result.status === "code_required") return { success: false as const, twoFactorRequired: true as const };
      if (ctx.requestOrigin) await rememberSignInOrigin(ctx, ctx.requestOrigin);
      ctx.cookies.setSession(result.token, result.expiresAt);
      return { success: true as const, user: { username: result.username } };
    }),
  logout: publicProcedure.mutation(async ({ ctx }) => {
    if (ctx.session) await logout(ctx.db, ctx.session);
    ctx.cookies.clearSession();
    return { success: true as const };
  }),
  me: publicProcedure.query(({ ctx }) =>
    ctx.session ? { username: ctx.session.user.username, hasTwoFactor: ctx.session.user.hasTwoFactor } : null,
  ),
});
