// What a visitor means: the message cleaned of noise, then classified among the intents Aya can
// answer (a knowledge entry, an article, small talk) or must decline (out of scope).
import { topicWords } from "../lexicon";
import { classify, type Model, type Understanding } from "./classifier";

export { normaliseMessage } from "./normalise";
export { createModelCache, articleTitles, type ArticleTitle } from "./model";

/**
 * Below this confidence Aya does not trust the understanding and falls back to searching the site.
 * Chosen on the independent calibration set with eval/calibrate.ts (see eval/independent/README.md).
 */
export const UNDERSTANDING_THRESHOLD = 0.35;

export type Meaning =
  | { kind: "knowledge"; topic: string; confidence: number; readMore?: string; readMoreNear?: boolean }
  | { kind: "article"; titleEn: string; confidence: number; service?: { topic: string; confidence: number } }
  | { kind: "smalltalk"; tone: string; confidence: number }
  | { kind: "out-of-scope"; confidence: number; unknown?: boolean };

/** An article is worth reading after any entry's answer when the message resembles it nearly as much. */
const READ_MORE_REACH = 0.7;

/** The best intent of a kind ("knowledge:", "article:") other than the one understood. */
function bestOf(model: Model, u: Understanding, kind: string): { name: string; confidence: number } | null {
  let best = -1;
  model.intents.forEach((intent, i) => {
    if (intent.startsWith(kind) && intent !== u.intent && (best < 0 || (u.scores[i] ?? 0) > (u.scores[best] ?? 0))) best = i;
  });
  return best < 0 ? null : { name: model.intents[best]?.slice(kind.length) ?? "", confidence: u.scores[best] ?? 0 };
}

/**
 * What else the message resembles: for an article, the knowledge entry nearest to it (a service that
 * answers "can you…?" first); for an entry, the article nearest to it (a "read more").
 */
function withAlternatives(model: Model, u: Understanding, m: Meaning | null, threshold: number): Meaning | null {
  if (m?.kind === "article") {
    const entry = bestOf(model, u, "knowledge:");
    return entry && entry.confidence >= threshold ? { ...m, service: { topic: entry.name, confidence: entry.confidence } } : m;
  }
  if (m?.kind === "knowledge") {
    const article = bestOf(model, u, "article:");
    if (!article || article.confidence < threshold) return m;
    return { ...m, readMore: article.name, readMoreNear: article.confidence >= READ_MORE_REACH * m.confidence };
  }
  return m;
}

function meaningOf(u: Understanding): Meaning | null {
  const colon = u.intent.indexOf(":");
  const kind = u.intent.slice(0, colon);
  const name = u.intent.slice(colon + 1);
  if (kind === "knowledge") return { kind, topic: name, confidence: u.confidence };
  if (kind === "article") return { kind, titleEn: name, confidence: u.confidence };
  if (kind === "smalltalk") return { kind, tone: name, confidence: u.confidence };
  // "scope:unknown": about the company, but the site does not say (salaries, clients, founders' names).
  if (kind === "scope") return { kind: "out-of-scope", confidence: u.confidence, unknown: name === "unknown" };
  return null;
}

/**
 * Small talk replaces an answer, so it needs more certainty than the threshold: a question that only
 * resembles "who are you?" or "have a good weekend" must still be searched.
 */
const SMALL_TALK_CONFIDENCE = 0.6;

/**
 * Two intents equally near (the same phrasing taught to both, "Studio"): neither is trusted, the site
 * search decides. Only exact ties: a wider margin cost answers on the calibration set.
 */
const MIN_MARGIN = 0.001;

const trusted = (u: Understanding | null, threshold: number): u is Understanding =>
  u !== null && u.confidence >= threshold && u.margin >= MIN_MARGIN;

/**
 * The meaning of `folded` when the model is confident enough. A follow-up ("how much is it?",
 * "and on weekends?") is read with the previous question at a lower weight, which keeps a question
 * complete in itself on its own topic; small talk and refusals are about the message alone.
 */
export function understand(
  model: Model,
  folded: string,
  previous: string,
  threshold = UNDERSTANDING_THRESHOLD,
  contextWeight = 0.35,
): Meaning | null {
  const own = classify(model, folded);
  let alone = trusted(own, threshold) ? withAlternatives(model, own, meaningOf(own), threshold) : null;
  // "Tell me more" names no topic: only the conversation (the site search's follow-up) can.
  if (topicWords(folded).length === 0 && (alone?.kind === "knowledge" || alone?.kind === "article")) return null;
  if (alone?.kind === "smalltalk" && alone.confidence < Math.max(threshold, SMALL_TALK_CONFIDENCE)) alone = null;
  if (!previous || alone?.kind === "smalltalk" || alone?.kind === "out-of-scope") return alone;
  const both = classify(model, folded, previous, contextWeight);
  const meaning = trusted(both, threshold) ? withAlternatives(model, both, meaningOf(both), threshold) : null;
  return meaning && (meaning.kind === "knowledge" || meaning.kind === "article") ? meaning : alone;
}

const SHAPE = /^q(where|howlong|howmany|price)$/;

/**
 * The visitor's topic words no phrasing of the model holds ("pgvector", "gearbox"): when the site's
 * own text quotes them, it answers more precisely than the intent the rest of the message resembles.
 */
export function unseenWords(model: Model, question: string): string[] {
  // Short words are more often typos ("vot", "fete") than names of things.
  return topicWords(question).filter((w) => w.length >= 5 && !SHAPE.test(w) && !model.vocab.has(`w:${w}`));
}
