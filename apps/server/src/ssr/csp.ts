// The app's own inline scripts in a render, told from anything else its HTML holds, for the page's
// content security policy (plugins/security.ts builds the header from their hashes).
import { createHash, randomBytes } from "node:crypto";

/** A nonce for one render: it tells the app's own scripts from anything else in its HTML. */
export function renderNonce(): string {
  return randomBytes(18).toString("base64url");
}

/**
 * `'sha256-…'` sources for the inline scripts the app emitted in this render, the ones carrying its
 * `nonce` (page content, written before the render, cannot know it), and the HTML without that
 * nonce. The CSP allows exactly those scripts: a script that slipped into the content is refused.
 */
export function ownInlineScripts(html: string, nonce: string): { html: string; hashes: string[] } {
  const marked = ` nonce="${nonce}"`;
  const hashes = new Set<string>();
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = m[1] ?? "";
    if (!attributes.includes(marked) || /\bsrc\s*=/i.test(attributes) || !m[2]) continue;
    hashes.add(`'sha256-${createHash("sha256").update(m[2]).digest("base64")}'`);
  }
  // The router also announces the nonce in a meta tag, for scripts it would add in the browser.
  const unmarked = html.replaceAll(`<meta property="csp-nonce" content="${nonce}"/>`, "").replaceAll(marked, "");
  return { html: unmarked, hashes: [...hashes] };
}
