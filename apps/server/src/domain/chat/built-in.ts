// The built-in answer engine: no model, no key. A company knowledge entry first; else it quotes the
// best passage of the site's own pages and articles and links it; else it says what Aya can help with.
import { type Lang, pagePath } from "@lumiere/i18n";
import { text } from "../../i18n";
import { similarity, stem, topicWords } from "./lexicon";
import { chatText as m, pageLabels } from "./messages";
import { matchesStrongly, type Passage } from "./retrieve";

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

function link(title: string, path: string): string {
  return `[${title.replace(/[[\]]/g, "")}](${path})`;
}

/** A quoted sentence as plain text: list items get a full stop, brackets cannot form links. */
function cleanSentence(sentence: string): string {
  const s = sentence.replace(/\[/g, "(").replace(/\]/g, ")").trim();
  return /[.!?…:;»"”)]$/.test(s) ? s : `${s}.`;
}

/** A link label a reader takes in at a glance: the title up to its colon, at most five words. */
export function shortTitle(title: string): string {
  const head = title.split(/\s*:\s/)[0] ?? title;
  const words = head.split(/\s+/).filter(Boolean);
  if (words.length <= 6) return head;
  const kept = words.slice(0, 5);
  while (kept.length > 2 && /^(a|an|the|of|on|in|for|and|to|de|du|des|la|le|les|pour|et|en|sur|à|au|aux)$/i.test(kept.at(-1) ?? ""))
    kept.pop();
  return kept.join(" ");
}

/** How a passage is named in an answer: "our Contact page", "our article [Computer Vision…]". */
function sourceLink(lang: Lang, p: Passage): string {
  if (p.kind !== "page") return link(shortTitle(p.title), p.path);
  const pageId = p.path.split("/")[2] ?? "home";
  const label = pageLabels[pageId];
  return link(label ? text(lang, label) : shortTitle(p.title), p.path);
}

function leadFor(lang: Lang, p: Passage, short: boolean): string {
  if (short) return text(lang, m.leadShort, { link: link(text(lang, p.kind === "article" ? m.articleWord : m.pageWord), p.path) });
  return text(lang, p.kind === "article" ? m.leadArticle : m.leadPage, { source: sourceLink(lang, p) });
}

/** At most one other source worth reading. */
function seeAlso(lang: Lang, passages: Passage[]): string {
  const next = passages[0];
  if (!next) return "";
  return text(lang, m.seeAlso, { source: sourceLink(lang, next) });
}

export function consultationOffer(lang: Lang, variant: boolean | "handoff" = false): string {
  const contact = pagePath(lang, "contact");
  if (variant === true) return text(lang, m.offerShort, { link: link(text(lang, m.freeConsultationLabel), contact) });
  return text(lang, variant === "handoff" ? m.offerHandoff : m.offerLong, { link: link(text(lang, m.contactPageLabel), contact) });
}

/** The booking page offered after the consultation ("pick a time"); "" without one. */
export function bookingOffer(lang: Lang, bookingUrl: string): string {
  // Brackets in the address would end the Markdown link early.
  const url = bookingUrl.replace(/\(/g, "%28").replace(/\)/g, "%29");
  return url ? text(lang, m.offerBooking, { link: link(text(lang, m.pickATimeLabel), url) }) : "";
}

export function notFound(lang: Lang, short = false): string {
  const contactUs = link(text(lang, m.contactUsLabel), pagePath(lang, "contact"));
  return text(lang, short ? m.notFoundShort : m.notFoundLong, { link: contactUs });
}

/** A follow-up asked for more of an article that has nothing more: said so, with the consultation. */
export function subjectDone(lang: Lang, article: { title: string; path: string }, maxLength: number): string {
  const said = text(lang, m.subjectDone, { link: link(shortTitle(article.title), article.path) });
  return pickFirstFitting(
    [`${said}\n\n${consultationOffer(lang, "handoff")}`, `${said}\n\n${consultationOffer(lang, true)}`, said],
    maxLength,
  );
}

// French typography puts a space before a semicolon.
const LIST_SEPARATOR: Record<Lang, string> = { en: "; ", fr: " ; " };

/** The newest articles, each by its short title and link. */
export function latestList(lang: Lang, articles: { title: string; path: string }[], maxLength: number): string {
  const list = articles.map((a) => link(shortTitle(a.title), a.path)).join(LIST_SEPARATOR[lang]);
  return limitWords(text(lang, m.latestArticles, { list }), maxLength);
}

function nothingNew(lang: Lang, p: Passage): string {
  return text(lang, m.nothingNew, { link: link(p.title, p.path) });
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
  /** The consultation offer after the quote; "start": its short form, saying how a project starts. */
  consultation: boolean | "start";
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
  const passages = input.consultationOnly ? input.passages.filter((p) => p.path === pagePath(lang, "contact")).slice(0, 1) : input.passages;
  const top = passages[0];
  if (!top) {
    if (consultation) return pickFirstFitting([consultationOffer(lang), consultationOffer(lang, true)], maxLength);
    return pickFirstFitting([notFound(lang), notFound(lang, true)], maxLength);
  }
  if (top.sentences.length === 0) return limitWords(nothingNew(lang, top), maxLength);

  // Other documents worth a link: close enough in score to the best one.
  const others = passages.slice(1).filter((p) => p.score >= top.score * 0.5 && p.path !== top.path);
  const quote = top.sentences.map(cleanSentence);
  const offerFull = consultation === "start" ? consultationOffer(lang, true) : consultation ? consultationOffer(lang) : "";
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
  if (consultation === true && wordCount(offerShort) <= maxLength) return offerShort;
  const lead = leadFor(lang, top, true);
  const budget = maxLength - wordCount(lead);
  if (budget >= Math.min(quoteWords, 3)) return `${lead} ${fitQuote(quote, budget)}`;
  return limitWords(readMore(lang, top), maxLength);
}

function readMore(lang: Lang, p: Passage): string {
  return text(lang, m.readMore, { link: link(text(lang, p.kind === "article" ? m.thisArticle : m.thisPage), p.path) });
}

function pickFirstFitting(options: string[], maxLength: number): string {
  for (const o of options) if (wordCount(o) <= maxLength) return o;
  return limitWords(options.at(-1) ?? "", maxLength);
}

// ---------- Answers from knowledge first, then the site's pages ----------

/** "More on our [About page](/en/about)." for a knowledge answer's page. */
export function pageLink(lang: Lang, pageId: string): string {
  const label = pageLabels[pageId];
  if (!label) return "";
  return text(lang, m.moreOn, { link: link(text(lang, label), pagePath(lang, pageId)) });
}

/** A page passage this weak rests on one shared word: better to say what Aya can help with. */
const MIN_PASSAGE_COVERAGE = 0.5;
/**
 * An article passage matching the question's rare words this strongly answers it even when the
 * question says much the article does not ("our radiologists are worried they'll blindly trust…").
 */
const STRONG_ARTICLE_SCORE = 5;
const MIN_STRONG_COVERAGE = 0.3;
/** Stronger still, it answers a question told as a long story, most of whose words no page says. */
const strong = (p: Passage): boolean => p.kind === "article" && matchesStrongly(p);
const answers = (p: Passage): boolean =>
  p.coverage >= MIN_PASSAGE_COVERAGE ||
  (p.kind === "article" && p.score >= STRONG_ARTICLE_SCORE && p.coverage >= MIN_STRONG_COVERAGE) ||
  strong(p);

/** The article nearest to a knowledge answer; `instead` of the entry's page link for a service asked for. */
export interface ReadMore {
  title: string;
  path: string;
  instead: boolean;
}

export interface ContentAnswerInput {
  lang: Lang;
  message: string;
  /** "Can you…?": a quoted passage is followed by how a project starts (the consultation offer). */
  request: boolean;
  /** The previous question when this one is a follow-up ("tell me more"). */
  context: string;
  /** The matching knowledge entry's answer, contact details filled in; a service's article to read more. */
  known: { text: string; pageId: string; readMore?: ReadMore | undefined } | null;
  passages: Passage[];
  consultation: boolean;
  consultationOnly: boolean;
  maxLength: number;
  notFound: () => string;
}

/** The built-in answer: a knowledge entry first, then a quote of the site, else what Aya can help with. */
export function answerFromContent(input: ContentAnswerInput): string {
  const { lang, known, maxLength } = input;
  if (known) {
    const page = pageLink(lang, known.pageId);
    const article = known.readMore
      ? text(lang, m.readMoreArticle, { link: link(shortTitle(known.readMore.title), known.readMore.path) })
      : "";
    const more = known.readMore?.instead ? article : [page, article].filter(Boolean).join(" ");
    const full = more ? `${known.text}\n\n${more}` : known.text;
    if (wordCount(full) <= maxLength) return full;
    // The article stays: it is what a "tell me more" continues with.
    if (article && wordCount(article) < maxLength / 3) return `${limitWords(known.text, maxLength - wordCount(article))}\n\n${article}`;
    return limitWords(known.text, maxLength);
  }
  if (input.consultationOnly) return consultationOffer(lang, "handoff");
  const passages = input.passages.filter((p) => quotable(p, input.message, input.context));
  if (passages.length === 0) return input.consultation ? consultationOffer(lang, "handoff") : input.notFound();
  return composeAnswer({ lang, passages, consultation: input.request && "start", maxLength });
}

/** The passage answers `message` (a follow-up of `context`) well enough to be quoted for it. */
export function quotable(p: Passage, message: string, context: string): boolean {
  return answers(p) && supports(p, `${message} ${context}`);
}

/** The question's own topic words (the company's context words aside), and how many `text` says, however inflected. */
export function askedWordsIn(message: string, text: string): { asked: number; said: number } {
  const asked = topicWords(message).filter((w) => !CONTEXT_WORDS.has(w));
  const words = topicWords(text);
  return { asked: asked.length, said: asked.filter((w) => words.some((s) => similarity(w, s) >= 0.85)).length };
}

// Words true of the whole company: a passage sharing only these with the question does not answer it
// (a question about the weather in Paris is not answered by the story of a Paris company).
const CONTEXT_WORDS = new Set(
  [
    "paris",
    "parisien",
    "parisienne",
    "france",
    "europe",
    "europeen",
    "company",
    "entreprise",
    "societe",
    "team",
    "equipe",
    "today",
    "aujourdhui",
  ].map(stem),
);

/** A third of the question's own topic words (beyond the company's context), one at least, are in the quote. */
function supports(p: Passage, message: string): boolean {
  const { asked, said } = askedWordsIn(message, `${p.title} ${p.sentences.join(" ")}`);
  if (asked === 0) return false;
  // A word the document says otherwise ("scratched" for its "defects") is found too.
  const found = said + (p.synonymsFound ?? 0);
  return found > 0 && found / asked >= (strong(p) ? 1 / 5 : 1 / 3);
}
