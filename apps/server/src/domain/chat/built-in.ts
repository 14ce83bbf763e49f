// The built-in answer engine: no model, no key. It quotes the best passages of the site's own pages
// and articles, links them, offers the free consultation when the visitor asks about prices,
// projects or meetings, and says so honestly when the site has nothing on the question.
import type { Lang } from "@lumiere/i18n";
import type { Passage } from "./retrieve";

/** Accents folded, lower case: for keyword tests that must not care how the visitor typed. */
function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[’`]/g, "'");
}

const FR_WORDS =
  /\b(le|la|les|des|du|une|est|sont|vous|votre|vos|nous|notre|nos|quel|quelle|quels|quelles|comment|pourquoi|combien|avec|pour|dans|sur|je|qu|est-ce|bonjour|merci|peut|pouvez|faire|oui|non|tres|aussi|au|aux|ou|mes|mon|ma|etes|avez|parler|parlez|de|par|moi|et|un|ce|cette|ces|qui|quoi|il|elle|ils|dites|expliquez|proposez|faites|travaillez)\b/g;
const EN_WORDS =
  /\b(the|an|is|are|do|does|you|your|we|our|what|which|how|why|with|for|can|could|would|hello|thanks|thank|please|about|of|to|and|my|me|have|has|there|this|that|in|it|at|tell|explain|give)\b/g;

/**
 * The language to answer in: the page's language, unless the message is clearly written in the
 * other one (a French speaker on an English page gets French).
 */
export function detectLanguage(message: string, pageLang: Lang): Lang {
  const text = fold(message.replace(/lumi[eè]re/gi, ""));
  const fr = (text.match(FR_WORDS) ?? []).length + (/[éèêàùçôîœ]/i.test(message.replace(/lumière/gi, "")) ? 2 : 0);
  const en = (text.match(EN_WORDS) ?? []).length;
  if (fr >= 2 && fr > 2 * en) return "fr";
  if (en >= 2 && en > 2 * fr) return "en";
  return pageLang;
}

const CONSULTATION_EN =
  /\b(prices?|pricing|priced|costs?|costing|budgets?|quotes?|quotation|estimates?|fees?|rates?|how much|afford|projects?|meetings?|meet|calls?|appointments?|book|booking|schedule|talk|speak|discuss|human|person|someone|somebody|consultation|consult|consultant|hire you|work with you|work together|demo|contact|reach you|get in touch)\b/;
const CONSULTATION_FR =
  /\b(prix|tarifs?|tarification|couts?|coute|coutent|couter|combien|budgets?|devis|estimation|projets?|rendez-vous|rendez vous|rdv|rencontrer|rencontre|reunions?|appels?|appeler|telephoner|parler|discuter|echanger|humain|quelqu'un|quelqu un|consultation|consultant|demo|travailler avec vous|collaborer|contacter|joindre)\b/;

/** Prices, projects, meetings or talking to someone: the visitor may want the free consultation. */
export function wantsConsultation(message: string): boolean {
  const text = fold(message);
  return CONSULTATION_EN.test(text) || CONSULTATION_FR.test(text);
}

const GLUE = new Set(
  (
    "a an the is are be do does did can could would will should i we you your our it its this that what how many to of for with " +
    "me my us about and or please there any some get have has need want like know tell much more " +
    "le la les l un une des du de d est sont ce ca c qu que quel quels quelle quelles vos votre nous vous je j me m mon ma mes " +
    "comment pour avec a au aux en y il elle on peut puis pouvez voudrais aimerais souhaite souhaiterais quoi avez " +
    "faire sur et ou svp merci bonjour possible"
  ).split(" "),
);

/**
 * Only about prices, meetings or talking to someone, with no topic of its own ("How much does it
 * cost?", "Je voudrais parler à quelqu'un"): the consultation is the answer.
 */
export function onlyConsultation(message: string): boolean {
  const text = fold(message);
  if (!wantsConsultation(text)) return false;
  const rest = text.replace(new RegExp(CONSULTATION_EN.source, "g"), " ").replace(new RegExp(CONSULTATION_FR.source, "g"), " ");
  return (rest.match(/[a-z0-9]+/g) ?? []).every((w) => w.length < 2 || GLUE.has(w));
}

const FOLLOW_UP_EN = /\b(it|its|this|that|these|those|they|them|their|more|else|also|another|same|what about|how about|and)\b/;
const FOLLOW_UP_FR =
  /\b(ca|cela|ceci|cet|cette|ces|celui|celle|ceux|celles|davantage|autre|autres|aussi|encore|en savoir plus|et pour|et en|et le|et la|et les|quoi d'autre|le sujet)\b/;

/** A message that leans on what was said before ("tell me more", "how long does it take?"). */
export function isFollowUp(message: string): boolean {
  const text = fold(message);
  if (text.split(/\s+/).filter(Boolean).length <= 4) return true;
  return FOLLOW_UP_EN.test(text) || FOLLOW_UP_FR.test(text);
}

const GREETING =
  /^(hi|hello|hey|good (morning|afternoon|evening)|bonjour|bonsoir|salut|coucou|who are you|what are you|qui es[- ]tu|qui etes[- ]vous)( aya)?[\s!.,?]*$/;
const THANKS =
  /^(thanks?( you)?( so much| a lot)?|thank you( very much)?|cheers|great|perfect|ok(ay)?|merci( beaucoup| bien)?|parfait|super|d'accord|tres bien)( aya)?[\s!.,]*$/;

/** Greetings and thanks get a friendly reply rather than a search. */
export function smallTalk(message: string, lang: Lang): string | null {
  const text = fold(message).trim();
  if (GREETING.test(text)) {
    return lang === "fr"
      ? "Bonjour ! Je suis Aya, l'assistante de Lumière AI. Posez-moi vos questions sur nos services, notre technologie, Lumière Studio ou nos articles, ou demandez-moi comment réserver une consultation gratuite."
      : "Hello! I'm Aya, Lumière AI's assistant. Ask me about our services, our technology, Lumière Studio or our articles, or how to book a free consultation.";
  }
  if (THANKS.test(text)) {
    return lang === "fr"
      ? "Avec plaisir ! Puis-je vous aider pour autre chose ?"
      : "You're welcome! Is there anything else I can help you with?";
  }
  return null;
}

// ---------- Word budget ----------

/** Words as a reader (or a test) counts them: every whitespace-separated token. */
export function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

const LINK = /\[[^\]]*\]\([^)\s]*\)/g;

/**
 * At most `max` words; a Markdown link is kept whole or dropped, never cut. Cuts at the last
 * sentence end that fits when that keeps most of the text, otherwise mid-sentence with an ellipsis.
 */
export function limitWords(text: string, max: number): string {
  if (wordCount(text) <= max) return text;
  const links = [...text.matchAll(LINK)].map((m) => [m.index ?? 0, (m.index ?? 0) + m[0].length] as const);
  const tokens = [...text.matchAll(/\S+/g)].map((m) => ({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length }));
  let used = 0;
  let cut = 0;
  let sentenceEnd = 0;
  let i = 0;
  while (i < tokens.length) {
    const first = tokens[i];
    if (!first) break;
    // A token inside a link takes the rest of the link with it.
    let j = i;
    let end = first.end;
    const span = links.find(([s, e]) => s < first.end && e > first.start);
    if (span) {
      while (end < span[1] && j + 1 < tokens.length) {
        j++;
        end = tokens[j]?.end ?? end;
      }
    }
    const n = j - i + 1;
    if (used + n > max) break;
    used += n;
    cut = end;
    if (/[.!?…]["»”]?$/.test(text.slice(first.start, end))) sentenceEnd = end;
    i = j + 1;
  }
  if (sentenceEnd > cut * 0.6) return text.slice(0, sentenceEnd);
  return `${text.slice(0, cut).replace(/[\s,;:–—-]+$/u, "")}…`;
}

// ---------- Answer text ----------

const contactPath = (lang: Lang) => `/${lang}/contact`;

function link(title: string, path: string): string {
  return `[${title.replace(/[[\]]/g, "")}](${path})`;
}

/** A quoted sentence as plain text: list items get a full stop, brackets cannot form links. */
function cleanSentence(sentence: string): string {
  const s = sentence.replace(/\[/g, "(").replace(/\]/g, ")").trim();
  return /[.!?…:;»"”)]$/.test(s) ? s : `${s}.`;
}

function leadFor(lang: Lang, p: Passage, short: boolean): string {
  if (lang === "fr") {
    if (short) return p.kind === "article" ? `Notre ${link("article", p.path)} indique :` : `Notre ${link("page", p.path)} indique :`;
    if (p.kind === "article") return `D'après notre article ${link(p.title, p.path)} :`;
    return p.path === "/fr" ? `D'après notre ${link("page d'accueil", p.path)} :` : `D'après notre page ${link(p.title, p.path)} :`;
  }
  if (short) return p.kind === "article" ? `Our ${link("article", p.path)} says:` : `Our ${link("page", p.path)} says:`;
  if (p.kind === "article") return `From our article ${link(p.title, p.path)}:`;
  return p.path === "/en" ? `From our ${link("home page", p.path)}:` : `From our ${link(p.title, p.path)} page:`;
}

function seeAlso(lang: Lang, passages: Passage[]): string {
  if (passages.length === 0) return "";
  const links = passages.map((p) => link(p.title, p.path));
  const joined = links.length > 1 ? `${links.slice(0, -1).join(", ")} ${lang === "fr" ? "et" : "and"} ${links.at(-1)}` : links[0];
  return lang === "fr" ? `Voir aussi : ${joined}.` : `See also: ${joined}.`;
}

export function consultationOffer(lang: Lang, short = false): string {
  const contact = contactPath(lang);
  if (lang === "fr") {
    return short
      ? `Réservez une ${link("consultation gratuite", contact)} : réponse sous 24 heures.`
      : `Vous souhaitez parler de votre projet, d'un budget ou d'un rendez-vous ? Nous proposons une consultation gratuite et sans engagement avec l'un de nos consultants : demandez-la depuis notre ${link("page contact", contact)} et nous vous recontacterons sous 24 heures.`;
  }
  return short
    ? `Book a ${link("free consultation", contact)}: we reply within 24 hours.`
    : `Would you like to discuss your project, budget or a meeting? We offer a free, no-commitment consultation with one of our consultants: request it through our ${link("contact page", contact)} and we will get back to you within 24 hours.`;
}

export function notFound(lang: Lang, short = false): string {
  const contact = contactPath(lang);
  if (lang === "fr") {
    return short
      ? `Je n'ai rien trouvé sur notre site : ${link("contactez-nous", contact)}.`
      : `Je n'ai rien trouvé à ce sujet sur notre site et je préfère ne pas inventer de réponse. Notre équipe vous répondra volontiers : ${link("contactez-nous", contact)}.`;
  }
  return short
    ? `I couldn't find that on our site: ${link("contact us", contact)}.`
    : `I couldn't find anything about that on our site, and I'd rather not guess. Our team will be happy to answer you directly: ${link("contact us", contact)}.`;
}

function nothingNew(lang: Lang, p: Passage): string {
  return lang === "fr"
    ? `Je vous ai donné l'essentiel de ce que j'ai trouvé à ce sujet ; le texte complet est ici : ${link(p.title, p.path)}.`
    : `I've shared the main points I found on this; the full text is here: ${link(p.title, p.path)}.`;
}

/** Whole sentences while they fit, else the first one cut at the budget. */
function fitQuote(sentences: string[], budget: number): string {
  const kept: string[] = [];
  let used = 0;
  for (const s of sentences) {
    const n = wordCount(s);
    if (used + n > budget) break;
    kept.push(s);
    used += n;
  }
  if (kept.length > 0) return kept.join(" ");
  return sentences.length > 0 ? limitWords(sentences[0] ?? "", budget) : "";
}

export interface ComposeInput {
  lang: Lang;
  /** Best first; empty when nothing on the site matches. */
  passages: Passage[];
  consultation: boolean;
  /** The message is about the consultation and nothing else (see onlyConsultation). */
  consultationOnly?: boolean;
  maxLength: number;
}

/**
 * The built-in answer within `maxLength` words. What gives way first when space is short: the
 * "see also" links, then the long consultation text, then the long link label; the main link stays.
 */
export function composeAnswer(input: ComposeInput): string {
  const { lang, consultation, maxLength } = input;
  // A bare "how much?" or "can I talk to someone?" is answered from the contact page or not quoted at all.
  const passages = input.consultationOnly ? input.passages.filter((p) => p.path === contactPath(lang)).slice(0, 1) : input.passages;
  const top = passages[0];
  if (!top) {
    if (consultation) return pickFirstFitting([consultationOffer(lang), consultationOffer(lang, true)], maxLength);
    return pickFirstFitting([notFound(lang), notFound(lang, true)], maxLength);
  }
  if (top.sentences.length === 0) return limitWords(nothingNew(lang, top), maxLength);

  // Other documents worth a link: close enough in score to the best one.
  const others = passages.slice(1).filter((p) => p.score >= top.score * 0.5 && p.path !== top.path);
  const quote = top.sentences.map(cleanSentence);
  const offerFull = consultation ? consultationOffer(lang) : "";
  const offerShort = consultation ? consultationOffer(lang, true) : "";
  const quoteWords = wordCount(quote.join(" "));
  const firstWords = wordCount(quote[0] ?? "");
  // From the richest answer to the barest; the first that fits wins. `min` is the least quote worth giving.
  const levels: { lead: string; tail: string[]; min: number }[] = [
    { lead: leadFor(lang, top, false), tail: [seeAlso(lang, others), offerFull], min: quoteWords },
    { lead: leadFor(lang, top, false), tail: [offerFull], min: firstWords },
    { lead: leadFor(lang, top, false), tail: [offerShort], min: firstWords },
    { lead: leadFor(lang, top, true), tail: [offerShort], min: Math.min(quoteWords, 8) },
  ];
  for (const level of levels) {
    const tail = level.tail.filter(Boolean);
    const budget = maxLength - wordCount(level.lead) - wordCount(tail.join(" "));
    if (budget >= level.min) return [`${level.lead} ${fitQuote(quote, budget)}`, ...tail].join("\n\n");
  }
  // Very little room: the consultation if that was the question, else the start of the quote.
  if (consultation && wordCount(offerShort) <= maxLength) return offerShort;
  const lead = leadFor(lang, top, true);
  const budget = maxLength - wordCount(lead);
  if (budget >= Math.min(quoteWords, 3)) return `${lead} ${fitQuote(quote, budget)}`;
  return limitWords(readMore(lang, top), maxLength);
}

function readMore(lang: Lang, p: Passage): string {
  const label = p.kind === "article" ? (lang === "fr" ? "cet article" : "this article") : lang === "fr" ? "cette page" : "this page";
  return lang === "fr" ? `Voir ${link(label, p.path)}.` : `See ${link(label, p.path)}.`;
}

function pickFirstFitting(options: string[], maxLength: number): string {
  for (const o of options) if (wordCount(o) <= maxLength) return o;
  return limitWords(options.at(-1) ?? "", maxLength);
}
