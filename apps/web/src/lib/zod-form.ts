import type { I18n } from "@lingui/core";
import { schemaResolver } from "@mantine/form";
import type { ZodType } from "zod";
import { descriptorByEnglish } from "@lumiere/validation";

// The shared zod schemas (and the server) speak the spec's English; forms show that text in the
// visitor's language by mapping it back to its catalog descriptor. This file is the only place
// that does so (LAYOUT 4.7).

/** English validation text → the visitor's language (unknown text is shown as is). */
export function translateValidationMessage(i18n: I18n, english: string): string {
  const descriptor = descriptorByEnglish.get(english);
  return descriptor ? i18n._(descriptor) : english;
}

/**
 * Field path → first message for that field, translated: @mantine/form's own Standard Schema
 * resolver reads the zod schema; only the translation is ours.
 */
export function zodFieldErrors(schema: ZodType, values: unknown, i18n: I18n): Record<string, string> {
  const errors = schemaResolver(schema, { sync: true })(values);
  return Object.fromEntries(
    Object.entries(errors).map(([field, text]) => [
      field,
      typeof text === "string" ? translateValidationMessage(i18n, text) : String(text),
    ]),
  );
}

/**
 * A `validate` function for @mantine/form, public forms and the admin alike. A getter may return
 * null while the schema's chunk is still loading, or before the first submit: nothing is reported
 * until it is there.
 */
export function zodValidate<Values>(schema: ZodType | (() => ZodType | null), i18n: I18n): (values: Values) => Record<string, string> {
  return (values) => {
    const current = typeof schema === "function" ? schema() : schema;
    return current ? zodFieldErrors(current, values, i18n) : {};
  };
}

/** The server's `fieldErrors` (English) translated for display under the fields. */
export function translateFieldErrors(fieldErrors: Record<string, string>, i18n: I18n): Record<string, string> {
  return Object.fromEntries(Object.entries(fieldErrors).map(([field, text]) => [field, translateValidationMessage(i18n, text)]));
}
