// Landing pages: campaign pages built from typed blocks (never HTML). Each language has its own
// slug, title, description, share picture and blocks; the editorial options are the articles'.
// Shared by the server's procedures and the admin's forms.
import { z } from "zod";
import { LANGS, type Lang } from "@lumiere/i18n";
import { idSchema, LONE_SURROGATE, langSchema, optionalText, requiredText } from "./common";
import { PAGE_IDS } from "./content";
import { actionOptions, requireScheduleTime, SLUG } from "./editorial";
import { messages, titleRequiredIn } from "./messages";
import { pagedInputSchema } from "./paging";
import { mediaUrl } from "./showcase";

/**
 * Every first path segment the site answers itself (its fixed pages and the server's own routes):
 * a landing page at `/{lang}/{slug}` may not take one, since the fixed route would win.
 */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  ...PAGE_IDS,
  "team",
  "case-studies",
  "signup",
  "admin",
  "api",
  "trpc",
  "media",
  "sitemaps",
  "sitemap.xml",
  "robots.txt",
  "assets",
  "e",
  "healthz",
  "readyz",
  "metrics",
]);

/** Blocks a page holds at most, and items a block lists at most. */
export const MAX_BLOCKS = 30;
const MAX_ITEMS = 12;

const text = (max: number) => optionalText(max);
/** A call to action: a label and an address (a path of the site or https), both or neither. */
const href = z
  .string({ error: messages.urlInvalid.message })
  .trim()
  .max(500, { error: messages.tooLong.message })
  .refine((v) => v === "" || /^\/(?![/\\])\S*$/.test(v) || /^https:\/\/\S+$/i.test(v), { error: messages.urlInvalid.message })
  .nullish()
  .transform((v) => v ?? "");
const cta = { ctaLabel: text(80), ctaHref: href };

/** A Media Library picture and what it shows (in this block's language). */
const pictureSchema = z.object({ url: mediaUrl, alt: requiredText(messages.pictureAltMissing, 300) });
export type LandingPicture = z.infer<typeof pictureSchema>;

const ids = (min: number) =>
  z
    .array(idSchema, { error: messages.blockItemsRequired.message })
    .min(min, { error: messages.blockItemsRequired.message })
    .max(MAX_ITEMS, { error: messages.tooManyItems.message })
    .transform((list) => [...new Set(list)]);
const items = <T extends z.ZodType>(item: T) =>
  z
    .array(item, { error: messages.blockItemsRequired.message })
    .min(1, { error: messages.blockItemsRequired.message })
    .max(MAX_ITEMS, { error: messages.tooManyItems.message });

export const LANDING_FORMS = ["consultation", "notify"] as const;

const heroBlock = z.object({
  type: z.literal("hero"),
  title: requiredText(messages.blockTitleRequired, 200),
  text: text(600),
  picture: pictureSchema.nullish().transform((v) => v ?? null),
  ...cta,
});
/** Markdown under the articles' rules (rendered and sanitised by the server when saved). */
const richTextBlock = z.object({ type: z.literal("richText"), markdown: requiredText(messages.blockTextRequired, 20_000) });
const featuresBlock = z.object({
  type: z.literal("features"),
  title: text(200),
  items: items(z.object({ title: requiredText(messages.blockTitleRequired, 120), text: text(400) })),
});
const pictureTextBlock = z.object({
  type: z.literal("pictureText"),
  title: text(200),
  text: requiredText(messages.blockTextRequired, 2000),
  picture: pictureSchema,
  side: z.enum(["left", "right"], { error: messages.choiceInvalid.message }).default("left"),
});
/** Testimonials, client logos and case studies by id: the page shows those published (and consented) only. */
const testimonialsBlock = z.object({ type: z.literal("testimonials"), title: text(200), ids: ids(1) });
const logosBlock = z.object({ type: z.literal("logos"), title: text(200), ids: ids(1) });
const caseStudiesBlock = z.object({ type: z.literal("caseStudies"), title: text(200), ids: ids(1) });
const faqBlock = z.object({
  type: z.literal("faq"),
  title: text(200),
  items: items(
    z.object({ question: requiredText(messages.blockTitleRequired, 300), answer: requiredText(messages.blockTextRequired, 2000) }),
  ),
});
const ctaBandBlock = z
  .object({ type: z.literal("ctaBand"), title: requiredText(messages.blockTitleRequired, 200), text: text(400), ...cta })
  .superRefine(requireCta);
const formBlock = z.object({
  type: z.literal("form"),
  form: z.enum(LANDING_FORMS, { error: messages.choiceInvalid.message }),
  title: text(200),
  text: text(400),
});

/** A call to action needs both its label and its address (or, in a hero, neither). */
function requireCta(value: { ctaLabel?: unknown; ctaHref?: unknown }, ctx: z.core.$RefinementCtx) {
  if (!value.ctaLabel || !value.ctaHref) {
    ctx.addIssue({ code: "custom", path: [value.ctaLabel ? "ctaHref" : "ctaLabel"], message: messages.ctaLabelRequired.message });
  }
}

export const landingBlockSchema = z.discriminatedUnion(
  "type",
  [
    heroBlock.superRefine((v, ctx) => {
      if (v.ctaLabel || v.ctaHref) requireCta(v, ctx);
    }),
    richTextBlock,
    featuresBlock,
    pictureTextBlock,
    testimonialsBlock,
    logosBlock,
    caseStudiesBlock,
    faqBlock,
    ctaBandBlock,
    formBlock,
  ],
  { error: messages.choiceInvalid.message },
);
export type LandingBlock = z.infer<typeof landingBlockSchema>;
export type LandingBlockType = LandingBlock["type"];
export const LANDING_BLOCK_TYPES = [
  "hero",
  "richText",
  "features",
  "pictureText",
  "testimonials",
  "logos",
  "caseStudies",
  "faq",
  "ctaBand",
  "form",
] as const satisfies readonly LandingBlockType[];

const blocks = z
  .array(landingBlockSchema, { error: messages.choiceInvalid.message })
  .max(MAX_BLOCKS, { error: messages.tooManyItems.message })
  .default([]);

/** A language's slug: "" (or absent) means "from the title"; never one of the site's own segments. */
const slugInput = z
  .string({ error: messages.slugInvalid.message })
  .trim()
  .max(80, { error: messages.slugInvalid.message })
  .refine((v) => v === "" || SLUG.test(v), { error: messages.slugInvalid.message })
  .refine((v) => !RESERVED_SLUGS.has(v), { error: messages.slugReserved.message })
  .nullish()
  .transform((v) => v ?? "");

const shareImage = z
  .union([mediaUrl, z.literal("")], { error: messages.pictureRequired.message })
  .nullish()
  .transform((v) => v ?? "");

const landingFields = z.object({
  title_en: optionalText(200, messages.titleEnRequired),
  title_fr: optionalText(200, messages.titleFrRequired),
  slug_en: slugInput,
  slug_fr: slugInput,
  description_en: optionalText(300),
  description_fr: optionalText(300),
  shareImage_en: shareImage,
  shareImage_fr: shareImage,
  blocks_en: blocks,
  blocks_fr: blocks,
  ...actionOptions,
});
type LandingFields = z.infer<typeof landingFields>;

/** A language sent on (published, scheduled, to review) needs its title; a draft needs one title at least. */
function requireTitles(value: LandingFields, ctx: z.core.$RefinementCtx) {
  requireScheduleTime(value, ctx);
  const langs: readonly Lang[] = Array.isArray(value.langs) ? value.langs : LANGS;
  const missing = (lang: Lang) => String(value[`title_${lang}`] ?? "").trim() === "";
  for (const lang of LANGS) {
    if (value.action !== "draft" && langs.includes(lang) && missing(lang)) {
      ctx.addIssue({ code: "custom", path: [`title_${lang}`], message: titleRequiredIn[lang].message });
    }
  }
  if (LANGS.every(missing)) ctx.addIssue({ code: "custom", path: ["title_en"], message: messages.titleRequired.message });
  for (const lang of LANGS) {
    const json = JSON.stringify(value[`blocks_${lang}`] ?? []);
    if (LONE_SURROGATE.test(json)) ctx.addIssue({ code: "custom", path: [`blocks_${lang}`], message: messages.invalidCharacter.message });
  }
}
const always = { when: () => true };

/** A new landing page (no id) or a change of one (with its id). */
export const landingSaveInputSchema = landingFields.extend({ id: idSchema.optional() }).superRefine(requireTitles, always);
export type LandingSaveInput = z.infer<typeof landingSaveInputSchema>;

export const LANDING_SORTS = ["updated", "title", "-title"] as const;
export const landingPageInputSchema = pagedInputSchema(LANDING_SORTS);
export type LandingPageInput = z.infer<typeof landingPageInputSchema>;

/** A published page by its address in a language. */
export const landingBySlugInputSchema = z.object({
  lang: langSchema,
  slug: z.string().trim().min(1).max(300),
});
