import { articles, contacts, eq, media, pages } from "@lumiere/db";
import { seedArticles, seedPages } from "@lumiere/db/seed";
import { beforeAll, describe, expect, it } from "vitest";
import { dbLabel, useSignedInApp } from "../helpers/app";
import { ARTICLE_FIELDS, asAdmin, contactPayload, expectFieldError, expectJsonError, PAGE_FIELDS, rowCount } from "./support";

type Article = Record<(typeof ARTICLE_FIELDS)[number], unknown> & { id: number };

const t = useSignedInApp();

const admin = (opts: Parameters<typeof asAdmin>[2]) => asAdmin(t.app, t.cookie, opts);
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

describe(`GET /api/admin/pages and PUT /api/admin/pages/{pageId} (${dbLabel})`, () => {
  it("lists the six pages with the spec's page fields", async () => {
    const res = await admin({ method: "GET", url: "/api/admin/pages" });
    expect(res.statusCode).toBe(200);
    const list = res.json<Record<string, unknown>[]>();
    expect(list.map((p) => p.pageId).sort()).toEqual(seedPages.map((p) => p.pageId).sort());
    for (const p of list) expect(Object.keys(p).sort()).toEqual([...PAGE_FIELDS].sort());
  });

  it("updates a page from the spec's snake_case payload and the public page shows it on the next read", async () => {
    await t.app.inject({ method: "GET", url: "/api/pages/about" }); // warm any cache
    const payload = {
      title_en: "About Lumière",
      title_fr: "À propos de Lumière",
      meta_description_en: "Who we are",
      meta_description_fr: "Qui nous sommes",
      hero_section_en: "<h1>Hero EN</h1>",
      hero_section_fr: "<h1>Hero FR</h1>",
      main_content_en: "<p>Main EN</p>",
      main_content_fr: "<p>Main FR</p>",
    };
    const res = await admin({ method: "PUT", url: "/api/admin/pages/about", payload });
    expect(res.statusCode).toBe(200);
    const expected = {
      pageId: "about",
      title_en: "About Lumière",
      title_fr: "À propos de Lumière",
      metaDescription_en: "Who we are",
      metaDescription_fr: "Qui nous sommes",
      heroSection_en: "<h1>Hero EN</h1>",
      heroSection_fr: "<h1>Hero FR</h1>",
      mainContent_en: "<p>Main EN</p>",
      mainContent_fr: "<p>Main FR</p>",
    };
    expect(res.json()).toMatchObject(expected);
    const [row] = await t.app.db.select().from(pages).where(eq(pages.pageId, "about"));
    expect(row).toMatchObject(expected);
    const pub = await t.app.inject({ method: "GET", url: "/api/pages/about" });
    expect(pub.json()).toMatchObject(expected);
  });

  it("leaves the hero and main content unchanged when the admin form sends only titles and meta descriptions", async () => {
    const res = await admin({
      method: "PUT",
      url: "/api/admin/pages/about",
      payload: { title_en: "About", title_fr: "À propos", meta_description_en: "M en", meta_description_fr: "M fr" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ title_en: "About", heroSection_en: "<h1>Hero EN</h1>", mainContent_fr: "<p>Main FR</p>" });
  });

  it("leaves the French title and the meta descriptions unchanged when a payload omits them", async () => {
    const [before] = await t.app.db.select().from(pages).where(eq(pages.pageId, "insights"));
    const res = await admin({ method: "PUT", url: "/api/admin/pages/insights", payload: { title_en: "Insights & News" } });
    expect(res.statusCode).toBe(200);
    const [after] = await t.app.db.select().from(pages).where(eq(pages.pageId, "insights"));
    expect(after?.title_en).toBe("Insights & News");
    expect(after?.title_fr).toBe(before?.title_fr);
    expect(after?.metaDescription_en).toBe(before?.metaDescription_en);
    expect(after?.metaDescription_fr).toBe(before?.metaDescription_fr);
  });

  it("answers 404 with a JSON message for a page that does not exist, and changes nothing", async () => {
    const before = await t.app.db.select().from(pages);
    const res = await admin({ method: "PUT", url: "/api/admin/pages/pricing", payload: { title_en: "x", title_fr: "y" } });
    expectJsonError(res, 404);
    expect(await t.app.db.select().from(pages)).toEqual(before);
  });

  it('rejects a title longer than allowed with "This field is too long"', async () => {
    const res = await admin({ method: "PUT", url: "/api/admin/pages/home", payload: { title_en: "x".repeat(301), title_fr: "Accueil" } });
    expectFieldError(res, "title_en", "This field is too long");
  });
});

describe(`GET /api/admin/dashboard (${dbLabel})`, () => {
  it("answers the four counts: total articles, total pages, contacts and media files", async () => {
    const res = await admin({ method: "GET", url: "/api/admin/dashboard" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      totalArticles: await rowCount(t.app, articles),
      totalPages: 9, // the six site pages and the three legal pages
      contacts: await rowCount(t.app, contacts),
      mediaFiles: await rowCount(t.app, media),
    });
  });

  it("counts a new contact message at once", async () => {
    const before = (await admin({ method: "GET", url: "/api/admin/dashboard" })).json<{ contacts: number }>();
    expect((await t.app.inject({ method: "POST", url: "/api/contact", payload: contactPayload() })).statusCode).toBe(201);
    const after = (await admin({ method: "GET", url: "/api/admin/dashboard" })).json<{ contacts: number }>();
    expect(after.contacts).toBe(before.contacts + 1);
  });
});
