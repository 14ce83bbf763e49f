import { z } from "zod";
import { langSchema } from "./common";
import { messages } from "./messages";

export const CHAT_MESSAGE_MAX = 1000;

export const chatInputSchema = z.object({
  // 'session_' + timestamp + 9 random characters (spec §3); bounded so it cannot be used to fill the table.
  sessionId: z
    .string({ error: messages.sessionIdInvalid.message })
    .regex(/^session_[A-Za-z0-9_-]{1,64}$/, { error: messages.sessionIdInvalid.message }),
  message: z
    .string({ error: messages.chatMessageEmpty.message })
    .trim()
    .min(1, { error: messages.chatMessageEmpty.message })
    .max(CHAT_MESSAGE_MAX, { error: messages.chatMessageTooLong.message }),
  lang: langSchema.optional(),
});
