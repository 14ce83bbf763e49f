// Public article reads: only what is published, language by language (articles.live_<lang>).
// Drafts live elsewhere (content_drafts) and are edited through domain/editorial.
import { and, articles, count, desc, eq, foldAccents, or, type SQL, sql, TS_CONFIG } from "@lumiere/db";
import { type Lang, langColumn } from "@lumiere/i18n";
import { type InsightsPageInput, insightsMatchesToCount, type PageOf } from "@lumiere/validation";
import { facetCount, type Facet, publishedCategories } from "./article-facets";
import { listTopTags, taggedWith } from "./article-tags/tags";
import { pageOf } from "./paging";
import type { ContentDeps } from "./deps";

const summaryColumns = {
  id: articles.id,
  title_en: articles.title_en,
  title_fr: articles.title_fr,
  excerpt_en: articles.excerpt_en,
  excerpt_fr: articles.excerpt_fr,
  category_en: articles.category_en,
  category_fr: articles.category_fr,
  slug_en: articles.slug_en,
  slug_fr: articles.slug_fr,
  image_url: articles.image_url,
  publishedAt: articles.publishedAt,
};
/** The spec's article (§3): exactly what `/api` answers. */
export const fullColumns = { ...summaryColumns, content_en: articles.content_en, content_fr: articles.content_fr };
/**
 * What the site and the admin read through /trpc: the spec's article, its tags, and the languages it
 * is published in (a page names its other language only when that one has an address).
 */
const shownColumns = {
  ...fullColumns,
  tags_en: articles.tags_en,
  tags_fr: articles.tags_fr,
  live_en: articles.live_en,
  live_fr: articles.live_fr,
};

type Row<C extends Record<string, { _: { data: unknown } }>> = { [K in keyof C]: C[K]["_"]["data"] };
type WithIsoDate<T> = Omit<T, "publishedAt"> & { publishedAt: string };
export type ArticleRecord = WithIsoDate<Row<typeof shownColumns>>;
export type SpecArticle = WithIsoDate<Row<typeof fullColumns>>;

/** An article as the spec's `/api` gives it: its fields only (§3), whatever /trpc adds. */
export function specArticle(a: ArticleRecord): SpecArticle {
  const { tags_en: _en, tags_fr: _fr, live_en: _liveEn, live_fr: _liveFr, ...spec } = a;
  return spec;
}

export function iso<T extends { publishedAt: Date }>(row: T): Omit<T, "publishedAt"> & { publishedAt: string } {
  return { ...row, publishedAt: row.publishedAt.toISOString() };
}

export const liveIn = (lang: Lang): SQL => eq(langColumn(articles, "live", lang), true);

/** What a card shows, in one language: a page carries nothing it does not show. */
export function cardColumns(lang: Lang) {
  return {
    id: articles.id,
    title: langColumn(articles, "title", lang),
    excerpt: langColumn(articles, "excerpt", lang),
    category: langColumn(articles, "category", lang),
    tags: langColumn(articles, "tags", lang),
    slug: langColumn(articles, "slug", lang),
    image_url: articles.image_url,
    publishedAt: articles.publishedAt,
  };
}
export type ArticleCard = WithIsoDate<Row<ReturnType<typeof cardColumns>>>;

/** The `limit` newest articles published in `lang` (the home page's latest insights). */
export function listLatestArticles(deps: ContentDeps, lang: Lang, limit: number): Promise<ArticleCard[]> {
  return deps.cache.get(`articles:latest:${lang}:${limit}`, async () => {
    const rows = await deps.db
      .select(cardColumns(lang))
      .from(articles)
      .where(liveIn(lang))
      .orderBy(desc(articles.publishedAt), desc(articles.id))
      .limit(limit);
    return rows.map(iso);
  });
}

/** The categories of the articles published in `lang`, alphabetically (the insights filters). */
export function listArticleCategories(deps: ContentDeps, lang: Lang): Promise<string[]> {
  return deps.cache.get(`articles:categories:${lang}`, () => publishedCategories(deps.db, lang));
}

/**
 * A page of the grid and how many articles match (for a search, exact up to the pages its
 * pagination row shows: see insightsMatchesToCount), with every category and the most used tags of
 * the language (the filters).
 */
export interface InsightsPage extends PageOf<ArticleCard> {
  categories: string[];
  tags: string[];
}

/**
 * How a page of article cards counts its matches: a facet's stored count when the facet selects
 * the same articles, else the rows themselves, all of them or only up to `upTo` (beyond which the
 * total reported is `upTo`).
 */
export type CardCount = { facet: Facet } | { rowsUpTo: number } | "all rows";

/**
 * One page of article cards in `lang` matching `where`, newest first (the insights grid, an author's
 * list), with how many match, counted as `counting` says.
 */
export function articleCardsPage(
  deps: ContentDeps,
  lang: Lang,
  where: SQL | undefined,
  counting: CardCount,
  paging: { page: number; perPage: number },
) {
  const countRows = async (upTo?: number) => {
    const matching = deps.db.select({ one: sql`1` }).from(articles).where(where);
    const rows = upTo === undefined ? matching : matching.limit(upTo);
    return (await deps.db.select({ n: count() }).from(rows.as("matching")))[0]?.n ?? 0;
  };
  return pageOf(
    paging,
    (limit, offset) =>
      deps.db
        .select(cardColumns(lang))
        .from(articles)
        .where(where)
        .orderBy(desc(articles.publishedAt), desc(articles.id))
        .limit(limit)
        .offset(offset),
    () =>
      counting === "all rows" ? countRows() : "facet" in counting ? facetCount(deps.db, counting.facet) : countRows(counting.rowsUpTo),
    iso,
  );
}

/**
 * Full-text match of `q` in the language's generated search column (title, category, excerpt,
 * content; GIN-indexed), accents folded on both sides. websearch_to_tsquery takes any text.
 */
function matches(lang: Lang, q: string): SQL {
  return sql`${langColumn(articles, "search", lang)} @@ websearch_to_tsquery(${TS_CONFIG[lang]}::regconfig, ${foldAccents(q)})`;
}

/**
 * One page of the articles published in `lang`, newest first, optionally of one category, with
 * one tag and matching a search; null for a page past the last (page 1 always exists, empty or not).
 */
export function getInsightsPage(deps: ContentDeps, input: InsightsPageInput): Promise<InsightsPage | null> {
  const { lang, page, perPage, category, q, tag } = input;
  const key = `articles:page:${lang}:${perPage}:${page}:${JSON.stringify([category, q, tag])}`;
  return deps.cache.get(key, async () => {
    const where = and(
      liveIn(lang),
      category ? eq(langColumn(articles, "category", lang), category) : undefined,
      q ? matches(lang, q) : undefined,
      tag ? taggedWith(lang, tag) : undefined,
    );
    // A search, or a category and a tag together, is counted by its rows, as far as the page's
    // pagination row needs; anything else has a facet.
    const counting: CardCount =
      q || (category && tag)
        ? { rowsUpTo: insightsMatchesToCount(page, perPage) }
        : { facet: category ? { lang, category } : tag ? { lang, tag } : { lang } };
    const [list, categories, tags] = await Promise.all([
      articleCardsPage(deps, lang, where, counting, input),
      listArticleCategories(deps, lang),
      listTopTags(deps, lang),
    ]);
    return list.items.length === 0 && page > 1 ? null : { ...list, categories, tags };
  });
}

/** Published slugs per language (sitemap): "" for a language not published. */
export function listArticleAddresses(deps: ContentDeps): Promise<Array<{ en: string; fr: string }>> {
  return deps.cache.get("articles:addresses", async () => {
    const rows = await deps.db
      .select({ en: articles.slug_en, fr: articles.slug_fr, liveEn: articles.live_en, liveFr: articles.live_fr })
      .from(articles)
      .where(or(liveIn("en"), liveIn("fr")))
      .orderBy(desc(articles.publishedAt), desc(articles.id));
    return rows.map((r) => ({ en: r.liveEn ? r.en : "", fr: r.liveFr ? r.fr : "" }));
  });
}

/**
 * By the slug of the given language; a slug of the other language also resolves, so shared links
 * keep working. Only an article published in `lang` is found.
 */
export async function getArticleBySlug(deps: ContentDeps, input: { slug: string; lang: Lang }): Promise<ArticleRecord | null> {
  return deps.cache.get(`article:${input.lang}:${input.slug}`, async () => {
    const primary = langColumn(articles, "slug", input.lang);
    const rows = await deps.db
      .select(shownColumns)
      .from(articles)
      .where(
        and(
          liveIn(input.lang),
          or(and(eq(articles.slug_en, input.slug), liveIn("en")), and(eq(articles.slug_fr, input.slug), liveIn("fr"))),
        ),
      )
      .orderBy(sql`${primary} = ${input.slug} desc`)
      .limit(1);
    return rows[0] ? iso(rows[0]) : null;
  });
}
