// Spec §5 in the browser, with the one policy of packages/validation (html.ts). The server
// sanitises every page record when it is written, and the first render (hydration) shows exactly
// that HTML, so the browser needs no sanitiser to hydrate. Route loaders call `loadSanitizer()`, so
// any HTML that arrives by a client-side navigation is sanitised again here before display.
// DOMPurify is therefore never part of a page's first load.
import { type Purifier, sanitizeHtml } from "@lumiere/validation/html";

let purifier: Purifier | null = null;
let loading: Promise<void> | undefined;

/** Loads DOMPurify once (browser only). */
export function loadSanitizer(): Promise<void> {
  if (import.meta.env.SSR) return Promise.resolve();
  loading ??= import("dompurify").then((m) => {
    purifier = m.default as Purifier;
  });
  return loading;
}

/** HTML safe to display: as the server sent it until DOMPurify is loaded, sanitised from then on. */
export function sanitizeForDisplay(html: string, sanitizer: Purifier | null = purifier): string {
  return sanitizer ? sanitizeHtml(sanitizer, html) : html;
}
