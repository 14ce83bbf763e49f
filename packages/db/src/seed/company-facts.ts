import type { SeedPage } from "./types";

// The company's facts (address, phone, e-mail, hours) live in Settings; page HTML names them with a
// placeholder and plain text (meta descriptions) with a token, both filled when the page is read
// (fillCompanyFactsIn and fillCompanyFactsInText of @lumiere/validation). The seed's pages were
// written with copies of the facts: each copy below stands for its fact, in the seed and, once, in a
// database seeded before (apps/server/src/domain/pages.ts). Longer copies come first.

const fact = (key: string) => `<span data-company-fact="${key}"></span>`;

const FACT_COPIES: ReadonlyArray<{ copy: string; key: string }> = [
  { copy: "12 Rue de la Paix, 75002 Paris, France", key: "addressFull" },
  { copy: "12 Rue de la Paix, 75002 Paris", key: "address" },
  { copy: "12 rue de la Paix, 75002 Paris", key: "address" },
  { copy: "contact@lumiere-ai.fr", key: "email" },
  { copy: "+33 1 23 45 67 89", key: "phone" },
  { copy: "Mon-Fri 9AM-6PM", key: "hours" },
  { copy: "Lun-Ven 9h-18h", key: "hours" },
];

/** The facts plain text has a token for (COMPANY_FACT_TOKENS): its address is the whole one. */
const TEXT_TOKENS: Record<string, string | undefined> = { addressFull: "{address}", email: "{email}", phone: "{phone}", hours: "{hours}" };

const HTML_FIELDS = ["heroSection_en", "heroSection_fr", "mainContent_en", "mainContent_fr"] as const;

/** HTML with the facts' copies in its text (never inside a tag or an attribute) turned into placeholders. */
export function withFactPlaceholders(html: string): string {
  return html
    .split(/(<[^>]*>)/)
    .map((part) => (part.startsWith("<") ? part : FACT_COPIES.reduce((text, f) => text.replaceAll(f.copy, fact(f.key)), part)))
    .join("");
}

/** Plain text with the facts' copies turned into their tokens (`{phone}`). */
export function withFactTokens(text: string): string {
  return FACT_COPIES.reduce((out, f) => {
    const token = TEXT_TOKENS[f.key];
    return token ? out.replaceAll(f.copy, token) : out;
  }, text);
}

export const META_FIELDS = ["metaDescription_en", "metaDescription_fr"] as const;

/** A seed page whose HTML names the facts by placeholder and whose meta descriptions by token. */
export function pageWithFactPlaceholders(page: SeedPage): SeedPage {
  const out = { ...page };
  for (const key of HTML_FIELDS) out[key] = withFactPlaceholders(page[key]);
  for (const key of META_FIELDS) out[key] = withFactTokens(page[key]);
  return out;
}
