// An article's page body (its Markdown rendered and sanitised, contents, reading time) is stored
// when its text is written: the seed's with the seed, an editor's at the save. Visitors read the
// stored body, always the one of the text they are shown (a published change shows at once), and a
// text without a current body (written before bodies were stored, by another renderer version, or
// for another origin) is rendered once and stored. Bodies of replaced texts are pruned.
import { appState, articleBodies, articleBodyKey, eq, sql } from "@lumiere/db";
import { seed, seedArticles, storedSeedBodies } from "@lumiere/db/seed";
import { LANGS, langColumn } from "@lumiere/i18n";
import { describe, expect, it } from "vitest";
import { seedArticleBodies } from "../../src/domain/article-body/seed-bodies";
import { BODY_FORMAT } from "../../src/domain/article-body/store";
import { dbLabel, useSignedInApp } from "../helpers/app";
import { trpcMutation, trpcQueryBatch, type TrpcResult } from "../trpc/support";

const ORIGIN = "https://lumiere.test";
const t = useSignedInApp({ PUBLIC_URL: ORIGIN }, { ssr: true });

const storedBody = async (content: string) => {
  const [row] = await t.app.services.db
    .select()
    .from(articleBodies)
    .where(eq(articleBodies.key, articleBodyKey(content)));
  return row;
};

/** What visitors get for the article in English: its page, and its body through /trpc (batched with the French one). */
async function shownToVisitors(slug: string): Promise<{ page: string; html: string }> {
  const page = await t.app.inject({ method: "GET", url: `/en/insights/${slug}` });
  expect(page.statusCode, page.body).toBe(200);
  const res = await trpcQueryBatch(t.app, [
    ["articles.body", { slug, lang: "en" }],
    ["articles.bySlug", { slug, lang: "en" }],
  ]);
  expect(res.statusCode, res.body).toBe(200);
  const [body] = res.json<TrpcResult[]>();
  const data = body?.result?.data as { html: string } | undefined;
  expect(data, JSON.stringify(body)).toBeDefined();
  return { page: page.body, html: data?.html ?? "" };
}

const seedTexts = seedArticles.flatMap((article) => LANGS.map((lang) => langColumn(article, "content", lang)));

const fields = (content_en: string) => ({
  title_en: "Stored bodies at work",
  title_fr: "Des corps enregistrés",
  excerpt_en: "Written once.",
  excerpt_fr: "Écrit une fois.",
  content_en,
  content_fr: "## Une section\n\nLe texte en français.",
});

describe(`stored article bodies (${dbLabel})`, () => {
  it("stores the seed's bodies as this renderer makes them, for every seed text", async () => {
    const stored = await storedSeedBodies();
    expect(stored.format, "raise BODY_FORMAT, then run `pnpm --filter @lumiere/server seed-bodies`").toBe(BODY_FORMAT);
    expect(stored.bodies, "run `pnpm --filter @lumiere/server seed-bodies`").toEqual(await seedArticleBodies(seedTexts));
    expect(stored.bodies).toHaveLength(new Set(seedTexts).size);
    // A new site holds them: every published text of the seed has its current body.
    for (const content of seedTexts) expect((await storedBody(content))?.format, content.slice(0, 40)).toBe(BODY_FORMAT);
  });

  it("stores an edited text's body at the save, and visitors see each published change at once", async () => {
    const created = await trpcMutation(t.app, "admin.articles.create", fields("## First words\n\nThe first version."), {
      cookie: t.cookie,
    });
    expect(created.statusCode, created.body).toBe(200);
    const { id, slug_en } = created.json<{ result: { data: { id: number; slug_en: string } } }>().result.data;
    // Stored by the save itself, before any visitor asked.
    expect((await storedBody("## First words\n\nThe first version."))?.html).toContain("The first version.");
    expect((await shownToVisitors(slug_en)).html).toContain("The first version.");

    const second = "## Second words\n\nThe second version, [our lab](/en/about).";
    const edited = await trpcMutation(t.app, "admin.articles.update", { id, ...fields(second) }, { cookie: t.cookie });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await storedBody(second))?.html).toContain('<a href="/en/about">our lab</a>');
    const afterEdit = await shownToVisitors(slug_en);
    expect(afterEdit.html).toContain("The second version");
    expect(afterEdit.page).toContain("The second version");
    expect(afterEdit.page).not.toContain("The first version.");

    // A draft's body is stored too (the scheduler or an approval publishes it later without rendering), but visitors keep the published text.
    const third = "## Third words\n\nThe third version.";
    const drafted = await trpcMutation(t.app, "admin.articles.update", { id, ...fields(third), action: "draft" }, { cookie: t.cookie });
    expect(drafted.statusCode, drafted.body).toBe(200);
    expect((await storedBody(third))?.html).toContain("The third version.");
    expect((await shownToVisitors(slug_en)).page).toContain("The second version");
    const published = await trpcMutation(
      t.app,
      "admin.editorial.transition",
      { ref: { kind: "article", id }, action: "publish" },
      { cookie: t.cookie },
    );
    expect(published.statusCode, published.body).toBe(200);
    const afterPublish = await shownToVisitors(slug_en);
    expect(afterPublish.page).toContain("The third version.");
    expect(afterPublish.page).not.toContain("The second version");

    // Texts no article refers to any more go at the next pruning (once past their grace); the shown one stays.
    const db = t.app.services.db;
    await db.update(articleBodies).set({ createdAt: sql`now() - interval '1 day'` });
    await t.app.pruning.runOnce();
    expect(await storedBody("## First words\n\nThe first version.")).toBeUndefined();
    expect(await storedBody(second)).toBeUndefined();
    expect(await storedBody(third)).toBeDefined();
    expect(await storedBody(seedArticles[0]?.content_fr ?? "")).toBeDefined();
  });

  it("renders once and stores a text whose body is missing, of another renderer version, or made for another origin", async () => {
    const content = "## Links\n\nSee [the site](https://lumiere.test/en/about) and [a paper](https://example.org/paper).";
    const created = await trpcMutation(t.app, "admin.articles.create", fields(content), { cookie: t.cookie });
    expect(created.statusCode, created.body).toBe(200);
    const { slug_en } = created.json<{ result: { data: { slug_en: string } } }>().result.data;
    // Its links depend on the origin: the body says which one it was made for.
    expect(await storedBody(content)).toMatchObject({ format: BODY_FORMAT, origin: ORIGIN });

    const db = t.app.services.db;
    const key = articleBodyKey(content);
    const stale = [
      () => db.delete(articleBodies).where(eq(articleBodies.key, key)),
      () =>
        db
          .update(articleBodies)
          .set({ format: BODY_FORMAT - 1, html: "<p>old renderer</p>" })
          .where(eq(articleBodies.key, key)),
      () => db.update(articleBodies).set({ origin: "https://old.example", html: "<p>old origin</p>" }).where(eq(articleBodies.key, key)),
    ];
    for (const makeStale of stale) {
      await makeStale();
      // As after a restart: nothing of it in this process's memory.
      t.app.services.cache.invalidate();
      const { html, page } = await shownToVisitors(slug_en);
      expect(html).toContain('<a href="https://example.org/paper" rel="noopener noreferrer">a paper</a>');
      expect(html).toContain('<a href="https://lumiere.test/en/about">the site</a>');
      expect(page).not.toMatch(/old renderer|old origin/);
      expect(await storedBody(content)).toMatchObject({ format: BODY_FORMAT, origin: ORIGIN, html });
    }
  });

  it("gives a site seeded before bodies were stored its starter articles' bodies once, at the next start", async () => {
    const db = t.app.services.db;
    await db.delete(articleBodies);
    await db
      .update(appState)
      .set({ data: { version: 2 } })
      .where(eq(appState.key, "seed"));
    await seed(db);
    for (const content of seedTexts) expect((await storedBody(content))?.format, content.slice(0, 40)).toBe(BODY_FORMAT);
    const [marker] = await db.select({ data: appState.data }).from(appState).where(eq(appState.key, "seed"));
    expect(marker?.data).toEqual({ version: 4 });
  });
});
