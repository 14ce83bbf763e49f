// Aya's retrieval. Postgres full-text search (the generated search_en / search_fr columns, so always
// in step with the content) finds the candidate pages and articles; their sections are then scored
// one by one with BM25 over Postgres' own lexemes, so the answer quotes the part of a long page that
// answers the question instead of its opening lines.
import { createHash } from "node:crypto";
import { articlePath, type Lang, pagePath } from "@lumiere/i18n";
import { fillCompanyFacts } from "@lumiere/validation";
import type { ContentDeps } from "../deps";
import { getCompanyFacts } from "../settings";
import { answerShape, hasShape, namesShape, SHAPE_BONUS, type Shape } from "./answer-shape";
import { expand, words } from "./lexicon";
import {
  averageSectionLength,
  matchedWeight,
  normalizeSentence,
  pickSentences,
  PROXIMITY_WEIGHT,
  proximity,
  QUOTE_WORDS,
  scoreSection,
  type Unit,
} from "./scoring";
import {
  type Candidate,
  findArticle,
  findCandidates,
  findPages,
  isSearchLang,
  lexemesOf,
  type MeaningTerms,
  queryTerms,
} from "./search-sql";
import { htmlToSections, type Section, splitSentences, textToSections } from "./text";

export interface Passage {
  /** A published case study is quoted as a page is, under its own title. */
  kind: "page" | "article" | "case-study";
  title: string;
  /** Site path in the visitor's language: /en, /en/technology, /en/insights/{slug}. */
  path: string;
  score: number;
  /** Share of the question's (IDF-weighted) words found in the document. */
  coverage: number;
  /** The most relevant sentences of the best section, in reading order. */
  sentences: string[];
  /** Every sentence of the document with its relevance, for callers that want more context. */
  ranked: { text: string; score: number }[];
  /** Words of the question the document says only in other words (data/aya-synonyms.json). */
  synonymsFound?: number;
  /** The quote gives the kind of fact the question asks for ("how long…?": a duration). */
  givesAsked?: boolean;
}

export interface RetrieveOptions {
  limit?: number;
  /** Earlier text of the conversation, searched with a lower weight (follow-up questions). */
  context?: string;
  /** Sentences already given to this visitor; not quoted again. */
  exclude?: string[];
  /** Only this article (its slug in `lang`): the passage of it that answers best, however weak. */
  article?: string;
  /** Only these pages (their ids): their passages that answer, not crowded out by the articles. */
  pages?: readonly string[];
}

const TITLE_WEIGHT = 1.5;
const CONTEXT_WEIGHT = 0.5;
const TITLE_DISCOUNT = 0.3;
const LEAD_QUOTE_FACTOR = 0.75;
/** An article's excerpt summarises every passage of it: a passage saying as much answers more precisely. */
const EXCERPT_QUOTE_FACTOR = 0.5;
/** Below this, a match rests on words found everywhere ("AI", "company"): not an answer. */
const MIN_SCORE = 1.2;
/** Share of the question's information a document must match; unknown words count against it. */
const MIN_COVERAGE = 0.3;
/**
 * A long question told as a story ("an auditor asked which model version…") holds many words no
 * page says: a document matching its rare words strongly answers it with less of it covered.
 */
export const matchesStrongly = (p: Passage): boolean => p.score >= 6 && p.coverage >= 0.2;
const answers = (p: Passage) => p.score >= MIN_SCORE && (p.coverage >= MIN_COVERAGE || matchesStrongly(p));
/** Share of a question word's weight that a synonym of it found in the document is worth. */
const SYNONYM_CREDIT = 0.8;

/** A contact list quoted by Aya needs no labels: each line is its fact. */
const NO_LABELS = { email: "", phone: "", address: "", hours: "" };

export function pathFor(lang: Lang, kind: "page" | "article", key: string): string {
  return kind === "article" ? articlePath(lang, key) : pagePath(lang, key);
}

/**
 * The passage of one article (its slug in `lang`) that quotes the question's own words or their
 * synonyms; null when it only has its introduction to offer.
 */
export async function articleAnswer(
  deps: ContentDeps,
  lang: Lang,
  question: string,
  slug: string,
  exclude: string[] = [],
): Promise<Passage | null> {
  const [found] = await retrieve(deps, lang, question, { article: slug, exclude });
  const matched = new Set(found?.ranked.filter((r) => r.score > 0).map((r) => r.text));
  return found?.sentences.some((s) => matched.has(s)) ? found : null;
}

/**
 * A passage's rank: its score, and how much of the question its document says. A document repeating
 * one rare word of the question ("compare" in an email article) does not outrank one that says most of it.
 */
const ranked = (p: Passage) => p.score * (COVERAGE_BASE + p.coverage);
const COVERAGE_BASE = 0.5;

/** Passages of the site answering `question`, best first; empty when nothing relevant matches. */
export async function retrieve(deps: ContentDeps, lang: Lang, question: string, options: RetrieveOptions = {}): Promise<Passage[]> {
  if (!isSearchLang(lang)) return [];
  const main = expand(question, lang);
  const context = expand(options.context ?? "", lang);
  if (!main.text && !context.text) return [];
  const terms = await queryTerms(deps, lang, main, context.text, CONTEXT_WEIGHT);
  if (!terms) return [];
  const candidates = options.article
    ? await findArticle(deps.db, lang, options.article)
    : options.pages
      ? await findPages(deps.db, lang, options.pages)
      : await findCandidates(deps.db, lang, terms);
  if (candidates.length === 0) return [];

  const { units, sectionsPerDoc } = await unitsOf(deps, lang, candidates, terms);
  const avgLength = averageSectionLength(units);
  const said = (options.exclude ?? []).map(normalizeSentence).join(" | ");
  const shape = answerShape(question);
  const firstPart = secondQuestionAt(question);
  const split = firstPart ? expand(firstPart, lang).own : 0;
  const passages = candidates.map((c, doc) =>
    passageOf(lang, c, {
      shape,
      split,
      units: units.filter((u) => u.doc === doc),
      sections: sectionsPerDoc[doc] ?? [],
      terms,
      avgLength,
      alreadySaid: (text) => said.includes(normalizeSentence(text)),
    }),
  );

  if (options.article) return passages;
  return passages
    .filter(answers)
    .sort((a, b) => ranked(b) - ranked(a))
    .slice(0, options.limit ?? 3);
}

/**
 * A candidate's key in the content cache: its address and a digest of its text, so a split or its
 * lexemes cached from a read that a publication overtook are never matched with the newer text.
 */
function documentKey(lang: Lang, c: Candidate): string {
  const digest = createHash("sha1").update(`${c.title}\n${c.lead}\n${c.category}\n${c.body}`).digest("base64url");
  return `${lang}:${c.kind}:${c.key}:${digest}`;
}

/** A document split for scoring: its sections (the lead first), then its title, headings and sentences. */
interface SplitDocument {
  sections: Section[];
  units: Omit<Unit, "doc" | "positions">[];
}

/**
 * A candidate split into sections and units, once per publication (the content cache's life), as
 * its lexemes are: a question then only matches its own lexemes against them.
 */
function documentUnits(deps: ContentDeps, lang: Lang, c: Candidate, key: string): Promise<SplitDocument> {
  return deps.cache.get(`aya:units:${key}`, async () => {
    // A page names the company's facts by placeholder: quoted, it says them as Settings hold them.
    const facts = c.kind === "page" && c.body.includes("data-company-fact") ? await getCompanyFacts(deps) : null;
    const lead: Section = { heading: c.category, sentences: splitSentences(c.lead.replace(/\s+/g, " ").trim()) };
    const body =
      c.kind === "page"
        ? htmlToSections(facts ? fillCompanyFacts(c.body, facts, facts.text[lang], NO_LABELS) : c.body)
        : textToSections(c.body);
    const sections = [lead, ...body].filter((s) => s.heading || s.sentences.length);
    const units: SplitDocument["units"] = [];
    const add = (section: number, kind: Unit["kind"], text: string) =>
      units.push({ section, kind, text, words: Math.max(1, words(text).length) });
    add(-1, "title", c.title);
    sections.forEach((s, section) => {
      if (s.heading) add(section, "heading", s.heading);
      for (const text of s.sentences) add(section, "sentence", text);
    });
    return { sections, units };
  });
}

/**
 * Every title, heading and sentence of the candidates with the positions of the query's lexemes in
 * it, matched against the query at once; and each candidate's sections.
 */
async function unitsOf(
  deps: ContentDeps,
  lang: Lang,
  candidates: Candidate[],
  terms: MeaningTerms,
): Promise<{ units: Unit[]; sectionsPerDoc: Section[][] }> {
  const keys = candidates.map((c) => documentKey(lang, c));
  const split = await Promise.all(candidates.map((c, doc) => documentUnits(deps, lang, c, keys[doc] ?? "")));
  const units: Unit[] = [];
  const sectionsPerDoc = split.map((d) => d.sections);
  split.forEach((d, doc) => {
    for (const u of d.units) units.push({ ...u, doc, positions: new Map() });
  });
  // Each document's lexemes are computed once per publication (the content cache's life), all the
  // documents not known yet in one round trip; a question then only looks its own lexemes up.
  const missing: number[] = [];
  let batch: Promise<string[][]> | null = null;
  const unitsOfDoc = candidates.map((_, doc) => units.filter((u) => u.doc === doc));
  const loadMissing = () => {
    batch ??= Promise.resolve().then(async () => {
      const found = await lexemesOf(
        deps.db,
        lang,
        missing.flatMap((doc) => (unitsOfDoc[doc] ?? []).map((u) => u.text)),
      );
      let at = 0;
      return missing.map((doc) => {
        const from = at;
        at += unitsOfDoc[doc]?.length ?? 0;
        return found.slice(from, at);
      });
    });
    return batch;
  };
  const perDoc = await Promise.all(
    candidates.map((_, doc) =>
      deps.cache.get(`aya:lexemes:${keys[doc]}`, () => {
        const slot = missing.push(doc) - 1;
        return loadMissing().then((all) => all[slot] ?? []);
      }),
    ),
  );
  const wanted = terms.idf;
  perDoc.forEach((encoded, doc) => {
    (unitsOfDoc[doc] ?? []).forEach((u, i) => {
      for (const entry of (encoded[i] ?? "").split(" ")) {
        const colon = entry.lastIndexOf(":");
        const lexeme = entry.slice(0, colon);
        if (wanted.has(lexeme))
          u.positions.set(
            lexeme,
            entry
              .slice(colon + 1)
              .split(",")
              .map(Number),
          );
      }
    });
  });
  return { units, sectionsPerDoc };
}

interface DocumentUnits {
  units: Unit[];
  sections: Section[];
  terms: MeaningTerms;
  avgLength: number;
  alreadySaid: (text: string) => boolean;
  /** The kind of fact the question asks for ("how long…?"), when its words say it. */
  shape: Shape | null;
  /** Words of the question's first part when it asks two things ("…regulated, and how do we…?"); 0 otherwise. */
  split: number;
}

/** One candidate as a passage: its score, how much of the question it covers, what to quote. */
function passageOf(
  lang: Lang,
  c: Candidate,
  { units: docUnits, sections, terms, avgLength, alreadySaid, shape, split }: DocumentUnits,
): Passage {
  const title = docUnits.find((u) => u.kind === "title");
  // Inside a document, words of its title (and of a page's main heading) say little about which
  // part answers the question: the other words decide what to quote.
  const topic = new Set(title?.positions.keys() ?? []);
  if (c.kind === "page") for (const l of docUnits.find((u) => u.kind === "heading")?.positions.keys() ?? []) topic.add(l);
  // A word said in most of the document's passages does not tell them apart: the question's words
  // rare inside the document decide which passage answers it.
  const spread = sectionSpread(docUnits, sections.length);
  const quoteIdf = new Map([...terms.idf].map(([l, w]) => [l, (topic.has(l) ? w * TITLE_DISCOUNT : w) * (spread.get(l) ?? 1)]));

  const sectionScores = (weights: Map<string, number>) =>
    sections.map((_, section) =>
      scoreSection(
        docUnits.filter((u) => u.section === section),
        weights,
        terms.pairs,
        avgLength,
      ),
    );
  const ranking = sectionScores(terms.idf).sort((a, b) => b - a);
  const score = (ranking[0] ?? 0) + 0.3 * (ranking[1] ?? 0) + TITLE_WEIGHT * matchedWeight(title, terms.idf);

  // The lead (meta description, excerpt) summarises; the body usually says it better.
  // An article's first paragraph introduces it, as its excerpt does: a later passage that says as
  // much says it more precisely.
  const intro = (k: number) => k === 0 || (c.kind === "article" && k === 1);
  // "How long…?": of the passages sharing its words, the one giving a duration answers it.
  const shaped = (k: number) => docUnits.some((u) => u.section === k && u.kind === "sentence" && hasShape(shape, u.text));
  const forQuote = sectionScores(quoteIdf)
    .map((v, k) => (c.kind === "article" && k === 0 ? v * EXCERPT_QUOTE_FACTOR : intro(k) ? v * LEAD_QUOTE_FACTOR : v))
    .map((v, k) => (v > 0 && shaped(k) ? v * (1 + SHAPE_BONUS) : v));
  // A passage headed by the kind of fact asked ("How long we keep it") answers it whatever its words.
  const strongest = Math.max(0, ...forQuote);
  const named = forQuote.map((_, k) => k > 0 && namesShape(shape, sections[k]?.heading));
  if (strongest > 0) {
    for (const [k, yes] of named.entries()) if (yes) forQuote[k] = strongest * (1 + SHAPE_BONUS);
  }
  // A question made only of the document's own subject ("What is Lumière Studio?") is answered by
  // its summary, not by whichever sentence repeats the name most.
  const aboutTheSubject =
    topic.size > 0 && [...terms.idf.keys()].every((l) => topic.has(l) || terms.added.has(l)) && (sections[0]?.sentences.length ?? 0) > 0;
  const best = aboutTheSubject ? 0 : forQuote.indexOf(Math.max(...forQuote));
  const sentenceScores = docUnits
    .map((u, order) => ({ u, order }))
    .filter(({ u }) => u.kind === "sentence")
    .map(({ u, order }) => ({
      text: u.text,
      section: u.section,
      order,
      score: matchedWeight(u, quoteIdf) + PROXIMITY_WEIGHT * proximity(u, quoteIdf, terms.pairs),
    }));
  // A sentence giving the kind of fact asked is quoted with the best match of its passage, whatever its words.
  const top = Math.max(0, ...sentenceScores.filter((s) => s.section === best).map((s) => s.score));
  const ranked = shape
    ? sentenceScores.map((s) => (s.section === best && hasShape(shape, s.text) ? { ...s, score: s.score + SHAPE_BONUS * top } : s))
    : sentenceScores;
  const { coverage, synonymsFound } = coverageOf(docUnits, terms);
  // A question asking two things: the passage answering the part the best passage does not.
  const { section: other, part } =
    split > 0 && !aboutTheSubject ? otherPartSection(split, terms, quoteIdf, sectionScores, forQuote, best) : NO_PART;
  const otherWeights = other >= 0 ? partIdf(split, terms, quoteIdf, part) : null;
  // Of the other part's passage, the sentence saying most of that part's words.
  const partScore = new Map(
    otherWeights
      ? docUnits.filter((u) => u.section === other && u.kind === "sentence").map((u) => [u.text, matchedWeight(u, otherWeights)])
      : [],
  );
  const quote = withSecondPassage(pickSentences(ranked, best, alreadySaid), ranked, forQuote, best, alreadySaid, other, partScore);
  return {
    kind: c.kind,
    title: c.title,
    path: pathFor(lang, c.kind, c.key),
    score,
    coverage,
    sentences: quote,
    ranked: ranked.map(({ text, score: s }) => ({ text, score: s })),
    synonymsFound,
    givesAsked: shape !== null && (named[best] === true || quote.some((t) => hasShape(shape, t))),
  };
}

/** Weight left to a word said in every passage of a document, against one said in a single passage. */
const SPREAD_FLOOR = 0.35;

/** Per lexeme of the question, how much it singles out a passage of this document (1: said in one only). */
function sectionSpread(docUnits: Unit[], sectionCount: number): Map<string, number> {
  const inSections = new Map<string, Set<number>>();
  for (const u of docUnits) {
    if (u.kind === "title") continue;
    for (const l of u.positions.keys()) {
      const set = inSections.get(l) ?? new Set<number>();
      set.add(u.section);
      inSections.set(l, set);
    }
  }
  const out = new Map<string, number>();
  if (sectionCount < 3) return out;
  for (const [l, set] of inSections) {
    const rarity = Math.log((sectionCount + 1) / set.size) / Math.log(sectionCount + 1);
    out.set(l, SPREAD_FLOOR + (1 - SPREAD_FLOOR) * rarity);
  }
  return out;
}

/**
 * A second passage about half as relevant as the best one is quoted too, by its best sentence: a
 * practitioner's question often asks two things ("where should the images go, and which figures?").
 */
const SECOND_PASSAGE_FACTOR = 0.45;

function withSecondPassage(
  quote: string[],
  ranked: { text: string; section: number; score: number; order: number }[],
  sectionScores: number[],
  best: number,
  alreadySaid: (text: string) => boolean,
  other = -1,
  partScore: Map<string, number> = new Map(),
): string[] {
  const top = sectionScores[best] ?? 0;
  const nearest = sectionScores.reduce((at, v, k) => (k !== best && k !== 0 && v > (sectionScores[at] ?? -1) ? k : at), -1);
  const second = other >= 0 ? other : nearest;
  if (second < 0 || top <= 0 || (other < 0 && (sectionScores[second] ?? 0) < SECOND_PASSAGE_FACTOR * top)) return quote;
  const [extra] = ranked
    .filter((s) => s.section === second && s.score > 0 && !alreadySaid(s.text) && !quote.includes(s.text))
    .sort((a, b) => (partScore.get(b.text) ?? 0) - (partScore.get(a.text) ?? 0) || b.score - a.score);
  const room = other >= 0 ? QUOTE_WORDS + TWO_PART_EXTRA : QUOTE_WORDS;
  if (!extra || words([...quote, extra.text].join(" ")).length > room) return quote;
  const order = new Map(ranked.map((s) => [s.text, s.order]));
  return [...quote, extra.text].sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
}

/** Words a two-part question's second passage may add beyond a whole quoted paragraph. */
const TWO_PART_EXTRA = 40;

/**
 * Where a question asks a second thing: the text before ", and how…", "? Et comment…", "; what…".
 * Null when it asks one.
 */
export function secondQuestionAt(question: string): string | null {
  const m =
    /(,?\s+(and|or|but|et|ou|mais)\s+(how|what|which|who|when|where|why|do|does|did|is|are|can|could|should|would|will|comment|que|quel|quels|quelle|quelles|qui|quand|ou|pourquoi|est-ce|faut-il|doit-on|peut-on|dois-je|combien)\b|[?;]\s+(?=\S))/i.exec(
      question,
    );
  if (!m || m.index < 12 || question.length - (m.index + m[0].length) < 12) return null;
  return question.slice(0, m.index);
}

/** The question's lexemes of one part, with their synonyms, weighted as for quoting. */
function partWeights(split: number, terms: MeaningTerms, part: "first" | "second"): Set<string> {
  const inPart = (l: string) => {
    const at = terms.at.get(l);
    return at !== undefined && at.length > 0 && (part === "first" ? at.every((p) => p <= split) : at.every((p) => p > split));
  };
  const out = new Set<string>();
  for (const l of terms.idf.keys()) if (inPart(l)) out.add(l);
  for (const e of terms.expansions) if (e.of.length > 0 && e.of.every(inPart)) for (const l of e.lexemes) out.add(l);
  return out;
}

/** The quoting weights of one part's lexemes. */
function partIdf(split: number, terms: MeaningTerms, quoteIdf: Map<string, number>, part: "first" | "second"): Map<string, number> {
  const lexemes = partWeights(split, terms, part);
  return new Map([...quoteIdf].filter(([l]) => lexemes.has(l)));
}

/**
 * The section answering the part of a two-part question the best section does not: the best section
 * for each part's own words; -1 when one section answers both or a part matches nothing.
 */
function otherPartSection(
  split: number,
  terms: MeaningTerms,
  quoteIdf: Map<string, number>,
  sectionScores: (weights: Map<string, number>) => number[],
  forQuote: number[],
  best: number,
): { section: number; part: "first" | "second" } {
  const bestFor = (part: "first" | "second") => {
    const weights = partIdf(split, terms, quoteIdf, part);
    if (weights.size === 0) return -1;
    const scores = sectionScores(weights);
    // The excerpt is no passage of its own.
    const k = scores.reduce((at, v, i) => (i !== 0 && v > (scores[at] ?? 0) ? i : at), -1);
    return k >= 0 && (scores[k] ?? 0) > 0 ? k : -1;
  };
  const first = bestFor("first");
  const second = bestFor("second");
  if (first < 0 || second < 0 || first === second) return NO_PART;
  const part = best === second ? "first" : "second";
  const other = part === "first" ? first : second;
  return other !== best && (forQuote[other] ?? 0) > 0 ? { section: other, part } : NO_PART;
}

const NO_PART = { section: -1, part: "second" as const };

/** Share of the question's weight the document says, its own words or, a little less, their synonyms. */
function coverageOf(docUnits: Unit[], terms: MeaningTerms): { coverage: number; synonymsFound: number } {
  const matched = new Set<string>();
  for (const u of docUnits) for (const l of u.positions.keys()) matched.add(l);
  let covered = 0;
  for (const l of matched) if (!terms.added.has(l)) covered += terms.idf.get(l) ?? 0;
  // A word of the question the document says otherwise ("scratched" for "defects") counts, a little less.
  const stoodFor = new Set<string>();
  for (const e of terms.expansions) {
    if (!e.lexemes.some((l) => matched.has(l))) continue;
    for (const l of e.of) if (!matched.has(l)) stoodFor.add(l);
  }
  for (const l of stoodFor) covered += (terms.own.get(l) ?? 0) * SYNONYM_CREDIT;
  return { coverage: terms.weight > 0 ? Math.min(1, covered / terms.weight) : 1, synonymsFound: stoodFor.size };
}
