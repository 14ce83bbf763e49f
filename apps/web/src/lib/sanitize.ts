// Spec §5 in the browser. The server's domain layer already sanitises every page record with
// DOMPurify, and the first render (hydration) shows exactly that HTML, so the browser needs no
// sanitiser to hydrate. Route loaders call `loadSanitizer()`, so any HTML that arrives by a
// client-side navigation is sanitised again here before display. DOMPurify is therefore never
// part of a page's first load.

const CONFIG = { FORBID_TAGS: ["style", "form"], FORBID_ATTR: ["style"] };

export interface Sanitizer {
  sanitize(html: string, config: typeof CONFIG): string;
}

let purify: Sanitizer | null = null;
let loading: Promise<void> | undefined;

/** Loads DOMPurify once (browser only). */
export function loadSanitizer(): Promise<void> {
  if (import.meta.env.SSR) return Promise.resolve();
  loading ??= import("dompurify").then((m) => {
    purify = { sanitize: (html, config) => m.default.sanitize(html, config) };
  });
  return loading;
}

const escapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => escapes[c] ?? c);
}

/** HTML safe to display: sanitised when DOMPurify is loaded, escaped if sanitising fails. */
export function sanitizeForDisplay(html: string, sanitizer: Sanitizer | null = purify): string {
  if (!html || !sanitizer) return html;
  try {
    return sanitizer.sanitize(html, CONFIG);
  } catch {
    return escapeHtml(html);
  }
}
