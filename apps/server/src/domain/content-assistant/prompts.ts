// What the model is asked. The instructions are in English (models follow them best); the
// language of the answer is named explicitly, and the text to work on comes last, set apart.
import type { Lang } from "@lumiere/i18n";
import type { AssistantContentType } from "@lumiere/validation";

export const LANGUAGE_NAMES: Record<Lang, string> = { en: "English", fr: "French" };

/** What each content type is, for the model, and the most tokens its answer may take. */
export const CONTENT_TYPES: Record<AssistantContentType, { describe: string; maxTokens: number }> = {
  article: { describe: "a complete article body, in paragraphs separated by blank lines, with ## subheadings", maxTokens: 4096 },
  summary: { describe: "a summary (an excerpt) of two or three sentences", maxTokens: 400 },
  description: { describe: "a meta description for search results, of 120 to 160 characters", maxTokens: 200 },
  title: { describe: "a title of 30 to 60 characters", maxTokens: 60 },
  tags: { describe: "five to eight tags, comma-separated", maxTokens: 120 },
};

export function writingSystemPrompt(brand: string, lang: Lang, type: AssistantContentType): string {
  return [
    `You write content for the website of ${brand}, an AI consultancy. Write in ${LANGUAGE_NAMES[lang]}.`,
    `Write ${CONTENT_TYPES[type].describe}.`,
    "Answer with the text only: no preamble, no notes, no quotation marks around it. Never invent figures, clients or facts.",
  ].join("\n");
}

export function generatePrompt(prompt: string): string {
  return `Write it from this brief:\n\n${prompt.trim()}`;
}

export function enhancePrompt(text: string, prompt: string): string {
  const wish = prompt.trim() ? `\nAlso: ${prompt.trim()}` : "";
  return [
    "Improve the text below: clearer, easier to read, shorter sentences, active voice. Keep its meaning, its facts and its markup (HTML or Markdown) as they are.",
    wish,
    "",
    "Text:",
    text.trim(),
  ].join("\n");
}

export function translationSystemPrompt(brand: string, from: Lang, to: Lang): string {
  return [
    `You translate the website of ${brand}, an AI consultancy, from ${LANGUAGE_NAMES[from]} into ${LANGUAGE_NAMES[to]}.`,
    "Translate the whole text faithfully and naturally, for a professional audience. Keep any HTML tags, Markdown marks, links and line breaks exactly where they are; translate only the words.",
    "Answer with the translation only: no preamble, no notes.",
  ].join("\n");
}

/** The token budget of a translation: about twice the source's words, with room. */
export function translationTokens(text: string): number {
  return Math.min(16_000, Math.ceil(text.length / 2) + 256);
}
