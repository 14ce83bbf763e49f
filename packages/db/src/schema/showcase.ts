// Client work shown on the site: case studies (with the editorial workflow), testimonials and
// client logos. Nothing is seeded: the site shows these only once real ones are published.
import { sql } from "drizzle-orm";
import { boolean, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./auth";
import type { DraftState } from "./editorial";

const at = () => timestamp({ withTimezone: true, mode: "date" });

/** A picture from the Media Library with what it shows in each language. */
export interface ShowcasePicture {
  url: string;
  alt_en: string;
  alt_fr: string;
}

/** One result: a figure ("-38 %", "3x") and what it measures, per language. */
export interface CaseStudyResult {
  figure: string;
  label_en: string;
  label_fr: string;
}

/** Everything an editor writes of a case study, both languages (the working copy and the published copy). */
export interface CaseStudyCopy {
  title_en: string;
  title_fr: string;
  slug_en: string;
  slug_fr: string;
  summary_en: string;
  summary_fr: string;
  challenge_en: string;
  challenge_fr: string;
  approach_en: string;
  approach_fr: string;
  quote_en: string;
  quote_fr: string;
  client: string;
  industry: string;
  services: string[];
  results: CaseStudyResult[];
  pictures: ShowcasePicture[];
  shareImage: string;
  /** A published testimonial quoted instead of `quote_*` (null: none). */
  testimonialId: number | null;
}

/**
 * A case study. `copy` is the working copy the admin edits; `published` what visitors see, language
 * by language (`live_<lang>`). The columns beside it are what public lists filter, sort and look up
 * by, kept equal to the published copy when a language is published.
 */
export const caseStudies = pgTable(
  "case_studies",
  {
    id: serial().primaryKey(),
    copy: jsonb().$type<CaseStudyCopy>().notNull(),
    published: jsonb().$type<CaseStudyCopy | null>(),
    // "" while a language has never been published; unique among the published ones.
    slug_en: text().notNull().default(""),
    slug_fr: text().notNull().default(""),
    live_en: boolean().notNull().default(false),
    live_fr: boolean().notNull().default(false),
    industry: text().notNull().default(""),
    services: text().array().notNull().default(sql`'{}'::text[]`),
    state_en: text().$type<DraftState>().notNull().default("draft"),
    state_fr: text().$type<DraftState>().notNull().default("draft"),
    /** Who last changed and who submitted each language: neither may approve it. */
    editedBy_en: text().notNull().default(""),
    editedBy_fr: text().notNull().default(""),
    submittedBy_en: text().notNull().default(""),
    submittedBy_fr: text().notNull().default(""),
    /** The person who created it: an author changes only their own. */
    ownerId: integer().references(() => users.id, { onDelete: "set null" }),
    publishedAt: at(),
    updatedBy: text().notNull().default(""),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("case_studies_slug_en_idx").on(t.slug_en).where(sql`slug_en <> ''`),
    uniqueIndex("case_studies_slug_fr_idx").on(t.slug_fr).where(sql`slug_fr <> ''`),
    index("case_studies_live_en_idx").on(t.publishedAt, t.id).where(sql`live_en`),
    index("case_studies_live_fr_idx").on(t.publishedAt, t.id).where(sql`live_fr`),
    index("case_studies_industry_idx").on(t.industry, t.publishedAt),
    index("case_studies_services_idx").using("gin", t.services),
    index("case_studies_updated_idx").on(t.updatedAt, t.id),
  ],
);

/** A client's words about the company, shown only with the client's consent (its date) and once published. */
export const testimonials = pgTable(
  "testimonials",
  {
    id: serial().primaryKey(),
    quote_en: text().notNull().default(""),
    quote_fr: text().notNull().default(""),
    name: text().notNull(),
    role: text().notNull().default(""),
    company: text().notNull().default(""),
    photo: jsonb().$type<ShowcasePicture | null>(),
    /** The day the person agreed to be quoted on the site: required before publishing. */
    consentDate: date({ mode: "string" }),
    published: boolean().notNull().default(false),
    position: integer().notNull().default(0),
    updatedBy: text().notNull().default(""),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [index("testimonials_published_idx").on(t.position, t.id).where(sql`published`)],
);

/** A client's logo, shown on the home page once published. */
export const clientLogos = pgTable(
  "client_logos",
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    logo: jsonb().$type<ShowcasePicture>().notNull(),
    /** The client's site (https), or "". */
    link: text().notNull().default(""),
    published: boolean().notNull().default(false),
    position: integer().notNull().default(0),
    updatedBy: text().notNull().default(""),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [index("client_logos_published_idx").on(t.position, t.id).where(sql`published`)],
);

export type CaseStudy = typeof caseStudies.$inferSelect;
export type Testimonial = typeof testimonials.$inferSelect;
export type ClientLogo = typeof clientLogos.$inferSelect;
