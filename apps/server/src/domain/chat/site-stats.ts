// The site's lexeme statistics Aya weighs a question's words with: how many published documents hold
// each lexeme, and the lexemes sharing a word's first letters (its other forms). The database keeps
// the counts (search_lexemes, maintained by triggers as pages and articles change), so a question
// reads the rows of its own words: nothing is counted per publication or held per lexeme of the
// archive, and every process reads the same counts.
import { type Db, rowsOf, sql } from "@lumiere/db";
import type { Lang } from "@lumiere/i18n";

/** What the site says of the lexemes a question asked about. */
export interface LexemeStats {
  /** Documents holding each lexeme asked for or found under a prefix (absent: none). */
  df: Map<string, number>;
  /** Published documents in the language: pages, and the articles live in it. */
  docs: number;
  /** The site's lexemes under each prefix asked for (other forms of a question's word). */
  prefixes: Map<string, string[]>;
}

/** Shortest stem whose other forms are looked for: shorter ones ("data", "use") would match unrelated words. */
export const VARIANT_MIN = 5;

/** A lexeme whose other forms may be looked for: long enough, and no number. */
export const hasVariants = (lexeme: string) => lexeme.length >= VARIANT_MIN && !/\d/.test(lexeme);

/**
 * The counts of `lexemes`, and the site's lexemes starting with each of `prefixes` (VARIANT_MIN
 * letters each), in one statement; its row without a lexeme is the number of documents. The prefix
 * length is written into the statement, not bound, so the planner matches the index on it; the
 * other forms come in one fixed order (descending), the first few of them being used.
 */
export async function lexemeStats(db: Db, lang: Lang, lexemes: string[], prefixes: string[]): Promise<LexemeStats> {
  const rows = rowsOf<{ lexeme: string | null; docs: number | string }>(
    await db.execute(sql`
      select lexeme, docs from search_lexemes
      where lang = ${lang} and docs > 0 and (lexeme = any(${`{${lexemes.map(arrayItem).join(",")}}`}::text[])
        or left(lexeme, ${sql.raw(String(VARIANT_MIN))}) = any(${`{${prefixes.map(arrayItem).join(",")}}`}::text[]))
      union all
      select null, (select count(*) from pages)
        + coalesce((select articles from article_facets where lang = ${lang} and facet = 'all' and value = ''), 0)
      order by lexeme desc`),
  );
  const wanted = new Set(prefixes);
  const df = new Map<string, number>();
  const byPrefix = new Map<string, string[]>();
  let docs = 0;
  for (const r of rows) {
    if (r.lexeme === null) {
      docs = Number(r.docs);
      continue;
    }
    df.set(r.lexeme, Number(r.docs));
    const prefix = r.lexeme.slice(0, VARIANT_MIN);
    if (wanted.has(prefix) && hasVariants(r.lexeme)) (byPrefix.get(prefix) ?? byPrefix.set(prefix, []).get(prefix))?.push(r.lexeme);
  }
  return { df, docs, prefixes: byPrefix };
}

/** An element of a Postgres array literal, quoted: lexemes may hold any character. */
const arrayItem = (value: string) => `"${value.replace(/[\\"]/g, "\\$&")}"`;
