// A visitor's message as Aya reads it: the question without the markup, code, SQL-like noise, links
// and emoji around it. The noise is dropped, never repeated: what remains is what is understood,
// searched and quoted back.
import { decodeHTML } from "entities/decode";
import { fold } from "../lexicon";

export interface Normalised {
  /** The question in the visitor's own case and accents, noise removed. */
  text: string;
  /** `text` folded: no accents, lower case, letters, digits and apostrophes only. */
  folded: string;
}

const IDENT = String.raw`[\w.\x60"\[\]]+`;

// SQL-shaped fragments only: "select a service from your list" is English and stays.
const SQL: RegExp[] = [
  /\bunion\s+(all\s+)?select\b[^;?]*?(?=--|;|\?|$)/gi,
  new RegExp(String.raw`\bselect\s+(\*|[\w.]+(\s*,\s*[\w.]+)*)\s+from\b(\s+${IDENT})?(\s+where\s+[^;?]*?(?=;|--|\?|$))?`, "gi"),
  new RegExp(String.raw`\b(drop|truncate|alter)\s+(table|database|schema|view|index)\b(\s+(if\s+exists\s+)?${IDENT})?`, "gi"),
  new RegExp(String.raw`\binsert\s+into\s+${IDENT}(\s*\([^)]*\))?(\s*values\s*\([^)]*\))?`, "gi"),
  new RegExp(String.raw`\bdelete\s+from\s+${IDENT}(\s+where\s+[^;?]*?(?=;|--|\?|$))?`, "gi"),
  new RegExp(String.raw`\bupdate\s+${IDENT}\s+set\s+[^;?]*`, "gi"),
  /\b(or|and)\s+['"]?\w+['"]?\s*=\s*['"]?\w+['"]?/gi,
  /\b(sleep|benchmark|waitfor\s+delay|exec|xp_cmdshell)\s*\([^)]*\)/gi,
  /\/\*[\s\S]*?\*\//g,
  /--+(?=\s|$|['";])/g,
  /['"`]{2,}|['"]\s*\)+|;+/g,
];

// Pictographs, flags, skin tones and the joiners and selectors that combine them.
const EMOJI = /\p{Extended_Pictographic}|[\u{1F1E6}-\u{1F1FF}\u{1F3FB}-\u{1F3FF}]|\uFE0F|\u200D|\u20E3/gu;

/** The message without markup, code, SQL-like noise, links and emoji. */
export function normaliseMessage(raw: string): Normalised {
  let s = raw.normalize("NFC");
  // Code: the fences and backticks go; what they wrapped is judged like the rest.
  s = s.replace(/```[a-z]*\n?/gi, " ").replace(/`/g, " ");
  // HTML: scripts and styles with their content, comments, then every tag; entities decoded.
  s = s
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, " ")
    .replace(/<!--[\s\S]*?-->/g, " ")
    .replace(/<\/?[a-z][^>]*>/gi, " ")
    .replace(/<\/?[a-z][^>]*$/i, " ");
  s = decodeHTML(s);
  // Links: a Markdown link keeps its label; bare addresses go.
  s = s
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\b(https?|ftp):\/\/\S+/gi, " ")
    .replace(/\bwww\.\S+/gi, " ");
  // JSON: keys and brackets go, the values stay.
  s = s.replace(/"[\w-]+"\s*:/g, " ").replace(/[{}[\]]/g, " ");
  for (const pattern of SQL) s = s.replace(pattern, " ");
  // Markdown emphasis, headings, quotes and list markers.
  s = s
    .replace(/\*+|~~|(?<![\p{L}\d])_+|_+(?![\p{L}\d])/gu, " ")
    .replace(/(^|\n)\s*(#{1,6}|>+|[-+]\s)/g, "$1 ")
    .replace(EMOJI, " ");
  // Punctuation runs and stray symbols left by the noise.
  s = s
    .replace(/[<>|\\^~="]+/g, " ")
    // A quote not inside a word ("l'équipe" keeps its own).
    .replace(/(?<!\p{L})'|'(?!\p{L})/gu, " ")
    .replace(/\s*([?!.,])(\s*[?!.,])+/g, "$1")
    .replace(/^[\s?!.,:;'"-]+/, "")
    .replace(/\s+/g, " ")
    .trim();
  return { text: s, folded: foldText(s) };
}

/** Folded for comparison: no accents, lower case, letters, digits and apostrophes. */
export function foldText(text: string): string {
  return fold(text)
    .replace(/[^a-z0-9'\s]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}
