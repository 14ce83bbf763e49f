// Pictures of case studies, testimonials and logos come from the Media Library: an address that
// names no uploaded picture is refused as the field's error.
import { and, eq, inArray, media, type Tx } from "@lumiere/db";
import { messages } from "@lumiere/validation";
import { Refusal } from "../refusal";

const PREFIX = "/media/";

/** Refuses the first address (by its form field) that is not an image of the Media Library. */
export async function checkLibraryPictures(tx: Tx, pictures: Array<{ field: string; url: string }>): Promise<void> {
  const named = pictures.filter((p) => p.url !== "");
  if (named.length === 0) return;
  const names = [...new Set(named.map((p) => p.url.slice(PREFIX.length)))];
  const rows = await tx
    .select({ storedName: media.storedName })
    .from(media)
    .where(and(inArray(media.storedName, names), eq(media.category, "image")));
  const known = new Set(rows.map((r) => `${PREFIX}${r.storedName}`));
  const missing = named.find((p) => !known.has(p.url));
  if (missing) throw new Refusal("invalid", messages.pictureRequired, missing.field);
}
