import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { media } from "./media";

/** A link of a profile: what it is (the icon and label the site shows) and its https address. */
export interface ProfileLink {
  kind: "linkedin" | "x" | "github" | "website";
  url: string;
}

/**
 * Public team profiles (the Team page and the author pages): content the admin edits, apart from
 * staff accounts. A hidden profile is nowhere on the site, and articles that name it show no author.
 */
export const teamProfiles = pgTable(
  "team_profiles",
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    /** The author page's address, /{lang}/team/{slug}: one slug for both languages (a name is not translated). */
    slug: text().notNull().unique(),
    role_en: text().notNull().default(""),
    role_fr: text().notNull().default(""),
    /** Plain text; blank lines separate paragraphs. */
    bio_en: text().notNull().default(""),
    bio_fr: text().notNull().default(""),
    /** A Media Library picture (its alt text is the photo's). */
    mediaId: integer().references(() => media.id, { onDelete: "set null" }),
    links: jsonb().$type<ProfileLink[]>().notNull().default([]),
    position: integer().notNull().default(0),
    published: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  // The Team page's list: published profiles in order.
  (t) => [index("team_profiles_shown_idx").on(t.position, t.id).where(sql`published`)],
);

export type TeamProfile = typeof teamProfiles.$inferSelect;
