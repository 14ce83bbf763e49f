// The only field-name mapping of the REST contract: the spec's snake_case page update payload
// (§3) onto the stored names the procedure takes.
import type { PageUpdateInput } from "@lumiere/validation";

export const pageFields = {
  title_en: "title_en",
  title_fr: "title_fr",
  meta_description_en: "metaDescription_en",
  meta_description_fr: "metaDescription_fr",
  hero_section_en: "heroSection_en",
  hero_section_fr: "heroSection_fr",
  main_content_en: "mainContent_en",
  main_content_fr: "mainContent_fr",
} as const satisfies Record<string, keyof PageUpdateInput>;

/** Editorial options a page save may carry as they are. */
const passedAsIs = ["action", "langs", "publishAt"] as const;

export function pageUpdateFromRest(pageId: string, body: unknown): Record<string, unknown> {
  const source = body && typeof body === "object" ? (body as Record<string, unknown>) : {};
  const out: Record<string, unknown> = { pageId };
  for (const key of passedAsIs) if (key in source) out[key] = source[key];
  for (const [rest, stored] of Object.entries(pageFields)) {
    // Accept the stored names too, so a client that read a page can send it back as is.
    if (rest in source) out[stored] = source[rest];
    else if (stored in source) out[stored] = source[stored];
  }
  return out;
}
