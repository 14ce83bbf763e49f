// Spec §5: page HTML is shown sanitised: no script elements, no inline event handlers, no
// javascript: URLs (DOMPurify's defaults remove all three), and no <style>, <form> or style
// attribute. One policy for the server (HTML is cleaned when written), the public site (HTML that
// arrives by a client-side navigation) and the admin's preview; each passes its own DOMPurify.

/** The rules DOMPurify is given on top of its defaults. */
export const HTML_POLICY = { FORBID_TAGS: ["style", "form"], FORBID_ATTR: ["style"] };

/** What is used of a DOMPurify instance (the server's runs on jsdom). */
export interface Purifier {
  sanitize(html: string, config: typeof HTML_POLICY): string;
}

// Inline handlers are cut from the text before any parsing: Chromium reports a CSP violation for
// every inline handler it parses, even in DOMPurify's inert document. DOMPurify then does the real work.
const INLINE_HANDLER = /(<[a-zA-Z][^>]*?)[\s/]+on[a-zA-Z]+\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/g;

function stripInlineHandlers(html: string): string {
  let previous: string;
  let current = html;
  do {
    previous = current;
    current = current.replace(INLINE_HANDLER, "$1");
  } while (current !== previous);
  return current;
}

const escapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => escapes[c] ?? c);
}

/** HTML safe to display; if sanitising fails the content comes back escaped, never raw. */
export function sanitizeHtml(purifier: Purifier, html: string): string {
  if (!html) return "";
  try {
    return purifier.sanitize(stripInlineHandlers(html), HTML_POLICY);
  } catch {
    return escapeHtml(html);
  }
}
