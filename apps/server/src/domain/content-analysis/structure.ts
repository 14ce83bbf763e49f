// The structure a reader sees in a text field: paragraphs, headings, links and pictures. Content is
// HTML (pages), plain text with blank lines between paragraphs (articles), or Markdown; all three
// are read here so the analysis judges what visitors see, not the markup.

export interface Heading {
  level: number;
  text: string;
}

export interface Link {
  href: string;
  text: string;
}

export interface Picture {
  src: string;
  alt: string;
}

export interface Structure {
  paragraphs: string[];
  headings: Heading[];
  links: Link[];
  pictures: Picture[];
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** Text without tags and with the common entities decoded. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&(#\d+|[a-z]+);/gi, (whole, name: string) =>
      name.startsWith("#") ? String.fromCodePoint(Number(name.slice(1))) : (ENTITIES[name.toLowerCase()] ?? whole),
    )
    .replace(/\s+/g, " ")
    .trim();
}

const attr = (tag: string, name: string) =>
  new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, "i")
    .exec(tag)
    ?.slice(1)
    .find((v) => v !== undefined) ?? "";

function htmlStructure(html: string): Structure {
  const headings = [...html.matchAll(/<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1>/gi)].map((m) => ({
    level: Number(m[1]),
    text: plainText(m[2] ?? ""),
  }));
  const links = [...html.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/gi)].map((m) => ({
    href: attr(m[1] ?? "", "href"),
    text: plainText(m[2] ?? ""),
  }));
  const pictures = [...html.matchAll(/<img\b[^>]*>/gi)].map((m) => ({ src: attr(m[0], "src"), alt: attr(m[0], "alt").trim() }));
  const blocks = html
    .replace(/<h([1-6])\b[^>]*>[\s\S]*?<\/h\1>/gi, "\n\n")
    .split(/<\/?(?:p|div|li|ul|ol|section|blockquote|br)\b[^>]*>|\n\s*\n/i)
    .map(plainText)
    .filter((p) => p.length > 0);
  return { paragraphs: blocks, headings, links, pictures };
}

function markdownStructure(text: string): Structure {
  const headings: Heading[] = [];
  const paragraphs: string[] = [];
  for (const block of text.split(/\n\s*\n/)) {
    const lines = block.split("\n").filter((l) => l.trim());
    const rest: string[] = [];
    for (const line of lines) {
      const heading = /^\s{0,3}(#{1,6})\s+(.+?)\s*#*\s*$/.exec(line);
      if (heading) headings.push({ level: heading[1]?.length ?? 1, text: inline(heading[2] ?? "") });
      else rest.push(line.replace(/^\s*(?:[-*+]|\d+[.)])\s+|^\s*>\s?/, ""));
    }
    const paragraph = inline(rest.join(" "));
    if (paragraph) paragraphs.push(paragraph);
  }
  const pictures = [...text.matchAll(/!\[([^\]]*)\]\(\s*([^)\s]+)[^)]*\)/g)].map((m) => ({ alt: (m[1] ?? "").trim(), src: m[2] ?? "" }));
  const links = [...text.matchAll(/(?<!!)\[([^\]]*)\]\(\s*([^)\s]+)[^)]*\)/g)].map((m) => ({ text: m[1] ?? "", href: m[2] ?? "" }));
  return { paragraphs, headings, links, pictures };
}

/** Markdown inline marks removed: links keep their text, pictures go. */
function inline(text: string): string {
  return text
    .replace(/!\[[^\]]*\]\([^)]*\)/g, " ")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[*_`~]+/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** The structure of a field, whichever of HTML, Markdown or plain text it holds. */
export function structureOf(text: string): Structure {
  return /<(?:p|h[1-6]|a|img|div|ul|ol|br)\b/i.test(text) ? htmlStructure(text) : markdownStructure(text);
}

/** Links to the site itself: relative paths (or the same origin, when given). */
export function isInternal(href: string, origin?: string): boolean {
  if (href.startsWith("/") && !href.startsWith("//")) return true;
  return origin ? href.startsWith(`${origin}/`) || href === origin : false;
}
