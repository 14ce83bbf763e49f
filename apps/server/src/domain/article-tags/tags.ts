// Article tags on the public site: the ?tag= filter of the insights list and the tags it offers.
// Tags are stored normalised (tagsSchema of @lumiere/validation) in articles.tags_<lang>, a text
// array with a GIN index, so "has this tag" is an indexed containment test.
import { articles, eq, rowsOf, type SQL, sql } from "@lumiere/db";
import { type Lang, langColumn } from "@lumiere/i18n";
import type { ContentDeps } from "../deps";

/** Tags the insights filters offer: the most used ones. */
export const TOP_TAGS = 20;
/** Of the newest articles only: the topics of the moment, at the same cost however large the archive. */
export const TOP_TAGS_HORIZON = 1000;

/** Articles of `lang` carrying `tag` (already normalised: tagFilterSchema). */
export function taggedWith(lang: Lang, tag: string): SQL {
  return sql`${langColumn(articles, "tags", lang)} @> array[${tag}]::text[]`;
}

/** The TOP_TAGS tags most used by the newest articles published in `lang`, alphabetically (the insights filters). */
export function listTopTags(deps: ContentDeps, lang: Lang): Promise<string[]> {
  return deps.cache.get(`articles:tags:${lang}`, async () => {
    const tags = langColumn(articles, "tags", lang);
    const live = eq(langColumn(articles, "live", lang), true);
    const rows = rowsOf<{ tag: string }>(
      await deps.db.execute(sql`
        select t.tag from (
          select ${tags} as tags from ${articles} where ${live}
          order by ${articles.publishedAt} desc, ${articles.id} desc limit ${TOP_TAGS_HORIZON}
        ) recent cross join lateral unnest(recent.tags) as t(tag)
        group by t.tag order by count(*) desc, t.tag asc limit ${TOP_TAGS}`),
    );
    return rows.map((r) => r.tag).sort((a, b) => a.localeCompare(b, lang));
  });
}
