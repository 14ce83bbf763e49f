// The SQL of Aya's retrieval: the question's lexemes as Postgres stems them (with their rarity on
// the site), the candidate pages and articles from the generated search_en / search_fr columns, and
// where each lexeme occurs in the candidates' sentences. Only published content: the pages and
// articles tables hold what is live (drafts are in content_drafts), and an article only in the
// languages it is published in (live_en / live_fr).
import { type Db, rowsOf, sql } from "@lumiere/db";
import type { Lang } from "@lumiere/i18n";
import type { QueryTerms } from "./scoring";

const TS_CONFIG: Record<Lang, string> = { en: "english", fr: "french" };

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

/** For each text, the query lexemes it contains and their positions (one round trip for all). */
export async function lexemePositions(db: Db, lang: Lang, texts: string[], lexemes: string[]) {
  const rows = rowsOf<{ i: number | string; lexeme: string; positions: string | null }>(
    await db.execute(sql`
      select s.i, u.lexeme, array_to_string(u.positions, ',') as positions
      from json_array_elements_text(${JSON.stringify(texts)}::json) with ordinality as s(t, i)
      cross join lateral unnest(to_tsvector(${TS_CONFIG[lang]}::regconfig, s.t)) as u
      where u.lexeme in (select json_array_elements_text(${JSON.stringify(lexemes)}::json))`),
  );
  return rows.map((r) => ({ index: Number(r.i) - 1, lexeme: r.lexeme, positions: parsePositions(r.positions) }));
}

/** The query's lexemes as Postgres stems them, weighted by how rare they are across the site. */
export async function queryTerms(
  db: Db,
  lang: Lang,
  main: { text: string; own: number },
  context: string,
  contextWeight: number,
): Promise<QueryTerms | null> {
  const search = column("search", lang);
  const live = column("live", lang);
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
          + (select count(*) from articles where ${live} and ${search} @@ quote_literal(terms.lexeme)::tsquery) as df,
        (select count(*) from pages) + (select count(*) from articles where ${live}) as n
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
    const weighted = r.source === "main" ? w : w * contextWeight;
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
export async function findCandidates(db: Db, lang: Lang, terms: QueryTerms): Promise<Candidate[]> {
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
        from articles where ${column("live", lang)} and ${search} @@ ${tsquery}::tsquery
      ) d
      order by rank desc
      limit 12`),
  );
}
