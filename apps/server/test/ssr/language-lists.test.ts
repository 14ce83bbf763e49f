// A language's lists (the insights page, the home page's latest cards, the list query the pages
// load) show what is live in that language, even while the other language is not published yet.
import { JSDOM } from "jsdom";
import { beforeAll, describe, expect, it } from "vitest";
import { dbLabel } from "../helpers/app";
import { asAdmin } from "../rest/support";
import { trpcQueryBatch } from "../trpc/support";
import { type ArticleBody, dataOf, trpcQuery, uniqueWord, editorialSuite } from "../editorial/support";

const s = editorialSuite({ PUBLIC_URL: "https://www.lumiere.example" }, { ssr: true });

const html = async (url: string) => {
  const res = await s.app.inject({ method: "GET", url });
  expect(res.statusCode, url).toBe(200);
  return res.body;
};
/** A page of the insights grid: cards in one language. */
type Grid = { items: Array<{ title: string }>; total: number };
const titles = (grid: Grid | undefined) => (grid?.items ?? []).map((a) => a.title);

describe(`an article published in one language only (${dbLabel})`, () => {
  const english = `${uniqueWord("Solo")} English insight`;
  const french = `${uniqueWord("Seul")} analyse française`;
  let englishSlug = "";

  beforeAll(async () => {
    // Warm every list first: the publications must not be hidden by what was cached before them.
    for (const url of ["/en/insights", "/en", "/fr/insights", "/fr"]) await html(url);
    ({ slug_en: englishSlug } = await s.trpc.call<ArticleBody>("admin.articles.create", {
      title_en: english,
      title_fr: "",
      excerpt_en: "Live in English first.",
      content_en: "An English paragraph.",
      langs: ["en"],
    }));
    const res = await asAdmin(s.app, s.cookie, {
      method: "POST",
      url: "/api/admin/articles",
      payload: { title_en: "", title_fr: french, excerpt_fr: "En français d'abord.", content_fr: "Un paragraphe.", langs: ["fr"] },
    });
    expect(res.statusCode, res.body).toBe(201);
  });

  it("is on its language's insights page and home page, server-rendered, and not on the other language's", async () => {
    for (const url of ["/en/insights", "/en"]) {
      const body = await html(url);
      expect(body, url).toContain(english);
      expect(body, url).not.toContain(french);
    }
    for (const url of ["/fr/insights", "/fr"]) {
      const body = await html(url);
      expect(body, url).toContain(french);
      expect(body, url).not.toContain(english);
    }
  });

  it("is in the list query the pages load for its language, batched or not", async () => {
    const en = dataOf<Grid>(await trpcQuery(s.app, "articles.page", { lang: "en" }));
    expect(titles(en)).toContain(english);
    expect(titles(en)).not.toContain(french);

    const res = await trpcQueryBatch(s.app, [
      ["pages.byPageId", { pageId: "insights" }],
      ["articles.page", { lang: "en" }],
      ["articles.page", { lang: "fr" }],
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const [, inEnglish, inFrench] = res.json<Array<{ result: { data: Grid } }>>();
    expect(titles(inEnglish?.result.data)).toContain(english);
    expect(titles(inFrench?.result.data)).toContain(french);
    expect(titles(inFrench?.result.data)).not.toContain(english);
  });

  it("stays out of the other language's latest cards, and of the list asked for without a language (English)", async () => {
    const latest = (lang: "en" | "fr") => trpcQuery(s.app, "articles.latest", { lang, limit: 12 });
    const latestTitles = async (lang: "en" | "fr") => dataOf<Array<{ title: string }>>(await latest(lang)).map((a) => a.title);
    expect(await latestTitles("en")).not.toContain(french);
    expect(await latestTitles("fr")).not.toContain(english);
    const unnamed = dataOf<Grid>(await trpcQuery(s.app, "articles.page", {}));
    expect(titles(unnamed)).not.toContain(french);
    expect(unnamed.total).toBeGreaterThan(0);
  });

  it("names no address in the language it is not published in: no alternate, and the switcher goes to that language's insights", async () => {
    const doc = new JSDOM(await html(`/en/insights/${englishSlug}`)).window.document;
    expect(doc.querySelector('link[hreflang="en"]')?.getAttribute("href")).toBe(`https://www.lumiere.example/en/insights/${englishSlug}`);
    expect(doc.querySelector('link[hreflang="fr"]')).toBeNull();
    expect(doc.querySelector('meta[property="og:locale:alternate"]')).toBeNull();
    expect(doc.querySelector('a.lang-btn[hreflang="fr"]')?.getAttribute("href")).toBe("/fr/insights");
  });
});
