// Article fields in the editor: category in both languages, per-language slugs
// (editable, validated, unique per language), publication date, a Media Library picture; through
// the spec's REST routes and /trpc (batched too), with the spec's create payload still valid alone.
import { ARTICLE_CATEGORIES } from "@lumiere/validation";
import { describe, expect, it } from "vitest";
import { dbLabel } from "../helpers/app";
import { ARTICLE_FIELDS, asAdmin, expectFieldError, multipartBody, PNG_1X1 } from "../rest/support";
import { batchResults, statusesOf, trpcBatch } from "../trpc/support";
import { type ArticleBody, errorOf, uniqueWord, editorialSuite } from "./support";

const s = editorialSuite();

const admin = (opts: Parameters<typeof asAdmin>[2]) => asAdmin(s.app, s.cookie, opts);
const publicArticle = (slug: string, lang: "en" | "fr") => s.app.inject({ method: "GET", url: `/api/articles/${slug}?lang=${lang}` });

describe(`article category, slugs and date (${dbLabel})`, () => {
  it("creates an article with a category, its own slugs and a publication date, as the public API then shows it", async () => {
    const word = uniqueWord("vision");
    const res = await admin({
      method: "POST",
      url: "/api/admin/articles",
      payload: {
        title_en: "Seeing defects",
        title_fr: "Voir les défauts",
        category: "computer-vision",
        slug_en: `${word}-defects`,
        slug_fr: `${word}-defauts`,
        publishedAt: "2024-03-15",
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<ArticleBody>();
    expect(Object.keys(created).sort()).toEqual([...ARTICLE_FIELDS].sort());
    expect(created).toMatchObject({
      category_en: "Computer Vision",
      category_fr: "Vision par ordinateur",
      slug_en: `${word}-defects`,
      slug_fr: `${word}-defauts`,
      publishedAt: "2024-03-15T00:00:00.000Z",
    });
    const shown = await publicArticle(`${word}-defauts`, "fr");
    expect(shown.statusCode).toBe(200);
    expect(shown.json<ArticleBody>()).toMatchObject({
      id: created.id,
      category_fr: "Vision par ordinateur",
      publishedAt: "2024-03-15T00:00:00.000Z",
    });
  });

  it("renames an article's address when its slug is edited, and keeps its category when the payload leaves it out", async () => {
    const created = (
      await admin({
        method: "POST",
        url: "/api/admin/articles",
        payload: { title_en: "Renamed", title_fr: "Renommé", category: "analytics" },
      })
    ).json<ArticleBody>();
    const res = await admin({
      method: "PUT",
      url: `/api/admin/articles/${created.id}`,
      payload: { title_en: "Renamed", title_fr: "Renommé", slug_en: "renamed-by-hand" },
    });
    expect(res.json<ArticleBody>()).toMatchObject({ slug_en: "renamed-by-hand", slug_fr: created.slug_fr, category_en: "Analytics" });
    expect((await publicArticle("renamed-by-hand", "en")).statusCode).toBe(200);
  });

  it.each([
    ["Upper Case", "slug_en"],
    ["spaces in it", "slug_fr"],
    ["trailing-", "slug_en"],
    ["accentué", "slug_fr"],
  ])("refuses the slug %j with the slug rule, through REST and /trpc", async (slug, field) => {
    const payload = { title_en: "Slug test", title_fr: "Test de slug", [field]: slug };
    const rule = "Use lower-case letters, digits and hyphens only (for example my-article)";
    expectFieldError(await admin({ method: "POST", url: "/api/admin/articles", payload }), field, rule);
    expect(errorOf(await s.trpc.mutate("admin.articles.create", payload), 400).data.fieldErrors?.[field]).toBe(rule);
  });

  it("refuses a slug another article uses in the same language (published or in a draft), and accepts it in the other language", async () => {
    const word = uniqueWord("taken");
    await s.trpc.call("admin.articles.create", { title_en: "First", title_fr: "Premier", slug_en: word });
    const taken = "Another article already uses this address";
    const twice = await s.trpc.mutate("admin.articles.create", { title_en: "Second", title_fr: "Second", slug_en: word });
    expect(errorOf(twice, 400).data.fieldErrors?.slug_en).toBe(taken);
    // A draft's address is reserved too: it will be its address once published.
    const draftWord = uniqueWord("draft");
    await s.trpc.call("admin.articles.create", { title_en: "Draft", title_fr: "", slug_en: draftWord, action: "draft" });
    const clash = await admin({
      method: "POST",
      url: "/api/admin/articles",
      payload: { title_en: "Clash", title_fr: "Conflit", slug_en: draftWord },
    });
    expectFieldError(clash, "slug_en", taken);
    const otherLang = await s.trpc.call<ArticleBody>("admin.articles.create", { title_en: "Third", title_fr: "Troisième", slug_fr: word });
    expect(otherLang.slug_fr).toBe(word);
  });

  it("gives a generated slug a suffix when a draft already holds it", async () => {
    const title = `Held ${uniqueWord("t")}`;
    const draft = await s.trpc.call<ArticleBody>("admin.articles.create", { title_en: title, title_fr: "", action: "draft" });
    const next = await s.trpc.call<ArticleBody>("admin.articles.create", { title_en: title, title_fr: "Tenu" });
    expect(next.slug_en).toBe(`${draft.slug_en}-2`);
  });

  it("refuses a category outside the spec's list and a malformed date", async () => {
    const base = { title_en: "Category", title_fr: "Catégorie" };
    expectFieldError(
      await admin({ method: "POST", url: "/api/admin/articles", payload: { ...base, category: "astrology" } }),
      "category",
      "Choose one of the listed categories",
    );
    expectFieldError(
      await admin({ method: "POST", url: "/api/admin/articles", payload: { ...base, publishedAt: "15/03/2024" } }),
      "publishedAt",
      "Enter a date as YYYY-MM-DD",
    );
  });

  it("refuses half a surrogate pair in a page, an article or a redirect (kept as JSON too) with a field error", async () => {
    const broken = "caf\ud800";
    const invalid = "This field contains an invalid character";
    expectFieldError(await admin({ method: "PUT", url: "/api/admin/pages/about", payload: { title_fr: broken } }), "title_fr", invalid);
    expectFieldError(
      await admin({ method: "POST", url: "/api/admin/articles", payload: { title_en: "Ok", title_fr: "Ok", excerpt_en: broken } }),
      "excerpt_en",
      invalid,
    );
    const redirect = await s.trpc.mutate("admin.redirects.create", { fromPath: `/en/${broken}`, toPath: "/en" });
    expect(errorOf(redirect, 400).data.fieldErrors?.fromPath).toBe(invalid);
  });

  it("lists the categories with both languages and their badge colours", async () => {
    // The admin reads them from the shared package (the article form's category choice).
    const categories = ARTICLE_CATEGORIES;
    expect(categories.map((c) => c.key)).toEqual([
      "ai-technology",
      "analytics",
      "computer-vision",
      "machine-learning",
      "business-solutions",
      "healthcare-innovation",
      "general",
    ]);
    expect(categories.find((c) => c.key === "healthcare-innovation")).toEqual({
      key: "healthcare-innovation",
      en: "Healthcare Innovation",
      fr: "Innovation en santé",
      tone: "rose",
    });
  });

  it("answers each call of a batch on its own: a valid create and an invalid slug", async () => {
    const res = await trpcBatch(
      s.app,
      "admin.articles.create",
      [
        { title_en: "Batched", title_fr: "Groupé", category: "machine-learning" },
        { title_en: "Batched bad", title_fr: "Groupé mauvais", slug_en: "Not A Slug" },
      ],
      { cookie: s.cookie },
    );
    const results = batchResults(res);
    expect(statusesOf(results)).toEqual([200, 400]);
    expect((results[0]?.result?.data as ArticleBody | undefined)?.category_en).toBe("Machine Learning");
  });
});

describe(`article picture from the Media Library (${dbLabel})`, () => {
  const upload = async (bytes: Uint8Array | string, filename: string, type: string) => {
    const body = await multipartBody([{ field: "file", bytes, filename, type }]);
    const res = await admin({ method: "POST", url: "/api/admin/media/upload", payload: body.payload, headers: body.headers });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: number; url: string }>();
  };

  it("takes the picture's address from a media id", async () => {
    const picture = await upload(PNG_1X1, "cover.png", "image/png");
    const created = await s.trpc.call<ArticleBody>("admin.articles.create", {
      title_en: "Pictured",
      title_fr: "Illustré",
      mediaId: picture.id,
    });
    expect(created.image_url).toBe(picture.url);
  });

  it("refuses a media item that is not a picture, and one that does not exist", async () => {
    const pdf = await upload("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n", "brochure.pdf", "application/pdf");
    for (const mediaId of [pdf.id, 999_999]) {
      const res = await s.trpc.mutate("admin.articles.create", { title_en: "No picture", title_fr: "Sans image", mediaId });
      expect(errorOf(res, 400).data.fieldErrors?.mediaId).toBe("Choose a picture from the Media Library");
    }
  });
});
