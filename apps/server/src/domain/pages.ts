import { asc, type Db, eq, pages } from "@lumiere/db";
import type { PageUpdateInput } from "@lumiere/validation";
import type { ContentDeps } from "./deps";
import { sanitizeHtml } from "./html";

const pageColumns = {
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

function sanitizePage(p: PageRecord): PageRecord {
  return {
    ...p,
    heroSection_en: sanitizeHtml(p.heroSection_en),
    heroSection_fr: sanitizeHtml(p.heroSection_fr),
    mainContent_en: sanitizeHtml(p.mainContent_en),
    mainContent_fr: sanitizeHtml(p.mainContent_fr),
  };
}

/** A page with its HTML sanitised, or null when no record exists. */
export function getPage(deps: ContentDeps, pageId: string): Promise<PageRecord | null> {
  return deps.cache.get(`page:${pageId}`, async () => {
    const [row] = await deps.db.select(pageColumns).from(pages).where(eq(pages.pageId, pageId));
    return row ? sanitizePage(row) : null;
  });
}

export async function listPages(db: Db): Promise<PageRecord[]> {
  return db.select(pageColumns).from(pages).orderBy(asc(pages.id));
}

/** Updates the given fields; HTML is stored as written and sanitised on every display. */
export async function updatePage(deps: ContentDeps, input: PageUpdateInput): Promise<PageRecord | null> {
  const { pageId, ...fields } = input;
  const changes = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
  const [row] = await deps.db
    .update(pages)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(pages.pageId, pageId))
    .returning(pageColumns);
  deps.cache.invalidate();
  return row ?? null;
}
