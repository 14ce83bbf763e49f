import type { Lang } from "@lumiere/i18n";

// Each language's typography in page HTML. French sets its guillemets apart with a space that must
// not break, or a line may end on an opening « or start with a closing ». Editors type an ordinary
// space: the page shows a no-break one.

const AFTER_OPENING = /«[ \t\r\n]+/g;
const BEFORE_CLOSING = /[ \t\r\n]+»/g;

/** The HTML with the spaces inside guillemets made no-break (text or markup beside them is kept). */
export function keepGuillemetsWithTheirWords(html: string): string {
  if (!html.includes("«") && !html.includes("»")) return html;
  return html.replace(AFTER_OPENING, "«\u00a0").replace(BEFORE_CLOSING, "\u00a0»");
}

/** Page HTML set in the language's typography. */
export const TYPESET: Record<Lang, (html: string) => string> = {
  en: (html) => html,
  fr: keepGuillemetsWithTheirWords,
};
