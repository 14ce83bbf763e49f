// Public article reads: only what is published, language by language (articles.live_<lang>).
// Drafts live elsewhere (content_drafts) and are edited through domain/editorial.
import { and, articles, desc, eq, or, type SQL, sql } from "@lumiere/db";
import type { Lang } from "@lumiere/i18n";
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
const fullColumns = { ...summaryColumns, content_en: articles.content_en, content_fr: articles.content_fr };

type Row<C extends Record<string, { _: { data: unknown } }>> = { [K in keyof C]: C[K]["_"]["data"] };
type WithIsoDate<T> = Omit<T, "publishedAt"> & { publishedAt: string };
export type ArticleSummary = WithIsoDate<Row<typeof summaryColumns>>;
export type ArticleRecord = WithIsoDate<Row<typeof fullColumns>>;

function iso<T extends { publishedAt: Date }>(row: T): Omit<T, "publishedAt"> & { publishedAt: string } {
  return { ...row, publishedAt: row.publishedAt.toISOString() };
}

const liveIn = (lang: Lang): SQL => eq(lang === "en" ? articles.live_en : articles.live_fr, true);
const liveInBoth = () => and(liveIn("en"), liveIn("fr")) as SQL;

/** Every article published in `lang`, newest first (spec §3 fields). */
export function listArticles(deps: ContentDeps, lang: Lang): Promise<ArticleRecord[]> {
  return deps.cache.get(`articles:full:${lang}`, async () => {
    const rows = await deps.db
      .select(fullColumns)
      .from(articles)
      .where(liveIn(lang))
      .orderBy(desc(articles.publishedAt), desc(articles.id));
    return rows.map(iso);
  });
}

/**
 * The list without the article bodies: what the insights grid needs. For one language, the
 * articles published in it; without one, those published in both (a card never shows a language
 * that is not out yet).
 */
export function listArticleSummaries(deps: ContentDeps, lang?: Lang): Promise<ArticleSummary[]> {
  return deps.cache.get(`articles:summary:${lang ?? "both"}`, async () => {
    const rows = await deps.db
      .select(summaryColumns)
      .from(articles)
      .where(lang ? liveIn(lang) : liveInBoth())
      .orderBy(desc(articles.publishedAt), desc(articles.id));
    return rows.map(iso);
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
    const primary = input.lang === "en" ? articles.slug_en : articles.slug_fr;
    const rows = await deps.db
      .select(fullColumns)
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
