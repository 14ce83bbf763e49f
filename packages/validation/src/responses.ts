// The shapes the server answers with, as schemas: the REST API's description (/api/openapi.json) is
// generated from them, and the server checks at compile time that what it sends fits them.
import { LEAD_STATUSES, SIGNUP_STATUSES } from "./lead-values";
import { z } from "zod";
import { AI_MODELS, SESSION_TIMEOUTS, SMTP_SECURITY } from "./settings";
import { WEEK_DAYS } from "./settings-defaults";

const isoDate = z.iso.datetime({ offset: true });
const text = z.string();

/** Every error of the REST API (apps/server/src/rest/errors.ts). */
export const errorBodySchema = z
  .object({
    message: text.meta({ description: "What went wrong, in English" }),
    errors: z.record(z.string(), z.string()).optional().meta({ description: "The first error of each invalid field, by field name" }),
    messageId: text.optional().meta({ description: "The id of a server message the admin shows translated" }),
    messageValues: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  })
  .meta({ id: "Error" });
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const successSchema = z.object({ success: z.literal(true) }).meta({ id: "Success" });

export const pageRecordSchema = z
  .object({
    id: z.int(),
    pageId: text,
    title_en: text,
    title_fr: text,
    metaDescription_en: text,
    metaDescription_fr: text,
    heroSection_en: text.meta({ description: "Sanitised HTML" }),
    heroSection_fr: text.meta({ description: "Sanitised HTML" }),
    mainContent_en: text.meta({ description: "Sanitised HTML" }),
    mainContent_fr: text.meta({ description: "Sanitised HTML" }),
  })
  .meta({ id: "Page" });

export const articleRecordSchema = z
  .object({
    id: z.int(),
    title_en: text,
    title_fr: text,
    excerpt_en: text,
    excerpt_fr: text,
    category_en: text,
    category_fr: text,
    slug_en: text.meta({ description: "Empty while the language is unpublished" }),
    slug_fr: text.meta({ description: "Empty while the language is unpublished" }),
    image_url: text,
    publishedAt: isoDate,
    content_en: text.meta({ description: "Sanitised HTML" }),
    content_fr: text.meta({ description: "Sanitised HTML" }),
  })
  .meta({ id: "Article" });

export const chatReplySchema = z
  .object({
    response: text.meta({ description: "The assistant's reply" }),
    handoff: z
      .object({ name: text, email: text, company: text, summary: text })
      .optional()
      .meta({ description: "Present when the visitor asked for a consultation or a person: what pre-fills the form" }),
  })
  .meta({ id: "ChatReply" });

export const loginResultSchema = z
  .union([
    z.object({ success: z.literal(true), user: z.object({ username: text }) }),
    z.object({ success: z.literal(false), twoFactorRequired: z.literal(true) }),
  ])
  .meta({ id: "LoginResult" });

export const currentUserSchema = z.object({ username: text, hasTwoFactor: z.boolean() }).nullable().meta({ id: "CurrentUser" });

export const dashboardCountsSchema = z
  .object({ totalArticles: z.int(), totalPages: z.int(), contacts: z.int(), mediaFiles: z.int() })
  .meta({ id: "DashboardCounts" });

const leadFields = { id: z.int(), email: text, held: z.boolean(), notes: text, createdAt: isoDate };
const pipeline = z.enum(LEAD_STATUSES);

export const contactRowSchema = z
  .object({ ...leadFields, firstName: text, lastName: text, company: text, subject: text, message: text, status: pipeline })
  .meta({ id: "Contact" });

export const consultationRowSchema = z
  .object({
    ...leadFields,
    name: text,
    company: text,
    budget: text,
    projectDescription: text,
    chatSessionId: text,
    chatTranscript: z.array(z.object({ role: z.enum(["user", "assistant"]), content: text })),
    status: pipeline,
  })
  .meta({ id: "Consultation" });

export const prospectRowSchema = z.object({ ...leadFields, source: text, status: z.enum(SIGNUP_STATUSES) }).meta({ id: "Prospect" });

export const mediaItemSchema = z
  .object({
    id: z.int(),
    filename: text,
    category: text.meta({ description: "image, video, audio or document" }),
    url: text.meta({ description: "Site-relative, under /media/" }),
    mimeType: text,
    size: z.int(),
    width: z.int().nullable(),
    height: z.int().nullable(),
    variants: z.array(z.object({ width: z.int(), height: z.int(), url: text })),
    alt_en: text.meta({ description: "What the picture shows, in English (empty until written)" }),
    alt_fr: text.meta({ description: "What the picture shows, in French (empty until written)" }),
    createdAt: isoDate,
  })
  .meta({ id: "MediaItem" });

export const settingsViewSchema = z
  .object({
    siteName: text,
    siteDescription: text,
    contactEmail: text,
    phone: text,
    address: text,
    streetAddress_en: text.optional(),
    streetAddress_fr: text.optional(),
    postalCode: text.optional(),
    addressLocality: text.optional(),
    addressCountry: text.optional(),
    openingDays: z.array(z.enum(WEEK_DAYS)).optional(),
    opens: text.optional(),
    closes: text.optional(),
    hoursNote_en: text.optional(),
    hoursNote_fr: text.optional(),
    linkedinUrl: text.optional(),
    xUrl: text.optional(),
    githubUrl: text.optional(),
    bookingUrl: text.optional().meta({ description: "Booking page offered after a consultation request; empty for none" }),
    metaTitle: text,
    metaDescription: text,
    googleAnalyticsId: text,
    socialImage: text.optional().meta({ description: "Default picture shared with pages (og:image); empty for none" }),
    smtpHost: text,
    smtpPort: z.int(),
    smtpSecurity: z.enum(SMTP_SECURITY),
    smtpUsername: text,
    smtpPasswordSet: z.boolean().meta({ description: "The password itself is never sent back" }),
    sessionTimeout: z.enum(SESSION_TIMEOUTS),
    twoFactorEnabled: z.boolean(),
    requireTwoFactor: z.boolean().meta({ description: "Everyone must set up two-factor before using the admin" }),
  })
  .meta({ id: "Settings" });

export const testEmailResultSchema = z.object({ success: z.literal(true), message: text }).meta({ id: "TestEmailResult" });

export const twoFactorSetupSchema = z
  .object({ secret: text, otpauthUri: text, qrCodeDataUrl: text.meta({ description: "A data: URL of the QR code" }) })
  .meta({ id: "TwoFactorSetup" });

const aiProvider = z.enum(["openai", "built-in"]);

export const aiSettingsViewSchema = z
  .object({
    temperature: z.number(),
    maxLength: z.int(),
    systemPrompt: text,
    selectedModel: text.meta({ examples: [...AI_MODELS] }),
    lastTestAt: isoDate.nullable(),
    lastTestOk: z.boolean().nullable(),
    lastTestProvider: text.nullable(),
    lastTestMessage: text.nullable(),
    provider: aiProvider,
  })
  .meta({ id: "AiSettings" });

export const aiTestResultSchema = z
  .object({ success: z.literal(true), ok: z.boolean(), provider: aiProvider, message: text })
  .meta({ id: "AiTestResult" });
