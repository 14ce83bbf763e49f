// Stage 4a, the subject: the article Aya's last answer quoted is what a follow-up is about. "Tell me
// more" gets its next passage not given yet; "how accurate is it?" the passage of it that answers
// (accuracy, not the introduction again); when the article has nothing more, Aya says so.
import { articlePath, type Lang } from "@lumiere/i18n";
import type { Turn } from "../history";
import { topicWords } from "../lexicon";
import { articleAnswer, type Passage } from "../retrieve";
import { normalizeSentence } from "../scoring";
import { findArticle } from "../search-sql";
import { textToSections } from "../text";
import type { PipelineDeps } from "./deps";

/** Answers back a subject is remembered over: a side question ("in French too?") does not drop it. */
const SUBJECT_MEMORY = 2;

/**
 * The slug of the article linked by Aya's last answer in this conversation, or by the one before
 * when the last linked no page of its own (a short fact in between); null when none did.
 */
export function subjectOf(history: Turn[], lang: Lang): string | null {
  const prefix = articlePath(lang, "");
  const answers = history
    .filter((t) => t.role === "assistant")
    .slice(-SUBJECT_MEMORY)
    .reverse();
  for (const [i, answer] of answers.entries()) {
    const at = answer.content.indexOf(`(${prefix}`);
    if (at >= 0) return answer.content.slice(at + prefix.length + 1).match(/^[a-z0-9-]+/)?.[0] ?? null;
    // The last answer quoted another page: the subject changed.
    if (i === 0 && /\]\(\/[a-z]{2}\/[a-z]/.test(answer.content)) return null;
  }
  return null;
}

// Asking for more of the same, naming nothing new.
const MORE =
  /\b(tell me more|more (details?|about (it|this|that))|go on|keep going|continue|what else|anything else|en savoir plus|dis[- ]m'?en plus|dites[- ]m'?en plus|plus de details|quoi d'autre|et ensuite|la suite|davantage|encore)\b/;

const ARTICLE = /\b(articles?|blog|insights?|posts?|publications?|ecrit|written|wrote)\b/;

/** "Is there an article about…?", "vous avez un article là-dessus ?" (folded). */
export function asksForArticle(folded: string): boolean {
  return ARTICLE.test(folded);
}

const LATEST = /\b(latest|newest|most recent|recent|last|new|derniers?|dernieres?|recents?|recentes?|nouveaux|nouvel)\b/;

/** "What are your latest articles?", "quel est votre article le plus récent ?" (folded). */
export function asksForLatest(folded: string): boolean {
  return asksForArticle(folded) && LATEST.test(folded);
}

/** "Tell me more", "go on", "dites-m'en plus": the next part of the same subject. */
export function asksForMore(folded: string): boolean {
  return MORE.test(folded.replace(/’/g, "'"));
}

// How a follow-up points back at the subject, which says nothing of what it asks.
const FRAME =
  /\b(what does it say|what do you say|does it say|what about|how about|and|qu'?est[- ]ce qu'?(il|elle) dit|que dit[- ](il|elle)|et pour|et sur)\b/g;

/** Words of a follow-up that name what it asks ("accurate" in "how accurate is it?"), beyond asking for more. */
function ownTopic(question: string): boolean {
  return topicWords(question.replace(MORE, " ").replace(FRAME, " ")).some((w) => w.length >= 4);
}

export type Continuation = { passage: Passage } | { done: { title: string; path: string } } | null;

/**
 * The subject's passage for this follow-up: the one answering its own words, else the next one in
 * reading order not given yet; `done` when every passage was given.
 */
export async function continueSubject(
  deps: PipelineDeps,
  lang: Lang,
  slug: string,
  question: string,
  history: Turn[],
): Promise<Continuation> {
  const said = history
    .filter((t) => t.role === "assistant")
    .map((t) => normalizeSentence(t.content))
    .join(" | ");
  const given = (s: string) => said.includes(normalizeSentence(s));
  if (ownTopic(question.toLowerCase())) {
    const asked = question.toLowerCase().replace(FRAME, " ");
    const found = await articleAnswer(
      deps,
      lang,
      asked,
      slug,
      history.map((t) => t.content),
    );
    if (found) return { passage: found };
  }
  const [article] = await findArticle(deps.db, lang, slug);
  if (!article) return null;
  const path = articlePath(lang, slug);
  // The excerpt says again what the body says: the body's passages, from the one after the last given.
  const sections = textToSections(article.body);
  const last = sections.findLastIndex((sec) => sec.sentences.some(given));
  // Nothing of the body given yet (the excerpt was): its introduction, which the excerpt summarises, comes last.
  const order = last < 0 ? [...sections.slice(1), ...sections.slice(0, 1)] : [...sections.slice(last + 1), ...sections.slice(0, last)];
  for (const section of order) {
    // A passage quoted in part already is not "more".
    if (section.sentences.length === 0 || section.sentences.some(given)) continue;
    const fresh = section.sentences;
    const sentences: string[] = [];
    let words = 0;
    for (const s of fresh) {
      const n = s.split(/\s+/).length;
      if (sentences.length > 0 && words + n > 75) break;
      sentences.push(s);
      words += n;
    }
    return { passage: { kind: "article", title: article.title, path, score: 1, coverage: 1, sentences, ranked: [] } };
  }
  return { done: { title: article.title, path } };
}
