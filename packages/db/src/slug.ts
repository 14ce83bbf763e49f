import transliterate from "@sindresorhus/transliterate";

/**
 * URL slug from a title: accents folded, other letters spelled in Latin (œ → oe, ß → ss, Cyrillic),
 * lower case, hyphen-separated, at most 80 characters. Accents are folded first, as they always
 * were, so the slugs of titles in Latin letters stay what they were; only letters are spelled,
 * never symbols.
 */
export function slugify(title: string): string {
  return inLatinLetters(title)
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/g, "");
}

/** Accents folded, then every other letter spelled in Latin (œ → oe, ß → ss, Cyrillic); symbols kept. */
export function inLatinLetters(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/\p{L}+/gu, (letters) => transliterate(letters));
}
