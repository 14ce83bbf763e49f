// Spec §5 on the server, with the one policy of packages/validation (html.ts); jsdom gives DOMPurify
// a DOM here. Page HTML is sanitised when it is written (pages.ts), so jsdom is loaded only by an
// edit, never to serve a page.
import type createDOMPurify from "dompurify";
import { escapeHtml, type Purifier, sanitizeHtml as sanitizeWith } from "@lumiere/validation/html";

export { escapeHtml };

let purifier: Promise<Purifier> | undefined;

function loadPurifier(): Promise<Purifier> {
  purifier ??= Promise.all([import("dompurify"), import("jsdom")]).then(
    ([{ default: create }, { JSDOM }]) => create(new JSDOM("").window as unknown as Parameters<typeof createDOMPurify>[0]) as Purifier,
  );
  return purifier;
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
