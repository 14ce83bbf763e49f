// Every setting's value until an admin saves one: the server reads stored values over these, and
// the site shows them when the settings could not be loaded. No zod here, so public first-load
// code can import it.

export const BRAND = "Lumière AI";

/** The site group on its own: what public pages show (brand, contact) without the rest. */
export const SITE_DEFAULTS = {
  siteName: BRAND,
  siteDescription:
    "AI consulting in Paris: natural language processing, predictive analytics, adaptive learning and computer vision for businesses.",
  contactEmail: "contact@lumiere-ai.fr",
  phone: "+33 1 23 45 67 89",
  address: "12 Rue de la Paix, 75002 Paris, France",
} as const;

export const SETTINGS_DEFAULTS = {
  site: SITE_DEFAULTS,
  seo: {
    metaTitle: "Lumière AI: AI consulting and solutions in Paris",
    metaDescription:
      "Lumière AI helps businesses put AI to work: natural language processing, predictive analytics, adaptive learning and computer vision.",
    googleAnalyticsId: "",
  },
  email: { smtpHost: "", smtpPort: 587, smtpSecurity: "tls" as "tls" | "ssl" | "none", smtpUsername: "", smtpPassword: "" },
  security: { sessionTimeout: "60" as "30" | "60" | "120" | "480" },
  /** Empty recipients: notifications go to the site's contact e-mail. */
  leads: { notifyRecipients: "", leadRetentionMonths: 24 as number, chatRetentionDays: 30 as number },
} as const;
