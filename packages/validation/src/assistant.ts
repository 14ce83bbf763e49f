// The AI Content Assistant's inputs: analysis of a page or article, writing (generate, enhance)
// and translation into the other language.
import { z } from "zod";
import { langSchema, optionalText, verbatimText } from "./common";
import { contentRefSchema } from "./editorial";
import { messages } from "./messages";

/** What the assistant writes (the spec's content types). */
export const ASSISTANT_CONTENT_TYPES = ["article", "summary", "description", "title", "tags"] as const;
export type AssistantContentType = (typeof ASSISTANT_CONTENT_TYPES)[number];

const choice = { error: messages.choiceInvalid.message };

export const assistantAnalyzeInputSchema = z.object({
  ref: contentRefSchema,
  lang: langSchema,
  /** The focus keyword (Yoast's "focus keyphrase"); empty: the analysis asks for one. */
  keyword: optionalText(100),
});
export type AssistantAnalyzeInput = z.infer<typeof assistantAnalyzeInputSchema>;

export const assistantWriteInputSchema = z
  .object({
    mode: z.enum(["generate", "enhance"], choice),
    contentType: z.enum(ASSISTANT_CONTENT_TYPES, choice),
    /** The language to write in. */
    lang: langSchema,
    /** What to write (generate) or how to improve it (enhance, optional). */
    prompt: verbatimText(4000),
    /** The text to improve (enhance). */
    text: verbatimText(100_000).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.mode === "generate" && !value.prompt.trim()) {
      ctx.addIssue({ code: "custom", path: ["prompt"], message: messages.promptRequired.message });
    }
    if (value.mode === "enhance" && !value.text?.trim()) {
      ctx.addIssue({ code: "custom", path: ["text"], message: messages.enhanceTextRequired.message });
    }
  });
export type AssistantWriteInput = z.infer<typeof assistantWriteInputSchema>;

/** Translates a page or article from `from` into the other language, as a change sent to review. */
export const assistantTranslateInputSchema = z.object({ ref: contentRefSchema, from: langSchema });
export type AssistantTranslateInput = z.infer<typeof assistantTranslateInputSchema>;
