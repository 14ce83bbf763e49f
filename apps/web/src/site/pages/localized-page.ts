import { type Lang, langColumn, type PageCopy } from "@lumiere/i18n";

/** A page record's copy in one language (HTML in hero and main). */
export interface LocalizedPage {
  title: string;
  description: string;
  hero: string;
  main: string;
}

export function localizePage(page: PageCopy, lang: Lang): LocalizedPage {
  return {
    title: langColumn(page, "title", lang),
    description: langColumn(page, "metaDescription", lang),
    hero: langColumn(page, "heroSection", lang),
    main: langColumn(page, "mainContent", lang),
  };
}
