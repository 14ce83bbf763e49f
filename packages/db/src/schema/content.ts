import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { teamProfiles } from "./team";
import { foldAccentsSql } from "./search";
import { tsvector } from "./types";

// Property names are the spec's stored field names (§3), so a selected row is already the API shape.
export const pages = pgTable(
  "pages",
  {
    id: serial().primaryKey(),
    pageId: text().notNull().unique(),
    title_en: text().notNull().default(""),
    title_fr: text().notNull().default(""),
    metaDescription_en: text().notNull().default(""),
    metaDescription_fr: text().notNull().default(""),
    heroSection_en: text().notNull().default(""),
    heroSection_fr: text().notNull().default(""),
    mainContent_en: text().notNull().default(""),
    mainContent_fr: text().notNull().default(""),
    updatedAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
    // Aya's retrieval: always in step with the content because Postgres computes them.
    search_en: tsvector().generatedAlwaysAs(
      sql`setweight(to_tsvector('english', ${foldAccentsSql("coalesce(title_en, '')")}), 'A') || setweight(to_tsvector('english', ${foldAccentsSql("coalesce(meta_description_en, '')")}), 'B') || setweight(to_tsvector('english', ${foldAccentsSql("coalesce(hero_section_en, '') || ' ' || coalesce(main_content_en, '')")}), 'C')`,
    ),
    search_fr: tsvector().generatedAlwaysAs(
      sql`setweight(to_tsvector('french', ${foldAccentsSql("coalesce(title_fr, '')")}), 'A') || setweight(to_tsvector('french', ${foldAccentsSql("coalesce(meta_description_fr, '')")}), 'B') || setweight(to_tsvector('french', ${foldAccentsSql("coalesce(hero_section_fr, '') || ' ' || coalesce(main_content_fr, '')")}), 'C')`,
    ),
  },
  (t) => [index("pages_search_en_idx").using("gin", t.search_en), index("pages_search_fr_idx").using("gin", t.search_fr)],
);

export const articles = pgTable(
  "articles",
  {
    id: serial().primaryKey(),
    title_en: text().notNull(),
    title_fr: text().notNull(),
    excerpt_en: text().notNull().default(""),
    excerpt_fr: text().notNull().default(""),
    content_en: text().notNull().default(""),
    content_fr: text().notNull().default(""),
    category_en: text().notNull(),
    category_fr: text().notNull(),
    // Free tags of each language (normalised by @lumiere/validation's tagsSchema): the insights
    // filter (?tag=), "Related Articles" and the feeds read them.
    tags_en: text().array().notNull().default(sql`'{}'::text[]`),
    tags_fr: text().array().notNull().default(sql`'{}'::text[]`),
    // Unique per language among the languages that are live; "" while a language is unpublished.
    slug_en: text().notNull(),
    slug_fr: text().notNull(),
    image_url: text().notNull().default(""),
    /** The person who created the article: an author may edit only their own (null: created before people). */
    ownerId: integer().references(() => users.id, { onDelete: "set null" }),
    /** The team profile shown as the article's author (null: the company itself). */
    authorProfileId: integer().references(() => teamProfiles.id, { onDelete: "set null" }),
    publishedAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
    // Whether each language has a published version. This table holds only what is published
    // (the working drafts live in content_drafts), so every public read sees published content;
    // a language not yet published holds empty text here and is filtered out.
    live_en: boolean().notNull().default(true),
    live_fr: boolean().notNull().default(true),
    search_en: tsvector().generatedAlwaysAs(
      sql`setweight(to_tsvector('english', ${foldAccentsSql("coalesce(title_en, '')")}), 'A') || setweight(to_tsvector('english', ${foldAccentsSql("coalesce(category_en, '') || ' ' || coalesce(excerpt_en, '')")}), 'B') || setweight(to_tsvector('english', ${foldAccentsSql("coalesce(content_en, '')")}), 'C')`,
    ),
    search_fr: tsvector().generatedAlwaysAs(
      sql`setweight(to_tsvector('french', ${foldAccentsSql("coalesce(title_fr, '')")}), 'A') || setweight(to_tsvector('french', ${foldAccentsSql("coalesce(category_fr, '') || ' ' || coalesce(excerpt_fr, '')")}), 'B') || setweight(to_tsvector('french', ${foldAccentsSql("coalesce(content_fr, '')")}), 'C')`,
    ),
  },
  (t) => [
    uniqueIndex("articles_slug_en_idx").on(t.slug_en).where(sql`slug_en <> ''`),
    uniqueIndex("articles_slug_fr_idx").on(t.slug_fr).where(sql`slug_fr <> ''`),
    index("articles_published_at_idx").on(t.publishedAt),
    // An author page's list: that person's articles, newest first.
    index("articles_author_idx").on(t.authorProfileId, t.publishedAt, t.id).where(sql`author_profile_id is not null`),
    index("articles_search_en_idx").using("gin", t.search_en),
    index("articles_search_fr_idx").using("gin", t.search_fr),
    index("articles_tags_en_idx").using("gin", t.tags_en),
    index("articles_tags_fr_idx").using("gin", t.tags_fr),
  ],
);

/**
 * An article text as its page shows it: the Markdown rendered and sanitised when the text was
 * written (apps/server/src/domain/article-body), so visitors' pages never sanitise. Keyed by the
 * text's digest (`articleBodyKey`), so a body can only ever be read for the very text it came
 * from; bodies no text refers to any more are pruned.
 */
export const articleBodies = pgTable("article_bodies", {
  key: text().primaryKey(),
  /** The renderer's version it was made with: a body of another version is rendered again. */
  format: integer().notNull(),
  /** The site origin it was rendered for, or null when none of its links depends on it. */
  origin: text(),
  html: text().notNull(),
  toc: jsonb().$type<Array<{ id: string; text: string; level: number }>>().notNull(),
  /** Reading time in minutes, at least 1. */
  minutes: integer().notNull(),
  createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

/** The key of an article text's stored body: its SHA-256, in hex (PostgreSQL's `encode(sha256(…), 'hex')` gives the same). */
export function articleBodyKey(content: string): string {
  return createHash("sha256").update(content, "utf8").digest("hex");
}

export type Page = typeof pages.$inferSelect;
export type Article = typeof articles.$inferSelect;
export type NewArticle = typeof articles.$inferInsert;
