// Aya's tone: greetings, thanks, goodbyes, frustration, insults and "who are you?" get a short,
// human reply in the visitor's language that acknowledges, then offers help; never the bare scope
// sentence. Which variant is said depends on a seed, so the same message always gets the same reply.
import { type Lang, pagePath } from "@lumiere/i18n";
import { type MessageDescriptor, text } from "../../i18n";
import { toneText as t } from "./messages";

export type ToneKind = "greeting" | "thanks" | "goodbye" | "frustration" | "insult" | "who-are-you";

const VARIANTS: Record<ToneKind, MessageDescriptor[]> = {
  greeting: [t.greeting1, t.greeting2, t.greeting3],
  thanks: [t.thanks1, t.thanks2],
  goodbye: [t.goodbye1, t.goodbye2],
  frustration: [t.frustration1, t.frustration2],
  insult: [t.insult1, t.insult2],
  "who-are-you": [t.whoAreYou1, t.whoAreYou2],
};

/** A small stable hash (FNV-1a): the same seed picks the same variant on every server. */
function hash(seed: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/**
 * The reply to a message of this kind, in `lang`. `seed` (the visitor's message, say) picks one of
 * the variants; without it, the first.
 */
export function toneReply(kind: ToneKind, lang: Lang, brand: string, seed: string | number = 0): string {
  const variants = VARIANTS[kind];
  const index = (typeof seed === "number" ? Math.abs(Math.trunc(seed)) : hash(seed)) % variants.length;
  return text(lang, variants[index] ?? variants[0] ?? t.greeting1, { brand, contact: pagePath(lang, "contact") });
}
