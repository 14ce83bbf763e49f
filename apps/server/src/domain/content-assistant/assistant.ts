// The AI Content Assistant: analysis (no provider needed), writing a text for the editor to
// review, and translating a page or article into the other language as a change sent to review.
// Nothing is ever published from here; a failed or cut-short translation saves nothing.
import { type Lang, otherLang } from "@lumiere/i18n";
import {
  type AssistantAnalyzeInput,
  type AssistantTranslateInput,
  type AssistantWriteInput,
  type ContentRef,
  serverMessages,
} from "@lumiere/validation";
import { type BodyDeps, renderArticleBody } from "../article-body/index";
import { analyzeContent, type Analysis } from "../content-analysis/index";
import type { ContentDeps } from "../deps";
import { getEditorial } from "../editorial/board";
import { nextCopy } from "../editorial/articles";
import { type Editor, checkOwnership } from "../editorial/authority";
import { lockEntity, readEntity } from "../editorial/entity";
import { saveEdit } from "../editorial/save";
import { sanitizeFields } from "../pages";
import { found, Refusal } from "../refusal";
import { getAiSettings, readSettings } from "../settings";
import type { Writer, Written } from "./provider";
import { CONTENT_TYPES, enhancePrompt, generatePrompt, translationSystemPrompt, translationTokens, writingSystemPrompt } from "./prompts";

/**
 * Search-engine, readability and translation findings for one language of an item's working copy.
 * An article's Markdown is judged as visitors get it: rendered by the article page's own renderer.
 */
export async function analyze(deps: BodyDeps, input: AssistantAnalyzeInput): Promise<Analysis> {
  const { item, copy } = found(await getEditorial(deps.db, input.ref), "Content");
  const { lang } = input;
  const translation = { en: item.status.en.translation, fr: item.status.fr.translation };
  const keyword = input.keyword ?? "";
  if ("pageId" in copy) {
    return analyzeContent({
      lang,
      title: copy[`title_${lang}`],
      description: copy[`metaDescription_${lang}`],
      body: [copy[`heroSection_${lang}`], copy[`mainContent_${lang}`]],
      slug: null,
      keyword,
      translation,
      // A page is made of short sections: no minimum length.
      minWords: 0,
    });
  }
  if ("blocks_en" in copy) {
    return analyzeContent({
      lang,
      title: copy[`title_${lang}`],
      description: copy[`description_${lang}`],
      // Blocks are typed data: their words, each text its own paragraph.
      body: blockTexts(copy[`blocks_${lang}`]),
      slug: copy[`slug_${lang}`],
      keyword,
      translation,
      minWords: 0,
    });
  }
  return analyzeContent({
    lang,
    title: copy[`title_${lang}`],
    description: copy[`excerpt_${lang}`],
    body: [(await renderArticleBody(deps, copy[`content_${lang}`], lang)).html],
    slug: copy[`slug_${lang}`],
    keyword,
    translation,
  });
}

/** Every text of a landing page's blocks (titles, texts, Markdown, questions and answers). */
function blockTexts(blocks: ReadonlyArray<Record<string, unknown>>): string[] {
  const texts: string[] = [];
  const walk = (value: unknown, key: string) => {
    if (typeof value === "string" && ["title", "text", "markdown", "question", "answer"].includes(key)) texts.push(value);
    else if (Array.isArray(value)) for (const v of value) walk(v, key);
    else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) walk(v, k);
  };
  walk(blocks, "");
  return texts.filter((t) => t.trim());
}

async function brandOf(deps: ContentDeps): Promise<string> {
  return (await readSettings(deps, "site")).siteName;
}

/** A new or improved text, returned to the editor (never saved here); `truncated` when cut short. */
export async function write(deps: ContentDeps, writer: Writer, input: AssistantWriteInput): Promise<Written> {
  const [settings, brand] = await Promise.all([getAiSettings(deps), brandOf(deps)]);
  return writer.write({
    model: settings.selectedModel,
    temperature: settings.temperature,
    maxTokens: CONTENT_TYPES[input.contentType].maxTokens,
    system: writingSystemPrompt(brand, input.lang, input.contentType),
    user: input.mode === "generate" ? generatePrompt(input.prompt) : enhancePrompt(input.text ?? "", input.prompt),
  });
}

/** The fields a language has of its own that a translation carries over (never the slug: it follows the title). */
const TRANSLATED = {
  article: ["title", "excerpt", "content"],
  page: ["title", "metaDescription", "heroSection", "mainContent"],
  // A landing page's blocks are typed data, not text: its title and description are translated.
  landing: ["title", "description"],
} as const;

export interface TranslationResult {
  ref: ContentRef;
  lang: Lang;
  fields: string[];
}

/**
 * Translates every non-empty field of `from` into the other language and saves them there as a
 * change in review (a person checks it before it goes live). All fields or none: a failure or a
 * cut-short answer refuses before anything is written.
 */
export async function translate(deps: BodyDeps, writer: Writer, input: AssistantTranslateInput, by: Editor): Promise<TranslationResult> {
  const entity = found(await readEntity(deps.db, input.ref), "Content");
  // Refused before the provider is paid for a text this person may not change.
  checkOwnership(by, entity);
  const to = otherLang(input.from);
  const copy: Record<string, unknown> = entity.copy;
  const sources = TRANSLATED[entity.kind]
    .map((field) => ({ field, text: String(copy[`${field}_${input.from}`] ?? "").trim() }))
    .filter((s) => s.text);
  if (sources.length === 0) throw new Refusal("invalid", serverMessages.aiNothingToTranslate);
  const [settings, brand] = await Promise.all([getAiSettings(deps), brandOf(deps)]);
  const system = translationSystemPrompt(brand, input.from, to);
  const translated: Record<string, string> = {};
  for (const { field, text } of sources) {
    const answer = await writer.write({
      model: settings.selectedModel,
      temperature: 0.2,
      maxTokens: translationTokens(text),
      system,
      user: text,
    });
    if (answer.truncated) throw new Refusal("upstream", serverMessages.aiTruncated);
    translated[`${field}_${to}`] = answer.text;
  }
  const options = { action: "review" as const, langs: [to], by, versionAction: "save" as const };
  const clean = entity.kind === "page" ? await sanitizeFields(translated) : translated;
  // The translated fields go into the working copy as it is when saved (locked), not as it was read;
  // a source edited meanwhile would leave a translation of the old text marked up to date.
  const saved = await saveEdit(
    deps,
    (tx) => lockEntity(tx, input.ref),
    async (tx, current) => {
      const now: Record<string, unknown> = current.copy;
      if (sources.some(({ field, text }) => String(now[`${field}_${input.from}`] ?? "").trim() !== text)) {
        throw new Refusal("conflict", serverMessages.aiSourceChanged);
      }
      if (current.kind !== "article") return { ...current.copy, ...clean };
      const c = current.copy;
      return nextCopy(tx, current, {
        ...{ title_en: c.title_en, title_fr: c.title_fr, excerpt_en: c.excerpt_en, excerpt_fr: c.excerpt_fr },
        ...{ content_en: c.content_en, content_fr: c.content_fr, image_url: c.image_url },
        ...translated,
      });
    },
    options,
  );
  found(saved, "Content");
  return { ref: input.ref, lang: to, fields: Object.keys(translated) };
}
