import { z } from "zod";
import { idSchema, langSchema, optionalText, requiredText } from "./common";
import { messages } from "./messages";
import { tagFilterSchema } from "./tags";

export const PAGE_IDS = ["home", "technology", "about", "product", "insights", "contact", "privacy", "terms", "cookies"] as const;
export type PageId = (typeof PAGE_IDS)[number];
/** Any short page id; an id outside PAGE_IDS is simply not found (404), not invalid input. */
export const pageIdSchema = z
  .string({ error: messages.pageIdInvalid.message })
  .trim()
  .min(1, { error: messages.pageIdInvalid.message })
  .max(50, { error: messages.pageIdInvalid.message });

export const articleListInputSchema = z.object({ lang: langSchema.default("en") });
export const articleBySlugInputSchema = z.object({
  slug: z.string().trim().min(1).max(300),
  lang: langSchema.default("en"),
});

/** Articles on one page of the insights grid (four rows of three). */
export const INSIGHTS_PER_PAGE = 12;
/** Page numbers the insights pagination row shows at once, the current one in the middle when it can be. */
export const INSIGHTS_PAGE_WINDOW = 5;
/**
 * How many matches of a list counted by its rows (a search) page `page` needs counted: enough for
 * its pagination row, the last page it shows and whether there is a next one, and no more, so
 * that a search for a word most of the archive holds costs no more than one for a rarer word. A
 * list with more matches reports this many as its total.
 */
export function insightsMatchesToCount(page: number, perPage: number): number {
  return Math.max(INSIGHTS_PAGE_WINDOW, page + Math.floor(INSIGHTS_PAGE_WINDOW / 2)) * perPage;
}
/** A page of the public insights list: its language, page, and optional category, search and tag. */
export const insightsPageInputSchema = z.object({
  lang: langSchema.default("en"),
  page: z.number().int().min(1).max(100_000).default(1),
  perPage: z.number().int().min(1).max(INSIGHTS_PER_PAGE).default(INSIGHTS_PER_PAGE),
  category: z.string().trim().max(100).default(""),
  q: z.string().trim().max(200).default(""),
  tag: tagFilterSchema,
});
export type InsightsPageInput = z.infer<typeof insightsPageInputSchema>;
/** The articles shown under one (its "Related Articles"), in the page's language. */
export const relatedArticlesInputSchema = z.object({ id: idSchema, lang: langSchema.default("en") });
/** How many related articles an article page shows, at most. */
export const RELATED_ARTICLES = 3;
/** The newest articles of a language (the home page's latest insights). */
export const latestArticlesInputSchema = z.object({
  lang: langSchema.default("en"),
  limit: z.number().int().min(1).max(INSIGHTS_PER_PAGE).default(3),
});

export const imageUrlSchema = z
  .string({ error: messages.urlInvalid.message })
  .trim()
  .max(2000, { error: messages.tooLong.message })
  // A site path ("/media/…") or an absolute http(s) URL; "//host/…" and "/\\host/…" are other sites.
  .refine((v) => v === "" || /^\/(?![/\\])\S*$/.test(v) || /^https?:\/\/[^\s]+$/i.test(v), {
    error: messages.urlInvalid.message,
  })
  .nullish()
  .transform((v) => v ?? "");

/** Article create/update payload (spec §7); content and image URL default to empty (spec §3). */
export const articleInputSchema = z.object({
  title_en: requiredText(messages.titleEnRequired, 300),
  title_fr: requiredText(messages.titleFrRequired, 300),
  excerpt_en: optionalText(1000),
  excerpt_fr: optionalText(1000),
  content_en: optionalText(100_000),
  content_fr: optionalText(100_000),
  image_url: imageUrlSchema,
});
export const articleUpdateInputSchema = articleInputSchema.extend({ id: idSchema });

/** Page update, with the stored field names; the REST adapter maps the spec's snake_case payload onto these. */
export const pageUpdateInputSchema = z.object({
  pageId: pageIdSchema,
  // Every field optional: a field left out is left as it is.
  title_en: optionalText(300).optional(),
  title_fr: optionalText(300).optional(),
  metaDescription_en: optionalText(500).optional(),
  metaDescription_fr: optionalText(500).optional(),
  heroSection_en: optionalText(100_000).optional(),
  heroSection_fr: optionalText(100_000).optional(),
  mainContent_en: optionalText(100_000).optional(),
  mainContent_fr: optionalText(100_000).optional(),
});
export type PageUpdateInput = z.infer<typeof pageUpdateInputSchema>;

/** The alt text of a Media Library file, per language (required before a picture goes into an article). */
export const mediaAltInputSchema = z.object({
  id: idSchema,
  alt_en: optionalText(300),
  alt_fr: optionalText(300),
});
export type MediaAltInput = z.infer<typeof mediaAltInputSchema>;

/** An article's text as the editor has it, for the live preview (rendered by the server, as the site renders it). */
export const articlePreviewInputSchema = z.object({
  content: optionalText(100_000),
  /** The text's language: a library picture without alt text shows the library's, as on the page. */
  lang: langSchema.optional(),
});
