// "Related Articles" under an article: published articles of the page's language that share its
// tags (more shared tags first), or else its category; newest first; never the article itself.
import { articles, rowsOf, type SQL, sql } from "@lumiere/db";
import { type Lang, langColumn } from "@lumiere/i18n";
import { RELATED_ARTICLES } from "@lumiere/validation";
import type { ArticleCard } from "../articles";
import type { ContentDeps } from "../deps";

/**
 * How far back related articles are looked for: the newest articles of the language. Reading
 * them newest first (published_at index) and stopping as soon as enough are found keeps the cost
 * the same however large the archive; a suggestion older than these is a weak one anyway.
 */
export const RELATED_HORIZON = 2000;
/** Tag-sharers (the newest of them) ranked by how many tags they share. */
export const RELATED_WINDOW = 50;

interface RelatedRow {
  id: number;
  title: string;
  excerpt: string;
  category: string;
  tags: string[];
  slug: string;
  image_url: string;
  published_at: Date | string;
}

/**
 * One query: the article's own tags and category (`me`); among the RELATED_HORIZON newest other
 * articles of the language, read newest first, the first RELATED_WINDOW sharing a tag, ranked by
 * shared tags, then the newest of its category for the places left.
 */
export function relatedQuery(id: number, lang: Lang): SQL {
  const col = (field: "title" | "excerpt" | "category" | "tags" | "slug" | "live") => langColumn(articles, field, lang);
  const card = sql`${articles.id} as id, ${col("title")} as title, ${col("excerpt")} as excerpt, ${col("category")} as category,
    ${col("tags")} as tags, ${col("slug")} as slug, ${articles.image_url} as image_url, ${articles.publishedAt} as published_at`;
  // Written twice rather than as a CTE, and \`me\` read as a value rather than joined, so each
  // branch keeps the newest-first order of the index and stops reading once it has its rows.
  const recent = sql`(select ${card} from ${articles} where ${col("live")} and ${articles.id} <> ${id}
    order by ${articles.publishedAt} desc, ${articles.id} desc limit ${RELATED_HORIZON}) a`;
  return sql`
    with me as (select ${col("tags")} as my_tags, ${col("category")} as my_category from ${articles} where ${articles.id} = ${id})
    select * from (
      (select a.*, (select count(*) from unnest(a.tags) as t(tag) where array[t.tag] <@ (select my_tags from me))::int as shared
         from ${recent}
         where a.tags && (select my_tags from me)
         order by a.published_at desc, a.id desc limit ${RELATED_WINDOW})
      union all
      (select a.*, 0 as shared
         from ${recent}
         where a.category = (select my_category from me) and not (a.tags && (select my_tags from me))
         order by a.published_at desc, a.id desc limit ${RELATED_ARTICLES})
    ) related
    order by shared desc, published_at desc, id desc
    limit ${RELATED_ARTICLES}`;
}

/** Up to RELATED_ARTICLES cards for the article `id` in `lang` (none when it has neither tags nor category in common with another). */
export function listRelatedArticles(deps: ContentDeps, input: { id: number; lang: Lang }): Promise<ArticleCard[]> {
  return deps.cache.get(`articles:related:${input.lang}:${input.id}`, async () => {
    const rows = rowsOf<RelatedRow>(await deps.db.execute(relatedQuery(input.id, input.lang)));
    return rows.map((r) => ({
      id: Number(r.id),
      title: r.title,
      excerpt: r.excerpt,
      category: r.category,
      tags: r.tags,
      slug: r.slug,
      image_url: r.image_url,
      publishedAt: new Date(r.published_at).toISOString(),
    }));
  });
}
