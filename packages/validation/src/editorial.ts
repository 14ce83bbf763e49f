// The editorial workflow: categories, per-language drafts and publication, review,
// versions, redirects, preview links and the activity feed. Shared by the server's procedures and
// the admin's forms.
import { z } from "zod";
import { LANGS, type Lang, matchPath } from "@lumiere/i18n";
import { idSchema, LONE_SURROGATE, langSchema, numberInput, optionalText } from "./common";
import { imageUrlSchema, pageIdSchema, pageUpdateInputSchema } from "./content";
import { messages, titleRequiredIn } from "./messages";
import { tagsSchema } from "./tags";

/**
 * Spec §9: the article categories, their text in both languages (stored as category_en /
 * category_fr, the API's fields) and their badge colour. "general" is the grey default.
 */
export const ARTICLE_CATEGORIES = [
  { key: "ai-technology", en: "AI Technology", fr: "Technologie IA", tone: "indigo" },
  { key: "analytics", en: "Analytics", fr: "Analytique", tone: "cyan" },
  { key: "computer-vision", en: "Computer Vision", fr: "Vision par ordinateur", tone: "violet" },
  { key: "machine-learning", en: "Machine Learning", fr: "Apprentissage automatique", tone: "teal" },
  { key: "business-solutions", en: "Business Solutions", fr: "Solutions d'entreprise", tone: "amber" },
  { key: "healthcare-innovation", en: "Healthcare Innovation", fr: "Innovation en santé", tone: "rose" },
  { key: "general", en: "General", fr: "Général", tone: "gray" },
] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];
export type ArticleCategoryKey = ArticleCategory["key"];
const CATEGORY_KEYS = ARTICLE_CATEGORIES.map((c) => c.key) as [ArticleCategoryKey, ...ArticleCategoryKey[]];

const foldCategory = (text: string) => text.trim().toLowerCase().replace(/’/g, "'");
/** The category a stored text names, in either language; undefined for any other text. */
export function categoryByText(text: string): ArticleCategory | undefined {
  const folded = foldCategory(text);
  return ARTICLE_CATEGORIES.find((c) => foldCategory(c.en) === folded || foldCategory(c.fr) === folded);
}
export const GENERAL_CATEGORY: ArticleCategory = ARTICLE_CATEGORIES[6];
export function categoryByKey(key: ArticleCategoryKey): ArticleCategory {
  return ARTICLE_CATEGORIES.find((c) => c.key === key) ?? GENERAL_CATEGORY;
}

/** Spec §9 workflow choices. With review, a change needs an approval before it is published. */
export const WORKFLOWS = ["draft-publish", "draft-review-publish", "draft-review-approve-publish"] as const;
export type Workflow = (typeof WORKFLOWS)[number];
export const DEFAULT_WORKFLOW: Workflow = "draft-publish";
export const workflowSettingsSchema = z.object({ workflow: z.enum(WORKFLOWS, { error: messages.choiceInvalid.message }) });
export type WorkflowSettings = z.infer<typeof workflowSettingsSchema>;

/** Where one language of a page or article stands. "published": what visitors see is the working copy. */
export const EDITORIAL_STATES = ["published", "draft", "in_review", "approved", "scheduled"] as const;
export type EditorialState = (typeof EDITORIAL_STATES)[number];
export const TRANSLATION_STATES = ["missing", "outdated", "up_to_date"] as const;
export type TranslationState = (typeof TRANSLATION_STATES)[number];

/** What a save does with the languages it names (`langs`, both by default). */
export const SAVE_ACTIONS = ["publish", "draft", "schedule", "review"] as const;
export type SaveAction = (typeof SAVE_ACTIONS)[number];
/** A change of state without an edit. */
/** `unpublish` takes a language of an article off the site; its text stays as a draft. */
export const TRANSITIONS = ["publish", "schedule", "unschedule", "unpublish", "review", "approve", "reject", "discard"] as const;
export type Transition = (typeof TRANSITIONS)[number];

/** Admin actions recorded in the activity feed (audit_log.action). */
export const ACTIVITY_ACTIONS = [
  "sign_in",
  "sign_out",
  "content.create",
  "content.save",
  "content.publish",
  "content.schedule",
  "content.unschedule",
  "content.unpublish",
  "content.review",
  "content.approve",
  "content.reject",
  "content.discard",
  "content.restore",
  "content.delete",
  "redirect.create",
  "redirect.update",
  "redirect.delete",
  "settings.save",
  "webhook.create",
  "webhook.update",
  "webhook.delete",
  "webhook.rotate_secret",
  "ai_settings.save",
  "two_factor.enable",
  "two_factor.disable",
  "person.invite",
  "person.join",
  "person.role",
  "person.remove",
  "invitation.revoke",
  "session.revoke",
  "account.update",
  "account.password",
  "lead.assign",
  "media.upload",
  "media.delete",
  "media.alt",
  "knowledge.create",
  "knowledge.update",
  "knowledge.delete",
  "profile.create",
  "profile.update",
  "profile.delete",
  "lead.update",
  "lead.release",
  "lead.delete",
  "lead.export",
  "subject.export",
  "erase_subject",
  "retention_prune",
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A language's slug: "" (or absent) means "from the title". */
const slugInput = z
  .string({ error: messages.slugInvalid.message })
  .trim()
  .max(80, { error: messages.slugInvalid.message })
  .refine((v) => v === "" || SLUG.test(v), { error: messages.slugInvalid.message })
  .nullish();

const publishAtSchema = z.iso.datetime({ offset: true, error: messages.publishAtInvalid.message }).transform((v) => new Date(v));

/** The article's publication date; null: the moment it is first published. */
const publishedAtInput = z
  .union([z.iso.datetime({ offset: true }), z.iso.date()], { error: messages.dateInvalid.message })
  .transform((v) => new Date(v.length === 10 ? `${v}T00:00:00Z` : v))
  .nullish();

const langsSchema = z
  .array(langSchema, { error: messages.langInvalid.message })
  .min(1, { error: messages.langInvalid.message })
  .max(2, { error: messages.langInvalid.message })
  .transform((langs) => [...new Set(langs)] as Lang[]);

export const actionOptions = {
  action: z.enum(SAVE_ACTIONS, { error: messages.choiceInvalid.message }).optional(),
  /** The languages the action applies to (both when absent); the others keep their changes as a draft. */
  langs: langsSchema.optional(),
  /** When action is "schedule". */
  publishAt: publishAtSchema.optional(),
};

type Issues = z.core.$RefinementCtx;
/** Content is kept as JSON too (drafts, versions): every text must be real text. */
function refuseBrokenText(value: object, ctx: Issues) {
  for (const [key, v] of Object.entries(value)) {
    if (typeof v === "string" && LONE_SURROGATE.test(v)) {
      ctx.addIssue({ code: "custom", path: [key], message: messages.invalidCharacter.message });
    }
  }
}
export function requireScheduleTime(value: { action?: string | undefined; publishAt?: Date | undefined }, ctx: Issues) {
  refuseBrokenText(value, ctx);
  if (value.action === "schedule" && !value.publishAt) {
    ctx.addIssue({ code: "custom", path: ["publishAt"], message: messages.publishAtInvalid.message });
  }
}

const articleFields = z.object({
  title_en: optionalText(300, messages.titleEnRequired),
  title_fr: optionalText(300, messages.titleFrRequired),
  excerpt_en: optionalText(1000),
  excerpt_fr: optionalText(1000),
  content_en: optionalText(100_000),
  content_fr: optionalText(100_000),
  image_url: imageUrlSchema,
  /** A Media Library picture: its address becomes image_url. */
  mediaId: idSchema.optional(),
  /** Left out: unchanged ("general" for a new article). */
  category: z.enum(CATEGORY_KEYS, { error: messages.categoryInvalid.message }).optional(),
  /** Left out: unchanged (none for a new article). */
  tags_en: tagsSchema.optional(),
  tags_fr: tagsSchema.optional(),
  /** Left out: unchanged unless the title changed; "": from the title. */
  slug_en: slugInput,
  slug_fr: slugInput,
  /** Left out: unchanged; null: when first published. */
  publishedAt: publishedAtInput,
  /** The team profile shown as the author. Left out: unchanged; null: none (the company). */
  authorProfileId: idSchema.nullable().optional(),
  ...actionOptions,
});

/**
 * A language that is published, scheduled or sent to review needs its title; a draft needs a
 * title in one language at least.
 */
function requireTitles(value: z.infer<typeof articleFields>, ctx: Issues) {
  const langs = value.langs ?? LANGS;
  for (const lang of LANGS) {
    if (value.action !== "draft" && langs.includes(lang) && value[`title_${lang}`] === "") {
      ctx.addIssue({ code: "custom", path: [`title_${lang}`], message: titleRequiredIn[lang].message });
    }
  }
  if (value.title_en === "" && value.title_fr === "" && value.action === "draft") {
    ctx.addIssue({ code: "custom", path: ["title_en"], message: messages.titleRequired.message });
  }
  requireScheduleTime(value, ctx);
}

/**
 * Article create (POST /api/admin/articles): the spec's payload (§7), plus the editorial fields.
 * Without `action`, the change is published at once (Draft-Publish) or sent to review.
 */
export const articleSaveInputSchema = articleFields.superRefine(requireTitles);
export type ArticleSaveInput = z.infer<typeof articleSaveInputSchema>;
export const articleSaveUpdateInputSchema = articleFields.extend({ id: idSchema }).superRefine(requireTitles);
export type ArticleSaveUpdateInput = z.infer<typeof articleSaveUpdateInputSchema>;

/** Page update (PUT /api/admin/pages/{pageId}) with the editorial options. */
export const pageSaveInputSchema = pageUpdateInputSchema.extend(actionOptions).superRefine(requireScheduleTime);
export type PageSaveInput = z.infer<typeof pageSaveInputSchema>;

/** One page (by its page id), one article or one landing page (by id). */
export const contentRefSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("article"), id: idSchema }),
    z.object({ kind: z.literal("page"), pageId: pageIdSchema }),
    z.object({ kind: z.literal("landing"), id: idSchema }),
  ],
  { error: messages.choiceInvalid.message },
);
export type ContentRef = z.infer<typeof contentRefSchema>;

export const transitionInputSchema = z
  .object({
    ref: contentRefSchema,
    action: z.enum(TRANSITIONS, { error: messages.choiceInvalid.message }),
    langs: langsSchema.optional(),
    publishAt: publishAtSchema.optional(),
  })
  .superRefine(requireScheduleTime);
export type TransitionInput = z.infer<typeof transitionInputSchema>;

/** Restoring is a save of the version's content, with the same options as any save. */
export const versionRestoreInputSchema = z.object({ versionId: idSchema, ...actionOptions }).superRefine(requireScheduleTime);
export type VersionRestoreInput = z.infer<typeof versionRestoreInputSchema>;

export const previewLinkInputSchema = z.object({
  ref: contentRefSchema,
  lang: langSchema,
  /** How long the link works: 5 minutes to 7 days, a day by default. */
  expiresInMinutes: numberInput(messages.notANumber)
    .pipe(
      z
        .number()
        .int()
        .min(5)
        .max(7 * 24 * 60),
    )
    .default(24 * 60),
});
export type PreviewLinkInput = z.infer<typeof previewLinkInputSchema>;

/**
 * An old address of this site: /en/… or /fr/… (never the admin), without query or fragment. Kept
 * as requests are matched (decoded, no trailing slash), and checked again once decoded: "%61dmin"
 * is the admin too.
 */
const redirectFrom = z
  .string({ error: messages.redirectFromInvalid.message })
  .trim()
  .max(500, { error: messages.tooLong.message })
  .refine((v) => /^\/[^\s?#\\]+$/.test(v) && !v.includes("//"), { error: messages.redirectFromInvalid.message })
  .transform(matchPath)
  .refine((v) => /^\/(en|fr)\/(?!admin(\/|$))./.test(v) && !v.includes("//"), { error: messages.redirectFromInvalid.message });
/** Where it goes: a path of this site or a full http(s) URL. */
const redirectTo = z
  .string({ error: messages.redirectToInvalid.message })
  .trim()
  .max(2000, { error: messages.tooLong.message })
  .refine((v) => /^\/(?![/\\])[^\s#]*$/.test(v) || /^https?:\/\/[^\s/]+[^\s]*$/i.test(v), {
    error: messages.redirectToInvalid.message,
  });

export const redirectInputSchema = z.object({ fromPath: redirectFrom, toPath: redirectTo }).superRefine(refuseBrokenText);
export type RedirectInput = z.infer<typeof redirectInputSchema>;
export const redirectUpdateInputSchema = z
  .object({ fromPath: redirectFrom, toPath: redirectTo, id: idSchema })
  .superRefine(refuseBrokenText);
export type RedirectUpdateInput = z.infer<typeof redirectUpdateInputSchema>;
