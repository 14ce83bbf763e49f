import type { SeedPage } from "./types";

// The company's facts (address, phone, e-mail, hours) live in Settings; page HTML names them with a
// placeholder the site fills at render (apps/web/src/lib/company-facts.ts). The seed's pages were
// written with copies of the facts: each copy below stands for its placeholder, in the seed and, once,
// in a database seeded before (apps/server/src/domain/pages.ts). Longer copies come first.

const fact = (key: string) => `<span data-company-fact="${key}"></span>`;

export const FACT_COPIES: ReadonlyArray<{ copy: string; placeholder: string }> = [
  { copy: "12 Rue de la Paix, 75002 Paris, France", placeholder: fact("addressFull") },
  { copy: "12 Rue de la Paix, 75002 Paris", placeholder: fact("address") },
  { copy: "12 rue de la Paix, 75002 Paris", placeholder: fact("address") },
  { copy: "contact@lumiere-ai.fr", placeholder: fact("email") },
  { copy: "+33 1 23 45 67 89", placeholder: fact("phone") },
  { copy: "Mon-Fri 9AM-6PM", placeholder: fact("hours") },
  { copy: "Lun-Ven 9h-18h", placeholder: fact("hours") },
];

const HTML_FIELDS = ["heroSection_en", "heroSection_fr", "mainContent_en", "mainContent_fr"] as const;

/** HTML with the facts' copies in its text (never inside a tag or an attribute) turned into placeholders. */
export function withFactPlaceholders(html: string): string {
  return html
    .split(/(<[^>]*>)/)
    .map((part) => (part.startsWith("<") ? part : FACT_COPIES.reduce((text, f) => text.replaceAll(f.copy, f.placeholder), part)))
    .join("");
}

/** A seed page whose HTML names the facts by placeholder (its meta descriptions are plain text and keep them). */
export function pageWithFactPlaceholders(page: SeedPage): SeedPage {
  const out = { ...page };
  for (const key of HTML_FIELDS) out[key] = withFactPlaceholders(page[key]);
  return out;
}
