// Aya's retrieval. Postgres full-text search (the generated search_en / search_fr columns, so always
// in step with the content) finds the candidate pages and articles; their sections are then scored
// one by one with BM25 over Postgres' own lexemes, so the answer quotes the part of a long page that
// answers the question instead of its opening lines.
import { type Db, sql } from "@lumiere/db";
import type { Lang } from "@lumiere/i18n";

export interface Passage {
  kind: "page" | "article";
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
}

export interface RetrieveOptions {
  limit?: number;
  /** Earlier text of the conversation, searched with a lower weight (follow-up questions). */
  context?: string;
  /** Sentences already given to this visitor; not quoted again. */
  exclude?: string[];
}

const TS_CONFIG: Record<Lang, string> = { en: "english", fr: "french" };

/** db.execute returns { rows } on PGlite and an array on postgres.js. */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  const rows = (result as { rows?: unknown } | null)?.rows;
  return Array.isArray(rows) ? (rows as T[]) : [];
}

// Words visitors use that the site spells differently. Keys are lower-case, accents kept.
const SYNONYMS: Record<Lang, Record<string, string>> = {
  en: {
    ml: "machine learning",
    nlp: "natural language processing",
    llm: "large language model",
    llms: "large language models",
    rag: "retrieval augmented generation",
    genai: "generative",
    chatbot: "assistant conversational",
    chatbots: "assistants conversational",
    postgres: "postgresql",
    onprem: "premise",
    prem: "premise",
    cost: "price pricing",
    costs: "price pricing",
    fee: "price pricing",
    fees: "price pricing",
    rates: "price pricing",
    quote: "price proposal",
    hiring: "careers job applications",
    hire: "careers",
    job: "careers applications",
    jobs: "careers applications",
    vacancies: "careers",
    recruiting: "careers",
    telephone: "phone",
    call: "phone",
    mail: "email",
    located: "office",
    location: "office",
    address: "office",
    founded: "story founded",
    staff: "team",
    employees: "team",
    sectors: "industries",
    sector: "industries",
    beta: "early access",
    eu: "european union",
  },
  fr: {
    ml: "apprentissage automatique",
    tal: "traitement langage naturel",
    nlp: "traitement langage naturel",
    llm: "grands modèles langage",
    rag: "génération augmentée récupération",
    chatbot: "assistant conversationnel",
    chatbots: "assistants conversationnels",
    postgres: "postgresql",
    coût: "tarifs tarification prix",
    coûts: "tarifs tarification prix",
    cout: "tarifs tarification prix",
    couts: "tarifs tarification prix",
    prix: "tarifs tarification",
    coûte: "tarifs tarification prix",
    coute: "tarifs tarification prix",
    devis: "tarifs proposition chiffré",
    embauchez: "recrutement carrières candidatures",
    embauche: "recrutement carrières candidatures",
    emploi: "recrutement carrières candidatures",
    poste: "recrutement carrières candidatures",
    postes: "recrutement carrières candidatures",
    recrutez: "recrutement carrières",
    email: "e-mail",
    courriel: "e-mail",
    téléphoner: "téléphone",
    appeler: "téléphone",
    situés: "bureaux adresse",
    adresse: "bureaux",
    rdv: "rendez-vous",
    fondée: "histoire fondée",
    fondé: "histoire fondé",
    salariés: "collaborateurs",
    bêta: "accès anticipé",
    beta: "accès anticipé",
    ue: "union européenne",
    sécuriser: "sécurité",
    sécurisez: "sécurité",
    sécurisé: "sécurité",
    sécurisée: "sécurité",
    sécurisées: "sécurité",
    sécurisés: "sécurité",
  },
};

/** Lower-case word tokens; one-letter leftovers of elisions (l', d', j') carry no meaning. */
export function words(text: string): string[] {
  return (
    text
      .toLowerCase()
      .normalize("NFC")
      .match(/[\p{L}\p{N}]+/gu) ?? []
  ).filter((w) => w.length > 1 || /\d/.test(w));
}

// Conversational words that say nothing about the topic ("tell me more", "pourriez-vous expliquer").
const FILLER = new Set(
  [
    "tell explain please know details detail elaborate thanks thank hello hi hey aya want like interested question questions",
    "wondering curious information info much many",
    // Vague words that match some sentence somewhere and would hide that the real topic is absent.
    "anything something everything anyone someone thing things stuff",
    "chose choses quelque truc trucs faites faire",
    "dites dire expliquer expliquez savoir détails détail merci bonjour voudrais aimerais souhaite souhaiterais intéresse",
    "informations svp plaît pouvez pourriez",
    // French question words the french configuration does not treat as stop words.
    "comment pourquoi quand quel quelle quels quelles combien",
  ]
    .join(" ")
    .split(" "),
);

/**
 * The visitor's words, then the site's synonyms for them. Synonyms come after every original word so
 * that only the visitor's own word order counts for proximity (positions up to `own`).
 */
function expand(text: string, lang: Lang): { text: string; own: number } {
  const own: string[] = [];
  const extra: string[] = [];
  for (const w of words(text)) {
    if (FILLER.has(w)) continue;
    own.push(w);
    const synonyms = SYNONYMS[lang][w];
    if (synonyms) extra.push(...words(synonyms));
  }
  return { text: [...own, ...extra].join(" "), own: own.length };
}

// ---------- HTML and text into sections and sentences ----------

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  rsquo: "’",
  lsquo: "‘",
  ldquo: "“",
  rdquo: "”",
  laquo: "«",
  raquo: "»",
  hellip: "…",
  ndash: "–",
  mdash: "—",
  eacute: "é",
  egrave: "è",
  agrave: "à",
  ccedil: "ç",
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, code: string) => {
    if (code[0] === "#") {
      const n = code[1] === "x" || code[1] === "X" ? Number.parseInt(code.slice(2), 16) : Number.parseInt(code.slice(1), 10);
      return Number.isFinite(n) && n > 0 && n < 0x110000 ? String.fromCodePoint(n) : " ";
    }
    return ENTITIES[code.toLowerCase()] ?? m;
  });
}

interface Section {
  heading: string;
  sentences: string[];
}

const HEADING_MARK = "\u0001";

/** Page HTML as sections (a heading and the sentences under it), with every tag stripped. */
export function htmlToSections(html: string): Section[] {
  const text = html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, " ")
    .replace(/<!--[\s\S]*?-->/g, " ")
    .replace(/<h[1-6][^>]*>/gi, `\n${HEADING_MARK}`)
    .replace(/<\/h[1-6]>/gi, "\n")
    .replace(/<\/?(p|div|li|ul|ol|br|section|article|blockquote|tr|td|th|table|dd|dt|header|footer|figure|figcaption)\b[^>]*>/gi, "\n")
    .replace(/<[^>]*>/g, "");
  const sections: Section[] = [];
  let current: Section = { heading: "", sentences: [] };
  for (const raw of decodeEntities(text).split("\n")) {
    const line = raw.replace(/\s+/g, " ").trim();
    if (line.startsWith(HEADING_MARK)) {
      if (current.heading || current.sentences.length) sections.push(current);
      current = { heading: line.slice(1).trim(), sentences: [] };
    } else if (line) {
      current.sentences.push(...splitSentences(line));
    }
  }
  if (current.heading || current.sentences.length) sections.push(current);
  return sections;
}

/** Plain text (articles): one section per paragraph. */
export function textToSections(text: string): Section[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => ({ heading: "", sentences: splitSentences(p.replace(/\s+/g, " ").trim()) }))
    .filter((s) => s.sentences.length > 0);
}

export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?…])\s+(?=[«"“(]?\s?[\p{Lu}\d])/u)
    .map((s) => s.trim())
    .filter(Boolean);
}

// ---------- Scoring ----------

interface Candidate {
  kind: "page" | "article";
  key: string;
  title: string;
  lead: string;
  body: string;
  category: string;
}

interface Unit {
  doc: number;
  section: number;
  kind: "title" | "heading" | "sentence";
  text: string;
  words: number;
  /** Query lexemes found in the unit, with their positions. */
  positions: Map<string, number[]>;
}

interface QueryTerms {
  /** Query lexemes the site uses, weighted by rarity (lower for the earlier question). */
  idf: Map<string, number>;
  /** Total weight of the query, words unknown to the site included. */
  weight: number;
  /** Lexemes next to each other in the question ("document permissions", "droits d'accès"). */
  pairs: [string, string][];
}

const K1 = 1.2;
const B = 0.75;
const HEADING_WEIGHT = 2;
const TITLE_WEIGHT = 1.5;
const CONTEXT_WEIGHT = 0.5;
const TITLE_DISCOUNT = 0.3;
const PROXIMITY_WEIGHT = 1;
const LEAD_QUOTE_FACTOR = 0.75;
/** Below this, a match rests on words found everywhere ("AI", "company"): not an answer. */
const MIN_SCORE = 1.2;
/** Share of the question's information a document must match; unknown words count against it. */
const MIN_COVERAGE = 0.3;

export function pathFor(lang: Lang, kind: "page" | "article", key: string): string {
  if (kind === "article") return `/${lang}/insights/${key}`;
  return key === "home" ? `/${lang}` : `/${lang}/${key}`;
}

const column = (name: string, lang: Lang) => sql.raw(`${name}_${lang}`);
const parsePositions = (text: string | null) => (text ? text.split(",").map(Number) : []);

/** Passages of the site answering `question`, best first; empty when nothing relevant matches. */
export async function retrieve(db: Db, lang: Lang, question: string, options: RetrieveOptions = {}): Promise<Passage[]> {
  // Column names are built from the language: never from anything but the two known ones.
  if (!Object.hasOwn(TS_CONFIG, lang)) return [];
  const main = expand(question, lang);
  const context = expand(options.context ?? "", lang);
  if (!main.text && !context.text) return [];
  const terms = await queryTerms(db, lang, main, context.text);
  if (!terms) return [];
  const candidates = await findCandidates(db, lang, terms);
  if (candidates.length === 0) return [];

  // Every title, heading and sentence of the candidates, matched against the query lexemes at once.
  const units: Unit[] = [];
  const sectionsPerDoc: Section[][] = [];
  candidates.forEach((c, doc) => {
    const lead: Section = { heading: c.category, sentences: splitSentences(c.lead.replace(/\s+/g, " ").trim()) };
    const body = c.kind === "page" ? htmlToSections(c.body) : textToSections(c.body);
    const sections = [lead, ...body].filter((s) => s.heading || s.sentences.length);
    sectionsPerDoc.push(sections);
    const add = (section: number, kind: Unit["kind"], text: string) =>
      units.push({ doc, section, kind, text, words: Math.max(1, words(text).length), positions: new Map() });
    add(-1, "title", c.title);
    sections.forEach((s, section) => {
      if (s.heading) add(section, "heading", s.heading);
      for (const text of s.sentences) add(section, "sentence", text);
    });
  });
  const rows = rowsOf<{ i: number | string; lexeme: string; positions: string | null }>(
    await db.execute(sql`
      select s.i, u.lexeme, array_to_string(u.positions, ',') as positions
      from json_array_elements_text(${JSON.stringify(units.map((u) => u.text))}::json) with ordinality as s(t, i)
      cross join lateral unnest(to_tsvector(${TS_CONFIG[lang]}::regconfig, s.t)) as u
      where u.lexeme in (select json_array_elements_text(${JSON.stringify([...terms.idf.keys()])}::json))`),
  );
  for (const r of rows) units[Number(r.i) - 1]?.positions.set(r.lexeme, parsePositions(r.positions));

  const avgLength = averageSectionLength(units);
  const said = (options.exclude ?? []).map(normalizeSentence).join(" | ");
  const passages = candidates.map((c, doc) => {
    const docUnits = units.filter((u) => u.doc === doc);
    const sections = sectionsPerDoc[doc] ?? [];
    const title = docUnits.find((u) => u.kind === "title");
    // Inside a document, words of its title (and of a page's main heading) say little about which
    // part answers the question: the other words decide what to quote.
    const topic = new Set(title?.positions.keys() ?? []);
    if (c.kind === "page") for (const l of docUnits.find((u) => u.kind === "heading")?.positions.keys() ?? []) topic.add(l);
    const quoteIdf = new Map([...terms.idf].map(([l, w]) => [l, topic.has(l) ? w * TITLE_DISCOUNT : w]));

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
    const forQuote = sectionScores(quoteIdf).map((v, k) => (k === 0 ? v * LEAD_QUOTE_FACTOR : v));
    // A question made only of the document's own subject ("What is Lumière Studio?") is answered by
    // its summary, not by whichever sentence repeats the name most.
    const aboutTheSubject = topic.size > 0 && [...terms.idf.keys()].every((l) => topic.has(l)) && (sections[0]?.sentences.length ?? 0) > 0;
    const best = aboutTheSubject ? 0 : forQuote.indexOf(Math.max(...forQuote));
    const ranked = docUnits
      .map((u, order) => ({ u, order }))
      .filter(({ u }) => u.kind === "sentence")
      .map(({ u, order }) => ({
        text: u.text,
        section: u.section,
        order,
        score: matchedWeight(u, quoteIdf) + PROXIMITY_WEIGHT * proximity(u, quoteIdf, terms.pairs),
      }));

    const matched = new Set<string>();
    for (const u of docUnits) for (const l of u.positions.keys()) matched.add(l);
    let covered = 0;
    for (const l of matched) covered += terms.idf.get(l) ?? 0;

    return {
      kind: c.kind,
      title: c.title,
      path: pathFor(lang, c.kind, c.key),
      score,
      coverage: terms.weight > 0 ? covered / terms.weight : 1,
      sentences: pickSentences(ranked, best, (text) => said.includes(normalizeSentence(text))),
      ranked: ranked.map(({ text, score: s }) => ({ text, score: s })),
    } satisfies Passage;
  });

  return passages
    .filter((p) => p.score >= MIN_SCORE && p.coverage >= MIN_COVERAGE)
    .sort((a, b) => b.score - a.score)
    .slice(0, options.limit ?? 3);
}

/** The query's lexemes as Postgres stems them, weighted by how rare they are across the site. */
async function queryTerms(db: Db, lang: Lang, main: { text: string; own: number }, context: string): Promise<QueryTerms | null> {
  const search = column("search", lang);
  const rows = rowsOf<{ lexeme: string; source: string; positions: string | null; df: number | string; n: number | string }>(
    await db.execute(sql`
      with terms as (
        select distinct on (u.lexeme) u.lexeme, t.source, array_to_string(u.positions, ',') as positions
        from (values (1, 'main', ${main.text}::text), (2, 'context', ${context}::text)) as t(ord, source, body)
        cross join lateral unnest(to_tsvector(${TS_CONFIG[lang]}::regconfig, t.body)) as u
        order by u.lexeme, t.ord
      )
      select terms.lexeme, terms.source, terms.positions,
        (select count(*) from pages where ${search} @@ quote_literal(terms.lexeme)::tsquery)
          + (select count(*) from articles where ${search} @@ quote_literal(terms.lexeme)::tsquery) as df,
        (select count(*) from pages) + (select count(*) from articles) as n
      from terms`),
  );
  if (rows.length === 0) return null;
  const docCount = Math.max(1, Number(rows[0]?.n ?? 1));
  const idf = new Map<string, number>();
  const mainPositions: { lexeme: string; at: number[] }[] = [];
  let weight = 0;
  for (const r of rows) {
    const df = Number(r.df);
    const w = Math.log(1 + (docCount - df + 0.5) / (df + 0.5));
    // Words of the question the site never uses still count in what a good answer must cover.
    const weighted = r.source === "main" ? w : w * CONTEXT_WEIGHT;
    weight += weighted;
    if (df === 0) continue;
    idf.set(r.lexeme, weighted);
    if (r.source === "main") mainPositions.push({ lexeme: r.lexeme, at: parsePositions(r.positions).filter((p) => p <= main.own) });
  }
  if (idf.size === 0) return null;
  const pairs: [string, string][] = [];
  for (const a of mainPositions) {
    for (const b of mainPositions) {
      if (a.lexeme < b.lexeme && a.at.some((p) => b.at.some((q) => Math.abs(p - q) <= 3))) pairs.push([a.lexeme, b.lexeme]);
    }
  }
  return { idf, weight, pairs };
}

/** Pages and articles matching any query lexeme, best first by Postgres' own ranking. */
async function findCandidates(db: Db, lang: Lang, terms: QueryTerms): Promise<Candidate[]> {
  const search = column("search", lang);
  const tsquery = [...terms.idf.keys()].map((l) => `'${l.replace(/'/g, "''")}'`).join(" | ");
  return rowsOf<Candidate>(
    await db.execute(sql`
      select kind, key, title, lead, body, category from (
        select 'page' as kind, page_id as key, ${column("title", lang)} as title, ${column("meta_description", lang)} as lead,
          ${column("hero_section", lang)} || ' ' || ${column("main_content", lang)} as body, '' as category,
          ts_rank_cd(${search}, ${tsquery}::tsquery, 1) as rank
        from pages where ${search} @@ ${tsquery}::tsquery
        union all
        select 'article', ${column("slug", lang)}, ${column("title", lang)}, ${column("excerpt", lang)},
          ${column("content", lang)}, ${column("category", lang)}, ts_rank_cd(${search}, ${tsquery}::tsquery, 1)
        from articles where ${search} @@ ${tsquery}::tsquery
      ) d
      order by rank desc
      limit 12`),
  );
}

/** BM25 over a section (headings count double) plus a bonus for question words found side by side. */
function scoreSection(units: Unit[], weights: Map<string, number>, pairs: [string, string][], avgLength: number): number {
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

function proximity(unit: Unit, weights: Map<string, number>, pairs: [string, string][]): number {
  let bonus = 0;
  for (const [a, b] of pairs) {
    const pa = unit.positions.get(a);
    const pb = unit.positions.get(b);
    if (pa && pb && pa.some((p) => pb.some((q) => Math.abs(p - q) <= 2))) bonus += ((weights.get(a) ?? 0) + (weights.get(b) ?? 0)) / 2;
  }
  return bonus;
}

function matchedWeight(unit: Unit | undefined, weights: Map<string, number>): number {
  let score = 0;
  for (const lexeme of unit?.positions.keys() ?? []) score += weights.get(lexeme) ?? 0;
  return score;
}

function averageSectionLength(units: Unit[]): number {
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

/**
 * Up to three sentences to quote: the best matching ones of the best section (or of the whole
 * document when that section has nothing new), in reading order; never one already given.
 */
function pickSentences(
  ranked: { text: string; section: number; score: number; order: number }[],
  bestSection: number,
  alreadySaid: (text: string) => boolean,
): string[] {
  const fresh = ranked.filter((s) => !alreadySaid(s.text));
  const inSection = fresh.filter((s) => s.section === bestSection);
  // A section can win on its heading alone ("How We Price Projects"): then it is read from the top.
  if (inSection.length > 0 && !inSection.some((s) => s.score > 0)) return firstWords(inSection, 50);
  const pool = inSection.length > 0 ? inSection : fresh;
  const top = [...pool].sort((a, b) => b.score - a.score || a.order - b.order);
  const chosen: typeof top = [];
  let length = 0;
  for (const s of top) {
    if (chosen.length >= 3 || (chosen.length > 0 && s.score === 0)) break;
    const n = words(s.text).length;
    if (chosen.length > 0 && length + n > 75) continue;
    chosen.push(s);
    length += n;
  }
  const quote = chosen.sort((a, b) => a.order - b.order).map((s) => s.text);
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
