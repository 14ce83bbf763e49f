// Stage 2b, services first: "can you…?" about a need the understanding did not recognise ("suspicious
// card transactions slip through, can you catch them?") is answered by the knowledge entry that says
// most of the question's words or of what they stand for (data/aya-synonyms.json): the service or
// the sector that does it. Words said by many entries weigh little; an entry must say a rare one.
import type { KnowledgeEntry } from "@lumiere/db";
import data from "../../../../data/aya-synonyms.json";
import { isRequest } from "../intent";
import { editDistance, fold, topicWords } from "../lexicon";
import { entryText } from "../understanding/unanswered";

/** What a synonym stands for counts for less than the visitor's own word. */
const SYNONYM_WEIGHT = 0.6;
/** The least weight of words said for an entry to answer: one rare word, or two common ones. */
const MIN_SCORE = 1.6;
/** The best entry must lead the next one by this much, or the question is not clear enough. */
const LEAD = 1.05;

/** The same word, inflected or mistyped: short words must match exactly ("card" is not "career"). */
function same(a: string, b: string): boolean {
  if (a === b) return true;
  const short = Math.min(a.length, b.length);
  if (short < 5) return false;
  let prefix = 0;
  while (prefix < short && a[prefix] === b[prefix]) prefix++;
  return prefix >= 5 || (short >= 6 && editDistance(a, b, 1) <= 1);
}

const near = (w: string, words: string[]) => words.some((s) => same(w, s));

interface Rule {
  when: string[][];
  add: string[];
}

let rules: Rule[] | null = null;
/** The data file's groups and problems as topic words (folded, stemmed). */
function wordRules(): Rule[] {
  if (rules) return rules;
  const d = data as {
    groups?: string[][];
    problems?: { when: string[]; topic: string[] }[];
    needs?: { when: string[]; topic: string[] }[];
  };
  const of = (terms: string[]) => terms.map((t) => topicWords(t)).filter((w) => w.length > 0);
  rules = [
    ...[...(d.needs ?? []), ...(d.problems ?? [])].map((p) => ({ when: of(p.when), add: of(p.topic).flat() })),
    ...(d.groups ?? []).map((g) => ({ when: of(g), add: of(g).flat() })),
  ];
  return rules;
}

/**
 * What the question asks, as concepts: each of its own words, and each synonym rule it triggers (any
 * of the rule's words said by an entry stands for the concept, at a lower weight).
 */
export function conceptsOf(question: string): { words: string[]; factor: number }[] {
  const own = topicWords(question).filter((w) => !/^q(where|howlong|howmany|price)$/.test(w));
  const out = own.map((w) => ({ words: [w], factor: 1 }));
  for (const r of wordRules()) {
    if (!r.when.some((term) => term.every((w) => near(w, own)))) continue;
    const added = r.add.filter((w) => !own.includes(w));
    if (added.length > 0) out.push({ words: added, factor: SYNONYM_WEIGHT });
  }
  return out;
}

interface Profile {
  words: string[];
  weight: Map<string, number>;
  /** The entry answers "can you…?" questions. */
  offers: boolean;
}

// The entries are read afresh for each message: their profiles are kept until one of them changes.
let cached: { key: string; profiles: Profile[] } | null = null;

/** Each entry's words, weighted by how few entries say them. */
function profilesOf(entries: KnowledgeEntry[]): Profile[] {
  const key = entries.map((e) => `${e.id}:${e.updatedAt.getTime()}`).join(",");
  if (cached?.key === key) return cached.profiles;
  const words = entries.map((e) => topicWords(entryText(e)));
  const df = new Map<string, number>();
  for (const ws of words) for (const w of ws) df.set(w, (df.get(w) ?? 0) + 1);
  const n = entries.length;
  const profiles = words.map((ws, i) => ({
    words: ws,
    weight: new Map(ws.map((w) => [w, Math.log((n + 1) / ((df.get(w) ?? 0) + 0.5))])),
    offers: offersService(entries[i] as KnowledgeEntry),
  }));
  cached = { key, profiles };
  return profiles;
}

/** Whether `words` say the concept: one of its words, inflected or nearly. */
export function saysConcept(concept: { words: string[] }, words: string[]): boolean {
  return concept.words.some((w) => words.some((s) => same(w, s)));
}

/** How much of the question an entry says: per concept, the rarest of its words the entry says. */
function scoreOf(profile: Profile, asked: { words: string[]; factor: number }[]): number {
  let score = 0;
  for (const concept of asked) {
    let best = 0;
    for (const w of concept.words)
      for (const s of profile.words) if (same(w, s)) best = Math.max(best, (profile.weight.get(s) ?? 0) * (w === s ? 1 : 0.9));
    score += best * concept.factor;
  }
  return score;
}

/** An entry that answers "can you…?" questions (a service, a sector's work), not a fact about the company. */
export const offersService = (e: KnowledgeEntry) =>
  `${e.questions_en}\n${e.questions_fr}`.split("\n").some((q) => isRequest(q) || SECTOR.test(fold(q)));

// "Do you work with the public sector?": a sector's entry says the work done for it.
const SECTOR = /\b(do you work (with|for)|what do you do for|travaillez[- ]vous (avec|pour)|que faites[- ]vous pour)\b/;

/** The entry answering a "can you…?" best, with its score; null when none says enough of it. */
export function serviceEntry(question: string, entries: KnowledgeEntry[]): { topic: string; score: number } | null {
  const asked = conceptsOf(question);
  if (asked.length === 0) return null;
  const all = profilesOf(entries);
  const scored = entries
    .map((e, i) => {
      const profile = all[i] as Profile;
      return { topic: e.topic, score: profile.offers ? scoreOf(profile, asked) : 0 };
    })
    .sort((a, b) => b.score - a.score);
  const [best, next] = scored;
  if (!best || best.score < MIN_SCORE) return null;
  if (next && best.score < LEAD * next.score) return null;
  return best;
}
