import { integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/** A resized WebP copy of an uploaded picture, stored beside it. */
export interface MediaVariant {
  width: number;
  height: number;
  storedName: string;
}

export const media = pgTable("media", {
  id: serial().primaryKey(),
  /** The name the file was uploaded with (shown in the admin). */
  filename: text().notNull(),
  /** Random name on disk and in the URL; never derived from the upload. */
  storedName: text().notNull().unique(),
  /** image | video | audio | document */
  category: text().notNull(),
  mimeType: text().notNull(),
  size: integer().notNull(),
  /** A still picture's size in pixels (as displayed, after its EXIF orientation); null otherwise. */
  width: integer(),
  height: integer(),
  /** The picture's resized copies (@lumiere/media names them); null for files without copies. */
  variants: jsonb().$type<MediaVariant[]>(),
  /** What the picture shows, per language: required before it is placed in an article's text. */
  alt_en: text().notNull().default(""),
  alt_fr: text().notNull().default(""),
  createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

export type Media = typeof media.$inferSelect;
