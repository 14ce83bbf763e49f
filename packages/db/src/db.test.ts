import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "./client";
import { openDb } from "./open";
import { migrate } from "./migrate";
import { appState, articles, count, eq, foldAccents, knowledgeEntries, pages, sql } from "./index";
import { seed, seedArticles, seedKnowledge } from "./seed/index";
import { slugify } from "./slug";
import { createPgliteTemplate } from "./template";

const databaseUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
const drivers = [{ name: "pglite" as const }, ...(databaseUrl ? [{ name: "postgres" as const }] : [])];

describe("slugify", () => {
  it("folds accents, drops apostrophes and joins words with hyphens", () => {
    expect(slugify("L'IA générative : où en est-on ?")).toBe("lia-generative-ou-en-est-on");
  });

  it("keeps the slugs of titles in ASCII and accented letters as they were", () => {
    expect(slugify("The EU AI Act and GDPR: A Practical Guide for AI Projects")).toBe(
      "the-eu-ai-act-and-gdpr-a-practical-guide-for-ai-projects",
    );
    expect(slugify("Règlement européen sur l’IA — ÇA, Noël & Zürich 2026 !")).toBe("reglement-europeen-sur-lia-ca-noel-zurich-2026");
    expect(slugify("Prix : 10 € / mois")).toBe("prix-10-mois");
  });

  it.each([
    ["œuvre", "oeuvre"],
    ["cœur", "coeur"],
    ["Les Œuvres complètes", "les-oeuvres-completes"],
    ["Æsthétique", "aesthetique"],
    ["Straße", "strasse"],
    ["Łódź", "lodz"],
    ["Привет мир", "privet-mir"],
  ])("spells %s in Latin letters rather than dropping letters (%s)", (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });
});

describe.each(drivers)("database on $name", ({ name }) => {
  let handle: DbHandle;
  const schema = `dbtest_${process.pid}_${Date.now()}`;
  let applied: string[] = [];
  let again: string[] = [];

  beforeAll(async () => {
    handle = name === "postgres" ? await openDb({ databaseUrl, searchPath: schema, maxConnections: 2 }) : await openDb({});
    if (name === "postgres") await handle.db.execute(sql.raw(`create schema "${schema}"`));
    const opts = name === "postgres" ? { migrationsSchema: schema } : {};
    applied = await migrate(handle, opts);
    again = await migrate(handle, opts); // a second run is a no-op
  });
  it("names the migrations it applied, each once, oldest first", () => {
    const journal = JSON.parse(readFileSync(new URL("../migrations/meta/_journal.json", import.meta.url), "utf8")) as {
      entries: { tag: string }[];
    };
    expect(applied).toEqual(journal.entries.map((e) => e.tag));
    expect(applied[0]).toBe("0000_init");
    expect(again).toEqual([]);
  });
  afterAll(async () => {
    await handle.close();
    if (name === "postgres" && databaseUrl) {
      const client = postgres(databaseUrl, { max: 1, onnotice: () => {} });
      await client.unsafe(`drop schema if exists "${schema}" cascade`);
      await client.end();
    }
  });

  it("seeds the six site pages, the three legal pages and the articles once, with per-language unique slugs", async () => {
    expect((await seed(handle.db)).seeded).toBe(true);
    expect((await seed(handle.db)).seeded).toBe(false);
    const [p] = await handle.db.select({ n: count() }).from(pages);
    const rows = await handle.db.select({ en: articles.slug_en, fr: articles.slug_fr }).from(articles);
    expect(p?.n).toBe(9);
    expect(rows.length).toBe(seedArticles.length);
    expect(new Set(rows.map((r) => r.en)).size).toBe(rows.length);
    expect(rows.every((r) => /^[a-z0-9-]+$/.test(r.fr))).toBe(true);
  });

  it("does not bring back a deleted article on the next start", async () => {
    const [first] = await handle.db.select({ id: articles.id }).from(articles).limit(1);
    await handle.db.delete(articles).where(eq(articles.id, first!.id));
    await seed(handle.db);
    const [n] = await handle.db.select({ n: count() }).from(articles);
    expect(n?.n).toBe(seedArticles.length - 1);
  });

  it("adds the service entries once to knowledge seeded before them, after the admin's own, never one deleted since", async () => {
    const topics = async () => (await handle.db.select({ topic: knowledgeEntries.topic }).from(knowledgeEntries)).map((r) => r.topic);
    expect((await topics()).length).toBe(seedKnowledge.length);
    // As a database seeded before the services were: without them, its marker at version 1.
    await handle.db.delete(knowledgeEntries).where(eq(knowledgeEntries.topic, "Computer vision"));
    await handle.db.delete(knowledgeEntries).where(eq(knowledgeEntries.topic, "Adaptive learning"));
    await handle.db
      .update(appState)
      .set({ data: { version: 1 } })
      .where(eq(appState.key, "seed:knowledge"));
    await seed(handle.db);
    const after = await handle.db.select({ topic: knowledgeEntries.topic, position: knowledgeEntries.position }).from(knowledgeEntries);
    expect(after.map((r) => r.topic).sort()).toEqual(seedKnowledge.map((k) => k.topic).sort());
    const last = Math.max(...after.filter((r) => r.topic !== "Computer vision" && r.topic !== "Adaptive learning").map((r) => r.position));
    expect(after.find((r) => r.topic === "Computer vision")!.position).toBeGreaterThan(last);
    // An admin deletes one afterwards: the next start does not bring it back.
    await handle.db.delete(knowledgeEntries).where(eq(knowledgeEntries.topic, "Computer vision"));
    await seed(handle.db);
    expect(await topics()).not.toContain("Computer vision");
  });

  it("gives the starter articles their tags on a database seeded before tags, never over an editor's", async () => {
    const tagsOf = async () =>
      new Map((await handle.db.select({ slug: articles.slug_en, en: articles.tags_en }).from(articles)).map((r) => [r.slug, r.en]));
    const [kept, emptied] = seedArticles.slice(1, 3).map((a) => slugify(a.title_en));
    // As a database seeded at version 3: no tags; an editor has since tagged one article.
    await handle.db.update(articles).set({ tags_en: [], tags_fr: [] });
    await handle.db
      .update(articles)
      .set({ tags_en: ["chosen"] })
      .where(eq(articles.slug_en, kept!));
    await handle.db
      .update(appState)
      .set({ data: { version: 3 } })
      .where(eq(appState.key, "seed"));
    await seed(handle.db);
    const tags = await tagsOf();
    expect(tags.get(kept!)).toEqual(["chosen"]);
    expect(tags.get(emptied!)).toEqual(seedArticles[2]!.tags_en);
    expect(seedArticles[2]!.tags_en.length).toBeGreaterThan(0);
  });

  it("finds French content with the french text-search configuration", async () => {
    const rows = await handle.db
      .select({ title: articles.title_fr })
      .from(articles)
      .where(sql`${articles.search_fr} @@ plainto_tsquery('french', ${foldAccents("contrôle qualité")})`);
    expect(rows.some((r) => /qualité/i.test(r.title))).toBe(true);
  });

  it("finds it with the accents left out too, the stored vectors folding them as the query does", async () => {
    const rows = await handle.db
      .select({ title: articles.title_fr })
      .from(articles)
      .where(sql`${articles.search_fr} @@ plainto_tsquery('french', ${foldAccents("controle qualite")})`);
    expect(rows.some((r) => /qualité/i.test(r.title))).toBe(true);
  });
});

describe("a new PGlite data directory from the build's template", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "lumiere-template-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("is written out as files PGlite opens as an existing database, seeded, and survives a restart", async () => {
    const template = new Uint8Array(await (await createPgliteTemplate()).arrayBuffer());
    const first = await openDb({ dataDir: dir, pgliteTemplate: () => template });
    await first.db.execute(sql`update pages set title_en = 'Written after the template' where page_id = 'about'`);
    const [seeded] = await first.db.select({ n: count() }).from(pages);
    expect(Number(seeded?.n)).toBe(9);
    await first.close();
    expect(readdirSync(dir)).toEqual(["pglite"]); // nothing half-written left beside it
    // Opened again: the template is not read (it would replace the data), the new row is there.
    const again = await openDb({
      dataDir: dir,
      pgliteTemplate: () => {
        throw new Error("read the template for an existing database");
      },
    });
    const [about] = await again.db.select({ title: pages.title_en }).from(pages).where(eq(pages.pageId, "about"));
    expect(about?.title).toBe("Written after the template");
    await again.close();
  }, 120_000);
});
