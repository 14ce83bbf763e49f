// Article tags: free words per language, next to the category. One rule for what a tag is, used by
// the admin's form, the save procedures and the insights filter (?tag=), so a tag typed "  GDPR "
// and a link to ?tag=gdpr name the same one.
import { z } from "zod";
import { messages } from "./messages";

/** Tags an article has in one language, at most. */
export const MAX_TAGS = 8;
/** Characters a tag has, at most. */
export const MAX_TAG_LENGTH = 32;
/** Letters or digits first, then letters, digits, spaces and a few joining marks (C++, R&D, l'IA, Node.js). */
const TAG = /^[\p{L}\p{N}][\p{L}\p{N}\p{M} '’.+&-]*$/u;

/** The one spelling of a tag: composed Unicode, lower case, single spaces, no leading "#". */
export function normaliseTag(raw: string): string {
  return raw.normalize("NFC").replace(/\s+/g, " ").trim().replace(/^#+ ?/, "").toLowerCase();
}

/** Normalised, empty ones dropped, each once, in the order given. */
export function normaliseTags(raw: readonly string[]): string[] {
  return [...new Set(raw.map(normaliseTag).filter((t) => t !== ""))];
}

/** One language's tags as an editor gives them: refused as a whole, so the error is the field's. */
export const tagsSchema = z
  .array(z.string({ error: messages.tagInvalid.message }), { error: messages.tagInvalid.message })
  .max(50, { error: messages.tagsTooMany.message })
  .transform(normaliseTags)
  .superRefine((tags, ctx) => {
    if (tags.length > MAX_TAGS) ctx.addIssue({ code: "custom", message: messages.tagsTooMany.message });
    const tooLong = tags.some((t) => t.length > MAX_TAG_LENGTH);
    if (tooLong) ctx.addIssue({ code: "custom", message: messages.tagTooLong.message });
    else if (tags.some((t) => !TAG.test(t))) ctx.addIssue({ code: "custom", message: messages.tagInvalid.message });
  });

/** A tag asked for in an address: normalised like a saved one; any text is allowed (an unknown tag lists nothing). */
export const tagFilterSchema = z.string().max(100).default("").transform(normaliseTag);
