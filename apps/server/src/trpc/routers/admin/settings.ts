import { TRPCError } from "@trpc/server";
import QRCode from "qrcode";
import { aiSettingsInputSchema, settingsSaveInputSchema, twoFactorCodeInputSchema } from "@lumiere/validation";
import { disableTwoFactor, enableTwoFactor, setupTwoFactor } from "../../../domain/auth";
import { sendTestEmail } from "../../../domain/email";
import { getAiSettings, getSettings, saveAiSettings, saveAiStatus, saveSettings } from "../../../domain/settings";
import { adminProcedure, router } from "../../init";

const wrongCode = () =>
  new TRPCError({ code: "BAD_REQUEST", message: "The code is not valid. Check your authenticator app and try again." });

export const adminSettingsRouter = router({
  get: adminProcedure.query(({ ctx }) => getSettings(ctx.db)),
  save: adminProcedure.input(settingsSaveInputSchema).mutation(async ({ ctx, input }) => {
    await saveSettings(ctx, input);
    return { success: true as const };
  }),
  testEmail: adminProcedure.mutation(async ({ ctx }) => {
    const result = await sendTestEmail(ctx.db);
    if (!result.ok) throw new TRPCError({ code: "BAD_GATEWAY", message: result.message });
    return { success: true as const, message: result.message };
  }),
  twoFactorSetup: adminProcedure.mutation(async ({ ctx }) => {
    const { secret, otpauthUri } = await setupTwoFactor(ctx.db, ctx.session.user.id, ctx.session.user.username);
    const qrCodeDataUrl = await QRCode.toDataURL(otpauthUri, { margin: 1, width: 220 });
    return { secret, otpauthUri, qrCodeDataUrl };
  }),
  twoFactorEnable: adminProcedure.input(twoFactorCodeInputSchema).mutation(async ({ ctx, input }) => {
    if (!(await enableTwoFactor(ctx.db, ctx.session.user.id, input.code))) throw wrongCode();
    return { success: true as const };
  }),
  twoFactorDisable: adminProcedure.input(twoFactorCodeInputSchema).mutation(async ({ ctx, input }) => {
    if (!(await disableTwoFactor(ctx.db, ctx.session.user.id, input.code))) throw wrongCode();
    return { success: true as const };
  }),
});

export const adminAiRouter = router({
  get: adminProcedure.query(async ({ ctx }) => ({ ...(await getAiSettings(ctx.db)), provider: ctx.chat.provider })),
  save: adminProcedure.input(aiSettingsInputSchema).mutation(async ({ ctx, input }) => {
    await saveAiSettings(ctx.db, input);
    return { success: true as const };
  }),
  test: adminProcedure.mutation(async ({ ctx }) => {
    const result = await ctx.chat.test();
    await saveAiStatus(ctx.db, {
      lastTestAt: new Date().toISOString(),
      lastTestOk: result.ok,
      lastTestProvider: result.provider,
      lastTestMessage: result.message,
    });
    if (!result.ok) throw new TRPCError({ code: "BAD_GATEWAY", message: result.message });
    return { success: true as const, ...result };
  }),
});
