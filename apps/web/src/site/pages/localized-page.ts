import type { Lang } from "@lumiere/i18n";

/** A page record's copy in one language (HTML in hero and main). */
export interface LocalizedPage {
  title: string;
  description: string;
  hero: string;
  main: string;
}

interface PageRecordFields {
  title_en: string;
  title_fr: string;
  metaDescription_en: string;
  metaDescription_fr: string;
  heroSection_en: string;
  heroSection_fr: string;
  mainContent_en: string;
  mainContent_fr: string;
}

export function localizePage(page: PageRecordFields, lang: Lang): LocalizedPage {
  return lang === "fr"
    ? { title: page.title_fr, description: page.metaDescription_fr, hero: page.heroSection_fr, main: page.mainContent_fr }
    : { title: page.title_en, description: page.metaDescription_en, hero: page.heroSection_en, main: page.mainContent_en };
}
