export const LANGS = ["en", "fr"] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = "en";

export function isLang(value: unknown): value is Lang {
  return (LANGS as readonly unknown[]).includes(value);
}

/** A page record's copy in both languages (spec §3): title, meta description, and HTML in hero and main. */
export interface PageCopy {
  title_en: string;
  title_fr: string;
  metaDescription_en: string;
  metaDescription_fr: string;
  heroSection_en: string;
  heroSection_fr: string;
  mainContent_en: string;
  mainContent_fr: string;
}
