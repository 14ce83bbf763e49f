import { type Db, eq, pages } from "@lumiere/db";
import { META_FIELDS, seedPages, withFactPlaceholders, withFactTokens } from "@lumiere/db/seed";
import { LANGS } from "@lumiere/i18n";
import { fillCompanyFactsIn, fillCompanyFactsInText } from "@lumiere/validation";
import { readState, writeState } from "./app-state";
import type { ContentDeps } from "./deps";
import { sanitizeHtml } from "./html";
import { getCompanyFacts } from "./settings";

export const pageColumns = {
  id: pages.id,
  pageId: pages.pageId,
  title_en: pages.title_en,
  title_fr: pages.title_fr,
  metaDescription_en: pages.metaDescription_en,
  metaDescription_fr: pages.metaDescription_fr,
  heroSection_en: pages.heroSection_en,
  heroSection_fr: pages.heroSection_fr,
  mainContent_en: pages.mainContent_en,
  mainContent_fr: pages.mainContent_fr,
};
export type PageRecord = { [K in keyof typeof pageColumns]: (typeof pageColumns)[K]["_"]["data"] };

const HTML_FIELDS = ["heroSection_en", "heroSection_fr", "mainContent_en", "mainContent_fr"] as const;
type HtmlFields = Partial<Record<(typeof HTML_FIELDS)[number], string | undefined>>;

/** The given HTML fields sanitised (fields left out stay out). */
export async function sanitizeFields<T extends HtmlFields>(fields: T): Promise<T> {
  const out = { ...fields };
  for (const key of HTML_FIELDS) {
    const value = fields[key];
    if (typeof value === "string") out[key] = await sanitizeHtml(value);
  }
  return out;
}

/**
 * A page as it is read (its HTML was sanitised when written), or null when no record exists: the
 * company's facts are written into their placeholders, so clients of the pages API read the address
 * and hours of Settings (the placeholders stay, and the site fills them again the same way).
 */
export function getPage(deps: ContentDeps, pageId: string): Promise<PageRecord | null> {
  return deps.cache.get(`page:${pageId}`, async () => {
    const [row] = await deps.db.select(pageColumns).from(pages).where(eq(pages.pageId, pageId));
    return row ? withCompanyFacts(deps, row) : null;
  });
}

/** The page with the company's facts in its HTML's placeholders and its meta descriptions' tokens, in each language. */
export async function withCompanyFacts(deps: ContentDeps, page: PageRecord): Promise<PageRecord> {
  const facts = await getCompanyFacts(deps);
  const out = { ...page };
  for (const lang of LANGS) {
    for (const key of [`heroSection_${lang}`, `mainContent_${lang}`] as const) out[key] = fillCompanyFactsIn(page[key], facts, lang);
    out[`metaDescription_${lang}`] = fillCompanyFactsInText(page[`metaDescription_${lang}`], facts, lang);
  }
  return out;
}

// Version of the sanitiser policy the stored page HTML went through; a database written by an
// earlier version (which stored HTML as typed) is brought up to it once, at start.
const SANITIZED_MARKER = "pages-html-sanitized";
const SANITIZED_VERSION = 1;

/**
 * A page still holding its seeded HTML needs no pass: the seed's HTML is already in sanitised form
 * (test/ssr/seed-html.test.ts). So a freshly seeded database starts without loading jsdom, which
 * would stay in memory for the life of the process (about 12 MiB of module code).
 */
function isAsSeeded(page: PageRecord): boolean {
  const seeded = seedPages.find((p) => p.pageId === page.pageId);
  return seeded !== undefined && HTML_FIELDS.every((key) => page[key] === seeded[key]);
}

/** Sanitises every stored page once per policy version (start-up; the PGlite template has it done). */
export async function sanitizeStoredPages(db: Db): Promise<void> {
  if ((await readState(db, SANITIZED_MARKER))?.version === SANITIZED_VERSION) return;
  for (const page of await db.select(pageColumns).from(pages)) {
    if (isAsSeeded(page)) continue;
    await db
      .update(pages)
      .set(await sanitizeFields(page))
      .where(eq(pages.id, page.id));
  }
  await writeState(db, SANITIZED_MARKER, { version: SANITIZED_VERSION });
}

const FACTS_MARKER = "pages-company-facts";
const FACTS_VERSION = 2;

/**
 * Once per database: the copies of the company's facts the seed wrote into pages (the address,
 * phone, e-mail and hours, word for word) become their placeholders in the HTML and their tokens in
 * the meta descriptions, so Settings govern them. Only those exact copies change; text an admin
 * wrote differently stays as it is.
 */
export async function placeCompanyFacts(db: Db): Promise<void> {
  if ((await readState(db, FACTS_MARKER))?.version === FACTS_VERSION) return;
  for (const page of await db.select(pageColumns).from(pages)) {
    const changed: Partial<PageRecord> = {};
    for (const key of HTML_FIELDS) {
      const placed = withFactPlaceholders(page[key]);
      if (placed !== page[key]) changed[key] = placed;
    }
    for (const key of META_FIELDS) {
      const placed = withFactTokens(page[key]);
      if (placed !== page[key]) changed[key] = placed;
    }
    if (Object.keys(changed).length > 0) await db.update(pages).set(changed).where(eq(pages.id, page.id));
  }
  await writeState(db, FACTS_MARKER, { version: FACTS_VERSION });
}
