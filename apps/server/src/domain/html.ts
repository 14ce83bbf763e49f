// Spec §5 on the server, with the one policy of packages/validation (html.ts); jsdom gives DOMPurify
// a DOM here. Page HTML is sanitised when it is written (pages.ts); an article's Markdown when it
// is first rendered (domain/article-body), then kept in the content cache.
import { RICH_CONTENT_SIZES, responsiveImage } from "@lumiere/media";
import { escapeHtml, type Purifier, sanitizeHtml as sanitizeWith } from "@lumiere/validation/html";

export { escapeHtml };

let purifier: Promise<Purifier> | undefined;

function loadPurifier(): Promise<Purifier> {
  purifier ??= Promise.all([import("dompurify"), import("jsdom")]).then(([{ default: create }, { JSDOM }]) => {
    const purify = create(new JSDOM("").window as unknown as Parameters<typeof create>[0]);
    purify.addHook("afterSanitizeAttributes", (node) => {
      if (node.nodeName === "IMG") describeUploadedPicture(node);
    });
    return purify as Purifier;
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

/** Sanitised HTML; if sanitising fails the content comes back escaped, never raw. */
export async function sanitizeHtml(html: string): Promise<string> {
  if (!html) return "";
  try {
    return sanitizeWith(await loadPurifier(), html);
  } catch {
    return escapeHtml(html);
  }
}
