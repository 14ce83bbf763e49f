// What visitors see of the team: the Team page's published profiles, an author page (a profile and
// its articles in one language, paged like the insights grid), and an article's author. Read
// through the content cache, which every content or profile change clears.
import { and, articles, asc, eq, inArray, media, sql, teamProfiles } from "@lumiere/db";
import { type Lang, langColumn } from "@lumiere/i18n";
import { AUTHOR_ARTICLES_PER_PAGE, type AuthorArticlesInput, type PageOf } from "@lumiere/validation";
import { type ArticleCard, articleCardsPage, liveIn } from "../articles";
import type { ContentDeps } from "../deps";
import { type PublicProfile, publicProfileOf } from "./shape";

const p = teamProfiles;
const profileColumns = {
  id: p.id,
  name: p.name,
  slug: p.slug,
  role_en: p.role_en,
  role_fr: p.role_fr,
  bio_en: p.bio_en,
  bio_fr: p.bio_fr,
  links: p.links,
  storedName: media.storedName,
  alt_en: media.alt_en,
  alt_fr: media.alt_fr,
};
type ProfileRow = { [K in keyof typeof profileColumns]: (typeof profileColumns)[K]["_"]["data"] };

function shown(row: ProfileRow, lang: Lang): PublicProfile {
  const photo = row.storedName ? { storedName: row.storedName, alt_en: row.alt_en ?? "", alt_fr: row.alt_fr ?? "" } : null;
  return publicProfileOf(row, photo, lang);
}

/** The published profiles in their order (the Team page). */
export function listTeam(deps: ContentDeps, lang: Lang): Promise<PublicProfile[]> {
  return deps.cache.get(`team:${lang}`, async () => {
    const rows = await deps.db
      .select(profileColumns)
      .from(p)
      .leftJoin(media, eq(media.id, p.mediaId))
      .where(eq(p.published, true))
      .orderBy(asc(p.position), sql`lower(${p.name}) asc`, asc(p.id));
    return rows.map((r) => shown(r as ProfileRow, lang));
  });
}

/** Whether any profile is published: pages link to the Team page only then, not to its empty state. */
export function hasPublishedTeam(deps: ContentDeps): Promise<boolean> {
  return deps.cache.get("team:published", async () => {
    const [row] = await deps.db.select({ id: p.id }).from(p).where(eq(p.published, true)).limit(1);
    return row !== undefined;
  });
}

/** A published profile by its slug (an author page's header); null when there is none. */
export function getAuthor(deps: ContentDeps, input: { lang: Lang; slug: string }): Promise<PublicProfile | null> {
  return deps.cache.get(`team:author:${input.lang}:${input.slug}`, async () => {
    const [row] = await deps.db
      .select(profileColumns)
      .from(p)
      .leftJoin(media, eq(media.id, p.mediaId))
      .where(and(eq(p.slug, input.slug), eq(p.published, true)));
    return row ? shown(row as ProfileRow, input.lang) : null;
  });
}

/**
 * One page of the articles published in `lang` by the published profile `slug`, newest first (an
 * author page's list; none for a profile that is not published); null for a page past the last.
 */
export function getAuthorArticles(deps: ContentDeps, input: AuthorArticlesInput): Promise<PageOf<ArticleCard> | null> {
  const { lang, slug, page } = input;
  return deps.cache.get(`team:articles:${lang}:${slug}:${page}`, async () => {
    const author = deps.db
      .select({ id: p.id })
      .from(p)
      .where(and(eq(p.slug, slug), eq(p.published, true)));
    const where = and(inArray(articles.authorProfileId, author), liveIn(lang));
    const list = await articleCardsPage(deps, lang, where, "all rows", { page, perPage: AUTHOR_ARTICLES_PER_PAGE });
    return list.items.length === 0 && page > 1 ? null : list;
  });
}

/** The published author of the article published in `lang` under `slug` (either language's slug); null: none. */
export function getArticleAuthor(deps: ContentDeps, input: { lang: Lang; slug: string }): Promise<PublicProfile | null> {
  return deps.cache.get(`team:article:${input.lang}:${input.slug}`, async () => {
    const [row] = await deps.db
      .select(profileColumns)
      .from(articles)
      .innerJoin(p, and(eq(p.id, articles.authorProfileId), eq(p.published, true)))
      .leftJoin(media, eq(media.id, p.mediaId))
      .where(
        and(
          liveIn(input.lang),
          sql`(${langColumn(articles, "slug", input.lang)} = ${input.slug} or (${articles.slug_en} = ${input.slug} and ${articles.live_en}) or (${articles.slug_fr} = ${input.slug} and ${articles.live_fr}))`,
        ),
      )
      .limit(1);
    return row ? shown(row as ProfileRow, input.lang) : null;
  });
}

/** The published profiles' slugs (the sitemap's author pages). */
export function listProfileSlugs(deps: ContentDeps): Promise<string[]> {
  return deps.cache.get("team:slugs", async () => {
    const rows = await deps.db.select({ slug: p.slug }).from(p).where(eq(p.published, true)).orderBy(asc(p.position), asc(p.id));
    return rows.map((r) => r.slug);
  });
}
