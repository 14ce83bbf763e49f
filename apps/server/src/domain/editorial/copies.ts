// The working copy of a page or article: every field of both languages, as the admin edits it.
// What visitors see is the live row (pages / articles); a copy differs from it until published.
import type { Article, ContentKind, FieldChange, LandingPage, Page } from "@lumiere/db";
import { LANGS, type Lang } from "@lumiere/i18n";
import { categoryByText } from "@lumiere/validation";

/** Everything an editor writes of an article; publishedAt null until it is first published. */
export type ArticleCopy = Omit<
  Article,
  "id" | "live_en" | "live_fr" | "updatedAt" | "search_en" | "search_fr" | "publishedAt" | "ownerId"
> & {
  publishedAt: string | null;
};

/** Everything an editor writes of a page. */
export type PageCopy = Omit<Page, "id" | "pageId" | "updatedAt" | "search_en" | "search_fr">;

/** Everything an editor writes of a landing page: each language's title, slug, description, share picture and blocks. */
export type LandingCopy = Omit<LandingPage, "id" | "live_en" | "live_fr" | "ownerId" | "publishedAt" | "createdAt" | "updatedAt">;

export type Copy = ArticleCopy | PageCopy | LandingCopy;

/** Fields each language has of its own (stored as `<field>_<lang>`). */
export const LANG_FIELDS = {
  article: ["title", "excerpt", "content", "slug", "tags"],
  page: ["title", "metaDescription", "heroSection", "mainContent"],
  landing: ["title", "slug", "description", "shareImage", "blocks"],
} as const satisfies Record<ContentKind, readonly string[]>;
/** Fields both languages share: they go live with whichever language is published. */
export const SHARED_FIELDS = {
  article: ["category", "image_url", "publishedAt", "authorProfileId"],
  page: [],
  landing: [],
} as const satisfies Record<ContentKind, readonly string[]>;

export function articleCopyOf(row: Article): ArticleCopy {
  return {
    title_en: row.title_en,
    title_fr: row.title_fr,
    excerpt_en: row.excerpt_en,
    excerpt_fr: row.excerpt_fr,
    content_en: row.content_en,
    content_fr: row.content_fr,
    slug_en: row.slug_en,
    slug_fr: row.slug_fr,
    category_en: row.category_en,
    category_fr: row.category_fr,
    tags_en: row.tags_en,
    tags_fr: row.tags_fr,
    image_url: row.image_url,
    authorProfileId: row.authorProfileId,
    publishedAt: row.live_en || row.live_fr ? row.publishedAt.toISOString() : null,
  };
}

export function pageCopyOf(row: Page): PageCopy {
  return {
    title_en: row.title_en,
    title_fr: row.title_fr,
    metaDescription_en: row.metaDescription_en,
    metaDescription_fr: row.metaDescription_fr,
    heroSection_en: row.heroSection_en,
    heroSection_fr: row.heroSection_fr,
    mainContent_en: row.mainContent_en,
    mainContent_fr: row.mainContent_fr,
  };
}

export function landingCopyOf(row: LandingPage): LandingCopy {
  return {
    title_en: row.title_en,
    title_fr: row.title_fr,
    slug_en: row.slug_en,
    slug_fr: row.slug_fr,
    description_en: row.description_en,
    description_fr: row.description_fr,
    shareImage_en: row.shareImage_en,
    shareImage_fr: row.shareImage_fr,
    blocks_en: row.blocks_en,
    blocks_fr: row.blocks_fr,
  };
}

/** A stored copy over the live fields (a copy written by an older version may lack a field). */
export function copyFrom<C extends Copy>(live: C, stored: Record<string, unknown> | null | undefined): C {
  return { ...live, ...(stored ?? {}) } as C;
}

/** JSON with every object's keys in order: the database's jsonb keeps its own order, a form its own. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1))) : v,
  );
}

const read = (copy: Copy, key: string): unknown => (copy as unknown as Record<string, unknown>)[key];

/** A field's value as the version history shows it: the category by its key when it has one, tags as a list. */
export function fieldValue(copy: Copy, field: string, lang: Lang | null): string | null {
  if (field === "category") {
    const text = String(read(copy, "category_en") ?? "");
    return categoryByText(text)?.key ?? text;
  }
  const value = read(copy, lang ? `${field}_${lang}` : field);
  // Tags as a list; a landing page's blocks as their JSON (compared and shown whole).
  if (Array.isArray(value)) return value.every((v) => typeof v === "string") ? value.join(", ") : stableJson(value);
  return value === null || value === undefined ? null : String(value);
}

/** The fields that differ between two copies of one kind, language by language. */
export function changedFields(kind: ContentKind, before: Copy, after: Copy): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const lang of LANGS) {
    for (const field of LANG_FIELDS[kind]) {
      if (fieldValue(before, field, lang) !== fieldValue(after, field, lang)) changes.push({ field, lang });
    }
  }
  for (const field of SHARED_FIELDS[kind]) {
    const same =
      field === "category"
        ? read(before, "category_en") === read(after, "category_en") && read(before, "category_fr") === read(after, "category_fr")
        : fieldValue(before, field, null) === fieldValue(after, field, null);
    if (!same) changes.push({ field, lang: null });
  }
  return changes;
}

/** A language has no content yet: no title (and, for a page, no main content either). */
export function isMissing(kind: ContentKind, copy: Copy, lang: Lang): boolean {
  const title = fieldValue(copy, "title", lang) ?? "";
  if (kind !== "page") return title.trim() === "";
  return title.trim() === "" && (fieldValue(copy, "mainContent", lang) ?? "").trim() === "";
}

/** What the activity feed names an item by. */
export function labelOf(copy: Copy): string {
  return copy.title_en || copy.title_fr;
}
