import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../client";
import { appState, articleBodies, articles, knowledgeEntries, pages } from "../schema/index";
import type { Tx } from "../driver";
import { slugify } from "../slug";
import { seedArticles } from "./articles";
import { pageWithFactPlaceholders } from "./company-facts";
import { seedKnowledge, serviceKnowledge } from "./knowledge";
import { seedLegalPages } from "./legal-pages";
import { seedPages as sitePages } from "./pages";

export { seedArticles, seedKnowledge, seedLegalPages };
/**
 * The starter articles' bodies the seed stores, as the server renders them (`article-bodies.json`,
 * written by its `seed-bodies` script), with the renderer version that made them. Loaded only when
 * seeding: a start on a seeded database never parses them.
 */
export async function storedSeedBodies() {
  return (await import("./article-bodies.json")).default;
}
export { META_FIELDS, withFactPlaceholders, withFactTokens } from "./company-facts";
/** Every seeded page record: the six site pages and the three legal pages, the company's facts as placeholders. */
export const seedPages = [...sitePages, ...seedLegalPages].map(pageWithFactPlaceholders);
/** The same pages as written, the facts' copies in place (what a database seeded before holds). */
export const seedPagesAsWritten = [...sitePages, ...seedLegalPages];
export type { SeedArticle, SeedPage } from "./types";

const SEED_MARKER = "seed";
const SEED_VERSION = 4;
const KNOWLEDGE_MARKER = "seed:knowledge";

/**
 * Seeds the six pages, the three legal pages and the starter articles once. A marker row records that it ran, so
 * restarting never brings back an article an admin deleted; pages missing for any reason are
 * always restored (the site needs all of them).
 */
export async function seed(db: Db): Promise<{ seeded: boolean }> {
  // Every start: which pages exist is a small read; inserting them all to see which conflict would
  // send every page's content to the database each time.
  const present = new Set((await db.select({ pageId: pages.pageId }).from(pages)).map((row) => row.pageId));
  const missing = seedPages.filter((page) => !present.has(page.pageId));
  if (missing.length > 0) await db.insert(pages).values(missing).onConflictDoNothing({ target: pages.pageId });
  await seedKnowledgeOnce(db);
  const marker = await db.select({ data: appState.data }).from(appState).where(eq(appState.key, SEED_MARKER));
  if (marker.length > 0) {
    const version = (marker[0]?.data as { version?: number } | null)?.version ?? 1;
    if (version < SEED_VERSION) await upgradeSeed(db, version);
    return { seeded: false };
  }
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
    await storeSeedBodies(tx);
    await tx
      .insert(appState)
      .values({ key: SEED_MARKER, data: { version: SEED_VERSION } })
      .onConflictDoNothing();
  });
  return { seeded: true };
}

/**
 * The starter articles' rendered, sanitised bodies, stored as the server would store them when a
 * text is written: a new site's article pages read them and never load the sanitiser. Keyed by the
 * text's digest, a body whose article was edited since is simply never read (and pruned).
 */
async function storeSeedBodies(tx: Tx): Promise<void> {
  const stored = await storedSeedBodies();
  const rows = stored.bodies.map((b) => ({ ...b, format: stored.format, origin: null }));
  if (rows.length > 0) await tx.insert(articleBodies).values(rows).onConflictDoNothing();
}

/**
 * A site seeded by an earlier version. Version 2 gave every starter article an illustration: a site
 * seeded before that gets them on the seeded articles an editor left without a picture (never over
 * a chosen one). Version 3 stored the starter articles' bodies. Version 4 gave every starter article
 * its tags, on the seeded articles an editor left without tags (never over chosen ones).
 */
async function upgradeSeed(db: Db, from: number): Promise<void> {
  await db.transaction(async (tx) => {
    for (const a of from < 2 ? seedArticles : []) {
      await tx
        .update(articles)
        .set({ image_url: a.image_url })
        .where(and(eq(articles.slug_en, slugify(a.title_en)), eq(articles.image_url, "")));
    }
    if (from < 3) await storeSeedBodies(tx);
    for (const a of from < 4 ? seedArticles : []) {
      await tx
        .update(articles)
        .set({ tags_en: a.tags_en, tags_fr: a.tags_fr })
        .where(
          and(
            eq(articles.slug_en, slugify(a.title_en)),
            sql`cardinality(${articles.tags_en}) = 0`,
            sql`cardinality(${articles.tags_fr}) = 0`,
          ),
        );
    }
    await tx
      .update(appState)
      .set({ data: { version: SEED_VERSION } })
      .where(eq(appState.key, SEED_MARKER));
  });
}

/** Version 2 added one entry per service (what Aya answers "can you…?" with). */
const KNOWLEDGE_VERSION = 2;

/**
 * Aya's knowledge entries, once per database (also on one seeded before they existed); a database
 * seeded with an earlier version gets the entries added since, once, after the admin's own.
 */
async function seedKnowledgeOnce(db: Db): Promise<void> {
  const marker = await db.select({ data: appState.data }).from(appState).where(eq(appState.key, KNOWLEDGE_MARKER));
  if (marker.length > 0) {
    if (((marker[0]?.data as { version?: number } | null)?.version ?? 1) < KNOWLEDGE_VERSION) await addServiceEntries(db);
    return;
  }
  await db.transaction(async (tx) => {
    // The marker row goes first: a second process starting at the same time waits on it, then skips.
    const claimed = await tx
      .insert(appState)
      .values({ key: KNOWLEDGE_MARKER, data: { version: KNOWLEDGE_VERSION } })
      .onConflictDoNothing()
      .returning({ key: appState.key });
    if (claimed.length === 0) return;
    await tx.insert(knowledgeEntries).values(seedKnowledge.map((k, position) => ({ ...k, position })));
  });
}

async function addServiceEntries(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    // The marker moves first: a second process starting at the same time finds nothing left to do.
    const moved = await tx
      .update(appState)
      .set({ data: { version: KNOWLEDGE_VERSION } })
      .where(and(eq(appState.key, KNOWLEDGE_MARKER), sql`coalesce((${appState.data}->>'version')::int, 1) < ${KNOWLEDGE_VERSION}`))
      .returning({ key: appState.key });
    if (moved.length === 0) return;
    const existing = await tx.select({ topic: knowledgeEntries.topic, position: knowledgeEntries.position }).from(knowledgeEntries);
    const topics = new Set(existing.map((e) => e.topic));
    const after = Math.max(-1, ...existing.map((e) => e.position)) + 1;
    const added = serviceKnowledge.filter((k) => !topics.has(k.topic));
    if (added.length > 0) await tx.insert(knowledgeEntries).values(added.map((k, i) => ({ ...k, position: after + i })));
  });
}
