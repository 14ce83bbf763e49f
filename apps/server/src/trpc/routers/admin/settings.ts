import { TRPCError } from "@trpc/server";
import {
  aiSettingsInputSchema,
  serverMessages,
  settingsSaveInputSchema,
  twoFactorCodeInputSchema,
  twoFactorEnableInputSchema,
} from "@lumiere/validation";
import { disableTwoFactor, enableTwoFactor, setupTwoFactor } from "../../../domain/auth";
import { twoFactorRequired } from "../../../domain/people/permissions";
import { Refusal } from "../../../domain/refusal";
import { sendTestEmail } from "../../../domain/email";
import { getAiTestStatus, testAiConnection } from "../../../domain/chat/test-status";
import { getAiSettings, getLeadsSettings, getSettings, saveAiSettings, saveSettings } from "../../../domain/settings";
import type { Context } from "../../context";
import { router, staffProcedure } from "../../init";
import { depsOf } from "../../deps";

const codeRequest = <T extends { code: string }>(ctx: Context & { session: NonNullable<Context["session"]> }, input: T) => ({
  ...input,
  userId: ctx.session.user.id,
  actor: ctx.session.user.username,
  sessionId: ctx.session.id,
  ip: ctx.ip,
  maxFailures: ctx.config.rateLimit.loginMaxFailures,
});

export const adminSettingsRouter = router({
  get: staffProcedure("settings").query(({ ctx }) => getSettings(depsOf(ctx))),
  /** Lead notifications and retention (saved with type "leads"; kept out of `get`, the spec's shape). */
  leads: staffProcedure("settings").query(({ ctx }) => getLeadsSettings(depsOf(ctx))),
  save: staffProcedure("settings")
    .input(settingsSaveInputSchema)
    .mutation(async ({ ctx, input }) => {
      await saveSettings(depsOf(ctx), input, ctx.session.user.username);
      return { success: true as const };
    }),
  testEmail: staffProcedure("settings").mutation(({ ctx }) => sendTestEmail(depsOf(ctx))),
  twoFactorSetup: staffProcedure("account").mutation(({ ctx }) => setupTwoFactor(ctx.db, ctx.session.user.id, ctx.session.user.username)),
  twoFactorEnable: staffProcedure("account")
    .input(twoFactorEnableInputSchema)
    .mutation(({ ctx, input }) => enableTwoFactor(ctx.db, codeRequest(ctx, input))),
  twoFactorDisable: staffProcedure("account")
    .input(twoFactorCodeInputSchema)
    .mutation(async ({ ctx, input }) => {
      // While Settings require it of everyone, nobody turns it off (moving it is twoFactorEnable).
      if (await twoFactorRequired(depsOf(ctx))) throw new Refusal("conflict", serverMessages.twoFactorStaysOn);
      return disableTwoFactor(ctx.db, codeRequest(ctx, input));
    }),
});

export const adminAiRouter = router({
  get: staffProcedure("ai").query(async ({ ctx }) => ({
    ...(await getAiSettings(depsOf(ctx))),
    ...(await getAiTestStatus(ctx.db)),
    provider: ctx.chat.provider,
  })),
  save: staffProcedure("ai")
    .input(aiSettingsInputSchema)
    .mutation(async ({ ctx, input }) => {
      await saveAiSettings(depsOf(ctx), input, ctx.session.user.username);
      return { success: true as const };
    }),
  test: staffProcedure("ai").mutation(async ({ ctx }) => {
    const result = await testAiConnection(depsOf(ctx));
    if (!result.ok) throw new TRPCError({ code: "BAD_GATEWAY", message: result.message });
    return { success: true as const, ...result };
  }),
});
