// One input shape for every paged admin list: which page, how many rows, a search and a sort.
import { z } from "zod";
import { LANGS } from "@lumiere/i18n";
import { contentRefSchema, EDITORIAL_STATES } from "./editorial";
import { messages } from "./messages";

/** The page sizes a list offers; anything else is refused rather than clamped. */
export const PER_PAGE_OPTIONS = [10, 25, 50, 100] as const;
export type PerPage = (typeof PER_PAGE_OPTIONS)[number];
/** Deep enough for any archive, small enough that an offset stays a number the database plans well. */
const MAX_PAGE = 100_000;
/** Longer than any title or slug a search would look for. */
export const SEARCH_MAX = 200;

const perPage = z
  .number({ error: messages.choiceInvalid.message })
  .refine((n): n is PerPage => (PER_PAGE_OPTIONS as readonly number[]).includes(n), { error: messages.choiceInvalid.message });

/** page ≥ 1, a listed page size, a trimmed search, and a sort among `sorts` (the first by default). */
export function pagedInputSchema<const S extends readonly [string, ...string[]]>(sorts: S) {
  return z.object({
    page: z.number({ error: messages.notANumber.message }).int({ error: messages.notANumber.message }).min(1).max(MAX_PAGE).default(1),
    perPage: perPage.default(25),
    q: z.string({ error: messages.tooLong.message }).trim().max(SEARCH_MAX, { error: messages.tooLong.message }).default(""),
    sort: z.enum(sorts, { error: messages.choiceInvalid.message }).default(sorts[0] as S[number] as never),
  });
}

export const ARTICLE_SORTS = ["newest", "oldest", "title", "-title", "updated"] as const;
export const articlePageInputSchema = pagedInputSchema(ARTICLE_SORTS).extend({
  /** Only items in this editorial state (in `lang`, or in either language). */
  state: z.enum(EDITORIAL_STATES, { error: messages.choiceInvalid.message }).optional(),
  lang: z.enum(LANGS, { error: messages.choiceInvalid.message }).optional(),
});
export type ArticlePageInput = z.infer<typeof articlePageInputSchema>;

export const PAGE_SORTS = ["page", "title", "-title", "updated"] as const;
export const pagePageInputSchema = pagedInputSchema(PAGE_SORTS);
export type PagePageInput = z.infer<typeof pagePageInputSchema>;

export const MEDIA_SORTS = ["newest", "oldest", "name", "-name", "size", "-size"] as const;
export const mediaPageInputSchema = pagedInputSchema(MEDIA_SORTS).extend({
  category: z.enum(["image", "video", "audio", "document"], { error: messages.choiceInvalid.message }).optional(),
});
export type MediaPageInput = z.infer<typeof mediaPageInputSchema>;

export const REDIRECT_SORTS = ["from", "-from", "to", "updated"] as const;
export const redirectPageInputSchema = pagedInputSchema(REDIRECT_SORTS);
export type RedirectPageInput = z.infer<typeof redirectPageInputSchema>;

export const KNOWLEDGE_SORTS = ["position", "topic", "-topic", "updated"] as const;
export const knowledgePageInputSchema = pagedInputSchema(KNOWLEDGE_SORTS);
export type KnowledgePageInput = z.infer<typeof knowledgePageInputSchema>;

export const CONVERSATION_SORTS = ["newest", "oldest", "messages"] as const;
export const conversationPageInputSchema = pagedInputSchema(CONVERSATION_SORTS);
export type ConversationPageInput = z.infer<typeof conversationPageInputSchema>;

/** A page of a list and how many rows the whole list holds. */
export interface PageOf<T> {
  items: T[];
  total: number;
}

export const HISTORY_SORTS = ["newest", "oldest"] as const;
/** One item's versions: searched by who saved and what they did. */
export const versionPageInputSchema = pagedInputSchema(HISTORY_SORTS).extend({ ref: contentRefSchema });
export type VersionPageInput = z.infer<typeof versionPageInputSchema>;
/** The activity feed (optionally one item's): searched by who, what and the names it records. */
export const activityPageInputSchema = pagedInputSchema(HISTORY_SORTS).extend({ ref: contentRefSchema.optional() });
export type ActivityPageInput = z.infer<typeof activityPageInputSchema>;
