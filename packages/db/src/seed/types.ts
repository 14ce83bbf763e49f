import type { PageCopy } from "@lumiere/i18n";

/** A page record as seeded: HTML strings per language (spec §3). */
export interface SeedPage extends PageCopy {
  pageId: "home" | "technology" | "about" | "product" | "insights" | "contact" | "privacy" | "terms" | "cookies";
}

/** An article as seeded; slugs are derived from the titles by the seed (accents folded). */
export interface SeedArticle {
  title_en: string;
  title_fr: string;
  excerpt_en: string;
  excerpt_fr: string;
  /** Plain text; paragraphs separated by a blank line. */
  content_en: string;
  content_fr: string;
  category_en: string;
  category_fr: string;
  /** Normalised tags (lower case, as @lumiere/validation's tagsSchema stores them). */
  tags_en: string[];
  tags_fr: string[];
  image_url: string;
  /** ISO date-time. */
  publishedAt: string;
}
