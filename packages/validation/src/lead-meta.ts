import { z } from "zod";
import { langSchema, verbatimText } from "./common";

/**
 * Optional fields every public form may add (new fields are additive to the spec's REST payloads):
 * the page's language, the consent line shown, and how long the form was open.
 */
export const leadMetaFields = {
  lang: langSchema.nullish(),
  consentText: verbatimText(1000).nullish(),
  /** Milliseconds between the form opening and its submission (bot defence: too fast is held for review). */
  fillMs: z.number().int().min(0).max(86_400_000).nullish().catch(null),
};

/** A form sent faster than a person could type it: answered as accepted, stored held for review, no e-mail sent until released. */
export const MIN_FILL_MS = 2500;
