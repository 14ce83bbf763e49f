// An article's text is Markdown (CommonMark). Plain text split on blank lines is already Markdown
// for the same paragraphs (spec §2), so articles written before, and REST clients that send plain
// text, render as they always did. Raw HTML is shown as text (html: false) and only ordinary link
// schemes are kept; the result still goes through the one HTML policy (domain/html.ts).
import { inLatinLetters } from "@lumiere/db";
import MarkdownIt from "markdown-it";

/** A heading of the article's table of contents. */
export interface TocEntry {
  id: string;
  text: string;
  /** 2 or 3: the page's title is its only h1, so the text's `#` becomes an h2. */
  level: number;
}

export interface RenderedMarkdown {
  html: string;
  toc: TocEntry[];
  /** Whether the HTML depends on the origin: an absolute http(s) link, told external or not by it. */
  usesOrigin: boolean;
}

// Site-relative addresses, anchors, and the http(s), mailto and tel schemes; anything else
// (javascript:, data:, vbscript:, protocol-relative "//host") leaves the Markdown as plain text.
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

function allowedLink(url: string): boolean {
  const href = url.trim();
  if (/^[/\\]{2}/.test(href)) return false;
  return SCHEME.test(href) ? /^(?:https?|mailto|tel):/i.test(href) : true;
}

/** A heading's anchor: its words, lower case and unaccented; prefixed so no id can shadow a document property. */
function anchorOf(text: string, taken: Set<string>): string {
  const words = inLatinLetters(text)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  const base = `section-${words || "part"}`;
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  taken.add(id);
  return id;
}

const ABSOLUTE_HTTP = /^https?:\/\//i;

function isExternal(href: string, origin: string): boolean {
  if (!ABSOLUTE_HTTP.test(href)) return false;
  try {
    return new URL(href).origin !== new URL(origin).origin;
  } catch {
    return true;
  }
}

let parser: InstanceType<typeof MarkdownIt> | undefined;
/** Set up on first use: markdown-it's set-up (its entity tables) is not on the start's path. */
function markdownParser(): InstanceType<typeof MarkdownIt> {
  if (!parser) {
    parser = new MarkdownIt("commonmark", { html: false, linkify: false, typographer: false });
    parser.validateLink = allowedLink;
  }
  return parser;
}

/** The article's HTML (not yet sanitised) and its headings; `origin` tells external links from the site's. */
export function renderMarkdown(content: string, origin: string): RenderedMarkdown {
  const env = {};
  const parser = markdownParser();
  const tokens = parser.parse(content, env);
  const toc: TocEntry[] = [];
  const taken = new Set<string>();
  let usesOrigin = false;
  tokens.forEach((token, i) => {
    if (token.type === "heading_open" || token.type === "heading_close") {
      const level = Math.min(6, Number(token.tag.slice(1)) + 1);
      token.tag = `h${level}`;
      if (token.type === "heading_close") return;
      const text = (tokens[i + 1]?.children ?? [])
        .map((c) => (c.type === "text" || c.type === "code_inline" ? c.content : ""))
        .join("")
        .trim();
      const id = anchorOf(text, taken);
      token.attrSet("id", id);
      if (level <= 3 && text) toc.push({ id, text, level });
    }
    for (const child of token.children ?? []) {
      if (child.type !== "link_open") continue;
      const href = String(child.attrGet("href") ?? "");
      if (ABSOLUTE_HTTP.test(href)) usesOrigin = true;
      if (isExternal(href, origin)) child.attrSet("rel", "noopener noreferrer");
    }
  });
  return { html: parser.renderer.render(tokens, parser.options, env), toc, usesOrigin };
}

/** The article's text without its Markdown: one string per block (paragraph, heading, list item, quote, code), for Aya and search. */
export function markdownBlocks(content: string): string[] {
  const blocks: string[] = [];
  for (const token of markdownParser().parse(content, {})) {
    if (token.type === "inline") {
      const text = (token.children ?? [])
        .map((c) => (c.type === "softbreak" || c.type === "hardbreak" ? " " : c.type === "image" ? "" : c.content))
        .join("")
        .trim();
      if (text) blocks.push(text);
    } else if ((token.type === "fence" || token.type === "code_block") && token.content.trim()) {
      blocks.push(token.content.trim());
    }
  }
  return blocks;
}
