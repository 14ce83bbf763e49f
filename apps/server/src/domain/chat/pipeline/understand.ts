// Stage 2, understand: what the message means, from the understanding model (understanding/), then
// corrected by what the model cannot know: a word it never saw that the site's own text quotes (the
// site answers), and a question about something no knowledge entry says (declined as unknown).
import { afterGreeting, refersBack } from "../intent";
import { topicWords } from "../lexicon";
import type { Passage } from "../retrieve";
import { type Meaning, understand, unseenWords } from "../understanding";
import type { Model } from "../understanding/classifier";
import { foldText } from "../understanding/normalise";
import { asksForArticle } from "./subject";
import { entryText, unansweredIn } from "../understanding/unanswered";
import type { PipelineDeps } from "./deps";
import { policyPassages } from "./own-site";
import { findPassages } from "./passages";
import { offersService, serviceEntry } from "./service";
import { asksUndisclosed } from "./undisclosed";
import type { Asked } from "./read";

export interface Understood {
  /** Null: not understood with confidence; the site search answers. */
  meaning: Meaning | null;
  /** The site's passages when they, not the understood intent, answer the message. */
  site: Passage[] | null;
  /** A question about this website itself: its policy page's passage, quoted as such. */
  policy?: Passage | undefined;
}

export async function understandMessage(deps: PipelineDeps, asked: Asked, model: Model, threshold: number): Promise<Understood> {
  const { question, previous } = asked;
  // "How much is it?": the previous question says what "it" is.
  const contextWeight = refersBack(question) ? 0.8 : 0.35;
  const read = (text: string) => understand(model, foldText(text), foldText(previous), threshold, contextWeight);
  let meaning = question ? read(question) : null;
  // "Good morning, where is your office exactly?": the question after the greeting is what is asked.
  const rest = meaning?.kind === "smalltalk" && meaning.tone === "greeting" ? afterGreeting(question) : "";
  if (topicWords(rest).length >= MIN_QUESTION_WORDS) meaning = read(rest);
  // A question about this website itself: its policy pages answer, whatever the words resemble.
  const policies = meaning?.kind === "smalltalk" ? null : await policyPassages(deps, asked);
  if (policies) return { meaning: null, site: policies, policy: policies[0] };
  const site = await siteQuotesUnseenWords(deps, asked, model, meaning);
  return { meaning: servicesFirst(asked, withUnanswered(asked, site ? null : meaning), site !== null), site };
}

/** Words after a greeting that make a question of their own, not a longer greeting ("hello there"). */
const MIN_QUESTION_WORDS = 2;

/** A service found by its words, not by the model: confident enough to answer, not to outweigh an article. */
const WEAK_SERVICE = 0.4;

/** Below this, an entry the model chose may be a neighbour of the need asked. */
const WEAK_MEANING = 0.5;

/** A "can you…?" the model resembles weakly to an entry that is no service (the technology, visits). */
function weakNonService(asked: Asked, meaning: Meaning): boolean {
  if (meaning.kind !== "knowledge" || meaning.confidence >= WEAK_MEANING) return false;
  const entry = asked.entries.find((e) => e.topic === meaning.topic);
  return entry !== undefined && !offersService(entry);
}

/** How near the service must come to the article for "can you…?" to be answered by the service. */
const SERVICE_REACH = 0.7;

/**
 * "Can you build an assistant over our HR policies?": the service that does it answers (what it is,
 * how a project starts), the article it resembles becomes its "read more".
 */
function servicesFirst(asked: Asked, meaning: Meaning | null, siteQuotes: boolean): Meaning | null {
  const { request } = asked;
  // A need the understanding did not recognise: the service (or sector) entry saying most of it.
  // A word the site quotes and no entry knows ("gearbox") is answered by the site's passage.
  if (
    request &&
    !siteQuotes &&
    (meaning === null || (meaning.kind === "out-of-scope" && !meaning.unknown) || weakNonService(asked, meaning))
  ) {
    // A client's results or a price asked in a "can you…?" is declined, not answered by a service.
    const service = asksUndisclosed(asked.question) ? null : serviceEntry(asked.question, asked.entries);
    if (service) return { kind: "knowledge", topic: service.topic, confidence: WEAK_SERVICE };
  }
  // "Is there an article about…?": the article, even when a service is as near.
  if (meaning?.kind === "knowledge" && meaning.readMore && asksForArticle(foldText(asked.question)))
    return { kind: "article", titleEn: meaning.readMore, confidence: meaning.confidence };
  if (meaning?.kind === "article" && meaning.service && request && meaning.service.confidence >= SERVICE_REACH * meaning.confidence)
    return { kind: "knowledge", topic: meaning.service.topic, confidence: meaning.service.confidence, readMore: meaning.titleEn };
  // Any other answer names an article only when the message resembles it nearly as much as the entry.
  if (meaning?.kind === "knowledge" && meaning.readMore && !request && !meaning.readMoreNear)
    return { kind: "knowledge", topic: meaning.topic, confidence: meaning.confidence };
  return meaning;
}

/** Words the model never saw, quoted by a page or an article: the site answers instead. */
async function siteQuotesUnseenWords(deps: PipelineDeps, asked: Asked, model: Model, meaning: Meaning | null): Promise<Passage[] | null> {
  const understood = meaning?.kind === "knowledge" || meaning?.kind === "article" || (meaning === null && asked.request);
  const unseen = understood ? unseenWords(model, asked.question) : [];
  if (unseen.length === 0) return null;
  const found = await findPassages(deps, asked, 4);
  const quotes = (p: Passage) => {
    const said = new Set(topicWords(`${p.title} ${p.sentences.join(" ")}`));
    return unseen.some((w) => said.has(w));
  };
  return found.some((p) => p.coverage >= 0.5 && quotes(p)) ? found : null;
}

/**
 * "What's the salary of an ML engineer?": no entry says, so neither does Aya; one an admin wrote
 * since (a parking entry) answers instead.
 */
function withUnanswered(asked: Asked, meaning: Meaning | null): Meaning | null {
  const { question, entries } = asked;
  const unanswered = unansweredIn(question);
  if (unanswered.length === 0) return meaning;
  // The entry that speaks of most of them answers ("Is there parking near you?" once an admin wrote one).
  let best: { topic: string; left: number } | null = null;
  for (const e of entries) {
    const left = unansweredIn(question, entryText(e)).length;
    if (left < unanswered.length && (!best || left < best.left)) best = { topic: e.topic, left };
  }
  if (best && (meaning === null || (meaning.kind === "out-of-scope" && meaning.unknown) || meaning.kind === "knowledge"))
    return meaning?.kind === "knowledge" && meaning.topic === best.topic
      ? meaning
      : { kind: "knowledge", topic: best.topic, confidence: 1 };
  if (!best && (meaning === null || meaning.kind === "knowledge")) return { kind: "out-of-scope", confidence: 1, unknown: true };
  return meaning;
}
