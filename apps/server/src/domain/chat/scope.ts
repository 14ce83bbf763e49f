// What Aya does not answer from content: attempts to read or override its instructions, insults,
// and questions outside the company. They get a polite reply saying what Aya can help with.
import type { Lang } from "@lumiere/i18n";
import { fold } from "./lexicon";

const MANIPULATION =
  /\b(ignore|disregard|forget|oublie|oubliez|ignore[sz]?)\b.*\b(instructions?|rules?|prompt|regles|consignes|directives)\b|\b(system prompt|prompt systeme|your (instructions|prompt|rules)|hidden instructions|tes (instructions|consignes|regles)|vos (instructions|consignes)|consignes cachees|instructions cachees|le prompt|the prompt|jailbreak|pretend you|fais semblant|developer mode|mode developpeur)\b/;
const INSULT =
  /\b(stupid|idiot|useless|dumb|garbage|trash|rubbish|sucks?|shut up|hate you|nul(le)?|inutile|debile|idiote?|stupide|bete|pourri|naze|ta gueule|nulle)\b/;
const HARMFUL = /\b(hack|hacking|pirater|piratage|bomb|bombe|weapon|arme|malware|virus|steal|voler)\b/;

/** An attempt to read or change Aya's instructions, a harmful request or an insult. */
export function isGuarded(message: string): boolean {
  const text = fold(message);
  return MANIPULATION.test(text) || HARMFUL.test(text) || INSULT.test(text);
}

/** What Aya can help with, as a polite reply (off-topic, hostile, or nothing found). */
export function scopeReply(lang: Lang, kind: "off-topic" | "not-found" = "off-topic"): string {
  if (lang === "fr") {
    const lead =
      kind === "not-found"
        ? "Je n'ai pas trouvé de réponse fiable à cela sur notre site, et je préfère ne pas inventer."
        : "Je suis Aya, l'assistante de Lumière AI : je ne peux répondre qu'aux questions sur l'entreprise.";
    return `${lead} Je peux vous renseigner sur nos services (langage naturel, analyse prédictive, vision par ordinateur…), le déroulement et la tarification des projets, Lumière Studio, nos articles, nos coordonnées, ou vous aider à demander une [consultation gratuite](/fr/contact).`;
  }
  const lead =
    kind === "not-found"
      ? "I couldn't find a reliable answer to that on our site, and I'd rather not guess."
      : "I'm Aya, Lumière AI's assistant: I can only help with questions about the company.";
  return `${lead} I can tell you about our services (natural language processing, predictive analytics, computer vision…), how projects run and are priced, Lumière Studio, our articles and our contact details, or help you request a [free consultation](/en/contact).`;
}
