// The understanding model of one server: trained from the corpus, the enabled knowledge entries
// (their questions and topic, so an admin's new entry is understood by the next message) and the
// articles' titles; trained again whenever one of those changes.
import { articles, type Db, desc, inArray, type KnowledgeEntry } from "@lumiere/db";
import type { ContentCache } from "../../../cache/content-cache";
import { type Example, type Model, train, type Variant } from "./classifier";
import { type CorpusIntent, loadCorpus } from "./corpus";
import { foldText, normaliseMessage } from "./normalise";

export interface ArticleTitle {
  id: number;
  title_en: string;
  title_fr: string;
  slug_en: string;
  slug_fr: string;
  live_en: boolean;
  live_fr: boolean;
}

export const knowledgeIntent = (topic: string) => `knowledge:${topic}`;
export const articleIntent = (titleEn: string) => `article:${titleEn}`;

// The rest of the archive is found by the site search, so training time and memory stay the same
// however many articles there are.
const NEWEST_ARTICLES_LEARNT = 100;

const titleColumns = {
  id: articles.id,
  title_en: articles.title_en,
  title_fr: articles.title_fr,
  slug_en: articles.slug_en,
  slug_fr: articles.slug_fr,
  live_en: articles.live_en,
  live_fr: articles.live_fr,
};

/**
 * The articles whose titles the model learns: those the corpus has phrasings for, and the newest
 * ones. Kept in the content cache (cleared by every publication).
 */
export function articleTitles(deps: { db: Db; cache: ContentCache }): Promise<ArticleTitle[]> {
  return deps.cache.get("aya:article-titles", async () => {
    const named = loadCorpus()
      .filter((c) => c.intent.startsWith("article:"))
      .map((c) => c.intent.slice("article:".length));
    const [newest, inCorpus] = await Promise.all([
      deps.db.select(titleColumns).from(articles).orderBy(desc(articles.publishedAt), desc(articles.id)).limit(NEWEST_ARTICLES_LEARNT),
      named.length > 0 ? deps.db.select(titleColumns).from(articles).where(inArray(articles.title_en, named)) : [],
    ]);
    const byId = new Map([...newest, ...inCorpus].map((a) => [a.id, a]));
    return [...byId.values()];
  });
}

// Markup, code, SQL or emoji: only such phrasings need the full clean-up.
const NOISY = /[<>`*_#{}[\];"=&]|--|https?:|www\.|\b(select|drop|union|insert|delete|update)\b|\p{Extended_Pictographic}/iu;

function example(intent: string, text: string): Example | null {
  const folded = NOISY.test(text) ? normaliseMessage(text).folded : foldText(text);
  return folded ? { intent, text: folded } : null;
}

/**
 * The corpus's phrasings, folded, once per corpus. Their features are not kept: a map of n-grams
 * per phrasing, thousands of them, held tens of MiB for the rare retraining they would spare.
 */
const corpusExamples = new WeakMap<CorpusIntent, Example[]>();
function examplesOf(c: CorpusIntent): Example[] {
  let out = corpusExamples.get(c);
  if (!out) {
    out = [...c.en, ...c.fr].flatMap((text) => example(c.intent, text) ?? []);
    corpusExamples.set(c, out);
  }
  return out;
}

/** Every phrasing the model learns from, each intent once known to the site. */
export function trainingExamples(corpus: CorpusIntent[], entries: KnowledgeEntry[], titles: ArticleTitle[]): Example[] {
  const topics = new Set(entries.map((e) => knowledgeIntent(e.topic)));
  const articleIntents = new Set(titles.map((a) => articleIntent(a.title_en)));
  const out: Example[] = [];
  const add = (intent: string, text: string) => {
    const e = example(intent, text);
    if (e) out.push(e);
  };
  for (const c of corpus) {
    // A corpus intent about an entry the admin removed or disabled, or an article no longer
    // published, is not learnt: Aya would have nothing to answer it with.
    if (c.intent.startsWith("knowledge:") && !topics.has(c.intent)) continue;
    if (c.intent.startsWith("article:") && !articleIntents.has(c.intent)) continue;
    out.push(...examplesOf(c));
  }
  for (const e of entries)
    for (const line of [e.topic, ...`${e.questions_en}\n${e.questions_fr}`.split("\n")])
      if (line.trim()) add(knowledgeIntent(e.topic), line);
  for (const a of titles)
    for (const title of [a.live_en ? a.title_en : "", a.live_fr ? a.title_fr : ""]) if (title) add(articleIntent(a.title_en), title);
  return out;
}

/** A model per server, trained again when the corpus, the entries or the articles change. */
export function createModelCache(variant: Variant = "nearest") {
  let key: unknown[] = [];
  let model: Model | null = null;
  return {
    get(entries: KnowledgeEntry[], titles: ArticleTitle[]): Model {
      const corpus = loadCorpus();
      const entriesKey = entries.map((e) => `${e.id}:${e.updatedAt.getTime()}:${foldText(e.topic)}`).join(",");
      // By what the model learns of them: every publication reloads the titles, most leave them as they were.
      const titlesKey = JSON.stringify(titles.map((a) => [a.title_en, a.live_en, a.live_fr && a.title_fr]));
      const next = [corpus, entriesKey, titlesKey];
      if (!model || next.some((k, i) => k !== key[i])) {
        model = train(trainingExamples(corpus, entries, titles), variant);
        key = next;
      }
      return model;
    },
  };
}
