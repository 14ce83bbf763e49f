import { randomUUID } from "node:crypto";
import path from "node:path";
import { and, asc, count, type Db, desc, eq, type Media, media, type SQL, sql } from "@lumiere/db";
import { sizedName, socialName, variantName } from "@lumiere/media";
import { resizePicture, socialCopy, UnreadableImage } from "./media-resize";
import { type MediaAltInput, type MediaPageInput, serverMessages } from "@lumiere/validation";
import { recordActivity } from "./activity";
import type { ContentDeps } from "./deps";
import { pageOf, searchAny } from "./paging";
import { Refusal } from "./refusal";
import type { MediaStorage } from "../storage/media-storage";

export type MediaCategory = "image" | "video" | "audio" | "document";

export interface MediaDeps {
  db: Db;
  /** Where the files live (DATA_DIR/media or a bucket). */
  mediaStorage: MediaStorage;
  config: { mediaMaxBytes: number };
}

// Allowed types by content (spec §9: image, video, audio, pdf, doc, docx). SVG is not on the list:
// it can carry script and is never served from this origin.
const allowed: Record<string, { category: MediaCategory; ext: string }> = {
  "image/png": { category: "image", ext: "png" },
  "image/jpeg": { category: "image", ext: "jpg" },
  "image/gif": { category: "image", ext: "gif" },
  "image/webp": { category: "image", ext: "webp" },
  "image/avif": { category: "image", ext: "avif" },
  "video/mp4": { category: "video", ext: "mp4" },
  "video/webm": { category: "video", ext: "webm" },
  "video/quicktime": { category: "video", ext: "mov" },
  "video/ogg": { category: "video", ext: "ogv" },
  "audio/mpeg": { category: "audio", ext: "mp3" },
  "audio/wav": { category: "audio", ext: "wav" },
  "audio/ogg": { category: "audio", ext: "ogg" },
  "audio/mp4": { category: "audio", ext: "m4a" },
  "audio/x-m4a": { category: "audio", ext: "m4a" },
  "audio/flac": { category: "audio", ext: "flac" },
  "audio/aac": { category: "audio", ext: "aac" },
  "application/pdf": { category: "document", ext: "pdf" },
  "application/x-cfb": { category: "document", ext: "doc" },
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": { category: "document", ext: "docx" },
};

/** The content type served for a stored file, from its extension (which we chose from its bytes). */
export function mimeForStoredName(storedName: string): string | null {
  const ext = path.extname(storedName).slice(1);
  for (const [mime, t] of Object.entries(allowed)) if (t.ext === ext) return mime;
  return null;
}

export function toItem(r: Media) {
  return {
    id: r.id,
    filename: r.filename,
    category: r.category,
    url: `/media/${r.storedName}`,
    mimeType: r.mimeType,
    size: r.size,
    width: r.width,
    height: r.height,
    /** Resized WebP copies (pictures uploaded since they exist; empty for other files). */
    variants: (r.variants ?? []).map((v) => ({ width: v.width, height: v.height, url: `/media/${v.storedName}` })),
    /** What the picture shows, per language ("" until written). */
    alt_en: r.alt_en,
    alt_fr: r.alt_fr,
    createdAt: r.createdAt.toISOString(),
  };
}
export type MediaItem = ReturnType<typeof toItem>;

/** Writes a file's alt text in both languages; null when there is no such file. */
export async function setMediaAlt(deps: ContentDeps, input: MediaAltInput, actor: string): Promise<MediaItem | null> {
  const item = await deps.db.transaction(async (tx) => {
    const [row] = await tx.update(media).set({ alt_en: input.alt_en, alt_fr: input.alt_fr }).where(eq(media.id, input.id)).returning();
    if (!row) return null;
    await recordActivity(tx, {
      action: "media.alt",
      actor,
      subjectKind: "media",
      subjectId: String(row.id),
      data: { filename: row.filename },
    });
    return toItem(row);
  });
  // Articles show a library picture's alt text where their Markdown leaves it empty: re-render them.
  if (item) deps.cache.invalidate();
  return item;
}

/** An upload over the limit, wherever it is noticed (here, or while the body is still arriving). */
export const uploadTooLarge = (maxBytes: number) =>
  new Refusal("too_large", serverMessages.uploadTooLarge, undefined, { limit: Math.floor(maxBytes / (1024 * 1024)) });

/**
 * Stores an upload after checking its size and its real type (magic bytes, never the file name);
 * refuses one too large, not of an accepted type, or a picture that cannot be decoded.
 */
export async function storeUpload(deps: MediaDeps, input: { filename: string; bytes: Uint8Array }, actor: string): Promise<MediaItem> {
  if (input.bytes.byteLength > deps.config.mediaMaxBytes) throw uploadTooLarge(deps.config.mediaMaxBytes);
  if (input.bytes.byteLength === 0) throw new Refusal("unsupported", serverMessages.uploadUnsupported);
  // Loaded on the first upload: the server starts without its module loading.
  const { fileTypeFromBuffer } = await import("file-type");
  const detected = await fileTypeFromBuffer(input.bytes);
  const type = detected ? allowed[detected.mime] : undefined;
  if (!detected || !type) throw new Refusal("unsupported", serverMessages.uploadUnsupported);
  // A picture is decoded before anything is written: an unreadable one stores nothing.
  const unreadable = (error: unknown) => {
    throw error instanceof UnreadableImage ? new Refusal("unreadable", serverMessages.uploadUnreadable) : error;
  };
  const picture = await resizePicture(input.bytes, detected.mime).catch(unreadable);
  // The picture shared on social networks when an article shows it (og:image).
  const social = picture ? await socialCopy(input.bytes, detected.mime).catch(unreadable) : null;
  const id = randomUUID();
  const storedName = picture ? sizedName(id, picture.width, picture.height, type.ext) : `${id}.${type.ext}`;
  const copies = (picture?.copies ?? []).map((c) => ({ ...c, storedName: variantName(storedName, c.width) }));
  const filename = path.basename(input.filename.replace(/\\/g, "/")).slice(0, 255) || `upload.${type.ext}`;
  const files = [{ storedName, bytes: input.bytes, mime: detected.mime }, ...copies.map((c) => ({ ...c, mime: "image/webp" }))];
  if (social) files.push({ storedName: socialName(storedName), bytes: social, mime: "image/jpeg" });
  try {
    // Every write settles before any cleanup, so none lands after its delete.
    const writes = await Promise.allSettled(files.map((file) => deps.mediaStorage.put(file.storedName, file.bytes, file.mime)));
    const failed = writes.find((w) => w.status === "rejected");
    if (failed) throw Object.assign(new Refusal("upstream", serverMessages.mediaStorageUnavailable), { cause: failed.reason });
    const row = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(media)
        .values({
          filename,
          storedName,
          category: type.category,
          mimeType: detected.mime,
          size: input.bytes.byteLength,
          width: picture?.width ?? null,
          height: picture?.height ?? null,
          variants: picture ? copies.map(({ width, height, storedName }) => ({ width, height, storedName })) : null,
        })
        .returning();
      if (!row) throw new Error("insert returned no row");
      await recordActivity(tx, { action: "media.upload", actor, subjectKind: "media", subjectId: String(row.id), data: { filename } });
      return row;
    });
    return toItem(row);
  } catch (error) {
    // Nothing half-stored stays behind; the error that stopped the upload is the one reported.
    await deps.mediaStorage.delete(files.map((f) => f.storedName)).catch(() => {});
    throw error;
  }
}

const MEDIA_ORDER: Record<MediaPageInput["sort"], SQL[]> = {
  newest: [desc(media.createdAt), desc(media.id)],
  oldest: [asc(media.createdAt), asc(media.id)],
  name: [sql`lower(${media.filename}) asc`, asc(media.id)],
  "-name": [sql`lower(${media.filename}) desc`, desc(media.id)],
  size: [asc(media.size), asc(media.id)],
  "-size": [desc(media.size), desc(media.id)],
};

/** One page of the library (searched by file name, optionally one category) and the total that matches. */
export async function pageMedia(db: Db, input: MediaPageInput) {
  const filter = and(searchAny(input.q, [media.filename]), input.category ? eq(media.category, input.category) : undefined);
  return pageOf(
    input,
    (limit, offset) =>
      db
        .select({ row: media })
        .from(media)
        .where(filter)
        .orderBy(...MEDIA_ORDER[input.sort])
        .limit(limit)
        .offset(offset),
    async () => (await db.select({ n: count() }).from(media).where(filter))[0]?.n ?? 0,
    (r) => toItem(r.row),
  );
}

/**
 * Deletes the row and its files together: the files go before the row's deletion commits, so a
 * storage that cannot be reached refuses the delete and keeps the row, never leaving files no row
 * names (or a row whose files are gone).
 */
export async function deleteMedia(deps: MediaDeps, id: number, actor: string): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.delete(media).where(eq(media.id, id)).returning({ storedName: media.storedName, variants: media.variants });
    if (!row) return false;
    await recordActivity(tx, { action: "media.delete", actor, subjectKind: "media", subjectId: String(id) });
    const names = [row.storedName, ...(row.variants ?? []).map((v) => v.storedName)];
    if (row.variants) names.push(socialName(row.storedName));
    await deps.mediaStorage.delete(names).catch((cause: unknown) => {
      throw Object.assign(new Refusal("upstream", serverMessages.mediaStorageDeleteFailed), { cause });
    });
    return true;
  });
}
