// Landing pages as visitors see them: one language of the published row (or a preview link's
// draft), its blocks resolved once per content change. Rich text is the stored body of its Markdown
// (rendered when saved, like an article's), testimonials, logos and case studies only those
// published (testimonials with the person's consent). Cached with the content: a page costs a few
// queries after each change, whatever the archive holds.
import {
  and,
  articleBodyKey,
  caseStudies,
  clientLogos,
  type Db,
  eq,
  inArray,
  isNotNull,
  type LandingBlockData,
  type LandingPage,
  landingPages,
  or,
  testimonials,
} from "@lumiere/db";
import { LANGS, type Lang, langColumn } from "@lumiere/i18n";
import type { LandingBlock } from "@lumiere/validation";
import { withLibraryAlt } from "../article-body/library-alt";
import { storedArticleBody } from "../article-body/store";
import type { ContentDeps } from "../deps";
import type { SiteOriginDeps } from "../site-origin";
import type { ClientLogoView } from "../showcase/client-logos";
import { type TestimonialView, testimonialView } from "../showcase/testimonials";

type Deps = ContentDeps & SiteOriginDeps;

export interface LandingCaseStudyView {
  id: number;
  slug: string;
  title: string;
  summary: string;
  client: string;
  picture: { url: string; alt: string } | null;
}

type Plain = Exclude<LandingBlock, { type: "richText" | "testimonials" | "logos" | "caseStudies" }>;
export type LandingBlockView =
  | Plain
  | { type: "richText"; html: string }
  | { type: "testimonials"; title: string; items: TestimonialView[] }
  | { type: "logos"; title: string; items: ClientLogoView[] }
  | { type: "caseStudies"; title: string; items: LandingCaseStudyView[] };

export interface LandingView {
  id: number;
  title: string;
  description: string;
  shareImage: string;
  /** Its address in each published language (a preview: this language's). */
  slugs: Partial<Record<Lang, string>>;
  blocks: LandingBlockView[];
  publishedAt: string;
  updatedAt: string;
}

/** The ids every block of one kind names, for one query per kind. */
const idsOf = (blocks: LandingBlock[], type: "testimonials" | "logos" | "caseStudies") => [
  ...new Set(blocks.flatMap((b) => (b.type === type ? b.ids : []))),
];

/** Published testimonials, logos and case studies the blocks name, by id. */
async function referenced(db: Db, blocks: LandingBlock[], lang: Lang) {
  const [t, l, c] = [idsOf(blocks, "testimonials"), idsOf(blocks, "logos"), idsOf(blocks, "caseStudies")];
  const [tRows, lRows, cRows] = await Promise.all([
    t.length
      ? db
          .select()
          .from(testimonials)
          .where(and(inArray(testimonials.id, t), eq(testimonials.published, true), isNotNull(testimonials.consentDate)))
      : [],
    l.length
      ? db
          .select()
          .from(clientLogos)
          .where(and(inArray(clientLogos.id, l), eq(clientLogos.published, true)))
      : [],
    c.length
      ? db
          .select({ id: caseStudies.id, published: caseStudies.published })
          .from(caseStudies)
          .where(and(inArray(caseStudies.id, c), eq(langColumn(caseStudies, "live", lang), true)))
      : [],
  ]);
  const logos = new Map<number, ClientLogoView>(
    lRows.map((r) => [r.id, { id: r.id, name: r.name, url: r.logo.url, alt: langColumn(r.logo, "alt", lang), link: r.link }]),
  );
  const studies = new Map<number, LandingCaseStudyView>();
  for (const r of cRows) {
    const copy = r.published;
    if (!copy) continue;
    const first = copy.pictures[0];
    studies.set(r.id, {
      id: r.id,
      slug: langColumn(copy, "slug", lang),
      title: langColumn(copy, "title", lang),
      summary: langColumn(copy, "summary", lang),
      client: copy.client,
      picture: first ? { url: first.url, alt: langColumn(first, "alt", lang) } : null,
    });
  }
  return { testimonials: new Map(tRows.map((r) => [r.id, testimonialView(r, lang)])), logos, studies };
}

const pick = <T>(ids: number[], found: Map<number, T>): T[] => ids.flatMap((id) => found.get(id) ?? []);

/** The stored body of a rich text block as shown in a language (the article pages' rule). */
function richTextHtml(deps: Deps, markdown: string, lang: Lang): Promise<string> {
  return deps.cache
    .get(`article:body:${lang}:${articleBodyKey(markdown)}`, async () => {
      const body = await storedArticleBody(deps, markdown);
      return { ...body, html: await withLibraryAlt(deps.db, body.html, lang) };
    })
    .then((body) => body.html);
}

/** Each block as the page shows it; a block naming nothing published is left out. */
export async function resolveBlocks(deps: Deps, stored: LandingBlockData[], lang: Lang): Promise<LandingBlockView[]> {
  const blocks = stored as LandingBlock[];
  const found = await referenced(deps.db, blocks, lang);
  const views: LandingBlockView[] = [];
  for (const block of blocks) {
    if (block.type === "richText") views.push({ type: "richText", html: await richTextHtml(deps, block.markdown, lang) });
    else if (block.type === "testimonials")
      views.push({ type: block.type, title: block.title, items: pick(block.ids, found.testimonials) });
    else if (block.type === "logos") views.push({ type: block.type, title: block.title, items: pick(block.ids, found.logos) });
    else if (block.type === "caseStudies") views.push({ type: block.type, title: block.title, items: pick(block.ids, found.studies) });
    else views.push(block);
  }
  return views.filter((v) => !("items" in v) || v.items.length > 0);
}

/** One language of a landing page's fields as a page shows them. */
export async function landingView(
  deps: Deps,
  row: LandingPage,
  fields: Pick<LandingPage, `${"title" | "description" | "shareImage" | "blocks"}_${Lang}`>,
  lang: Lang,
  slugs: Partial<Record<Lang, string>>,
): Promise<LandingView> {
  return {
    id: row.id,
    title: langColumn(fields, "title", lang),
    description: langColumn(fields, "description", lang),
    shareImage: langColumn(fields, "shareImage", lang),
    slugs,
    blocks: await resolveBlocks(deps, langColumn(fields, "blocks", lang), lang),
    publishedAt: (row.publishedAt ?? row.createdAt).toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const liveIn = (lang: Lang) => eq(langColumn(landingPages, "live", lang), true);

/** The landing page published in `lang` at this slug, or null. */
export async function getLanding(deps: Deps, input: { lang: Lang; slug: string }): Promise<LandingView | null> {
  // Any unknown first segment of the site asks here: answered from the cached addresses, so a
  // flood of made-up paths costs no query and no cache entry.
  if (!(await listLandingAddresses(deps)).some((a) => langColumn(a, "slug", input.lang) === input.slug)) return null;
  return deps.cache.get(`landing:${input.lang}:${input.slug}`, async () => {
    const { lang, slug } = input;
    const [row] = await deps.db
      .select()
      .from(landingPages)
      .where(and(liveIn(lang), eq(langColumn(landingPages, "slug", lang), slug)))
      .limit(1);
    if (!row) return null;
    const slugs = { ...(row.live_en ? { en: row.slug_en } : {}), ...(row.live_fr ? { fr: row.slug_fr } : {}) };
    return landingView(deps, row, row, lang, slugs);
  });
}

/** Every published landing page's slug per language ("" where a language is not published): sitemap and analytics. */
export function listLandingAddresses(deps: ContentDeps): Promise<Array<Record<`slug_${Lang}`, string>>> {
  return deps.cache.get("landing:addresses", async () => {
    const rows = await deps.db
      .select({
        slug_en: landingPages.slug_en,
        slug_fr: landingPages.slug_fr,
        live_en: landingPages.live_en,
        live_fr: landingPages.live_fr,
      })
      .from(landingPages)
      .where(or(...LANGS.map(liveIn)))
      .orderBy(landingPages.id);
    return rows.map(
      (r) => Object.fromEntries(LANGS.map((l) => [`slug_${l}`, r[`live_${l}`] ? r[`slug_${l}`] : ""])) as Record<`slug_${Lang}`, string>,
    );
  });
}
