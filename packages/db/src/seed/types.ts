/** A page record as seeded: HTML strings per language (spec §3). */
export interface SeedPage {
  pageId: "home" | "technology" | "about" | "product" | "insights" | "contact" | "privacy" | "terms" | "cookies";
  title_en: string;
  title_fr: string;
  metaDescription_en: string;
  metaDescription_fr: string;
  heroSection_en: string;
  heroSection_fr: string;
  mainContent_en: string;
  mainContent_fr: string;
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
  image_url: string;
  /** ISO date-time. */
  publishedAt: string;
}
