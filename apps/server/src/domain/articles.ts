import { type Db, articles, desc, eq, or, slugify, sql } from "@lumiere/db";
import type { Lang } from "@lumiere/i18n";
import type { ArticleInput, ArticleUpdateInput } from "@lumiere/validation";
import type { ContentDeps } from "./deps";

/** Category given to articles created in the admin, whose form has no category field. */
export const DEFAULT_CATEGORY = { en: "General", fr: "Général" } as const;

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

/** Every article, newest first (spec §3 fields). */
export function listArticles(deps: ContentDeps): Promise<ArticleRecord[]> {
  return deps.cache.get("articles:full", async () => {
    const rows = await deps.db.select(fullColumns).from(articles).orderBy(desc(articles.publishedAt), desc(articles.id));
    return rows.map(iso);
  });
}

/** The list without the article bodies: what the insights grid needs. */
export function listArticleSummaries(deps: ContentDeps): Promise<ArticleSummary[]> {
  return deps.cache.get("articles:summary", async () => {
    const rows = await deps.db.select(summaryColumns).from(articles).orderBy(desc(articles.publishedAt), desc(articles.id));
    return rows.map(iso);
  });
}

/** By the slug of the given language; a slug of the other language also resolves, so shared links keep working. */
export async function getArticleBySlug(deps: ContentDeps, input: { slug: string; lang: Lang }): Promise<ArticleRecord | null> {
  return deps.cache.get(`article:${input.lang}:${input.slug}`, async () => {
    const primary = input.lang === "en" ? articles.slug_en : articles.slug_fr;
    const rows = await deps.db
      .select(fullColumns)
      .from(articles)
      .where(or(eq(articles.slug_en, input.slug), eq(articles.slug_fr, input.slug)))
      .orderBy(sql`${primary} = ${input.slug} desc`)
      .limit(1);
    return rows[0] ? iso(rows[0]) : null;
  });
}

/** A slug from the title, unique within its language (-2, -3… when taken by another article). */
async function uniqueSlug(db: Db, lang: Lang, title: string, exceptId?: number): Promise<string> {
  const base = slugify(title) || (lang === "en" ? "article" : "article-fr");
  const column = lang === "en" ? articles.slug_en : articles.slug_fr;
  const taken = await db
    .select({ slug: column, id: articles.id })
    .from(articles)
    .where(sql`${column} = ${base} or ${column} like ${`${base}-%`}`);
  const used = new Set(taken.filter((r) => r.id !== exceptId).map((r) => r.slug));
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

export async function createArticle(deps: ContentDeps, input: ArticleInput): Promise<ArticleRecord> {
  const [row] = await deps.db
    .insert(articles)
    .values({
      ...input,
      slug_en: await uniqueSlug(deps.db, "en", input.title_en),
      slug_fr: await uniqueSlug(deps.db, "fr", input.title_fr),
      category_en: DEFAULT_CATEGORY.en,
      category_fr: DEFAULT_CATEGORY.fr,
      publishedAt: new Date(),
    })
    .returning(fullColumns);
  deps.cache.invalidate();
  if (!row) throw new Error("insert returned no row");
  return iso(row);
}

export async function updateArticle(deps: ContentDeps, input: ArticleUpdateInput): Promise<ArticleRecord | null> {
  const { id, ...fields } = input;
  const [current] = await deps.db
    .select({ title_en: articles.title_en, title_fr: articles.title_fr })
    .from(articles)
    .where(eq(articles.id, id));
  if (!current) return null;
  // A retitled article gets a new slug; an unchanged title keeps its links.
  const slugs = {
    ...(current.title_en !== fields.title_en ? { slug_en: await uniqueSlug(deps.db, "en", fields.title_en, id) } : {}),
    ...(current.title_fr !== fields.title_fr ? { slug_fr: await uniqueSlug(deps.db, "fr", fields.title_fr, id) } : {}),
  };
  const [row] = await deps.db
    .update(articles)
    .set({ ...fields, ...slugs, updatedAt: new Date() })
    .where(eq(articles.id, id))
    .returning(fullColumns);
  deps.cache.invalidate();
  return row ? iso(row) : null;
}

export async function deleteArticle(deps: ContentDeps, id: number): Promise<boolean> {
  const rows = await deps.db.delete(articles).where(eq(articles.id, id)).returning({ id: articles.id });
  deps.cache.invalidate();
  return rows.length > 0;
}
