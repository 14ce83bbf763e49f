import { z } from "zod";
import { messages } from "./messages";

export const totpCodeSchema = z
  .string({ error: messages.totpCodeInvalid.message })
  .trim()
  .regex(/^\d{6}$/, { error: messages.totpCodeInvalid.message });

export const loginInputSchema = z.object({
  username: z
    .string({ error: messages.usernameRequired.message })
    .trim()
    .min(1, { error: messages.usernameRequired.message })
    .max(100, { error: messages.tooLong.message }),
  password: z
    .string({ error: messages.passwordRequired.message })
    .min(1, { error: messages.passwordRequired.message })
    .max(1000, { error: messages.tooLong.message }),
  // Asked for only when the account has two-factor enabled.
  code: totpCodeSchema.optional(),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

export const twoFactorCodeInputSchema = z.object({ code: totpCodeSchema });
export type TwoFactorCodeInput = z.infer<typeof twoFactorCodeInputSchema>;
