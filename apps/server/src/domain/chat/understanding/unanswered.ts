// Words only the corpus's unanswered questions use ("salary", "internship", "revenue"): a question
// holding one asks what the site does not say, even when its other words ("machine learning
// engineer") resemble an entry. Learned from the data, not listed here.
import type { KnowledgeEntry } from "@lumiere/db";
import { topicWords } from "../lexicon";
import { type CorpusIntent, loadCorpus } from "./corpus";

export const UNKNOWN_INTENT = "scope:unknown";

const cache = new WeakMap<CorpusIntent[], Set<string>>();

/** Topic words of the unknown intent's phrasings that no answerable intent's phrasing holds. */
export function unansweredWords(corpus: CorpusIntent[] = loadCorpus()): Set<string> {
  let out = cache.get(corpus);
  if (out) return out;
  const unknown = new Set<string>();
  const answered = new Set<string>();
  for (const c of corpus) {
    // Refusals are not answers: their words say nothing of what the site covers.
    if (c.intent.startsWith("scope:") && c.intent !== UNKNOWN_INTENT) continue;
    const into = c.intent === UNKNOWN_INTENT ? unknown : answered;
    for (const text of [...c.en, ...c.fr]) for (const w of topicWords(text)) into.add(w);
  }
  out = new Set([...unknown].filter((w) => !answered.has(w) && !w.startsWith("q")));
  cache.set(corpus, out);
  return out;
}

/** The question's words that ask what the site does not say, unless `answer` speaks of them. */
export function unansweredIn(question: string, answer = ""): string[] {
  const said = new Set(topicWords(answer));
  const words = unansweredWords();
  return topicWords(question).filter((w) => words.has(w) && !said.has(w));
}

/** What an entry speaks of: its questions and its answers, in both languages. */
export const entryText = (e: KnowledgeEntry): string => `${e.questions_en} ${e.questions_fr} ${e.answer_en} ${e.answer_fr}`;
