// The admin's article list, one page at a time: each row is what the table shows (titles, excerpt,
// category, tags, slugs, date, each language's state), never the bodies; the editor reads one article.
import { type Article, and, articles, asc, type ContentDraft, contentDrafts, type Db, desc, eq, type SQL, sql } from "@lumiere/db";
import { LANGS, type Lang } from "@lumiere/i18n";
import type { ArticlePageInput } from "@lumiere/validation";
import { facetCount } from "../article-facets";
import { pageOf, searchAny } from "../paging";
import { type EditorialItem, itemOf } from "./board";
import { entityFromRows } from "./entity";

/** An excerpt long enough for the table's two clamped lines. */
const EXCERPT_CHARS = 240;

export interface ArticleSummary {
  id: number;
  title_en: string;
  title_fr: string;
  excerpt_en: string;
  excerpt_fr: string;
  category_en: string;
  category_fr: string;
  tags_en: string[];
  tags_fr: string[];
  slug_en: string;
  slug_fr: string;
  image_url: string;
  publishedAt: string;
  status: EditorialItem["status"];
  updatedAt: string;
  /** Who created it (null: before people existed): an author edits only their own. */
  ownerId: number | null;
}

/** A field of the working copy: the draft's when it has one, else the live row's. */
const working = (field: string, live: SQL | unknown) => sql<string>`coalesce(${contentDrafts.data} ->> ${field}, ${live})`;
const stateIn = (lang: Lang) =>
  sql<string>`coalesce(${contentDrafts[`state_${lang}`]}, case when ${articles[`live_${lang}`]} then 'published' else 'draft' end)`;

const SORTS: Record<ArticlePageInput["sort"], SQL[]> = {
  newest: [desc(articles.publishedAt), desc(articles.id)],
  oldest: [asc(articles.publishedAt), asc(articles.id)],
  title: [sql`lower(${working("title_en", articles.title_en)}) asc`, asc(articles.id)],
  "-title": [sql`lower(${working("title_en", articles.title_en)}) desc`, desc(articles.id)],
  updated: [sql`coalesce(${contentDrafts.updatedAt}, ${articles.updatedAt}) desc`, desc(articles.id)],
};

function where(input: ArticlePageInput): SQL | undefined {
  const search = searchAny(
    input.q,
    LANGS.flatMap((l) => [working(`title_${l}`, articles[`title_${l}`]), working(`slug_${l}`, articles[`slug_${l}`])]),
  );
  const langs = input.lang ? [input.lang] : LANGS;
  const state = input.state
    ? sql`(${sql.join(
        langs.map((l) => sql`${stateIn(l)} = ${input.state}`),
        sql` or `,
      )})`
    : undefined;
  return and(search, state);
}

const draftJoin = and(eq(contentDrafts.kind, "article"), eq(contentDrafts.entityId, articles.id));

function selectPage(db: Db, filter: SQL | undefined, sort: ArticlePageInput["sort"], limit: number, offset: number) {
  return db
    .select({
      id: articles.id,
      title_en: articles.title_en,
      title_fr: articles.title_fr,
      excerpt_en: sql<string>`left(${articles.excerpt_en}, ${EXCERPT_CHARS})`,
      excerpt_fr: sql<string>`left(${articles.excerpt_fr}, ${EXCERPT_CHARS})`,
      category_en: articles.category_en,
      category_fr: articles.category_fr,
      tags_en: articles.tags_en,
      tags_fr: articles.tags_fr,
      slug_en: articles.slug_en,
      slug_fr: articles.slug_fr,
      image_url: articles.image_url,
      ownerId: articles.ownerId,
      publishedAt: articles.publishedAt,
      updatedAt: articles.updatedAt,
      live_en: articles.live_en,
      live_fr: articles.live_fr,
      // The copy without its bodies (the list never shows them), and the excerpts cut short.
      data: sql<Record<string, unknown> | null>`${contentDrafts.data} - 'content_en' - 'content_fr'
            || jsonb_build_object('excerpt_en', left(${contentDrafts.data} ->> 'excerpt_en', ${EXCERPT_CHARS}),
                                  'excerpt_fr', left(${contentDrafts.data} ->> 'excerpt_fr', ${EXCERPT_CHARS}))`,
      state_en: contentDrafts.state_en,
      state_fr: contentDrafts.state_fr,
      publishAt_en: contentDrafts.publishAt_en,
      publishAt_fr: contentDrafts.publishAt_fr,
      editedAt_en: contentDrafts.editedAt_en,
      editedAt_fr: contentDrafts.editedAt_fr,
      outdated_en: contentDrafts.outdated_en,
      outdated_fr: contentDrafts.outdated_fr,
      updatedBy: contentDrafts.updatedBy,
      draftUpdatedAt: contentDrafts.updatedAt,
    })
    .from(articles)
    .leftJoin(contentDrafts, draftJoin)
    .where(filter)
    .orderBy(...SORTS[sort])
    .limit(limit)
    .offset(offset);
}

/** One page of the articles, with how many match the search and the state (without either: all of them). */
export async function pageArticles(db: Db, input: ArticlePageInput) {
  const filter = where(input);
  return pageOf(
    input,
    (limit, offset) => selectPage(db, filter, input.sort, limit, offset),
    async () => {
      if (!filter) return facetCount(db, { lang: "" });
      const [row] = await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(articles)
        .leftJoin(contentDrafts, draftJoin)
        .where(filter);
      return row?.n ?? 0;
    },
    summaryOf,
  );
}

type Row = Awaited<ReturnType<typeof selectPage>>[number];

function summaryOf(row: Row): ArticleSummary {
  const { data, draftUpdatedAt, ...rest } = row;
  const live = { ...rest, content_en: "", content_fr: "", search_en: null, search_fr: null } as unknown as Article;
  const draft =
    data && draftUpdatedAt
      ? ({ ...(rest as unknown as ContentDraft), kind: "article", entityId: row.id, data, updatedAt: draftUpdatedAt } as ContentDraft)
      : null;
  const entity = entityFromRows("article", live, draft);
  const item = itemOf(entity);
  const copy = entity.kind === "article" ? entity.copy : null;
  return {
    id: row.id,
    title_en: copy?.title_en ?? "",
    title_fr: copy?.title_fr ?? "",
    excerpt_en: copy?.excerpt_en ?? "",
    excerpt_fr: copy?.excerpt_fr ?? "",
    category_en: copy?.category_en ?? "",
    category_fr: copy?.category_fr ?? "",
    tags_en: copy?.tags_en ?? [],
    tags_fr: copy?.tags_fr ?? [],
    slug_en: copy?.slug_en ?? "",
    slug_fr: copy?.slug_fr ?? "",
    image_url: copy?.image_url ?? "",
    publishedAt: copy?.publishedAt ?? row.publishedAt.toISOString(),
    status: item.status,
    updatedAt: item.updatedAt,
    ownerId: row.ownerId,
  };
}
