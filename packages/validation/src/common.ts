import { z } from "zod";
import { type MessageDescriptor, messages } from "./messages";
import { LANGS } from "@lumiere/i18n";

const text = (d: MessageDescriptor) => d.message;

// Postgres text cannot hold NUL; refuse it here rather than fail in the database.
const hasNoNul = (v: string) => !v.includes("\u0000");

/** Half of a UTF-16 surrogate pair without its other half: not text (JSON columns refuse it). */
export const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** A required, trimmed, length-limited string whose every failure says `d`. */
export function requiredText(d: MessageDescriptor, max = 200) {
  return z
    .string({ error: text(d) })
    .trim()
    .min(1, { error: text(d) })
    .max(max, { error: text(messages.tooLong) })
    .refine(hasNoNul, { error: text(messages.invalidCharacter) });
}

/** A string kept exactly as typed (notes, consent lines), length-limited and storable. */
export function verbatimText(max: number) {
  return z
    .string({ error: text(messages.tooLong) })
    .max(max, { error: text(messages.tooLong) })
    .refine(hasNoNul, { error: text(messages.invalidCharacter) });
}

/** An optional, trimmed string; absent, null and "" all become ""; not a string: `typeError`. */
export function optionalText(max = 200, typeError: MessageDescriptor = messages.tooLong) {
  return z
    .string({ error: text(typeError) })
    .trim()
    .max(max, { error: text(messages.tooLong) })
    .refine(hasNoNul, { error: text(messages.invalidCharacter) })
    .nullish()
    .transform((v) => v ?? "");
}

/** A number, or a string holding one ("0.7" from a form field); never true, null, "" or [0.5]. */
export function numberInput(d: MessageDescriptor) {
  return z.union(
    [
      z.number({ error: text(d) }),
      z
        .string()
        .trim()
        .regex(/^-?\d+(\.\d+)?$/, { error: text(d) })
        .transform(Number),
    ],
    {
      error: text(d),
    },
  );
}

/** A boolean, or the "true"/"false" a query string carries it as (`?held=true`); nothing else. */
export function booleanInput(d: MessageDescriptor) {
  return z.union([z.boolean({ error: text(d) }), z.enum(["true", "false"], { error: text(d) }).transform((v) => v === "true")], {
    error: text(d),
  });
}

export function email(d: MessageDescriptor = messages.emailInvalid) {
  return z
    .string({ error: text(d) })
    .trim()
    .max(254, { error: text(d) })
    .refine(hasNoNul, { error: text(d) })
    .pipe(z.email({ error: text(d) }));
}

export const langSchema = z.enum(LANGS, { error: text(messages.langInvalid) });

export const idSchema = numberInput(messages.idInvalid)
  .pipe(z.number())
  .refine((n) => Number.isInteger(n) && n > 0 && n <= 2_147_483_647, { error: text(messages.idInvalid) });

/** The hidden honeypot field: any string is accepted here; the procedure drops the submission when it is filled. */
export const honeypot = z.string().max(1000).nullish();
