import type { Lang } from "@lumiere/i18n";
import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";

export type ContentKind = "article" | "page" | "landing";
/** One language's editorial state (EDITORIAL_STATES of @lumiere/validation). */
export type DraftState = "published" | "draft" | "in_review" | "approved" | "scheduled";
/** A field a save changed: `lang` null for a field both languages share (category, picture, date). */
export interface FieldChange {
  field: string;
  lang: Lang | null;
}

const at = () => timestamp({ withTimezone: true, mode: "date" });

/**
 * The working copy of a page or article (both languages, every field) and where each language
 * stands. What visitors see stays in `pages` / `articles` until a language is published (now, by
 * the scheduler, or after review). No row: the working copy is the published content.
 */
export const contentDrafts = pgTable(
  "content_drafts",
  {
    kind: text().$type<ContentKind>().notNull(),
    /** pages.id or articles.id. */
    entityId: integer().notNull(),
    data: jsonb().$type<Record<string, unknown>>().notNull(),
    state_en: text().$type<DraftState>().notNull().default("published"),
    state_fr: text().$type<DraftState>().notNull().default("published"),
    /** When a scheduled language goes live. */
    publishAt_en: at(),
    publishAt_fr: at(),
    /** When the language's own text last changed (translation board). */
    editedAt_en: at(),
    editedAt_fr: at(),
    /** The other language changed after this one was last brought in line with it. */
    outdated_en: boolean().notNull().default(false),
    outdated_fr: boolean().notNull().default(false),
    /** Who last changed each language's text, and who sent it for review: neither may approve it. */
    editedBy_en: text().notNull().default(""),
    editedBy_fr: text().notNull().default(""),
    submittedBy_en: text().notNull().default(""),
    submittedBy_fr: text().notNull().default(""),
    updatedBy: text().notNull().default(""),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.entityId] }),
    // The scheduler's lookups: only scheduled rows are indexed.
    index("content_drafts_due_en_idx").on(t.publishAt_en).where(sql`state_en = 'scheduled'`),
    index("content_drafts_due_fr_idx").on(t.publishAt_fr).where(sql`state_fr = 'scheduled'`),
  ],
);

/** Every save of a page or article: the working copy after it, what changed, who and when. */
export const contentVersions = pgTable(
  "content_versions",
  {
    id: serial().primaryKey(),
    kind: text().$type<ContentKind>().notNull(),
    entityId: integer().notNull(),
    data: jsonb().$type<Record<string, unknown>>().notNull(),
    changes: jsonb().$type<FieldChange[]>().notNull().default([]),
    /** "initial" (the content before its first recorded save), "create", "save" or "restore". */
    action: text().notNull(),
    restoredFrom: integer(),
    actor: text().notNull(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [index("content_versions_entity_idx").on(t.kind, t.entityId, t.id)],
);

/**
 * Old addresses answering 301 to the new one: recorded when a published slug changes (chains
 * collapsed, so each old address points straight at the current one), or added by an admin.
 */
export const redirects = pgTable(
  "redirects",
  {
    id: serial().primaryKey(),
    fromPath: text().notNull().unique(),
    toPath: text().notNull(),
    /** "slug" (recorded on a rename) or "manual". */
    source: text().$type<"slug" | "manual">().notNull().default("manual"),
    createdBy: text().notNull().default(""),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [index("redirects_to_path_idx").on(t.toPath)],
);

export type ContentDraft = typeof contentDrafts.$inferSelect;
export type ContentVersion = typeof contentVersions.$inferSelect;
export type Redirect = typeof redirects.$inferSelect;
