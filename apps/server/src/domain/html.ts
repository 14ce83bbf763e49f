// Spec §5: server HTML is sanitised before display: no script elements, no inline event handlers,
// no javascript: URLs. DOMPurify's defaults do all three (and more); jsdom gives it a DOM here.
import createDOMPurify from "dompurify";
import { JSDOM } from "jsdom";

const purify = createDOMPurify(new JSDOM("").window as unknown as Parameters<typeof createDOMPurify>[0]);

const escapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => escapes[c] ?? c);
}

/** Sanitised HTML; if sanitising fails the content comes back escaped, never raw. */
export function sanitizeHtml(html: string): string {
  if (!html) return "";
  try {
    return purify.sanitize(html, { FORBID_TAGS: ["style", "form"], FORBID_ATTR: ["style"] });
  } catch {
    return escapeHtml(html);
  }
}
