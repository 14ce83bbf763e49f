// "Related Articles" under an article: published articles of the page's language that share its
// tags (more shared tags first), or else its category; newest first; never the article itself.
import { articles, rowsOf, type SQL, sql } from "@lumiere/db";
import { type Lang, langColumn } from "@lumiere/i18n";
import { RELATED_ARTICLES } from "@lumiere/validation";
import type { ArticleCard } from "../articles";
import type { ContentDeps } from "../deps";

/**
 * The newest articles sharing a tag that are ranked by how many they share. Bounding them keeps
 * the query's cost the same however large the archive and however common a tag; an older article
 * sharing more tags than these is a less useful suggestion than a recent one anyway.
 */
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
 * One query: the article's own tags and category (`me`), then the newest RELATED_WINDOW
 * tag-sharers (GIN on tags_<lang>, or the published_at index read newest first) ranked by shared
 * tags, then the newest of its category for the places left (published_at index).
 */
function relatedQuery(id: number, lang: Lang): SQL {
  const col = (field: "title" | "excerpt" | "category" | "tags" | "slug" | "live") => langColumn(articles, field, lang);
  const card = sql`${articles.id} as id, ${col("title")} as title, ${col("excerpt")} as excerpt, ${col("category")} as category,
    ${col("tags")} as tags, ${col("slug")} as slug, ${articles.image_url} as image_url, ${articles.publishedAt} as published_at`;
  const others = sql`${col("live")} and ${articles.id} <> ${id}`;
  const newest = sql`order by ${articles.publishedAt} desc, ${articles.id} desc`;
  return sql`
    with me as (select ${col("tags")} as my_tags, ${col("category")} as my_category from ${articles} where ${articles.id} = ${id})
    select * from (
      (select ${card}, cardinality(array(select unnest(${col("tags")}) intersect select unnest(me.my_tags))) as shared
         from ${articles}, me
         where ${others} and ${col("tags")} && me.my_tags
         ${newest} limit ${RELATED_WINDOW})
      union all
      (select ${card}, 0 as shared
         from ${articles}, me
         where ${others} and ${col("category")} = me.my_category and not (${col("tags")} && me.my_tags)
         ${newest} limit ${RELATED_ARTICLES})
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
