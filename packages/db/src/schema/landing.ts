// Landing pages: campaign pages a marketing team builds from typed blocks in the admin. This table
// holds what visitors see, language by language (`live_<lang>`); the working copy, its workflow
// state and versions are the editorial engine's (content_drafts / content_versions, kind "landing").
import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./auth";

const at = () => timestamp({ withTimezone: true, mode: "date" });

/** One block of a page as stored: its `type` and typed fields (checked by @lumiere/validation's landing schemas). */
export type LandingBlockData = { type: string } & Record<string, unknown>;

export const landingPages = pgTable(
  "landing_pages",
  {
    id: serial().primaryKey(),
    title_en: text().notNull().default(""),
    title_fr: text().notNull().default(""),
    // Unique per language among published languages; "" while a language was never published.
    slug_en: text().notNull().default(""),
    slug_fr: text().notNull().default(""),
    description_en: text().notNull().default(""),
    description_fr: text().notNull().default(""),
    /** The picture shared on social networks ("": the site's). */
    shareImage_en: text().notNull().default(""),
    shareImage_fr: text().notNull().default(""),
    blocks_en: jsonb().$type<LandingBlockData[]>().notNull().default([]),
    blocks_fr: jsonb().$type<LandingBlockData[]>().notNull().default([]),
    live_en: boolean().notNull().default(false),
    live_fr: boolean().notNull().default(false),
    /** The person who created it: an author changes only their own. */
    ownerId: integer().references(() => users.id, { onDelete: "set null" }),
    publishedAt: at(),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("landing_pages_slug_en_idx").on(t.slug_en).where(sql`slug_en <> ''`),
    uniqueIndex("landing_pages_slug_fr_idx").on(t.slug_fr).where(sql`slug_fr <> ''`),
    index("landing_pages_updated_idx").on(t.updatedAt, t.id),
  ],
);

export type LandingPage = typeof landingPages.$inferSelect;
