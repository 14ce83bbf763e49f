import { z } from "zod";
import { idSchema, optionalText, requiredText } from "./common";
import { messages } from "./messages";

/** Pages a knowledge entry may cite ("" for none). */
export const KNOWLEDGE_PAGES = ["", "home", "technology", "about", "product", "insights", "contact"] as const;

/** One of Aya's knowledge entries as the admin edits it. Question variants: one per line. */
export const knowledgeEntryInputSchema = z.object({
  topic: requiredText(messages.knowledgeTopicRequired, 200),
  questions_en: optionalText(4000),
  questions_fr: optionalText(4000),
  answer_en: requiredText(messages.knowledgeAnswerEnRequired, 2000),
  answer_fr: requiredText(messages.knowledgeAnswerFrRequired, 2000),
  pageId: z
    .enum(KNOWLEDGE_PAGES, { error: messages.pageIdInvalid.message })
    .nullish()
    .transform((v) => v ?? ""),
  enabled: z.boolean({ error: messages.choiceInvalid.message }).default(true),
});
export type KnowledgeEntryInput = z.infer<typeof knowledgeEntryInputSchema>;

export const knowledgeUpdateInputSchema = knowledgeEntryInputSchema.extend({ id: idSchema });
export const knowledgeIdInputSchema = z.object({ id: idSchema });

export const conversationGetInputSchema = z.object({
  sessionId: z
    .string({ error: messages.sessionIdInvalid.message })
    .regex(/^session_[A-Za-z0-9_-]{1,64}$/, { error: messages.sessionIdInvalid.message }),
});
