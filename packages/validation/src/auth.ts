import { z } from "zod";
import { langSchema } from "./common";
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
  /** The admin's language: security e-mails about the account are written in it. */
  lang: langSchema.optional(),
});

export const twoFactorCodeInputSchema = z.object({ code: totpCodeSchema });

/**
 * Turning two-factor on, or moving it to another authenticator: `code` from the new one, and proof
 * that the account holder is asking: `currentCode` from the authenticator in use when there is one,
 * else `password`. Which one is needed is decided on the server.
 */
export const twoFactorEnableInputSchema = z.object({
  code: totpCodeSchema,
  currentCode: totpCodeSchema.optional(),
  password: z.string({ error: messages.passwordRequired.message }).max(1000, { error: messages.tooLong.message }).optional(),
});
