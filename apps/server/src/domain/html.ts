// Spec §5: server HTML is sanitised before display: no script elements, no inline event handlers,
// no javascript: URLs. DOMPurify's defaults do all three (and more); jsdom gives it a DOM here.
// Page HTML is sanitised when it is written (pages.ts), so jsdom is loaded only by an edit, never
// to serve a page.
import type createDOMPurify from "dompurify";
import { RICH_CONTENT_SIZES, responsiveImage } from "@lumiere/media";

type Purifier = ReturnType<typeof createDOMPurify>;
let purifier: Promise<Purifier> | undefined;

function loadPurifier(): Promise<Purifier> {
  purifier ??= Promise.all([import("dompurify"), import("jsdom")]).then(([{ default: create }, { JSDOM }]) => {
    const purify = create(new JSDOM("").window as unknown as Parameters<typeof create>[0]);
    purify.addHook("afterSanitizeAttributes", (node) => {
      if (node.nodeName === "IMG") describeUploadedPicture(node);
    });
    return purify;
  });
  return purifier;
}

/**
 * An uploaded picture in rich content gets its resized copies (`srcset`, `sizes`), its size (no
 * layout shift) and lazy, asynchronous decoding; written with the page, so serving it costs nothing.
 */
function describeUploadedPicture(img: Element): void {
  const picture = responsiveImage(img.getAttribute("src"));
  if (!picture) {
    // A srcset written for an earlier picture of this element would still be chosen over its new src.
    if (/\/media\/[^\s,]+-\d+w\.webp/.test(img.getAttribute("srcset") ?? "")) {
      img.removeAttribute("srcset");
      img.removeAttribute("sizes");
    }
    return;
  }
  img.setAttribute("srcset", picture.srcSet);
  img.setAttribute("sizes", RICH_CONTENT_SIZES);
  // An editor's own width or height (a smaller display) stays.
  if (!img.hasAttribute("width") && !img.hasAttribute("height")) {
    img.setAttribute("width", String(picture.width));
    img.setAttribute("height", String(picture.height));
  }
  if (!img.hasAttribute("loading")) img.setAttribute("loading", "lazy");
  if (!img.hasAttribute("decoding")) img.setAttribute("decoding", "async");
}

const escapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => escapes[c] ?? c);
}

/** Sanitised HTML; if sanitising fails the content comes back escaped, never raw. */
export async function sanitizeHtml(html: string): Promise<string> {
  if (!html) return "";
  try {
    return (await loadPurifier()).sanitize(html, { FORBID_TAGS: ["style", "form"], FORBID_ATTR: ["style"] });
  } catch {
    return escapeHtml(html);
  }
}
