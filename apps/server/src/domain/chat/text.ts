// Page HTML and article text as sections (a heading and its sentences), every tag stripped: what
// Aya scores and quotes.
import { decodeHTML } from "entities/decode";
import { markdownBlocks } from "../article-body/markdown";

export interface Section {
  heading: string;
  sentences: string[];
}

const HEADING_MARK = "\u0001";

/** Page HTML as sections (a heading and the sentences under it), with every tag stripped. */
export function htmlToSections(html: string): Section[] {
  const text = html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, " ")
    .replace(/<!--[\s\S]*?-->/g, " ")
    .replace(/<h[1-6][^>]*>/gi, `\n${HEADING_MARK}`)
    .replace(/<\/h[1-6]>/gi, "\n")
    .replace(/<\/?(p|div|li|ul|ol|br|section|article|blockquote|tr|td|th|table|dd|dt|header|footer|figure|figcaption)\b[^>]*>/gi, "\n")
    .replace(/<[^>]*>/g, "");
  const sections: Section[] = [];
  let current: Section = { heading: "", sentences: [] };
  for (const raw of decodeHTML(text).split("\n")) {
    const line = raw.replace(/\s+/g, " ").trim();
    if (line.startsWith(HEADING_MARK)) {
      if (current.heading || current.sentences.length) sections.push(current);
      current = { heading: line.slice(1).trim(), sentences: [] };
    } else if (line) {
      current.sentences.push(...splitSentences(line));
    }
  }
  if (current.heading || current.sentences.length) sections.push(current);
  return sections;
}

/** An article's Markdown text: one section per block (plain text: per paragraph), without its markup. */
export function textToSections(text: string): Section[] {
  return markdownBlocks(text)
    .map((p) => ({ heading: "", sentences: splitSentences(p.replace(/\s+/g, " ").trim()) }))
    .filter((s) => s.sentences.length > 0);
}

export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?…])\s+(?=[«"“(]?\s?[\p{Lu}\d])/u)
    .map((s) => s.trim())
    .filter(Boolean);
}
