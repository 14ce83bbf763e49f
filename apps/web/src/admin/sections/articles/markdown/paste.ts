// Pasting from Word or Google Docs: the clipboard's HTML becomes Markdown (turndown, loaded on the
// first paste), so headings, lists, links and emphasis survive and the office markup does not.
type Turndown = import("turndown");

let service: Promise<Turndown> | undefined;

function load(): Promise<Turndown> {
  service ??= import("turndown").then(({ default: TurndownService }) => {
    const td = new TurndownService({ headingStyle: "atx", bulletListMarker: "-", codeBlockStyle: "fenced", emDelimiter: "*" });
    // Office clipboards carry styles, scripts and comments; none of it is text.
    td.remove(["style", "script", "meta", "title", "head"] as never);
    // Google Docs wraps everything in <b style="font-weight:normal">: not bold at all.
    td.addRule("googleDocsWrapper", {
      filter: (node) => node.nodeName === "B" && /font-weight:\s*normal/i.test(node.getAttribute("style") ?? ""),
      replacement: (content) => content,
    });
    // One line per list item ("- item"), however the document wrapped each item's text in paragraphs.
    td.addRule("tightListItem", {
      filter: "li",
      replacement: (content, node) => {
        const parent = node.parentNode as HTMLElement | null;
        const index = parent ? Array.prototype.indexOf.call(parent.children, node) : 0;
        const marker = parent?.nodeName === "OL" ? `${Number(parent.getAttribute("start") ?? 1) + index}. ` : "- ";
        const text = content
          .trim()
          .replace(/\n\s*\n/g, "\n")
          .replace(/\n/g, "\n   ");
        return `${marker}${text}\n`;
      },
    });
    // Pictures pasted from a document are not in the Media Library (and have no alt text): dropped.
    td.addRule("noPastedPictures", { filter: "img", replacement: () => "" });
    return td;
  });
  return service;
}

/** The Markdown of pasted HTML, with no more than one blank line in a row. */
export async function markdownFromHtml(html: string): Promise<string> {
  const td = await load();
  return td
    .turndown(html)
    .replace(/\u00a0/g, " ")
    .replace(/[ \t]+$/gm, "")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
