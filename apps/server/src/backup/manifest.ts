// What an archive says about itself: written last (its counts are what was written), read first
// by a restore's check of the whole file.
import { z } from "zod";

export const ARCHIVE_FORMAT = 1;
export const MANIFEST_PATH = "manifest.json";
/** `db/<table>/<batch>.json`: a JSON array of rows (row_to_json), batches in order. */
export const DB_PREFIX = "db/";
/** `media/<name>`: one stored object, byte for byte. */
export const MEDIA_PREFIX = "media/";

/** A backup starts a new batch once one holds this many bytes of rows. */
export const DB_BATCH_BYTES = 8 * 1024 * 1024;
/**
 * The most a restore reads of one batch: a batch is at most DB_BATCH_BYTES and one row, and no
 * row of this schema comes near the rest, so only a foreign or crafted archive gets here.
 */
export const DB_BATCH_MAX_BYTES = 64 * 1024 * 1024;
/** The most a restore reads of the manifest (a few hundred bytes per table and migration). */
export const MANIFEST_MAX_BYTES = 1024 * 1024;

export const manifestSchema = z.object({
  kind: z.literal("lumiere-backup"),
  format: z.number().int(),
  createdAt: z.string(),
  /** The migrations the database had, by tag, oldest first. */
  migrations: z.array(z.string()),
  /** Rows written per table, in restore order. */
  tables: z.record(z.string(), z.number().int().min(0)),
  media: z.object({ count: z.number().int().min(0), bytes: z.number().int().min(0) }),
  source: z.object({ database: z.enum(["postgres", "pglite"]), storage: z.enum(["local", "s3"]) }),
});
export type Manifest = z.infer<typeof manifestSchema>;

export function dbEntryPath(table: string, batch: number): string {
  return `${DB_PREFIX}${table}/${String(batch).padStart(6, "0")}.json`;
}

/** The table of a `db/<table>/<batch>.json` path, or null. */
export function tableOfEntry(path: string): string | null {
  const m = /^db\/([a-z_][a-z0-9_]*)\/\d{6}\.json$/.exec(path);
  return m?.[1] ?? null;
}
