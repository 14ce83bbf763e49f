import { eq } from "drizzle-orm";
import type { Db } from "../client";
import { articles, pages, settings } from "../schema/index";
import { slugify } from "../slug";
import { seedArticles } from "./articles";
import { seedPages } from "./pages";

export { seedArticles, seedPages };
export type { SeedArticle, SeedPage } from "./types";

const SEED_MARKER = "seed";
const SEED_VERSION = 1;

/**
 * Seeds the six pages and the starter articles once. A marker row records that it ran, so
 * restarting never brings back an article an admin deleted; pages missing for any reason are
 * always restored (the site needs all six).
 */
export async function seed(db: Db): Promise<{ seeded: boolean }> {
  await db.insert(pages).values(seedPages).onConflictDoNothing({ target: pages.pageId });
  const marker = await db.select({ type: settings.type }).from(settings).where(eq(settings.type, SEED_MARKER));
  if (marker.length > 0) return { seeded: false };
  await db.transaction(async (tx) => {
    await tx
      .insert(articles)
      .values(
        seedArticles.map((a) => ({
          ...a,
          slug_en: slugify(a.title_en),
          slug_fr: slugify(a.title_fr),
          publishedAt: new Date(a.publishedAt),
          updatedAt: new Date(a.publishedAt),
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(settings)
      .values({ type: SEED_MARKER, data: { version: SEED_VERSION } })
      .onConflictDoNothing();
  });
  return { seeded: true };
}
