import { createRequire } from "node:module";

type Transliterate = typeof import("@sindresorhus/transliterate").default;
let transliterate: Transliterate | undefined;

/**
 * Other letters spelled in Latin. The package is loaded with the first slug or heading anchor, not
 * with the server: importing it builds the patterns of every locale it knows, a noticeable part of a
 * start that spells nothing (the seed's slugs and bodies are in the build's template). Required
 * (Node loads an ES module that way too): spelling happens in the middle of synchronous code.
 */
function spell(letters: string): string {
  transliterate ??= (createRequire(import.meta.url)("@sindresorhus/transliterate") as { default: Transliterate }).default;
  return transliterate(letters);
}

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
    .replace(/\p{L}+/gu, spell);
}
