// The social copy (1200×630) of a picture uploaded before such copies were made at upload: made the
// first time it is asked for, then stored beside the picture like the other copies.
import { socialSource } from "@lumiere/media";
import type { MediaStorage } from "../storage/media-storage";
import { mimeForStoredName } from "./media";
import { socialCopy, UnreadableImage } from "./media-resize";

const SOURCE_EXTENSIONS = ["png", "jpg", "webp", "avif"];

async function bytesOf(body: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** Makes and stores the social copy `name` from its picture; false when `name` is no social copy or its picture is gone or unreadable. */
export async function makeSocialCopy(storage: MediaStorage, name: string): Promise<boolean> {
  const stem = socialSource(name);
  if (!stem) return false;
  for (const ext of SOURCE_EXTENSIONS) {
    const source = `${stem}.${ext}`;
    const found = await storage.get(source);
    if (!found) continue;
    try {
      const copy = await socialCopy(await bytesOf(found.body), mimeForStoredName(source) ?? "");
      if (!copy) return false;
      await storage.put(name, copy, "image/jpeg");
      return true;
    } catch (error) {
      if (error instanceof UnreadableImage) return false;
      throw error;
    }
  }
  return false;
}
