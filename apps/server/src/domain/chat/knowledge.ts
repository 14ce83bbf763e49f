// Company knowledge: the admin's facts and FAQ answers, matched before the site's pages. Each entry's
// question variants (both languages, so a mixed-language question still matches) are compared word
// by word with typo tolerance; rare words weigh more than words every entry shares.
import { asc, type Db, eq, knowledgeEntries, type KnowledgeEntry } from "@lumiere/db";
import type { Lang } from "@lumiere/i18n";
import { type CompanyFacts, fillCompanyFactsInText } from "@lumiere/validation";
import { isStopWordTypo, similarity, topicWords } from "./lexicon";

export interface KnowledgeMatch {
  entry: KnowledgeEntry;
  score: number;
}

interface Variant {
  entry: number;
  words: string[];
}

/** A question word found only in an entry's answer counts this much (its variants say more). */
const ANSWER_WORD_WEIGHT = 0.5;

/** Below this, the best entry is not what the visitor asked about. */
const MIN_SCORE = 0.62;
/** Share of the question's weight an entry must explain. */
const MIN_QUESTION_COVERAGE = 0.55;
/** Weight of the previous question's words in a follow-up. */
export const CONTEXT_WEIGHT = 0.35;

export async function loadKnowledge(db: Db): Promise<KnowledgeEntry[]> {
  return db
    .select()
    .from(knowledgeEntries)
    .where(eq(knowledgeEntries.enabled, true))
    .orderBy(asc(knowledgeEntries.position), asc(knowledgeEntries.id));
}

function variantsOf(entries: KnowledgeEntry[]): Variant[] {
  const out: Variant[] = [];
  entries.forEach((e, entry) => {
    for (const line of `${e.questions_en}\n${e.questions_fr}\n${e.topic}`.split("\n")) {
      const words = topicWords(line);
      if (words.length > 0) out.push({ entry, words });
    }
  });
  return out;
}

/** Rarity of each word across entries: a word in every entry says nothing. */
function inverseFrequency(entries: number, variants: Variant[]): { idf: Map<string, number>; unknown: number } {
  const df = new Map<string, Set<number>>();
  for (const v of variants) for (const w of v.words) (df.get(w) ?? df.set(w, new Set()).get(w))?.add(v.entry);
  const idf = new Map<string, number>();
  for (const [w, set] of df) idf.set(w, Math.log(1 + entries / set.size));
  return { idf, unknown: Math.log(1 + entries) };
}

/** The best-matching word of `words` for `word`, with its weight. */
function bestSimilarity(word: string, words: string[]): number {
  let best = 0;
  for (const w of words) best = Math.max(best, similarity(word, w));
  return best;
}

/**
 * The entry answering `message`, or null. `context` is the previous question of a follow-up: its
 * words count at a lower weight, so "and for healthcare?" keeps the topic of what came before.
 */
export function matchKnowledge(entries: KnowledgeEntry[], message: string, context = ""): KnowledgeMatch | null {
  const variants = variantsOf(entries);
  const { idf, unknown } = inverseFrequency(entries.length, variants);
  const answers = entries.map((e) => topicWords(`${e.answer_en} ${e.answer_fr}`));
  // A misspelt stop word the knowledge does not know ("waht", "dose") is dropped.
  const meaningful = (w: string) => idf.has(w) || bestKnown(w, idf) !== undefined || !isStopWordTypo(w);
  const own = topicWords(message).filter(meaningful);
  if (own.length === 0 || entries.length === 0) return null;
  const extra = context ? topicWords(context).filter((w) => meaningful(w) && !own.includes(w)) : [];
  const weightOf = (w: string) => idf.get(w) ?? bestKnown(w, idf) ?? unknown;
  const query = [...own.map((w) => ({ w, weight: weightOf(w) })), ...extra.map((w) => ({ w, weight: weightOf(w) * CONTEXT_WEIGHT }))];
  const ownTotal = own.reduce((s, w) => s + weightOf(w), 0);
  const total = query.reduce((s, q) => s + q.weight, 0);

  const best = new Map<number, number>();
  for (const v of variants) {
    let found = 0;
    let ownFound = 0;
    const answer = answers[v.entry] ?? [];
    for (const [i, q] of query.entries()) {
      const sim = Math.max(bestSimilarity(q.w, v.words), ANSWER_WORD_WEIGHT * bestSimilarity(q.w, answer));
      found += sim * q.weight;
      if (i < own.length) ownFound += sim * q.weight;
    }
    if (ownFound / ownTotal < MIN_QUESTION_COVERAGE) continue;
    const variantTotal = v.words.reduce((s, w) => s + (idf.get(w) ?? 0), 0);
    let variantFound = 0;
    for (const w of v.words)
      variantFound +=
        bestSimilarity(
          w,
          query.map((q) => q.w),
        ) * (idf.get(w) ?? 0);
    const score = 0.6 * (found / total) + 0.4 * (variantTotal > 0 ? variantFound / variantTotal : 0);
    if (score > (best.get(v.entry) ?? 0)) best.set(v.entry, score);
  }
  let top: KnowledgeMatch | null = null;
  for (const [i, score] of best) {
    const entry = entries[i];
    if (entry && score >= MIN_SCORE && (!top || score > top.score)) top = { entry, score };
  }
  return top;
}

/** A misspelt word weighs like the known word it resembles ("servises" like "service"). */
function bestKnown(word: string, idf: Map<string, number>): number | undefined {
  let best: number | undefined;
  let bestSim = 0;
  for (const [w, weight] of idf) {
    const sim = similarity(word, w);
    if (sim > bestSim) {
      bestSim = sim;
      best = weight;
    }
  }
  return best;
}

const ANSWER_COLUMN: Record<Lang, "answer_en" | "answer_fr"> = { en: "answer_en", fr: "answer_fr" };

/** The entry's answer in `lang`, the company's facts it names filled from Site Configuration. */
export function knowledgeAnswer(entry: KnowledgeEntry, lang: Lang, facts: CompanyFacts): string {
  return fillCompanyFactsInText(entry[ANSWER_COLUMN[lang]], facts, lang);
}
