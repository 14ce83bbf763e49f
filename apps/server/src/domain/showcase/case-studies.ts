// Public reads of case studies: only what is published, language by language (live_<lang>), from
// the published copy. Cached in the content cache, which every save that changes the site clears.
import { and, type CaseStudyCopy, caseStudies, count, desc, eq, or, type SQL, sql } from "@lumiere/db";
import { caseStudyPath, type Lang, langColumn } from "@lumiere/i18n";
import { CASE_STUDIES_PER_PAGE, type CaseStudyListInput, type PageOf } from "@lumiere/validation";
import type { ContentDeps } from "../deps";
import { pageOf } from "../paging";
import { type SiteOriginDeps, siteOrigin } from "../site-origin";
import { publishedTestimonial, type TestimonialView } from "./testimonials";

const liveIn = (lang: Lang): SQL => eq(langColumn(caseStudies, "live", lang), true);

/** A picture as a page shows it, in one language. */
export interface PictureView {
  url: string;
  alt: string;
}
/** A result as a page shows it, in one language. */
export interface ResultView {
  figure: string;
  label: string;
}

/** What a card of the list shows, in one language. */
export interface CaseStudyCard {
  id: number;
  slug: string;
  title: string;
  summary: string;
  client: string;
  industry: string;
  services: string[];
  results: ResultView[];
  picture: PictureView | null;
  publishedAt: string;
}

/** A case study's page, in one language, with its address in each published language. */
export interface CaseStudyView extends CaseStudyCard {
  challenge: string;
  approach: string;
  quote: string;
  testimonial: TestimonialView | null;
  pictures: PictureView[];
  shareImage: string;
  slugs: Partial<Record<Lang, string>>;
  updatedAt: string;
}

const pictureIn =
  (lang: Lang) =>
  (p: CaseStudyCopy["pictures"][number]): PictureView => ({ url: p.url, alt: langColumn(p, "alt", lang) });

function cardOf(id: number, copy: CaseStudyCopy, publishedAt: Date | null, lang: Lang): CaseStudyCard {
  const first = copy.pictures[0];
  return {
    id,
    slug: langColumn(copy, "slug", lang),
    title: langColumn(copy, "title", lang),
    summary: langColumn(copy, "summary", lang),
    client: copy.client,
    industry: copy.industry,
    services: copy.services,
    results: copy.results.map((r) => ({ figure: r.figure, label: langColumn(r, "label", lang) })),
    picture: first ? pictureIn(lang)(first) : null,
    publishedAt: (publishedAt ?? new Date(0)).toISOString(),
  };
}

/** Case studies on a page of the list, with the total that matches. */
export type CaseStudyPage = PageOf<CaseStudyCard>;

/**
 * One page of the case studies published in `lang`, newest first, optionally of one industry and
 * one service; null for a page past the last (page 1 always exists, empty or not).
 */
export function listCaseStudies(deps: ContentDeps, input: CaseStudyListInput): Promise<CaseStudyPage | null> {
  const { lang, page, industry, service } = input;
  return deps.cache.get(`case-studies:page:${lang}:${page}:${JSON.stringify([industry, service])}`, async () => {
    const where = and(
      liveIn(lang),
      industry ? eq(caseStudies.industry, industry) : undefined,
      // Array containment: answered by the GIN index on services.
      service ? sql`${caseStudies.services} @> array[${service}]::text[]` : undefined,
    );
    const list = await pageOf(
      { page, perPage: CASE_STUDIES_PER_PAGE },
      (limit, offset) =>
        deps.db
          .select({ id: caseStudies.id, published: caseStudies.published, publishedAt: caseStudies.publishedAt })
          .from(caseStudies)
          .where(where)
          .orderBy(desc(caseStudies.publishedAt), desc(caseStudies.id))
          .limit(limit)
          .offset(offset),
      async () => (await deps.db.select({ n: count() }).from(caseStudies).where(where))[0]?.n ?? 0,
      (r) => cardOf(r.id, r.published as CaseStudyCopy, r.publishedAt, lang),
    );
    return list.items.length === 0 && page > 1 ? null : list;
  });
}

/**
 * A case study published in `lang`, by its slug in that language (or in the other, so a shared link
 * still finds it: the page then redirects to this language's address); null when there is none.
 */
export function getCaseStudy(deps: ContentDeps, input: { lang: Lang; slug: string }): Promise<CaseStudyView | null> {
  return deps.cache.get(`case-study:${input.lang}:${input.slug}`, async () => {
    const { lang, slug } = input;
    const [row] = await deps.db
      .select()
      .from(caseStudies)
      .where(and(liveIn(lang), or(and(eq(caseStudies.slug_en, slug), liveIn("en")), and(eq(caseStudies.slug_fr, slug), liveIn("fr")))))
      .orderBy(sql`${langColumn(caseStudies, "slug", lang)} = ${slug} desc`)
      .limit(1);
    if (!row?.published) return null;
    const copy = row.published;
    const testimonial = copy.testimonialId === null ? null : await publishedTestimonial(deps.db, copy.testimonialId, lang);
    return {
      ...cardOf(row.id, copy, row.publishedAt, lang),
      challenge: langColumn(copy, "challenge", lang),
      approach: langColumn(copy, "approach", lang),
      quote: langColumn(copy, "quote", lang),
      testimonial,
      pictures: copy.pictures.map(pictureIn(lang)),
      shareImage: copy.shareImage || copy.pictures[0]?.url || "",
      slugs: { ...(row.live_en ? { en: row.slug_en } : {}), ...(row.live_fr ? { fr: row.slug_fr } : {}) },
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

/** Published slugs per language (sitemap): "" for a language not published. */
export function listCaseStudyAddresses(deps: ContentDeps): Promise<Array<{ en: string; fr: string }>> {
  return deps.cache.get("case-studies:addresses", async () => {
    const rows = await deps.db
      .select({ en: caseStudies.slug_en, fr: caseStudies.slug_fr, liveEn: caseStudies.live_en, liveFr: caseStudies.live_fr })
      .from(caseStudies)
      .where(or(liveIn("en"), liveIn("fr")))
      .orderBy(desc(caseStudies.publishedAt), desc(caseStudies.id));
    return rows.map((r) => ({ en: r.liveEn ? r.en : "", fr: r.liveFr ? r.fr : "" }));
  });
}

/** A published case study as Aya can quote it: its words in one language and its absolute address. */
export interface CaseStudyPassage {
  title: string;
  summary: string;
  /** "figure label" of each result, joined by "; ". */
  results: string;
  client: string;
  industry: string;
  url: string;
}

/**
 * The case studies published in `lang`, newest first, as passages Aya can ground an answer on
 * (at most `limit`). Cached with the content, so a publication shows in her next answer.
 */
export async function caseStudyPassages(deps: ContentDeps & SiteOriginDeps, lang: Lang, limit = 20): Promise<CaseStudyPassage[]> {
  const origin = await siteOrigin(deps);
  const cards = await deps.cache.get(`case-studies:passages:${lang}:${limit}`, async () => {
    const rows = await deps.db
      .select({ id: caseStudies.id, published: caseStudies.published, publishedAt: caseStudies.publishedAt })
      .from(caseStudies)
      .where(liveIn(lang))
      .orderBy(desc(caseStudies.publishedAt), desc(caseStudies.id))
      .limit(limit);
    return rows.map((r) => cardOf(r.id, r.published as CaseStudyCopy, r.publishedAt, lang));
  });
  return cards.map((c) => ({
    title: c.title,
    summary: c.summary,
    results: c.results.map((r) => `${r.figure} ${r.label}`).join("; "),
    client: c.client,
    industry: c.industry,
    url: origin + caseStudyPath(lang, c.slug),
  }));
}
