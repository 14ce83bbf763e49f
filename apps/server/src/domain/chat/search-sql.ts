// The SQL of Aya's retrieval: the question's lexemes as Postgres stems them (with their rarity on
// the site, site-stats.ts), the candidate pages and articles from the generated search_en /
// search_fr columns, and where each lexeme occurs in the candidates' sentences. Only published
// content: the pages and articles tables hold what is live (drafts are in content_drafts), and an
// article only in the languages it is published in (live_en / live_fr).
import { type Db, foldAccents, rowsOf, sql, TS_CONFIG } from "@lumiere/db";
import type { Lang } from "@lumiere/i18n";
import type { ContentDeps } from "../deps";
import type { QueryTerms } from "./scoring";
import { hasVariants, lexemeStats, VARIANT_MIN } from "./site-stats";
import { type Expansion, expandLexemes, lexemesRulesMayAdd, synonymRules } from "./synonyms";

/** Column names are built from the language: never from anything but the two known ones. */
export function isSearchLang(lang: string): lang is Lang {
  return Object.hasOwn(TS_CONFIG, lang);
}

export interface Candidate {
  kind: "page" | "article";
  key: string;
  title: string;
  lead: string;
  body: string;
  category: string;
}

const column = (name: string, lang: Lang) => sql.raw(`${name}_${lang}`);
const parsePositions = (text: string | null) => (text ? text.split(",").map(Number) : []);

/**
 * Every lexeme of each text with its positions, one string per text ("lexeme:1,4 other:2"): what a
 * document's sentences say, kept per document so a question only matches its own lexemes against it.
 */
export async function lexemesOf(db: Db, lang: Lang, texts: string[]): Promise<string[]> {
  const rows = rowsOf<{ i: number | string; lexemes: string | null }>(
    await db.execute(sql`
      select s.i, string_agg(u.lexeme || ':' || array_to_string(u.positions, ','), ' ') as lexemes
      from json_array_elements_text(${JSON.stringify(texts)}::json) with ordinality as s(t, i)
      cross join lateral unnest(to_tsvector(${TS_CONFIG[lang]}::regconfig, ${foldAccents(sql`s.t`)})) as u
      group by s.i`),
  );
  const out = texts.map(() => "");
  for (const r of rows) out[Number(r.i) - 1] = r.lexemes ?? "";
  return out;
}

/** A query's terms with what the synonyms added to it. */
export interface MeaningTerms extends QueryTerms {
  /** What each synonym rule added, and which of the question's lexemes it stands for. */
  expansions: Expansion[];
  /** Lexemes only the synonyms brought in. */
  added: Set<string>;
  /** Weight of each lexeme of the question itself, words unknown to the site included. */
  own: Map<string, number>;
  /** Where each lexeme of the question itself stands in it (its n-th word). */
  at: Map<string, number[]>;
}

/** A synonym counts for less than the visitor's own word. */
const SYNONYM_WEIGHT = 0.6;

/** Letters a form may add to or drop from the question's stem ("cheapest"/"cheap", "complain"/"complaint"). */
const VARIANT_SPAN = 3;
/** Other forms looked for per word at most. */
const MAX_FORMS = 3;
/** Another form of the visitor's word is nearly the word itself. */
const FORM_WEIGHT = 0.9;

/**
 * Other forms of a question's word that the stemmer leaves apart ("cheapest" and "cheap", "complain"
 * and "complaint", "régulé" and "régulation"): the site's lexemes of which it is the start, or which
 * are its start, a few letters apart.
 */
function variantsOf(lexeme: string, prefixes: Map<string, string[]>): string[] {
  if (!hasVariants(lexeme)) return [];
  return (prefixes.get(lexeme.slice(0, VARIANT_MIN)) ?? []).filter(
    (other) =>
      other !== lexeme && Math.abs(other.length - lexeme.length) <= VARIANT_SPAN && (other.startsWith(lexeme) || lexeme.startsWith(other)),
  );
}

/**
 * The query's lexemes as Postgres stems them, weighted by how rare they are across the site, and
 * their synonyms (data/aya-synonyms.json) the site uses, at a lower weight.
 */
export async function queryTerms(
  deps: ContentDeps,
  lang: Lang,
  main: { text: string; own: number },
  context: string,
  contextWeight: number,
): Promise<MeaningTerms | null> {
  const [rows, rules] = await Promise.all([
    deps.db.execute(sql`
      select distinct on (u.lexeme) u.lexeme, t.source, array_to_string(u.positions, ',') as positions
      from (values (1, 'main', ${main.text}::text), (2, 'context', ${context}::text)) as t(ord, source, body)
      cross join lateral unnest(to_tsvector(${TS_CONFIG[lang]}::regconfig, ${foldAccents(sql`t.body`)})) as u
      order by u.lexeme, t.ord`),
    synonymRules(deps, lang, TS_CONFIG[lang]),
  ]);
  const terms = rowsOf<{ lexeme: string; source: string; positions: string | null }>(rows);
  if (terms.length === 0) return null;
  // The site's counts of every lexeme this question may weigh: its own, what the synonyms may add,
  // and the other forms of its own words.
  const asked = terms.map((t) => t.lexeme);
  const ownLexemes = terms.filter((t) => t.source === "main").map((t) => t.lexeme);
  const stats = await lexemeStats(
    deps.db,
    lang,
    [...new Set([...asked, ...lexemesRulesMayAdd(rules, new Set(ownLexemes))])],
    [...new Set(ownLexemes.filter(hasVariants).map((l) => l.slice(0, VARIANT_MIN)))],
  );
  const docCount = Math.max(1, stats.docs);
  const rarity = (found: number) => Math.log(1 + (docCount - found + 0.5) / (found + 0.5));
  const idf = new Map<string, number>();
  const df = new Map<string, number>();
  const own = new Map<string, number>();
  const mainPositions: { lexeme: string; at: number[] }[] = [];
  let weight = 0;
  for (const r of terms) {
    const found = stats.df.get(r.lexeme) ?? 0;
    const w = rarity(found);
    // Words of the question the site never uses still count in what a good answer must cover.
    const weighted = r.source === "main" ? w : w * contextWeight;
    weight += weighted;
    if (r.source === "main") own.set(r.lexeme, w);
    if (found === 0) continue;
    idf.set(r.lexeme, weighted);
    df.set(r.lexeme, found);
    if (r.source === "main") mainPositions.push({ lexeme: r.lexeme, at: parsePositions(r.positions).filter((p) => p <= main.own) });
  }
  const expansions = expandLexemes(rules, new Set(own.keys()), (l) => stats.df.has(l));
  // A word of the question the site never says in this form is looked for in its other forms.
  const prefixes = stats.prefixes;
  const forms = new Set<string>();
  for (const lexeme of own.keys()) {
    if (stats.df.has(lexeme)) continue;
    const other = variantsOf(lexeme, prefixes)
      .filter((l) => !own.has(l))
      .slice(0, MAX_FORMS);
    for (const l of other) forms.add(l);
    if (other.length > 0) expansions.push({ of: [lexeme], lexemes: other });
  }
  const added = new Set<string>();
  for (const e of expansions) {
    for (const l of e.lexemes) {
      const found = stats.df.get(l) ?? 0;
      const w = rarity(found) * (forms.has(l) ? FORM_WEIGHT : SYNONYM_WEIGHT);
      if ((idf.get(l) ?? 0) >= w) continue;
      if (!idf.has(l)) added.add(l);
      idf.set(l, w);
      df.set(l, found);
    }
  }
  if (idf.size === 0) return null;
  const pairs: [string, string][] = [];
  for (const a of mainPositions) {
    for (const b of mainPositions) {
      if (a.lexeme < b.lexeme && a.at.some((p) => b.at.some((q) => Math.abs(p - q) <= 3))) pairs.push([a.lexeme, b.lexeme]);
    }
  }
  const at = new Map(mainPositions.map((p) => [p.lexeme, p.at]));
  return { idf, df, weight, pairs, expansions, added, own, at };
}

/** Articles ranked per question at most: a bounded cost whatever the archive holds. */
const ARTICLES_RANKED = 400;
/** Articles ranked for their title whatever their body (an article about the very question). */
const TITLED_ARTICLES = 50;

/** A tsquery of `lexemes` joined by `operator`; with `weight` ("A": the title), only there. */
const tsqueryOf = (lexemes: string[], operator: "|" | "&", weight = "") =>
  lexemes.map((l) => `'${l.replace(/'/g, "''")}'${weight && `:${weight}`}`).join(` ${operator} `);

/** The lexemes of `df`, rarest first. */
const byRarity = (df: Map<string, number>) => [...df].sort((a, b) => a[1] - b[1] || (a[0] < b[0] ? -1 : 1));

/** The rarest lexemes of `df`, as many as keep within `documents` documents in all. */
function rarestWithin(df: Map<string, number>, documents: number): string[] {
  let total = 0;
  const chosen: string[] = [];
  for (const [lexeme, found] of byRarity(df)) {
    if (total + found > documents) break;
    chosen.push(lexeme);
    total += found;
  }
  return chosen;
}

/**
 * The articles worth ranking: those holding the question's rarest lexemes (`rarest`), as many as keep
 * the set within ARTICLES_RANKED (a word in most articles says little about which one answers).
 * When even the rarest is that common, those holding the two rarest; the newest of them first.
 */
function articleFilter(terms: QueryTerms, rarest: string[]): string {
  if (rarest.length > 0) return tsqueryOf(rarest, "|");
  return tsqueryOf(
    byRarity(terms.df)
      .slice(0, 2)
      .map(([lexeme]) => lexeme),
    "&",
  );
}

/**
 * The articles whose title says most of the question (its words weighted by rarity), best first:
 * found by the title's weight in the search column, through the question's rarer lexemes (a word
 * in most documents names no article), and scored on all of them.
 */
function titledArticles(lang: Lang, terms: QueryTerms, rarest: string[]) {
  if (rarest.length === 0) return sql`select null::int where false`;
  const search = column("search", lang);
  return sql`select a.id from articles a
    cross join lateral unnest(tsvector_to_array(ts_filter(a.${search}, '{a}'))) as t(lexeme)
    join json_each_text(${JSON.stringify(Object.fromEntries(terms.idf))}::json) as q(lexeme, weight) on q.lexeme = t.lexeme
    where a.${column("live", lang)} and a.${search} @@ ${tsqueryOf(rarest, "|", "A")}::tsquery
    group by a.id order by round(sum(q.weight::float8)::numeric, 9) desc, a.id desc limit ${TITLED_ARTICLES}`;
}

/** A page's row as a candidate: its title, description as lead, and its text. */
const pageCandidate = (lang: Lang) =>
  sql`'page' as kind, page_id as key, ${column("title", lang)} as title, ${column("meta_description", lang)} as lead,
    ${column("hero_section", lang)} || ' ' || ${column("main_content", lang)} as body, '' as category`;

/**
 * Pages and the articles of `articleFilter` or titled like the question, best first by Postgres'
 * own ranking: the GIN indexes on the search columns find them, and only they are ranked.
 */
export async function findCandidates(db: Db, lang: Lang, terms: QueryTerms): Promise<Candidate[]> {
  const search = column("search", lang);
  const tsquery = tsqueryOf([...terms.idf.keys()], "|");
  // The question's rarer lexemes pick both the articles ranked and the titles looked up.
  const rarest = rarestWithin(terms.df, ARTICLES_RANKED);
  return rowsOf<Candidate>(
    await db.execute(sql`
      select kind, key, title, lead, body, category from (
        select ${pageCandidate(lang)},
          ts_rank_cd(${search}, ${tsquery}::tsquery, 1) as rank
        from pages where ${search} @@ ${tsquery}::tsquery
        union all
        select 'article', ${column("slug", lang)}, ${column("title", lang)}, ${column("excerpt", lang)},
          ${column("content", lang)}, ${column("category", lang)}, ts_rank_cd(${search}, ${tsquery}::tsquery, 1)
        from articles where ${column("live", lang)} and id in (
          (select id from articles where ${column("live", lang)} and ${search} @@ ${articleFilter(terms, rarest)}::tsquery
            order by published_at desc, id desc limit ${ARTICLES_RANKED})
          union all (${titledArticles(lang, terms, rarest)})
        )
      ) d
      order by rank desc
      limit 12`),
  );
}

/** These pages (by id) as candidates, whatever their words: a stage that knows which pages answer. */
export async function findPages(db: Db, lang: Lang, ids: readonly string[]): Promise<Candidate[]> {
  return rowsOf<Candidate>(
    await db.execute(sql`
      select ${pageCandidate(lang)}
      from pages where page_id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})
      order by page_id`),
  );
}

/** One live article by its slug in `lang`, as a candidate: the subject of a conversation. */
export async function findArticle(db: Db, lang: Lang, slug: string): Promise<Candidate[]> {
  return rowsOf<Candidate>(
    await db.execute(sql`
      select 'article' as kind, ${column("slug", lang)} as key, ${column("title", lang)} as title, ${column("excerpt", lang)} as lead,
        ${column("content", lang)} as body, ${column("category", lang)} as category
      from articles where ${column("live", lang)} and ${column("slug", lang)} = ${slug}
      limit 1`),
  );
}

/** The newest articles live in `lang`, newest first. */
export async function latestArticles(db: Db, lang: Lang, limit: number): Promise<{ title: string; slug: string }[]> {
  return rowsOf<{ title: string; slug: string }>(
    await db.execute(sql`
      select ${column("title", lang)} as title, ${column("slug", lang)} as slug from articles
      where ${column("live", lang)} order by published_at desc, id desc limit ${limit}`),
  );
}
