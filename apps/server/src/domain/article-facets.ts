// How many articles there are, and how many a language publishes in all, in a category or with a
// tag. The database keeps these counts in article_facets as articles change (triggers of migration
// 0023_article_facets), so a total or the list of categories reads a few rows, however large the
// archive; counting the articles themselves reads every one of them.
import { type Db, rowsOf, sql } from "@lumiere/db";
import type { Lang } from "@lumiere/i18n";

/** What is counted: every article, or those published in a language, in all or with one category or tag. */
export type Facet = { lang: "" } | { lang: Lang } | { lang: Lang; category: string } | { lang: Lang; tag: string };

function keyOf(facet: Facet): [string, string, string] {
  if ("category" in facet) return [facet.lang, "category", facet.category];
  if ("tag" in facet) return [facet.lang, "tag", facet.tag];
  return [facet.lang, "all", ""];
}

/** How many articles the facet holds. */
export async function facetCount(db: Db, facet: Facet): Promise<number> {
  const [lang, kind, value] = keyOf(facet);
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`select articles as n from article_facets where lang = ${lang} and facet = ${kind} and value = ${value}`),
  );
  return Number(row?.n ?? 0);
}

/** The categories of the articles published in `lang`, in the database's order, without the empty one. */
export async function publishedCategories(db: Db, lang: Lang): Promise<string[]> {
  const rows = rowsOf<{ value: string }>(
    await db.execute(
      sql`select value from article_facets where lang = ${lang} and facet = 'category' and value <> '' and articles > 0 order by value`,
    ),
  );
  return rows.map((r) => r.value);
}

/** The `limit` tags carried by the most articles published in `lang` (ties: alphabetically). */
export async function mostUsedTags(db: Db, lang: Lang, limit: number): Promise<string[]> {
  const rows = rowsOf<{ value: string }>(
    await db.execute(
      sql`select value from article_facets where lang = ${lang} and facet = 'tag' and articles > 0 order by articles desc, value limit ${limit}`,
    ),
  );
  return rows.map((r) => r.value);
}
