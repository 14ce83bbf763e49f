// The admin's articles through the REST contract: list, create, update and delete.
import { articles, eq } from "@lumiere/db";
import { seedArticles } from "@lumiere/db/seed";
import { beforeAll, describe, expect, it } from "vitest";
import { dbLabel, useSignedInApp } from "../helpers/app";
import { adminOf, ARTICLE_FIELDS, expectFieldError, expectJsonError, rowCount } from "./support";

type Article = Record<(typeof ARTICLE_FIELDS)[number], unknown> & { id: number };

const t = useSignedInApp();

const admin = adminOf(t);
const publicList = async () => (await t.app.inject({ method: "GET", url: "/api/articles?lang=en" })).json<Article[]>();

const newArticle = {
  title_en: "Café Society: Énergie & AI in Zürich",
  title_fr: "L'été de l'IA à Paris : où en est-on ?",
  excerpt_en: "A short excerpt.",
  excerpt_fr: "Un court extrait.",
  content_en: "First paragraph.\n\nSecond paragraph.",
  content_fr: "Premier paragraphe.\n\nDeuxième paragraphe.",
  image_url: "https://images.example.com/cafe.jpg",
};

describe(`GET /api/admin/articles (${dbLabel})`, () => {
  it("lists every article with the spec's article fields", async () => {
    const res = await admin({ method: "GET", url: "/api/admin/articles" });
    expect(res.statusCode).toBe(200);
    const list = res.json<Article[]>();
    expect(list).toHaveLength(seedArticles.length);
    for (const a of list) expect(Object.keys(a).sort()).toEqual([...ARTICLE_FIELDS].sort());
  });
});

describe(`POST /api/admin/articles (${dbLabel})`, () => {
  let created: Article;

  it("creates an article: 201 with slugs from the titles (accents folded), category General/Général and publishedAt = now", async () => {
    // Read the public list first so a cached copy exists that the create must invalidate.
    const beforeList = await publicList();
    const startedAt = Date.now();
    const res = await admin({ method: "POST", url: "/api/admin/articles", payload: newArticle });
    const endedAt = Date.now();
    expect(res.statusCode).toBe(201);
    created = res.json<Article>();
    expect(Object.keys(created).sort()).toEqual([...ARTICLE_FIELDS].sort());
    expect(created).toMatchObject({
      ...newArticle,
      slug_en: "cafe-society-energie-ai-in-zurich",
      slug_fr: "lete-de-lia-a-paris-ou-en-est-on",
      category_en: "General",
      category_fr: "Général",
    });
    const published = Date.parse(created.publishedAt as string);
    expect(published).toBeGreaterThanOrEqual(startedAt - 1000);
    expect(published).toBeLessThanOrEqual(endedAt + 1000);

    const rows = await t.app.db.select().from(articles).where(eq(articles.id, created.id));
    expect(rows).toHaveLength(1);

    const afterList = await publicList();
    expect(afterList).toHaveLength(beforeList.length + 1);
    expect(afterList.find((a) => a.id === created.id)).toMatchObject({ title_en: newArticle.title_en });
  });

  it("makes the new article readable by its French slug", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/articles/lete-de-lia-a-paris-ou-en-est-on?lang=fr" });
    expect(res.statusCode).toBe(200);
    expect(res.json<Article>().id).toBe(created.id);
  });

  it("defaults content and image URL to empty when they are not sent", async () => {
    const res = await admin({
      method: "POST",
      url: "/api/admin/articles",
      payload: { title_en: "Bare article", title_fr: "Article nu", excerpt_en: "", excerpt_fr: "" },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ content_en: "", content_fr: "", image_url: "", slug_en: "bare-article", slug_fr: "article-nu" });
  });

  it("gives a second article with the same titles distinct slugs", async () => {
    const res = await admin({ method: "POST", url: "/api/admin/articles", payload: { title_en: "Bare article", title_fr: "Article nu" } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ slug_en: "bare-article-2", slug_fr: "article-nu-2" });
  });

  it('rejects a missing English title with "English title is required" and stores nothing', async () => {
    const before = await rowCount(t.app, articles);
    expectFieldError(
      await admin({ method: "POST", url: "/api/admin/articles", payload: { ...newArticle, title_en: " " } }),
      "title_en",
      "English title is required",
    );
    expect(await rowCount(t.app, articles)).toBe(before);
  });

  it('rejects a missing French title with "French title is required" and stores nothing', async () => {
    const before = await rowCount(t.app, articles);
    const { title_fr: _omit, ...noFr } = newArticle;
    expectFieldError(await admin({ method: "POST", url: "/api/admin/articles", payload: noFr }), "title_fr", "French title is required");
    expect(await rowCount(t.app, articles)).toBe(before);
  });

  it("rejects a javascript: image URL and stores nothing", async () => {
    const before = await rowCount(t.app, articles);
    const res = await admin({ method: "POST", url: "/api/admin/articles", payload: { ...newArticle, image_url: "javascript:alert(1)" } });
    expectFieldError(res, "image_url", "Enter a full URL (https://…) or a path starting with /");
    expect(await rowCount(t.app, articles)).toBe(before);
  });

  it("accepts an image URL that is a site path such as an uploaded file", async () => {
    const res = await admin({
      method: "POST",
      url: "/api/admin/articles",
      payload: { ...newArticle, title_en: "With local image", title_fr: "Avec image locale", image_url: "/media/abc.png" },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ image_url: "/media/abc.png" });
  });
});

describe(`PUT /api/admin/articles/{id} (${dbLabel})`, () => {
  let target: Article;

  beforeAll(async () => {
    const res = await admin({
      method: "POST",
      url: "/api/admin/articles",
      payload: { ...newArticle, title_en: "To be edited", title_fr: "À modifier" },
    });
    target = res.json<Article>();
  });

  it("updates an article, keeps its publication date, and the public list shows the edit on the next read", async () => {
    await publicList(); // warm any cache
    const res = await admin({
      method: "PUT",
      url: `/api/admin/articles/${target.id}`,
      payload: { ...newArticle, title_en: "Edited title", title_fr: "Titre modifié", excerpt_en: "New excerpt", image_url: "" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: target.id,
      title_en: "Edited title",
      title_fr: "Titre modifié",
      slug_en: "edited-title",
      slug_fr: "titre-modifie",
      excerpt_en: "New excerpt",
      image_url: "",
      publishedAt: target.publishedAt,
    });
    const listed = (await publicList()).find((a) => a.id === target.id);
    expect(listed).toMatchObject({ title_en: "Edited title", excerpt_en: "New excerpt" });
    const bySlug = await t.app.inject({ method: "GET", url: "/api/articles/titre-modifie?lang=fr" });
    expect(bySlug.json<Article>().id).toBe(target.id);
  });

  it("keeps the slugs when the titles do not change", async () => {
    const res = await admin({
      method: "PUT",
      url: `/api/admin/articles/${target.id}`,
      payload: { ...newArticle, title_en: "Edited title", title_fr: "Titre modifié", excerpt_fr: "Autre extrait" },
    });
    expect(res.json()).toMatchObject({ slug_en: "edited-title", slug_fr: "titre-modifie", excerpt_fr: "Autre extrait" });
  });

  it('rejects an update without an English title with "English title is required" and changes nothing', async () => {
    const res = await admin({ method: "PUT", url: `/api/admin/articles/${target.id}`, payload: { ...newArticle, title_en: "" } });
    expectFieldError(res, "title_en", "English title is required");
    const [row] = await t.app.db.select({ title: articles.title_en }).from(articles).where(eq(articles.id, target.id));
    expect(row?.title).toBe("Edited title");
  });

  it('answers 404 "Article not found" for an unknown id', async () => {
    const res = await admin({ method: "PUT", url: "/api/admin/articles/999999", payload: newArticle });
    expect(expectJsonError(res, 404).message).toBe("Article not found");
  });

  it('answers 400 "Invalid id" for an id that is not a number', async () => {
    const res = await admin({ method: "PUT", url: "/api/admin/articles/abc", payload: newArticle });
    expectFieldError(res, "id", "Invalid id");
  });

  it("uses the id from the path, not one smuggled into the body", async () => {
    const other = (await publicList()).find((a) => a.id !== target.id);
    const res = await admin({
      method: "PUT",
      url: `/api/admin/articles/${target.id}`,
      payload: { ...newArticle, id: other?.id, title_en: "Edited title", title_fr: "Titre modifié" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<Article>().id).toBe(target.id);
    const [row] = await t.app.db
      .select({ title: articles.title_en })
      .from(articles)
      .where(eq(articles.id, other?.id ?? 0));
    expect(row?.title).toBe(other?.title_en);
  });
});

describe(`DELETE /api/admin/articles/{id} (${dbLabel})`, () => {
  it("deletes an article without confirmation, and it disappears from the public list and its slug answers 404", async () => {
    const created = (
      await admin({ method: "POST", url: "/api/admin/articles", payload: { title_en: "Short lived", title_fr: "Éphémère" } })
    ).json<Article>();
    expect((await publicList()).some((a) => a.id === created.id)).toBe(true);

    const res = await admin({ method: "DELETE", url: `/api/admin/articles/${created.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(await t.app.db.select().from(articles).where(eq(articles.id, created.id))).toHaveLength(0);
    expect((await publicList()).some((a) => a.id === created.id)).toBe(false);
    expectJsonError(await t.app.inject({ method: "GET", url: "/api/articles/short-lived?lang=en" }), 404);
  });

  it('answers 404 "Article not found" for an id that does not exist', async () => {
    const res = await admin({ method: "DELETE", url: "/api/admin/articles/999999" });
    expect(expectJsonError(res, 404).message).toBe("Article not found");
  });

  it('answers 400 "Invalid id" for a negative id and deletes nothing', async () => {
    const before = await rowCount(t.app, articles);
    expectFieldError(await admin({ method: "DELETE", url: "/api/admin/articles/-1" }), "id", "Invalid id");
    expect(await rowCount(t.app, articles)).toBe(before);
  });
});
