import DOMPurify from "dompurify";
import { type Purifier, sanitizeHtml as sanitizeWith } from "@lumiere/validation/html";

/** Page HTML as visitors see it (the one policy of packages/validation/html.ts); escaped if sanitising fails. */
export function sanitizeHtml(html: string): string {
  return sanitizeWith(DOMPurify as Purifier, html);
}
