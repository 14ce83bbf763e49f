// Every setting's value until an admin saves one: the server reads stored values over these, and
// the site shows them when the settings could not be loaded. No zod here, so public first-load
// code can import it.

export const BRAND = "Lumière AI";

/** Opening days, Monday first, as schema.org writes them (Mo … Su). */
export const WEEK_DAYS = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

/** The site group on its own: what public pages show (brand, contact) without the rest. */
export const SITE_DEFAULTS = {
  siteName: BRAND,
  siteDescription:
    "AI consulting in Paris: natural language processing, predictive analytics, adaptive learning and computer vision for businesses.",
  contactEmail: "contact@lumiere-ai.fr",
  phone: "+33 1 23 45 67 89",
  address: "12 Rue de la Paix, 75002 Paris, France",
  // The company's facts (the spec's Paris office, hours Mon-Fri 9AM-6PM, by appointment).
  streetAddress_en: "12 Rue de la Paix",
  streetAddress_fr: "12 Rue de la Paix",
  postalCode: "75002",
  addressLocality: "Paris",
  addressCountry: "FR",
  openingDays: ["Mo", "Tu", "We", "Th", "Fr"] as WeekDay[],
  opens: "09:00",
  closes: "18:00",
  hoursNote_en: "Office visits by appointment",
  hoursNote_fr: "Visites de nos bureaux sur rendez-vous",
  linkedinUrl: "",
  xUrl: "",
  githubUrl: "",
  bookingUrl: "",
} as const;

export const SETTINGS_DEFAULTS = {
  site: SITE_DEFAULTS,
  seo: {
    metaTitle: "Lumière AI: AI consulting and solutions in Paris",
    metaDescription:
      "Lumière AI helps businesses put AI to work: natural language processing, predictive analytics, adaptive learning and computer vision.",
    googleAnalyticsId: "",
    socialImage: "",
  },
  email: { smtpHost: "", smtpPort: 587, smtpSecurity: "tls" as "tls" | "ssl" | "none", smtpUsername: "", smtpPassword: "" },
  security: { sessionTimeout: "60" as "30" | "60" | "120" | "480" },
  /** Empty recipients: notifications go to the site's contact e-mail. */
  leads: { notifyRecipients: "", leadRetentionMonths: 24 as number, chatRetentionDays: 30 as number },
} as const;
