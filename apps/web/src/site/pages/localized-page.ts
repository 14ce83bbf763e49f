import type { Lang, PageCopy } from "@lumiere/i18n";

/** A page record's copy in one language (HTML in hero and main). */
export interface LocalizedPage {
  title: string;
  description: string;
  hero: string;
  main: string;
}

export function localizePage(page: PageCopy, lang: Lang): LocalizedPage {
  return lang === "fr"
    ? { title: page.title_fr, description: page.metaDescription_fr, hero: page.heroSection_fr, main: page.mainContent_fr }
    : { title: page.title_en, description: page.metaDescription_en, hero: page.heroSection_en, main: page.mainContent_en };
}
