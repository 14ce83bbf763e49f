// Team profiles: the people the Team page and the author pages show. Content, not staff accounts.
import { z } from "zod";
import { idSchema, langSchema, optionalText, requiredText } from "./common";
import { SLUG } from "./editorial";
import { messages } from "./messages";
import { pagedInputSchema } from "./paging";

/** The links a profile may show, in the order the site shows them. */
export const PROFILE_LINK_KINDS = ["linkedin", "x", "github", "website"] as const;
export type ProfileLinkKind = (typeof PROFILE_LINK_KINDS)[number];

/** A secure, absolute web address with a host name (no credentials): what a visitor may follow. */
export function isHttpsUrl(value: string): boolean {
  if (!/^https:\/\/\S+$/i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.includes(".") && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** One link field: "" (none) or an https address. */
const linkUrl = optionalText(500, messages.profileLinkInvalid).refine((v) => v === "" || isHttpsUrl(v), {
  error: messages.profileLinkInvalid.message,
});

const profileSlug = z
  .string({ error: messages.slugInvalid.message })
  .trim()
  .max(80, { error: messages.slugInvalid.message })
  .refine((v) => v === "" || SLUG.test(v), { error: messages.slugInvalid.message })
  .nullish()
  .transform((v) => v ?? "");

/** A profile as the admin edits it; links are one field per kind (flat, so each has its own error). */
export const profileInputSchema = z.object({
  name: requiredText(messages.nameRequired, 120),
  /** "" (or left out): from the name. */
  slug: profileSlug,
  role_en: optionalText(120),
  role_fr: optionalText(120),
  bio_en: optionalText(4000),
  bio_fr: optionalText(4000),
  /** A Media Library picture; null: none. */
  mediaId: idSchema.nullish().transform((v) => v ?? null),
  linkedin: linkUrl,
  x: linkUrl,
  github: linkUrl,
  website: linkUrl,
  /** Lower first; equal positions by name. */
  position: z
    .number({ error: messages.positionInvalid.message })
    .int({ error: messages.positionInvalid.message })
    .min(0, { error: messages.positionInvalid.message })
    .max(1000, { error: messages.positionInvalid.message })
    .default(0),
  published: z.boolean({ error: messages.choiceInvalid.message }).default(false),
});
export type ProfileInput = z.infer<typeof profileInputSchema>;
export const profileUpdateInputSchema = profileInputSchema.extend({ id: idSchema });
export const profileIdInputSchema = z.object({ id: idSchema });

export const PROFILE_SORTS = ["position", "name", "-name", "updated"] as const;
export const profilePageInputSchema = pagedInputSchema(PROFILE_SORTS);
export type ProfilePageInput = z.infer<typeof profilePageInputSchema>;

/** Articles on one page of an author page. */
export const AUTHOR_ARTICLES_PER_PAGE = 12;
export const teamListInputSchema = z.object({ lang: langSchema.default("en") });
export const authorInputSchema = z.object({ lang: langSchema.default("en"), slug: z.string().trim().min(1).max(80) });
/** A page of an author page's articles: the list's paging (the insights grid's size). */
export const authorArticlesInputSchema = authorInputSchema.extend({ page: z.number().int().min(1).max(100_000).default(1) });
export type AuthorArticlesInput = z.infer<typeof authorArticlesInputSchema>;
/** The author of an article page, by the article's slug in that language. */
export const articleAuthorInputSchema = z.object({ lang: langSchema.default("en"), slug: z.string().trim().min(1).max(300) });
