// Scoring inside the candidate documents: BM25 per section over Postgres' own lexemes, a bonus for
// question words side by side, and the choice of the sentences to quote.
import { words } from "./lexicon";

export interface Unit {
  doc: number;
  section: number;
  kind: "title" | "heading" | "sentence";
  text: string;
  words: number;
  /** Query lexemes found in the unit, with their positions. */
  positions: Map<string, number[]>;
}

export interface QueryTerms {
  /** Query lexemes the site uses, weighted by rarity (lower for the earlier question). */
  idf: Map<string, number>;
  /** Published documents holding each of those lexemes. */
  df: Map<string, number>;
  /** Total weight of the query, words unknown to the site included. */
  weight: number;
  /** Lexemes next to each other in the question ("document permissions", "droits d'accès"). */
  pairs: [string, string][];
}

const K1 = 1.2;
const B = 0.75;
const HEADING_WEIGHT = 2;
export const PROXIMITY_WEIGHT = 1;

/** BM25 over a section (headings count double) plus a bonus for question words found side by side. */
export function scoreSection(units: Unit[], weights: Map<string, number>, pairs: [string, string][], avgLength: number): number {
  const tf = new Map<string, number>();
  let length = 0;
  let near = 0;
  for (const u of units) {
    length += u.words;
    const factor = u.kind === "heading" ? HEADING_WEIGHT : 1;
    for (const [l, at] of u.positions) tf.set(l, (tf.get(l) ?? 0) + at.length * factor);
    near += proximity(u, weights, pairs);
  }
  let score = 0;
  for (const [lexeme, n] of tf) {
    const w = weights.get(lexeme) ?? 0;
    score += (w * (n * (K1 + 1))) / (n + K1 * (1 - B + (B * length) / avgLength));
  }
  return score + PROXIMITY_WEIGHT * near;
}

export function proximity(unit: Unit, weights: Map<string, number>, pairs: [string, string][]): number {
  let bonus = 0;
  for (const [a, b] of pairs) {
    const pa = unit.positions.get(a);
    const pb = unit.positions.get(b);
    if (pa && pb && pa.some((p) => pb.some((q) => Math.abs(p - q) <= 2))) bonus += ((weights.get(a) ?? 0) + (weights.get(b) ?? 0)) / 2;
  }
  return bonus;
}

export function matchedWeight(unit: Unit | undefined, weights: Map<string, number>): number {
  let score = 0;
  for (const lexeme of unit?.positions.keys() ?? []) score += weights.get(lexeme) ?? 0;
  return score;
}

export function averageSectionLength(units: Unit[]): number {
  const totals = new Map<string, number>();
  for (const u of units) {
    if (u.kind === "title") continue;
    const key = `${u.doc}:${u.section}`;
    totals.set(key, (totals.get(key) ?? 0) + u.words);
  }
  const values = [...totals.values()];
  return values.length ? values.reduce((a, b) => a + b, 0) / values.length : 1;
}

export function normalizeSentence(text: string): string {
  return words(text).join(" ");
}

/** Words quoted at most: a whole paragraph of an article, with room left in the answer for its link and offer. */
export const QUOTE_WORDS = 130;

/** A sentence matching the question at least this much of the best one is quoted before the best one's follower. */
const STRONG_MATCH = 0.5;

/**
 * Up to three sentences to quote: the best matching ones of the best section (or of the whole
 * document when that section has nothing new), in reading order; never one already given.
 */
export function pickSentences(
  ranked: { text: string; section: number; score: number; order: number }[],
  bestSection: number,
  alreadySaid: (text: string) => boolean,
): string[] {
  const fresh = ranked.filter((s) => !alreadySaid(s.text));
  const inSection = fresh.filter((s) => s.section === bestSection);
  // A section can win on its heading alone ("How We Price Projects"): then it is read from the top.
  if (inSection.length > 0 && !inSection.some((s) => s.score > 0)) return firstWords(inSection, 50);
  // A paragraph short enough is quoted whole: what it goes on to say is usually what was asked.
  const all = ranked.filter((s) => s.section === bestSection);
  if (inSection.length === all.length && all.length > 1 && words(all.map((s) => s.text).join(" ")).length <= QUOTE_WORDS)
    return withoutDanglingColon(all.map((s) => s.text));
  const pool = inSection.length > 0 ? inSection : fresh;
  const byScore = [...pool].sort((a, b) => b.score - a.score || a.order - b.order);
  // The sentence after the best one usually goes on with what it says (the how, the figures): it
  // comes next, before weaker matches elsewhere in the passage.
  const best = byScore[0];
  const follower = best && best.score > 0 ? pool.find((s) => s.section === best.section && s.order > best.order) : undefined;
  const strong = byScore.slice(1).filter((s) => best && s !== follower && s.score >= STRONG_MATCH * best.score);
  const top =
    best && follower ? [best, ...strong, follower, ...byScore.slice(1).filter((s) => s !== follower && !strong.includes(s))] : byScore;
  const chosen: typeof top = [];
  let length = 0;
  for (const s of top) {
    if (s === follower && chosen.length <= strong.length + 1 && chosen.length < 3) {
      const n = words(s.text).length;
      if (length + n <= QUOTE_WORDS) {
        chosen.push(s);
        length += n;
      }
      continue;
    }
    if (chosen.length >= 3 || (chosen.length > 0 && s.score === 0)) break;
    const n = words(s.text).length;
    if (chosen.length > 0 && length + n > QUOTE_WORDS) continue;
    chosen.push(s);
    length += n;
  }
  const quote = chosen.sort((a, b) => a.order - b.order).map((s) => s.text);
  while (quote.length > 1 && /:\s*$/.test(quote.at(-1) ?? "")) quote.pop();
  return quote;
}

function withoutDanglingColon(quote: string[]): string[] {
  while (quote.length > 1 && /:\s*$/.test(quote.at(-1) ?? "")) quote.pop();
  return quote;
}

function firstWords(sentences: { text: string }[], max: number): string[] {
  const out: string[] = [];
  let length = 0;
  for (const s of sentences) {
    const n = words(s.text).length;
    if (out.length > 0 && length + n > max) break;
    out.push(s.text);
    length += n;
  }
  // "Two models are available:" announces what was cut; it cannot end a quote.
  while (out.length > 1 && /:\s*$/.test(out.at(-1) ?? "")) out.pop();
  return out;
}
