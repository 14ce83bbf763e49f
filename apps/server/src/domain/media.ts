import { randomUUID } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { type Db, desc, eq, media } from "@lumiere/db";
import { fileTypeFromBuffer } from "file-type";
import { type MessageValues, type ServerMessage, serverMessages, serverText } from "@lumiere/validation";

export type MediaCategory = "image" | "video" | "audio" | "document";

export interface MediaDeps {
  db: Db;
  /** Folder the files live in (DATA_DIR/media). */
  mediaDir: string;
  maxBytes: number;
}

/** Thrown for uploads refused by rule; the transport maps `status` to HTTP. */
/** An upload refused: too large (413) or not an accepted type (415), said by a server message. */
export class MediaRejected extends Error {
  constructor(
    readonly reason: ServerMessage,
    readonly status: 413 | 415,
    readonly values?: MessageValues,
  ) {
    super(serverText(reason, values));
  }
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

const mediaColumns = {
  id: media.id,
  filename: media.filename,
  category: media.category,
  storedName: media.storedName,
  mimeType: media.mimeType,
  size: media.size,
  createdAt: media.createdAt,
};

function toItem(r: {
  id: number;
  filename: string;
  category: string;
  storedName: string;
  mimeType: string;
  size: number;
  createdAt: Date;
}) {
  return {
    id: r.id,
    filename: r.filename,
    category: r.category,
    url: `/media/${r.storedName}`,
    mimeType: r.mimeType,
    size: r.size,
    createdAt: r.createdAt.toISOString(),
  };
}
export type MediaItem = ReturnType<typeof toItem>;

/** Stores an upload after checking its size and its real type (magic bytes, never the file name). */
export async function storeUpload(deps: MediaDeps, input: { filename: string; bytes: Uint8Array }): Promise<MediaItem> {
  if (input.bytes.byteLength > deps.maxBytes) {
    throw new MediaRejected(serverMessages.uploadTooLarge, 413, { limit: Math.floor(deps.maxBytes / (1024 * 1024)) });
  }
  if (input.bytes.byteLength === 0) throw new MediaRejected(serverMessages.uploadUnsupported, 415);
  const detected = await fileTypeFromBuffer(input.bytes);
  const type = detected ? allowed[detected.mime] : undefined;
  if (!detected || !type) throw new MediaRejected(serverMessages.uploadUnsupported, 415);
  const storedName = `${randomUUID()}.${type.ext}`;
  await mkdir(deps.mediaDir, { recursive: true });
  const file = path.join(deps.mediaDir, storedName);
  await writeFile(file, input.bytes);
  const filename = path.basename(input.filename.replace(/\\/g, "/")).slice(0, 255) || `upload.${type.ext}`;
  try {
    const [row] = await deps.db
      .insert(media)
      .values({ filename, storedName, category: type.category, mimeType: detected.mime, size: input.bytes.byteLength })
      .returning(mediaColumns);
    if (!row) throw new Error("insert returned no row");
    return toItem(row);
  } catch (error) {
    await rm(file, { force: true });
    throw error;
  }
}

export async function listMedia(db: Db): Promise<MediaItem[]> {
  const rows = await db.select(mediaColumns).from(media).orderBy(desc(media.createdAt), desc(media.id));
  return rows.map(toItem);
}

export async function deleteMedia(deps: MediaDeps, id: number): Promise<boolean> {
  const [row] = await deps.db.delete(media).where(eq(media.id, id)).returning({ storedName: media.storedName });
  if (!row) return false;
  await rm(path.join(deps.mediaDir, row.storedName), { force: true });
  return true;
}
