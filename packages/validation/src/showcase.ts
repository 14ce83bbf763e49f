// Case studies, testimonials and client logos: the lists they draw on and the shapes the admin
// sends. Shared by the server's procedures and the admin's forms.
import { z } from "zod";
import { LANGS, type Lang } from "@lumiere/i18n";
import { idSchema, LONE_SURROGATE, langSchema, optionalText, requiredText } from "./common";
import { messages, titleRequiredIn } from "./messages";
import { pagedInputSchema } from "./paging";

import { CASE_STUDY_INDUSTRIES, CASE_STUDY_SERVICES } from "./showcase-lists";

export * from "./showcase-lists";
const MAX_RESULTS = 8;
const MAX_PICTURES = 8;

/** A file of the Media Library, by its site address ("/media/<stored name>"). */
export const mediaUrl = z
  .string({ error: messages.pictureRequired.message })
  .trim()
  .regex(/^\/media\/[A-Za-z0-9._-]{1,200}$/, { error: messages.pictureRequired.message });

const altText = z
  .string({ error: messages.pictureAltRequired.message })
  .trim()
  .min(1, { error: messages.pictureAltRequired.message })
  .max(300, { error: messages.tooLong.message });

/** A Media Library picture with what it shows in each language (alt text is required). */
export const showcasePictureSchema = z.object({ url: mediaUrl, alt_en: altText, alt_fr: altText });
export type ShowcasePictureInput = z.infer<typeof showcasePictureSchema>;

const resultLabel = z
  .string({ error: messages.resultLabelRequired.message })
  .trim()
  .min(1, { error: messages.resultLabelRequired.message })
  .max(200, { error: messages.tooLong.message });
export const caseStudyResultSchema = z.object({
  figure: requiredText(messages.resultFigureRequired, 40),
  label_en: resultLabel,
  label_fr: resultLabel,
});

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A language's slug: "" (or absent) means "from the title". */
const slugInput = z
  .string({ error: messages.slugInvalid.message })
  .trim()
  .max(80, { error: messages.slugInvalid.message })
  .refine((v) => v === "" || SLUG.test(v), { error: messages.slugInvalid.message })
  .nullish()
  .transform((v) => v ?? "");

/** What a save does: keep a draft, send to review, or publish (refused to a role without the right). */
export const CASE_STUDY_SAVE_ACTIONS = ["draft", "review", "publish"] as const;
/** A change of state without an edit. */
export const CASE_STUDY_TRANSITIONS = ["review", "approve", "reject", "publish", "unpublish"] as const;

const langsSchema = z
  .array(langSchema, { error: messages.langInvalid.message })
  .min(1, { error: messages.langInvalid.message })
  .max(LANGS.length, { error: messages.langInvalid.message })
  .transform((langs) => [...new Set(langs)] as Lang[]);

const caseStudyFields = z.object({
  title_en: optionalText(200, messages.titleEnRequired),
  title_fr: optionalText(200, messages.titleFrRequired),
  slug_en: slugInput,
  slug_fr: slugInput,
  summary_en: optionalText(500),
  summary_fr: optionalText(500),
  challenge_en: optionalText(5000),
  challenge_fr: optionalText(5000),
  approach_en: optionalText(5000),
  approach_fr: optionalText(5000),
  quote_en: optionalText(1000),
  quote_fr: optionalText(1000),
  client: requiredText(messages.clientRequired, 120),
  industry: z.enum(CASE_STUDY_INDUSTRIES, { error: messages.industryInvalid.message }),
  services: z
    .array(z.enum(CASE_STUDY_SERVICES, { error: messages.serviceInvalid.message }), { error: messages.serviceInvalid.message })
    .max(CASE_STUDY_SERVICES.length, { error: messages.serviceInvalid.message })
    .default([])
    .transform((s) => [...new Set(s)]),
  results: z
    .array(caseStudyResultSchema, { error: messages.choiceInvalid.message })
    .max(MAX_RESULTS, { error: messages.tooManyItems.message })
    .default([]),
  pictures: z
    .array(showcasePictureSchema, { error: messages.pictureRequired.message })
    .max(MAX_PICTURES, { error: messages.tooManyItems.message })
    .default([]),
  /** The picture shared on social networks ("" : the first picture, else the site's). */
  shareImage: z
    .union([mediaUrl, z.literal("")])
    .nullish()
    .transform((v) => v ?? ""),
  testimonialId: idSchema.nullish().transform((v) => v ?? null),
  action: z.enum(CASE_STUDY_SAVE_ACTIONS, { error: messages.choiceInvalid.message }).optional(),
  /** The languages the action applies to (both when absent). */
  langs: langsSchema.optional(),
});

type Issues = z.core.$RefinementCtx;
/** Titles: every language the action sends on needs one; a draft needs one in some language. JSON-safe text. */
function requireTitles(value: z.infer<typeof caseStudyFields>, ctx: Issues) {
  // Also run when another field failed (`when` below), so the form shows every error at once: the
  // value may then be the raw input.
  const langs: readonly Lang[] = Array.isArray(value.langs) ? value.langs : LANGS;
  const missing = (lang: Lang) => String(value[`title_${lang}`] ?? "").trim() === "";
  for (const lang of LANGS) {
    if (value.action !== "draft" && langs.includes(lang) && missing(lang)) {
      ctx.addIssue({ code: "custom", path: [`title_${lang}`], message: titleRequiredIn[lang].message });
    }
  }
  if (LANGS.every(missing)) {
    ctx.addIssue({ code: "custom", path: ["title_en"], message: messages.titleRequired.message });
  }
  for (const [key, v] of Object.entries(value)) {
    if (typeof v === "string" && LONE_SURROGATE.test(v)) {
      ctx.addIssue({ code: "custom", path: [key], message: messages.invalidCharacter.message });
    }
  }
}
/** Run the title rules whatever else failed. */
const always = { when: () => true };

/** A new case study (create) or a changed one (with its id). */
export const caseStudySaveInputSchema = caseStudyFields.extend({ id: idSchema.optional() }).superRefine(requireTitles, always);
export type CaseStudySaveInput = z.infer<typeof caseStudySaveInputSchema>;

export const caseStudyTransitionInputSchema = z.object({
  id: idSchema,
  action: z.enum(CASE_STUDY_TRANSITIONS, { error: messages.choiceInvalid.message }),
  langs: langsSchema.optional(),
});
export type CaseStudyTransitionInput = z.infer<typeof caseStudyTransitionInputSchema>;

export const CASE_STUDY_SORTS = ["updated", "title", "-title", "newest"] as const;
export const caseStudyPageInputSchema = pagedInputSchema(CASE_STUDY_SORTS);
export type CaseStudyPageInput = z.infer<typeof caseStudyPageInputSchema>;

const filterOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .string()
    .trim()
    .max(100)
    .default("")
    // An unknown value (an old or mistyped link) lists everything rather than failing the page.
    .transform((v) => ((values as readonly string[]).includes(v) ? (v as T[number]) : ""));

/** A page of the public list: its language, page, and optional industry and service. */
export const caseStudyListInputSchema = z.object({
  lang: langSchema.default("en"),
  page: z.number().int().min(1).max(100_000).default(1),
  industry: filterOf(CASE_STUDY_INDUSTRIES),
  service: filterOf(CASE_STUDY_SERVICES),
});
export type CaseStudyListInput = z.infer<typeof caseStudyListInputSchema>;

export const caseStudyBySlugInputSchema = z.object({ lang: langSchema.default("en"), slug: z.string().trim().min(1).max(300) });

const quoteText = z
  .string({ error: messages.quoteRequired.message })
  .trim()
  .min(1, { error: messages.quoteRequired.message })
  .max(1000, { error: messages.tooLong.message });

/** A day as YYYY-MM-DD, not in the future. */
const consentDate = z
  .string({ error: messages.dateInvalid.message })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: messages.dateInvalid.message })
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), {
    error: messages.dateInvalid.message,
  })
  .or(z.literal(""))
  .nullish()
  .transform((v) => (v ? v : null));

const testimonialFields = z.object({
  quote_en: quoteText,
  quote_fr: quoteText,
  name: requiredText(messages.nameRequired, 120),
  role: optionalText(120),
  company: optionalText(120),
  photo: showcasePictureSchema.nullish().transform((v) => v ?? null),
  consentDate,
  published: z.boolean({ error: messages.choiceInvalid.message }).default(false),
});
function requireConsent(value: { published: boolean; consentDate: string | null }, ctx: Issues) {
  if (value.published === true && !value.consentDate) {
    ctx.addIssue({ code: "custom", path: ["consentDate"], message: messages.consentDateRequired.message });
  }
}
/** A testimonial as the admin edits it; publishing needs the date the person agreed to be quoted. */
export const testimonialInputSchema = testimonialFields.superRefine(requireConsent, always);
export type TestimonialInput = z.infer<typeof testimonialInputSchema>;
export const testimonialUpdateInputSchema = testimonialFields.extend({ id: idSchema }).superRefine(requireConsent, always);

const httpsLink = z
  .string({ error: messages.httpsUrlInvalid.message })
  .trim()
  .max(2000, { error: messages.tooLong.message })
  .refine((v) => v === "" || (URL.canParse(v) && new URL(v).protocol === "https:" && /^https:\/\/[^\s/]+/i.test(v)), {
    error: messages.httpsUrlInvalid.message,
  })
  .nullish()
  .transform((v) => v ?? "");

/** A client logo as the admin edits it. */
export const clientLogoInputSchema = z.object({
  name: requiredText(messages.nameRequired, 120),
  logo: showcasePictureSchema,
  link: httpsLink,
  published: z.boolean({ error: messages.choiceInvalid.message }).default(false),
});
export type ClientLogoInput = z.infer<typeof clientLogoInputSchema>;
export const clientLogoUpdateInputSchema = clientLogoInputSchema.extend({ id: idSchema });

export const showcaseIdInputSchema = z.object({ id: idSchema });
export const showcasePageInputSchema = pagedInputSchema(["position", "updated"] as const);
export type ShowcasePageInput = z.infer<typeof showcasePageInputSchema>;
