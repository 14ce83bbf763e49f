// Hand-off to a person: what the visitor already said (name, e-mail, company) and a summary of the
// conversation, so the consultation form opens filled in.
import type { Lang } from "@lumiere/i18n";
import { text } from "../../i18n";
import type { Turn } from "./history";
import { chatText } from "./messages";

export interface Handoff {
  name: string;
  email: string;
  company: string;
  summary: string;
}

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/;
// The lead-in in any case; the name or company itself starts with a capital.
const NAME =
  /\b(?:[Mm]y name is|[Ii] am|[Ii]'m|[Tt]his is|[Jj]e m['’]appelle|[Jj]e suis|[Mm]oi c'est)\s+([A-ZÀ-Ý][\p{L}'-]+(?:\s+[A-ZÀ-Ý][\p{L}'-]+)?)/u;
const COMPANY =
  /\b(?:[Ii] work (?:at|for)|[Ww]e are|from the company|[Mm]y company is|[Oo]ur company is|[Jj]e travaille (?:chez|pour)|[Mm]a société est|[Mm]on entreprise est|[Nn]otre société est|de la société)\s+([A-ZÀ-Ý0-9][\p{L}0-9&'.-]*(?:\s+[A-ZÀ-Ý0-9][\p{L}0-9&'.-]*){0,3})/u;

const SUMMARY_MAX = 1500;

/** The visitor's details found in their messages, and their questions as a summary. */
export function buildHandoff(history: Turn[], message: string): Handoff {
  const said = [...history.filter((t) => t.role === "user").map((t) => t.content), message];
  const find = (pattern: RegExp) => {
    for (const text of [...said].reverse()) {
      const m = text.match(pattern);
      if (m) return (m[1] ?? m[0]).trim();
    }
    return "";
  };
  let summary = said.map((s) => `- ${s.replace(/\s+/g, " ").trim()}`).join("\n");
  if (summary.length > SUMMARY_MAX) summary = `…${summary.slice(summary.length - SUMMARY_MAX + 1)}`;
  return { name: find(NAME), email: find(EMAIL), company: find(COMPANY), summary };
}

/**
 * A visitor introducing themselves ("Hello, my name is Ada and I work at Acme") with no question:
 * greeted by name rather than searched for.
 */
export function introduction(message: string, lang: Lang, brand: string): string | null {
  if (message.includes("?")) return null;
  const name = message.match(NAME)?.[1];
  if (!name) return null;
  const rest = message.replace(NAME, " ").replace(COMPANY, " ").replace(EMAIL, " ");
  // Anything else said (a topic, a request) deserves an answer, not only a greeting.
  if ((rest.match(/[\p{L}]{4,}/gu) ?? []).some((w) => !/^(hello|bonjour|salut|hi|hey|bonsoir|thanks|merci|and|et|here|ici)$/i.test(w)))
    return null;
  const first = name.split(/\s+/)[0];
  return text(lang, chatText.introduction, { first: first ?? name, brand });
}

/** The message without the visitor's name, company and e-mail, which are not what they ask about. */
export function withoutIntroduction(message: string): string {
  const stripped = message.replace(NAME, " ").replace(COMPANY, " ").replace(EMAIL, " ").replace(/\s+/g, " ").trim();
  return stripped.length > 0 ? stripped : message;
}
