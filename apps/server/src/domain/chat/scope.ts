// What Aya does not answer from content: attempts to read or override its instructions, insults,
// and questions outside the company. They get a polite reply saying what Aya can help with.
import { type Lang, pagePath } from "@lumiere/i18n";
import { text } from "../../i18n";
import { fold } from "./lexicon";
import { chatText } from "./messages";

const MANIPULATION =
  /\b(ignore|disregard|forget|oublie|oubliez|ignore[sz]?)\b.*\b(instructions?|rules?|prompt|regles|consignes|directives)\b|\b(system prompt|prompt systeme|your (instructions|prompt|rules)|hidden instructions|tes (instructions|consignes|regles)|vos (instructions|consignes)|consignes cachees|instructions cachees|le prompt|the prompt|jailbreak|pretend you|fais semblant|developer mode|mode developpeur)\b/;
const INSULT =
  /\b(stupid|idiot|useless|dumb|garbage|trash|rubbish|sucks?|shut up|hate you|nul(le)?|inutile|debile|idiote?|stupide|bete|pourri|naze|ta gueule|nulle)\b/;
const HARMFUL = /\b(hack|hacking|pirater|piratage|bomb|bombe|weapon|arme|malware|virus|steal|voler)\b/;

/** Rude words: acknowledged by the tone reply rather than answered with the scope sentence. */
export function isInsult(message: string): boolean {
  return INSULT.test(fold(message));
}

/** An attempt to read or change Aya's instructions, a harmful request or an insult. */
export function isGuarded(message: string): boolean {
  const text = fold(message);
  return MANIPULATION.test(text) || HARMFUL.test(text) || INSULT.test(text);
}

/** What Aya can help with, as a polite reply (off-topic, hostile, or nothing found). */
export function scopeReply(lang: Lang, brand: string, kind: "off-topic" | "not-found" = "off-topic"): string {
  const lead = text(lang, kind === "not-found" ? chatText.notFoundReliable : chatText.offTopic, { brand });
  return `${lead} ${text(lang, chatText.canHelpWith, { contact: pagePath(lang, "contact") })}`;
}
