import { slugify } from "@lumiere/db";
import { seedArticles } from "@lumiere/db/seed";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, dbLabel, type TestApp } from "../helpers/app";
import { ARTICLE_FIELDS, expectFieldError, expectJsonError } from "./support";

type Article = Record<(typeof ARTICLE_FIELDS)[number], unknown>;

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function list(query = ""): Promise<Article[]> {
  const res = await t.app.inject({ method: "GET", url: `/api/articles${query}` });
  expect(res.statusCode).toBe(200);
  return res.json<Article[]>();
}

describe(`GET /api/articles?lang= (${dbLabel})`, () => {
  it("lists every seeded article with exactly the spec's article fields", async () => {
    const articles = await list("?lang=en");
    expect(articles).toHaveLength(seedArticles.length);
    for (const a of articles) {
      expect(Object.keys(a).sort()).toEqual([...ARTICLE_FIELDS].sort());
      expect(Number.isInteger(a.id)).toBe(true);
      for (const f of ARTICLE_FIELDS.filter((x) => x !== "id")) expect(typeof a[f]).toBe("string");
      expect(new Date(a.publishedAt as string).toISOString()).toBe(a.publishedAt);
    }
  });

  it("serves the seeded copy in both languages with accent-free slugs", async () => {
    const articles = await list("?lang=fr");
    for (const seeded of seedArticles) {
      const a = articles.find((x) => x.title_en === seeded.title_en);
      expect(a, seeded.title_en).toBeDefined();
      expect(a?.title_fr).toBe(seeded.title_fr);
      expect(a?.excerpt_fr).toBe(seeded.excerpt_fr);
      expect(a?.content_fr).toBe(seeded.content_fr);
      expect(a?.category_en).toBe(seeded.category_en);
      expect(a?.category_fr).toBe(seeded.category_fr);
      expect(a?.slug_en).toBe(slugify(seeded.title_en));
      expect(a?.slug_fr).toBe(slugify(seeded.title_fr));
      expect(a?.slug_fr).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(a?.publishedAt).toBe(new Date(seeded.publishedAt).toISOString());
    }
  });

  it("lists the newest article first", async () => {
    const dates = (await list("?lang=en")).map((a) => Date.parse(a.publishedAt as string));
    expect(dates).toEqual([...dates].sort((x, y) => y - x));
  });

  it("answers the same list for lang=en, lang=fr and no lang at all", async () => {
    const en = await list("?lang=en");
    expect(await list("?lang=fr")).toEqual(en);
    expect(await list()).toEqual(en);
  });

  it('rejects an unknown language with "Language must be en or fr"', async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/articles?lang=de" });
    expectFieldError(res, "lang", "Language must be en or fr");
  });
});

describe(`GET /api/articles/{slug}?lang= (${dbLabel})`, () => {
  it("answers one article by its English slug with the spec's article fields", async () => {
    const [first] = await list("?lang=en");
    const res = await t.app.inject({ method: "GET", url: `/api/articles/${String(first?.slug_en)}?lang=en` });
    expect(res.statusCode).toBe(200);
    const article = res.json<Article>();
    expect(Object.keys(article).sort()).toEqual([...ARTICLE_FIELDS].sort());
    expect(article).toEqual(first);
  });

  it("answers one article by its French slug with lang=fr", async () => {
    const articles = await list("?lang=fr");
    const target = articles[1];
    const res = await t.app.inject({ method: "GET", url: `/api/articles/${String(target?.slug_fr)}?lang=fr` });
    expect(res.statusCode).toBe(200);
    expect(res.json<Article>().id).toBe(target?.id);
  });

  it("still resolves a slug of the other language, so shared links keep working", async () => {
    const [first] = await list();
    const res = await t.app.inject({ method: "GET", url: `/api/articles/${String(first?.slug_en)}?lang=fr` });
    expect(res.statusCode).toBe(200);
    expect(res.json<Article>().id).toBe(first?.id);
  });

  it('answers 404 "Article not found" for an unknown slug', async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/articles/no-such-article?lang=en" });
    expect(expectJsonError(res, 404).message).toBe("Article not found");
  });

  it('rejects an unknown language with "Language must be en or fr"', async () => {
    const [first] = await list();
    const res = await t.app.inject({ method: "GET", url: `/api/articles/${String(first?.slug_en)}?lang=es` });
    expectFieldError(res, "lang", "Language must be en or fr");
  });

  it("treats a slug containing SQL as an ordinary unknown slug", async () => {
    const res = await t.app.inject({ method: "GET", url: `/api/articles/${encodeURIComponent("x' or '1'='1")}?lang=en` });
    expectJsonError(res, 404);
    expect(await list()).toHaveLength(seedArticles.length);
  });
});
