// Stage 4, ground: what the answer is made of. A follow-up's subject (subject.ts; "tell me more" after
// an answer that quoted no article: the site's next passage on the question it answered); else the understood
// article's passage; else the understood knowledge entry (with the article to read more); else the
// site's passages.
import type { KnowledgeEntry } from "@lumiere/db";
import { articlePath, type Lang, langColumn, pagePath } from "@lumiere/i18n";
import { text } from "../../../i18n";
import { asksOpen, onlyConsultation, refersBack } from "../intent";
import { chatText, pageLabels } from "../messages";
import { givesCompanyFact, knowledgeAnswer, opensWithYes, withoutYes } from "../knowledge";
import { answerShape } from "../answer-shape";
import { fold, similarity, topicWords } from "../lexicon";
import { articleAnswer, type Passage, retrieve } from "../retrieve";
import { normalizeSentence } from "../scoring";
import { entryText } from "../understanding/unanswered";
import { latestArticles } from "../search-sql";
import type { Meaning } from "../understanding";
import { articlePassage } from "../understanding/article-passage";
import { askedWordsIn, quotable, type ReadMore } from "../built-in";
import type { ArticleTitle } from "../understanding/model";
import { foldText } from "../understanding/normalise";
import type { PipelineDeps } from "./deps";
import { caseStudyFor, showcaseNotice } from "./case-studies";
import { findPassages } from "./passages";
import type { Asked } from "./read";
import { asksUndisclosed } from "./undisclosed";
import { asksForArticle, asksForLatest, asksForMore, continueSubject, subjectOf } from "./subject";
import type { Understood } from "./understand";

export interface Ground {
  /** A service's "read more": the article nearest to a "can you…?" question. */
  readMore?: ReadMore | undefined;
  /** "What are your latest articles?": the newest ones, newest first. */
  latest?: { title: string; path: string }[] | undefined;
  /** What the showcase pages publish (no case study yet, the team page), in Aya's own words. */
  showcase?: string | undefined;
  /** A follow-up asked for more of an article that has nothing more. */
  done?: { title: string; path: string } | undefined;
  /** The passage of the article the message means, quoted as such: its words need not be the visitor's. */
  article: Passage | null;
  entry: KnowledgeEntry | undefined;
  /** The entry's answer in the visitor's language, the company's facts filled in. */
  known: string | null;
  passages: Passage[];
}

const LATEST_LISTED = 3;

export async function groundFor(deps: PipelineDeps, asked: Asked, { meaning, site, policy }: Understood): Promise<Ground> {
  const { lang, question, entries, titles, facts, consultation } = asked;
  if (asksForLatest(foldText(question))) {
    const latest = (await latestArticles(deps.db, lang, LATEST_LISTED)).map((a) => ({ title: a.title, path: articlePath(lang, a.slug) }));
    if (latest.length > 0) return { article: null, entry: undefined, known: null, passages: [], latest };
  }
  const notice = await showcaseNotice(deps, asked);
  if (notice) {
    // "Can I see your consultants' profiles?": the team entry the message resembles says who they are meanwhile.
    const team = notice.team && meaning?.kind === "knowledge" ? entries.find((e) => e.topic === meaning.topic) : undefined;
    const about = team ? knowledgeAnswer(team, lang, facts) : null;
    return { article: null, entry: undefined, known: null, passages: [], showcase: about ? `${notice.text}\n\n${about}` : notice.text };
  }
  // The policy page's passage answers a question about the site itself, in its own words.
  if (policy) return { article: policy, entry: undefined, known: null, passages: [policy] };
  const continued = await followSubject(deps, asked, meaning);
  if (continued) return continued;
  const confident = (meaning?.kind === "knowledge" || meaning?.kind === "article") && meaning.confidence >= WEAK_ENTRY;
  const study = await caseStudyFor(deps, asked, confident);
  if (study) return { article: study, entry: undefined, known: null, passages: [study] };
  const understood = meaning?.kind === "knowledge" ? entries.find((e) => e.topic === meaning.topic) : undefined;
  const onPage = understood && asked.previous && !asked.request ? await pageSayingMore(deps, asked, understood) : null;
  if (onPage) return { article: null, entry: undefined, known: null, passages: [onPage] };
  // A weak resemblance is left to the articles (articleSayingMore): the entry may be a neighbour of what is asked.
  const detail =
    understood && meaning?.kind === "knowledge" && meaning.confidence >= WEAK_ENTRY
      ? await entryPageSayingMore(deps, asked, understood)
      : null;
  // The entry's answer stays (its facts: an address, an email), followed by the detail its page gives.
  if (detail && understood) {
    const summary = entryAnswer(asked, understood);
    // The page's link follows the answer ("More on our Contact page"): its name alone here.
    const label = pageLabels[understood.pageId];
    const said = text(lang, chatText.leadShort, { link: label ? text(lang, label) : detail.title });
    return { article: null, entry: understood, known: `${summary}\n\n${said} ${detail.sentences.join(" ")}`, passages: [] };
  }
  const quoted = understood && meaning?.kind === "knowledge" ? await articleSayingMore(deps, asked, understood, meaning.confidence) : null;
  if (quoted) return { article: quoted, entry: undefined, known: null, passages: [quoted] };
  const meant = meaning?.kind === "article" ? titles.find((a) => a.title_en === meaning.titleEn) : undefined;
  const article = meant ? await articlePassage(deps, lang, meant, question) : null;
  const entry = understood;
  const known = entry ? entryAnswer(asked, entry) : null;
  // A follow-up the entry would answer with the very words of the last answer asks something else.
  const further = entry && known && saidLastAndNotThis(asked, known) ? await passageBeyond(deps, asked, entry) : null;
  if (further) return { article: null, entry: undefined, known: null, passages: [further] };
  // A bare "how much?" is the pricing entry; a bare "can I talk to someone?" is the hand-off itself.
  const passages = article
    ? [article]
    : known || (consultation && onlyConsultation(question))
      ? []
      : (site ?? (await findPassages(deps, asked, 4)));
  const related = meaning?.kind === "knowledge" && meaning.readMore ? titles.find((a) => a.title_en === meaning.readMore) : undefined;
  const readMore =
    related && known && langColumn(related, "live", lang) ? { ...articleLink(lang, related), instead: asked.request } : undefined;
  return { article, entry, known, passages, readMore };
}

/**
 * The entry's answer to this message. Said to "how do I apply?" or "which positions are open?", an
 * entry's opening "yes" (written for "are you hiring?") answers nothing: the rest of it does.
 */
export function entryAnswer(asked: Asked, entry: KnowledgeEntry): string {
  const answer = knowledgeAnswer(entry, asked.lang, asked.facts);
  return opensWithYes(answer) && asksOpen(asked.question) ? withoutYes(answer) : answer;
}

function articleLink(lang: Lang, a: ArticleTitle): { title: string; path: string } {
  return { title: langColumn(a, "title", lang), path: articlePath(lang, langColumn(a, "slug", lang)) };
}

/**
 * A follow-up of an answer that quoted an article ("tell me more", "how accurate is it?") stays on
 * that article unless it names another subject the model knows.
 */
async function followSubject(deps: PipelineDeps, asked: Asked, meaning: Meaning | null): Promise<Ground | null> {
  const { lang, question, previous, history, conversation, titles } = asked;
  const folded = foldText(question);
  // "Tell me more", "do you have an article on it?": the subject, whatever else the words resemble.
  const continuing = asksForMore(folded) || (asksForArticle(folded) && meaning?.kind !== "article");
  const slug = subjectOf(history, lang);
  // A later question that does not point back ("what happens when the lighting changes?") stays on
  // the subject only when the subject's passage answers it better than anything else.
  if (!(previous || continuing)) return slug && !asked.request ? stillOnSubject(deps, asked, meaning, slug) : null;
  if (!slug) return asksForMore(folded) && previous ? moreOnLastQuestion(deps, asked) : null;
  const same = meaning?.kind === "article" && titles.some((a) => a.title_en === meaning.titleEn && langColumn(a, "slug", lang) === slug);
  // "Where does it work best?" after adaptive learning: the subject's passage that says more of the
  // follow-up's words than the entry its words resemble answers it.
  if (meaning?.kind === "knowledge" && !continuing) return stillOnSubject(deps, asked, meaning, slug);
  // "How accurate is that kind of system?": pointing back, it stays on the subject unless the
  // other article it resembles is understood with confidence and named ("is the radiology one accurate?").
  const pointsBack =
    refersBack(question) &&
    meaning?.kind === "article" &&
    (meaning.confidence < WEAK_ENTRY ||
      !namesArticle(
        question,
        titles.find((a) => a.title_en === meaning.titleEn),
      ));
  if (!(continuing || meaning === null || same || pointsBack)) return null;
  const next = await continueSubject(deps, lang, slug, question, conversation);
  if (!next) return null;
  if ("done" in next) return { article: null, entry: undefined, known: null, passages: [], done: next.done };
  return { article: next.passage, entry: undefined, known: null, passages: [next.passage] };
}

/** A word of the question is one of the article's title, in either language, however inflected. */
function namesArticle(question: string, article: ArticleTitle | undefined): boolean {
  if (!article) return false;
  const title = topicWords(`${article.title_en} ${article.title_fr}`);
  return topicWords(question).some((w) => w.length >= 4 && title.some((t) => similarity(w, t) >= 0.85));
}

/** How near the site's best passage may come to the subject's before it, not the subject, answers. */
const SUBJECT_LEAD = 0.6;

/**
 * The subject's passage for a question that does not name another article: kept over a knowledge
 * entry when it says more of the question's words; over the site's passages when it scores near
 * the best of them. Null: the question is answered as a new one.
 */
async function stillOnSubject(deps: PipelineDeps, asked: Asked, meaning: Meaning | null, slug: string): Promise<Ground | null> {
  const { lang, question, conversation } = asked;
  if (!(meaning === null || meaning.kind === "knowledge")) return null;
  const onSubject = await articleAnswer(
    deps,
    lang,
    question,
    slug,
    conversation.map((t) => t.content),
  );
  if (!onSubject) return null;
  const quoted = { article: onSubject, entry: undefined, known: null, passages: [onSubject] };
  if (meaning?.kind === "knowledge") {
    const entry = asked.entries.find((e) => e.topic === meaning.topic);
    return entry && saysMore(question, onSubject.sentences.join(" "), entryText(entry)) ? quoted : null;
  }
  const [best] = await findPassages(deps, asked, 1);
  return !best || best.path === onSubject.path || onSubject.score >= SUBJECT_LEAD * best.score ? quoted : null;
}

/**
 * "Tell me more" after an answer that quoted no article (a service, a page): the site's passage on
 * the question that answer was for, one not said yet, an article's first.
 */
async function moreOnLastQuestion(deps: PipelineDeps, asked: Asked): Promise<Ground | null> {
  const said = asked.conversation.filter((t) => t.role === "assistant").map((t) => t.content);
  const found = await retrieve(deps, asked.lang, asked.previous, { limit: 3, exclude: said });
  const article = found.find((p) => p.kind === "article");
  if (article) return { article, entry: undefined, known: null, passages: [article] };
  return found[0] ? { article: null, entry: undefined, known: null, passages: [found[0]] } : null;
}

/**
 * `answer` is what Aya's last reply said, to another question, and says nothing of this one's own
 * words or of the kind of fact it asks: a follow-up that resembles the same entry ("and when is it
 * open?" after the office's address) asks what the entry did not say. ("How do I apply?" after "are
 * you hiring?" is answered by the same entry again: it says how.)
 */
function saidLastAndNotThis(asked: Asked, answer: string): boolean {
  const { previous, question, history } = asked;
  if (!previous || normalizeSentence(previous) === normalizeSentence(question)) return false;
  const last = history.filter((t) => t.role === "assistant").at(-1)?.content ?? "";
  if (!normalizeSentence(last).includes(normalizeSentence(answer))) return false;
  return askedWordsIn(question, answer).said === 0 && !answerShape(question)?.says.test(fold(answer));
}

/**
 * The passage of the entry's own page (its subject), not said yet, that answers such a follow-up as
 * a quote would; another page's would change the subject. Null: the entry's answer stands.
 */
async function passageBeyond(deps: PipelineDeps, asked: Asked, entry: KnowledgeEntry): Promise<Passage | null> {
  if (!entry.pageId) return null;
  const [best] = await findPassages(deps, asked, 1, [entry.pageId]);
  return best && quotable(best, asked.question, asked.previous) ? best : null;
}

/** Below this, the entry the message resembles may be a neighbour of what it asks. */
const WEAK_ENTRY = 0.5;
/** The article's passage must answer as a quote would (see built-in.ts): this share of the question at least. */
const MIN_QUOTE_COVERAGE = 0.3;

/**
 * "Once a model is deployed, what should we watch to see it going stale?" resembles the support
 * entry only weakly: an article's or a page's passage that says more of the question's words answers it.
 */
async function articleSayingMore(deps: PipelineDeps, asked: Asked, entry: KnowledgeEntry, confidence: number): Promise<Passage | null> {
  // A price, client or date asked for stays with the entry: its decline says what the site gives.
  if (asked.request || confidence >= WEAK_ENTRY || asksUndisclosed(asked.question)) return null;
  const found = await findPassages(deps, asked, 3);
  // A page's passage may answer instead, unless the entry gives a company fact (its e-mail, its
  // address) that the page's passage only points to.
  const pages = !givesCompanyFact(entry, asked.lang);
  const best = found.find((p) => (p.kind === "article" || pages) && p.coverage >= MIN_QUOTE_COVERAGE);
  return best && saysMore(asked.question, best.sentences.join(" "), entryText(entry)) ? best : null;
}

/** `a` says more of the question's own words than `b` does. */
function saysMore(question: string, a: string, b: string): boolean {
  const asked = topicWords(question);
  const count = (text: string) => {
    const said = topicWords(text);
    return asked.filter((w) => said.some((s) => similarity(w, s) >= 0.85)).length;
  };
  return count(a) > count(b);
}

/**
 * "And the contact form messages?" after a quote of the privacy page: the page the last answer quoted
 * answers the follow-up when its passage says more of its words than the entry they resemble.
 */
async function pageSayingMore(deps: PipelineDeps, asked: Asked, entry: KnowledgeEntry): Promise<Passage | null> {
  const last = asked.history.filter((t) => t.role === "assistant").at(-1)?.content ?? "";
  const linked = new Set([...last.matchAll(/\]\((\/[^)\s]*)\)/g)].map((m) => m[1]));
  if (linked.size === 0) return null;
  const found = await findPassages(deps, asked, 3);
  const same = found.find((p) => p.kind === "page" && linked.has(p.path));
  if (!same || same.sentences.some((s) => last.includes(s))) return null;
  return saysMore(asked.question, same.sentences.join(" "), entryText(entry)) ? same : null;
}

/**
 * "Can Studio connect to our CRM?": an entry summarises the page it cites; a detail the summary does
 * not give is answered by that page's passage, when it says more of the question's words than the entry.
 */
/** Share of a page passage's words the entry's answer already says, beyond which it says nothing new. */
const REPEATS = 0.5;

async function entryPageSayingMore(deps: PipelineDeps, asked: Asked, entry: KnowledgeEntry): Promise<Passage | null> {
  if (!entry.pageId || asksUndisclosed(asked.question)) return null;
  // Only a question naming something the entry does not say is worth searching the page for.
  const known = knowledgeAnswer(entry, asked.lang, asked.facts);
  const entryWords = topicWords(`${entryText(entry)} ${known}`);
  const unsaid = topicWords(asked.question).filter((w) => w.length >= 4 && !entryWords.some((s) => similarity(w, s) >= 0.85));
  if (unsaid.length === 0) return null;
  const cited = pagePath(asked.lang, entry.pageId);
  const found = await findPassages(deps, asked, 4);
  const page = found.find((p) => p.kind === "page" && p.path === cited);
  if (!page) return null;
  // A passage saying again what the entry's answer says (the home page's summary of a service) adds nothing.
  const passageWords = topicWords(page.sentences.join(" "));
  const knownWords = new Set(topicWords(known));
  if (passageWords.filter((w) => knownWords.has(w)).length >= REPEATS * passageWords.length) return null;
  // "Who is Studio meant for?": the passage giving the kind of fact asked, when the entry's answer does not.
  if (page.givesAsked && !answerShape(asked.question)?.says.test(fold(known))) return page;
  return saysMore(asked.question, page.sentences.join(" "), `${entryText(entry)} ${known}`) ? page : null;
}
