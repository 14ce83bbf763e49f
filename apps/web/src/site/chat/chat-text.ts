// Aya's replies are plain text with a little Markdown: [Title](/en/insights/slug) links and
// **bold**. They are turned into segments rendered as React elements (text is always escaped by
// React; no HTML from a reply ever reaches the DOM), and only safe link targets become links.

export type ChatSegment =
  | { type: "text"; text: string; bold?: boolean }
  | { type: "break" }
  | { type: "link"; text: string; href: string; external: boolean };

const TOKEN = /\[([^\]\n]{1,300})\]\(((?:[^()\s]|\([^()\s]*\)){1,2000})\)|\*\*([^*\n]{1,500})\*\*|\n/g;

/** Site paths ("/en/…", not "//host") stay in the app; http(s) URLs open outside; anything else is not a link. */
export function safeHref(href: string): { href: string; external: boolean } | null {
  if (href.startsWith("/") && !href.startsWith("//") && !href.includes("\\")) return { href, external: false };
  try {
    const url = new URL(href);
    if (url.protocol === "https:" || url.protocol === "http:") return { href: url.href, external: true };
  } catch {
    // not an absolute URL
  }
  return null;
}

export function parseChatText(text: string): ChatSegment[] {
  const out: ChatSegment[] = [];
  let last = 0;
  for (const m of text.matchAll(TOKEN)) {
    const at = m.index ?? 0;
    if (at > last) out.push({ type: "text", text: text.slice(last, at) });
    last = at + m[0].length;
    if (m[0] === "\n") {
      out.push({ type: "break" });
    } else if (m[3] !== undefined) {
      out.push({ type: "text", text: m[3], bold: true });
    } else {
      const label = m[1] ?? "";
      const target = safeHref(m[2] ?? "");
      out.push(target ? { type: "link", text: label, ...target } : { type: "text", text: label });
    }
  }
  if (last < text.length) out.push({ type: "text", text: text.slice(last) });
  return out;
}
