// Spec §5: server HTML is sanitised before display: no script elements, no inline event handlers,
// no javascript: URLs. DOMPurify's defaults do all three (and more); jsdom gives it a DOM here.
// Page HTML is sanitised when it is written (pages.ts), so jsdom is loaded only by an edit, never
// to serve a page.
import type createDOMPurify from "dompurify";

type Purifier = ReturnType<typeof createDOMPurify>;
let purifier: Promise<Purifier> | undefined;

function loadPurifier(): Promise<Purifier> {
  purifier ??= Promise.all([import("dompurify"), import("jsdom")]).then(([{ default: create }, { JSDOM }]) =>
    create(new JSDOM("").window as unknown as Parameters<typeof create>[0]),
  );
  return purifier;
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
