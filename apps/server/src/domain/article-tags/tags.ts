// Article tags on the public site: the ?tag= filter of the insights list and the tags it offers.
// Tags are stored normalised (tagsSchema of @lumiere/validation) in articles.tags_<lang>, a text
// array with a GIN index, so "has this tag" is an indexed containment test.
import { articles, type SQL, sql } from "@lumiere/db";
import { type Lang, langColumn } from "@lumiere/i18n";
import { mostUsedTags } from "../article-facets";
import type { ContentDeps } from "../deps";

/** Tags the insights filters offer: the most used ones. */
export const TOP_TAGS = 20;

/** Articles of `lang` carrying `tag` (already normalised: tagFilterSchema). */
export function taggedWith(lang: Lang, tag: string): SQL {
  return sql`${langColumn(articles, "tags", lang)} @> array[${tag}]::text[]`;
}

/** The TOP_TAGS tags most used by the articles published in `lang`, alphabetically (the insights filters). */
export function listTopTags(deps: ContentDeps, lang: Lang): Promise<string[]> {
  return deps.cache.get(`articles:tags:${lang}`, async () =>
    (await mostUsedTags(deps.db, lang, TOP_TAGS)).sort((a, b) => a.localeCompare(b, lang)),
  );
}
