import { z } from "zod";
import { booleanInput, numberInput, optionalText } from "./common";
import { imageUrlSchema } from "./content";
import { messages } from "./messages";
import { WEEK_DAYS } from "./settings-defaults";

const str = (max = 300) => optionalText(max);

export const SETTINGS_TYPES = ["site", "seo", "email", "security", "leads"] as const;
export type SettingsType = (typeof SETTINGS_TYPES)[number];
export const SMTP_SECURITY = ["tls", "ssl", "none"] as const;
export const SESSION_TIMEOUTS = ["30", "60", "120", "480"] as const;

const httpsUrl = str(500).refine((v) => v === "" || /^https:\/\/[^\s/?#]+\.[^\s]+$/i.test(v), {
  error: messages.httpsUrlInvalid.message,
});
const time = z
  .string({ error: messages.timeInvalid.message })
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: messages.timeInvalid.message });

/** Site Configuration: the brand and the company's facts (company-facts.ts shows them per language). */
export const siteSettingsSchema = z
  .object({
    siteName: str(100),
    siteDescription: str(500),
    contactEmail: str(254).refine((v) => v === "" || z.email().safeParse(v).success, { error: messages.emailInvalid.message }),
    phone: str(50),
    /** The single-line address of earlier versions: shown until the structured address is saved. */
    address: str(300),
    // The company's facts: left out of a save, each keeps its saved value (domain/settings.ts).
    streetAddress_en: str(200).optional(),
    streetAddress_fr: str(200).optional(),
    postalCode: str(20).optional(),
    addressLocality: str(100).optional(),
    addressCountry: str(100)
      .refine((v) => v === "" || /^[A-Za-z]{2}$/.test(v), { error: messages.countryCodeInvalid.message })
      .optional(),
    openingDays: z
      .array(z.enum(WEEK_DAYS, { error: messages.choiceInvalid.message }), { error: messages.openingDaysRequired.message })
      .min(1, { error: messages.openingDaysRequired.message })
      .max(7, { error: messages.openingDaysRequired.message })
      .transform((days) => WEEK_DAYS.filter((d) => days.includes(d)))
      .optional(),
    opens: time.optional(),
    closes: time.optional(),
    hoursNote_en: str(200).optional(),
    hoursNote_fr: str(200).optional(),
    linkedinUrl: httpsUrl.optional(),
    xUrl: httpsUrl.optional(),
    githubUrl: httpsUrl.optional(),
    /** A booking page (Calendly, Cal.com or any https page): "pick a time" after a consultation request and in Aya's offer. */
    bookingUrl: httpsUrl.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.opens && v.closes && v.closes <= v.opens) {
      ctx.addIssue({ code: "custom", path: ["closes"], message: messages.closesBeforeOpens.message });
    }
  });
export const seoSettingsSchema = z.object({
  metaTitle: str(200),
  metaDescription: str(500),
  googleAnalyticsId: str(50),
  /** The picture shared with pages that have none of their own (og:image); left out, the saved one stays. */
  socialImage: imageUrlSchema.optional(),
});
export const emailSettingsSchema = z.object({
  smtpHost: str(255),
  smtpPort: numberInput(messages.smtpPortInvalid)
    .pipe(
      z
        .number()
        .int({ error: messages.smtpPortInvalid.message })
        .min(1, { error: messages.smtpPortInvalid.message })
        .max(65535, { error: messages.smtpPortInvalid.message }),
    )
    .default(587),
  smtpSecurity: z.enum(SMTP_SECURITY, { error: messages.choiceInvalid.message }).default("tls"),
  smtpUsername: str(255),
  // Empty means "keep the saved password": the browser never receives it back.
  smtpPassword: str(500),
});
/** The server an SMTP password is given to: its host, port and the login it is for. */
export type SmtpServer = Pick<z.output<typeof emailSettingsSchema>, "smtpHost" | "smtpPort" | "smtpUsername">;

/** Whether two settings name the same SMTP server and login (host names ignore case, as DNS does). */
export function sameSmtpServer(a: SmtpServer, b: SmtpServer): boolean {
  return a.smtpHost.toLowerCase() === b.smtpHost.toLowerCase() && a.smtpPort === b.smtpPort && a.smtpUsername === b.smtpUsername;
}

export const securitySettingsSchema = z.object({
  sessionTimeout: z.enum(SESSION_TIMEOUTS, { error: messages.choiceInvalid.message }).default("60"),
  /** Everyone must set up two-factor before using the admin; left out, the saved choice stays. */
  requireTwoFactor: booleanInput(messages.choiceInvalid).optional(),
});

const recipientList = str(1000).refine(
  (v) =>
    v
      .split(/[,;\s]+/)
      .filter(Boolean)
      .every((a) => z.email().safeParse(a).success),
  { error: messages.recipientsInvalid.message },
);
/** Who hears of new leads, and how long personal data is kept (pruned by the server's job). */
export const leadsSettingsSchema = z.object({
  notifyRecipients: recipientList,
  leadRetentionMonths: numberInput(messages.retentionMonthsRange)
    .pipe(
      z
        .number()
        .int({ error: messages.retentionMonthsRange.message })
        .min(1, { error: messages.retentionMonthsRange.message })
        .max(120, { error: messages.retentionMonthsRange.message }),
    )
    .default(24),
  chatRetentionDays: numberInput(messages.retentionDaysRange)
    .pipe(
      z
        .number()
        .int({ error: messages.retentionDaysRange.message })
        .min(1, { error: messages.retentionDaysRange.message })
        .max(3650, { error: messages.retentionDaysRange.message }),
    )
    // Left out, the server's default (CHAT_HISTORY_DAYS) applies.
    .optional(),
});
export type LeadsSettingsInput = z.infer<typeof leadsSettingsSchema>;

export const settingsSchemaByType = {
  site: siteSettingsSchema,
  seo: seoSettingsSchema,
  email: emailSettingsSchema,
  security: securitySettingsSchema,
  leads: leadsSettingsSchema,
} as const;

/** PUT /api/admin/settings: `data` is the whole settings object (spec §7); only the type's fields are kept. */
export const settingsSaveInputSchema = z.discriminatedUnion(
  "type",
  [
    z.object({ type: z.literal("site"), data: siteSettingsSchema }),
    z.object({ type: z.literal("seo"), data: seoSettingsSchema }),
    z.object({ type: z.literal("email"), data: emailSettingsSchema }),
    z.object({ type: z.literal("security"), data: securitySettingsSchema }),
    z.object({ type: z.literal("leads"), data: leadsSettingsSchema }),
  ],
  { error: messages.settingsTypeInvalid.message },
);
export type SettingsSaveInput = z.infer<typeof settingsSaveInputSchema>;

export const AI_MODELS = ["gpt-3.5-turbo", "gpt-4", "gpt-4-turbo"] as const;
export const AI_DEFAULTS = {
  temperature: 0.7,
  maxLength: 150,
  selectedModel: "gpt-3.5-turbo",
} as const;

export const aiSettingsInputSchema = z.object({
  temperature: numberInput(messages.temperatureRange).pipe(
    z
      .number()
      .min(0, { error: messages.temperatureRange.message })
      .max(1, { error: messages.temperatureRange.message })
      .refine((v) => Math.abs(Math.round(v * 10) - v * 10) < 1e-9, { error: messages.temperatureRange.message }),
  ),
  maxLength: numberInput(messages.maxLengthRange).pipe(
    z
      .number()
      .int({ error: messages.maxLengthRange.message })
      .min(10, { error: messages.maxLengthRange.message })
      .max(2000, { error: messages.maxLengthRange.message }),
  ),
  systemPrompt: str(4000),
  selectedModel: z
    .string({ error: messages.modelInvalid.message })
    .trim()
    .min(1, { error: messages.modelInvalid.message })
    .max(100, { error: messages.modelInvalid.message }),
});
export type AiSettingsInput = z.infer<typeof aiSettingsInputSchema>;
