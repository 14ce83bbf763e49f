// What a visitor's message is: its language, a request for a consultation or a person, a follow-up
// of the previous question, or small talk (greetings, thanks).
import type { Lang } from "@lumiere/i18n";
import { text } from "../../i18n";
import { fold, STOP_WORDS } from "./lexicon";
import { chatText } from "./messages";

const FR_WORDS =
  /\b(le|la|les|des|du|une|est|sont|vous|votre|vos|nous|notre|nos|quel|quelle|quels|quelles|comment|pourquoi|combien|avec|pour|dans|sur|je|qu|est-ce|bonjour|bonsoir|salut|coucou|merci|es|nul|peut|pouvez|faire|oui|non|tres|aussi|au|aux|ou|mes|mon|ma|etes|avez|parler|parlez|de|par|moi|et|un|ce|cette|ces|qui|quoi|il|elle|ils|dites|expliquez|proposez|faites|travaillez|beaucoup|journee)\b/g;
const EN_WORDS =
  /\b(the|an|is|are|do|does|you|your|we|our|what|which|how|why|with|for|can|could|would|hello|thanks|thank|please|about|of|to|and|my|me|have|has|there|this|that|in|it|at|tell|explain|give)\b/g;

/** The words that show a message's language is not the given one. */
const OTHER_LANGUAGE_WORDS: Record<Lang, RegExp> = { en: FR_WORDS, fr: EN_WORDS };
const OPENING_GREETING = /^\W*(bonjour|bonsoir|salut|coucou|re-?bonjour|rebonjour|hi|hello|hey|good (?:morning|afternoon|evening))\b/;

/** What follows an opening greeting ("Good morning, where is your office?" → "where is your office?"); "" when none. */
export function afterGreeting(message: string): string {
  const greeting = OPENING_GREETING.exec(fold(message));
  return greeting ? message.slice(greeting[0].length).replace(/^[\s,.!;:–—-]+/, "") : "";
}

/**
 * The language to answer in: the page's language, unless the message is clearly written in the
 * other one (a French speaker on an English page gets French).
 */
export function detectLanguage(message: string, pageLang: Lang): Lang {
  const text = fold(message.replace(/lumi[eè]re/gi, ""));
  const fr = (text.match(FR_WORDS) ?? []).length + (/[éèêàùçôîœ]/i.test(message.replace(/lumière/gi, "")) ? 2 : 0);
  const en = (text.match(EN_WORDS) ?? []).length;
  // A greeting followed by words of the other language ("Salut ! what are your horaires ?", "Hi, vous
  // êtes ouverts ?"): the visitor chose the greeting's language.
  const greeting = OPENING_GREETING.exec(text);
  if (greeting) {
    const greetedIn: Lang = /^(hi|hello|hey|good)/.test(greeting[1] ?? "") ? "en" : "fr";
    const rest = text.slice(greeting[0].length);
    if ((rest.match(OTHER_LANGUAGE_WORDS[greetedIn]) ?? []).length > 0) return greetedIn;
  }
  if (fr >= 2 && fr > 2 * en) return "fr";
  if (en >= 2 && en > 2 * fr) return "en";
  // Both languages in one message ("Bonjour, do you have des références ?"): the greeting's, else most words'.
  if (fr > 0 && en > 0) {
    const greeting = /^\W*(bonjour|bonsoir|salut|coucou|hi|hello|hey)\b/.exec(text)?.[1];
    if (greeting) return /^(hi|hello|hey)$/.test(greeting) ? "en" : "fr";
    if (fr >= 3 && fr > en) return "fr";
    if (en >= 3 && en > fr) return "en";
  }
  // Words of one language only ("merci !", "Quand sort votre prochain article ?"): one is enough.
  if ((fr === 0) !== (en === 0)) return fr > 0 ? "fr" : "en";
  return pageLang;
}

// Prices, a project of the visitor's, a meeting or a person: not "how many" ("combien de…") or
// "contact" alone, which are ordinary questions.
const CONSULTATION_EN =
  /\b(prices?|pricing|priced|costs?|costing|budgets?|quotes?|quotation|estimates?|fees?|how much (does|do|would|will|is|for)|afford|(my|our) projects?|(start|launch|begin) a project|a project (with|for) (you|us)|work with you|work together|hire you|meetings?|meet (you|someone)|appointments?|book (a|an)|booking|schedule a|call me|(talk|speak) (to|with) (a|an|someone|somebody|a person|a human|your team|a consultant)|human|a person|someone|somebody|consultation|consultant|demo)\b/;
const CONSULTATION_FR =
  /\b(prix|tarifs?|tarification|couts?|coute|coutent|couter|coutera|combien (ca|cela|coute|pour)|budgets?|devis|estimation|(mon|notre) projet|(lancer|demarrer|commencer) un projet|un projet avec vous|travailler avec vous|collaborer|rendez-vous|rendez vous|rdv|rencontrer|reunions?|appelez-moi|rappeler|(parler|discuter|echanger) (a|avec) (un|une|quelqu|votre|vos|l'un)|humain|quelqu'un|quelqu un|une personne|consultation|consultant|demo)\b/;

/** Prices, projects, meetings or talking to someone: the visitor may want the free consultation. */
export function wantsConsultation(message: string): boolean {
  const text = fold(message);
  return CONSULTATION_EN.test(text) || CONSULTATION_FR.test(text);
}

/**
 * Only about prices, meetings or talking to someone, with no topic of its own ("How much does it
 * cost?", "Je voudrais parler à quelqu'un"): the consultation is the answer.
 */
export function onlyConsultation(message: string): boolean {
  const text = fold(message);
  if (!wantsConsultation(text)) return false;
  const rest = text.replace(new RegExp(CONSULTATION_EN.source, "g"), " ").replace(new RegExp(CONSULTATION_FR.source, "g"), " ");
  return (rest.match(/[a-z0-9]+/g) ?? []).every((w) => w.length < 2 || STOP_WORDS.has(w));
}

const REQUEST =
  /\b(can|could|would) you\b|\bare you able\b|\bdo you (do|build|make|offer|provide|handle|develop|create)\b|\bpouvez[- ]vous\b|\bvous pouvez\b|\bsavez[- ]vous\b|\bvous savez\b|\bvous faites\b|\bfaites[- ]vous\b|\bvous proposez\b|\best[- ]ce que vous\b|\bseriez[- ]vous\b|\bcapables? de\b|\b(can|could) (ai|an? (ai|camera|model|system|tool|algorithm))\b|\b(in|within) your (scope|remit)\b|\bdo you help\b|\bany way to\b|\bis (it|that|this) something you\b|\b(l ?ia|un modele|une camera|un algorithme) (pourrait|peut|pourra|saurait)\b|\bdans vos cordes\b|\bvous aidez\b|\bmoyen d\b|\bvous pourriez\b|\bpourriez[- ]vous\b/;

const HOW_YOU =
  /\b(how|comment) (do|would|can|could|will) you\b|\bcomment (est[- ]ce que )?vous (savez|pouvez|faites)\b|\bcomment (savez|pouvez|faites)[- ]vous\b/g;

/** "Can you…?", "vous pouvez… ?": a visitor asking for a service, answered by the service first. */
export function isRequest(message: string): boolean {
  // "How do you know…?", "comment vous savez… ?" ask how, not for a service.
  return REQUEST.test(fold(message).replace(/'/g, " ").replace(HOW_YOU, " "));
}

// A question word first (after a greeting or "and", "so"), or French's closing "quoi ?": what is
// asked is a fact or an explanation, which "yes" does not give.
const OPEN_EN = /^(?:(?:and|so|ok|okay|then|but|also)\s+)?(?:what|which|how|why|who|whom|whose|where|when)\b/;
const OPEN_FR =
  /^(?:(?:et|donc|alors|mais|ok|sinon)\s+)?(?:que|qu|quoi|quel|quelle|quels|quelles|lequel|laquelle|lesquels|lesquelles|comment|pourquoi|qui|ou|quand|combien|c est quoi)\b|\bquoi\s*\??$/;

/** "What…?", "how…?", "quel… ?": a question not answered by yes or no. */
export function asksOpen(message: string): boolean {
  const text = fold(afterGreeting(message) || message)
    .replace(/['’]/g, " ")
    .replace(/^[\s,.!;:–—-]+/, "")
    .trim();
  return OPEN_EN.test(text) || OPEN_FR.test(text);
}

// A message opening with "so", "but" or "then" ("So nobody at all gets one?") goes on from the last.
const FOLLOW_UP_EN =
  /\b(it|its|this|that|these|those|they|them|their|more|else|also|another|same|what about|how about|and)\b|^(so|but|then)\b/;
const FOLLOW_UP_FR =
  /\b(ca|cela|ceci|cet|cette|ces|celui|celle|ceux|celles|davantage|autre|autres|aussi|encore|en savoir plus|et pour|et en|et le|et la|et les|quoi d'autre|le sujet)\b|^(donc|mais|alors)\b/;

const PRONOUN = /\b(it|its|this|that|these|those|they|them|ca|cela|ceci|celui|celle|ceux|celles|il|elle|ils|elles|le|la|les|y|en)\b/;

/** A message naming what it asks about by a pronoun ("how much is it?", "ça coûte combien ?"). */
export function refersBack(message: string): boolean {
  return PRONOUN.test(fold(message).replace(/'/g, " "));
}

/** A message that leans on what was said before ("tell me more", "how long does it take?"). */
export function isFollowUp(message: string): boolean {
  const text = fold(message);
  if (text.split(/\s+/).filter(Boolean).length <= 4) return true;
  return FOLLOW_UP_EN.test(text) || FOLLOW_UP_FR.test(text);
}

const GREETING =
  /^(hi|hello|hey|good (morning|afternoon|evening)|bonjour|bonsoir|salut|coucou|who are you|what are you|qui es[- ]tu|qui etes[- ]vous)( aya)?[\s!.,?]*$/;
// Thanks, and what a visitor adds to them ("Thanks, that was really helpful!", "Merci, c'était vraiment utile.").
const THANKS =
  /^(thanks?( you)?( so much| a lot)?|thank you( very much)?|cheers|great|perfect|ok(ay)?|merci( beaucoup| bien)?|parfait|super|d'accord|tres bien)( aya)?[\s!.,]*(((that|this|it) (was|is)|that's|it's|very|really|so|super|c'etait|c'est|ca m'a|vraiment|tres|bien) +)*(helpful|useful|clear|great|perfect|utile|clair|top|genial|parfait|precieux|aide)?[\s!.,]*$/;

const WHO = /^(who|what) are you|^qui (es|etes)[- ](tu|vous)/;

/** The kind of a bare greeting, "who are you?" or thanks, for the tone reply; else null. */
export function smallTalkKind(message: string): "greeting" | "who-are-you" | "thanks" | null {
  const folded = fold(message).trim();
  if (GREETING.test(folded)) return WHO.test(folded) ? "who-are-you" : "greeting";
  return THANKS.test(folded) ? "thanks" : null;
}

/** Greetings and thanks get a friendly reply rather than a search. */
export function smallTalk(message: string, lang: Lang, brand: string): string | null {
  const folded = fold(message).trim();
  if (GREETING.test(folded)) return text(lang, chatText.greeting, { brand });
  if (THANKS.test(folded)) return text(lang, chatText.thanks);
  return null;
}
