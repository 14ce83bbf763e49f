// What a visitor means: the message cleaned of noise, then classified among the intents Aya can
// answer (a knowledge entry, an article, small talk) or must decline (out of scope).
import { classify, type Model, type Understanding } from "./classifier";

export { normaliseMessage } from "./normalise";
export { createModelCache, articleTitles, type ArticleTitle } from "./model";

/**
 * Below this confidence Aya does not trust the understanding and falls back to searching the site.
 * Chosen on the independent calibration set with eval/calibrate.ts (see eval/independent/README.md).
 */
export const UNDERSTANDING_THRESHOLD = 0.3;

export type Meaning =
  | { kind: "knowledge"; topic: string; confidence: number }
  | { kind: "article"; titleEn: string; confidence: number }
  | { kind: "smalltalk"; tone: string; confidence: number }
  | { kind: "out-of-scope"; confidence: number };

function meaningOf(u: Understanding): Meaning | null {
  const colon = u.intent.indexOf(":");
  const kind = u.intent.slice(0, colon);
  const name = u.intent.slice(colon + 1);
  if (kind === "knowledge") return { kind, topic: name, confidence: u.confidence };
  if (kind === "article") return { kind, titleEn: name, confidence: u.confidence };
  if (kind === "smalltalk") return { kind, tone: name, confidence: u.confidence };
  if (kind === "scope") return { kind: "out-of-scope", confidence: u.confidence };
  return null;
}

/**
 * The meaning of `folded` when the model is confident enough; a follow-up with no clear meaning of
 * its own ("and on weekends?") is read with the previous question, at a lower weight.
 */
export function understand(model: Model, folded: string, previous: string, threshold = UNDERSTANDING_THRESHOLD): Meaning | null {
  const own = classify(model, folded);
  if (own && own.confidence >= threshold) return meaningOf(own);
  if (!previous) return null;
  const both = classify(model, folded, previous);
  if (!both || both.confidence < threshold) return null;
  const meaning = meaningOf(both);
  // Small talk and refusals are about the message itself, never inherited.
  return meaning && (meaning.kind === "knowledge" || meaning.kind === "article") ? meaning : null;
}
