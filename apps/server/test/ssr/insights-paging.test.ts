// The insights list pages on the server (12 a page), filters by category, finds articles by full
// text in the page's language (accents or not), and no public page carries articles it does not show.
import { beforeAll, describe, expect, it } from "vitest";
import { dbLabel } from "../helpers/app";
import { batchResults, trpcQueryBatch } from "../trpc/support";
import { dataOf, editorialSuite, errorOf, trpcQuery, uniqueWord } from "../editorial/support";

const ORIGIN = "https://www.lumiere.example";
const s = editorialSuite({ PUBLIC_URL: ORIGIN }, { ssr: true });

const CREATED = 28; // with the seed's 8: three full pages of 12
const tag = uniqueWord("Paged");
/** Newest first: created[0] is the newest article of the site. */
const created = Array.from({ length: CREATED }, (_, i) => ({
  en: `${tag} insight number ${String(i).padStart(2, "0")}`,
  fr: `${tag} analyse numéro ${String(i).padStart(2, "0")}`,
  category: i % 2 === 0 ? "computer-vision" : "analytics",
  publishedAt: new Date(Date.UTC(2026, 10, 1, 12) - i * 3_600_000).toISOString(),
}));
const visionCount = created.filter((a) => a.category === "computer-vision").length;

async function get(url: string, status = 200) {
  const res = await s.app.inject({ method: "GET", url });
  expect(res.statusCode, url).toBe(status);
  return res.body;
}
const cards = (html: string) => html.split('<article class="article-card"').length - 1;
const canonical = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]?.replace(/&amp;/g, "&");
/** The pagination row's controls: a link's target, or "disabled". */
function row(html: string): string[] {
  const nav = /<nav class="pagination"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? "";
  return [...nav.matchAll(/<(a|button) ([^>]*)>/g)].map(([, tagName, attrs = ""]) => {
    if (tagName === "a") return (/href="([^"]*)"/.exec(attrs)?.[1] ?? "").replace(/&amp;/g, "&");
    // A disabled control is a button the keyboard skips, announced as disabled.
    return /disabled=""/.test(attrs) && /aria-disabled="true"/.test(attrs) ? "disabled" : "?";
  });
}

describe(`insights that page (${dbLabel})`, () => {
  beforeAll(async () => {
    for (const a of created) {
      await s.trpc.call("admin.articles.create", {
        title_en: a.en,
        title_fr: a.fr,
        excerpt_en: `An excerpt about ${tag}.`,
        excerpt_fr: `Un résumé sur ${tag}.`,
        content_en: "Body.",
        content_fr: "Corps.",
        category: a.category,
        publishedAt: a.publishedAt,
      });
    }
    await s.trpc.call("admin.articles.create", {
      title_en: `${tag} a résumé that stands out`,
      title_fr: `${tag} une société qui innove`,
      content_en: "Body.",
      content_fr: "Corps.",
      publishedAt: "2020-01-01T00:00:00.000Z",
    });
  }, 120_000);

  it("shows 12 articles a page, with real links, Previous disabled on page 1 and Next on the last", async () => {
    const first = await get("/en/insights");
    expect(cards(first)).toBe(12);
    expect(first).toContain(created[0]!.en);
    expect(first).not.toContain(created[12]!.en);
    expect(row(first)).toEqual([
      "disabled",
      "/en/insights",
      "/en/insights?page=2",
      "/en/insights?page=3",
      "/en/insights?page=4",
      "/en/insights?page=2",
    ]);
    expect(first).toMatch(/<a [^>]*aria-current="page"[^>]*>1<\/a>/);
    expect(canonical(first)).toBe(`${ORIGIN}/en/insights`);

    const second = await get("/en/insights?page=2");
    expect(cards(second)).toBe(12);
    expect(second).toContain(created[12]!.en);
    expect(second).not.toContain(created[0]!.en);
    expect(canonical(second)).toBe(`${ORIGIN}/en/insights?page=2`);
    expect(row(second)[0]).toBe("/en/insights");
    expect(second).toMatch(/<a [^>]*aria-current="page"[^>]*>2<\/a>/);

    // 37 articles: the fourth page is the last and holds one.
    const last = await get("/fr/insights?page=4");
    expect(cards(last)).toBe(1);
    expect(last).toContain(`${tag} une société qui innove`);
    expect(canonical(last)).toBe(`${ORIGIN}/fr/insights?page=4`);
    expect(row(last).at(-1)).toBe("disabled");
    expect(row(last)[0]).toBe("/fr/insights?page=3");
  });

  it("answers a page past the end with the 404 page, and sends a page number that is not one to page 1", async () => {
    for (const url of ["/en/insights?page=5", "/fr/insights?page=99999"]) {
      const body = await get(url, 404);
      expect(body).toContain('name="robots" content="noindex"');
    }
    // Not a page number: the router sends it to the list's first page.
    for (const url of ["/en/insights?page=abc", "/en/insights?page=-3", "/en/insights?page=1"]) {
      const res = await s.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(307);
      expect(res.headers.location, url).toBe("/en/insights");
    }
  });

  it("filters by category in each language, paged the same way, keeping the filter on every link", async () => {
    const en = await get("/en/insights?category=Computer%20Vision");
    expect(cards(en)).toBe(12);
    expect(en).toContain(created[0]!.en);
    expect(en).not.toContain(created[1]!.en);
    expect(canonical(en)).toBe(`${ORIGIN}/en/insights?category=Computer+Vision`);
    expect(row(en)[2]).toBe("/en/insights?category=Computer+Vision&page=2");

    // The seed has one Computer Vision article too.
    const fr = await get("/fr/insights?category=Vision%20par%20ordinateur&page=2");
    expect(cards(fr)).toBe(visionCount + 1 - 12);
    expect(fr).toContain(created[(visionCount - 1) * 2]!.fr);
    expect(fr).not.toContain(created[1]!.fr);
    expect(row(fr).at(-1)).toBe("disabled");
    await get("/fr/insights?category=Vision%20par%20ordinateur&page=3", 404);
  });

  it("finds articles by their words in the page's language, with a category too", async () => {
    const en = await get(`/en/insights?q=${encodeURIComponent("résumé stands")}`);
    expect(cards(en)).toBe(1);
    expect(en).toContain(`${tag} a résumé that stands out`);

    const fr = await get(`/fr/insights?q=${encodeURIComponent("sociétés")}`);
    expect(cards(fr)).toBe(1);
    expect(fr).toContain(`${tag} une société qui innove`);
    // The French words are not found on the English page.
    expect(cards(await get(`/en/insights?q=${encodeURIComponent("société")}`))).toBe(0);

    // Search and category together, and the row keeps both.
    const both = await get(`/en/insights?category=Analytics&q=${tag}`);
    expect(cards(both)).toBe(12);
    expect(both).not.toContain(created[0]!.en);
    expect(row(both)[2]).toBe(`/en/insights?category=Analytics&q=${tag}&page=2`);
  });

  it("finds them with the accents left out, and with accents a text lacks", async () => {
    const en = await get(`/en/insights?q=${encodeURIComponent("resume")}`);
    expect(cards(en)).toBe(1);
    expect(en).toContain(`${tag} a résumé that stands out`);
    const fr = await get("/fr/insights?q=societe");
    expect(cards(fr)).toBe(1);
    expect(fr).toContain(`${tag} une société qui innove`);
    // "numéro" in the French titles, found as "NUMERO" and "numéro" alike.
    expect(cards(await get("/fr/insights?q=NUMERO"))).toBe(12);
    expect(cards(await get(`/en/insights?q=${encodeURIComponent("stânds")}`))).toBe(1);
  });

  it("says clearly, in each language, when nothing matches", async () => {
    expect(await get("/en/insights?q=zzzznothing")).toContain("No articles match your search.");
    expect(await get("/fr/insights?q=zzzznothing")).toContain("Aucun article ne correspond à votre recherche.");
  });

  it("home carries the three newest articles of its language and none beyond", async () => {
    const en = await get("/en");
    expect(cards(en)).toBe(3);
    for (const a of created.slice(0, 3)) expect(en).toContain(a.en);
    for (const a of created.slice(3)) expect(en).not.toContain(a.en);
    // Nor the other language's words, in the page or its dehydrated data.
    expect(en).not.toContain(created[0]!.fr);
    const fr = await get("/fr");
    for (const a of created.slice(0, 3)) expect(fr).toContain(a.fr);
    expect(fr).not.toContain(created[3]!.fr);
  });

  it("the insights page carries only its own page of articles", async () => {
    const second = await get("/en/insights?page=2");
    for (const a of [...created.slice(0, 12), ...created.slice(24)]) expect(second).not.toContain(a.en);
    expect(second).not.toContain(created[12]!.fr);
  });

  it("serves the procedures through /trpc, batched, and refuses bad input without changing anything", async () => {
    const res = await trpcQueryBatch(s.app, [
      ["articles.latest", { lang: "fr", limit: 3 }],
      ["articles.page", { lang: "en", page: 2 }],
      ["articles.page", { lang: "fr", page: 9 }],
      ["articles.page", { lang: "fr", q: "societe" }],
    ]);
    expect(res.statusCode).toBe(200);
    const [latest, page2, past, found] = batchResults(res).map((r) => r.result?.data) as [
      Array<{ title: string }>,
      { items: Array<{ title: string }>; total: number; categories: string[] },
      null,
      { total: number },
    ];
    expect(latest.map((a) => a.title)).toEqual(created.slice(0, 3).map((a) => a.fr));
    expect(page2.items.map((a) => a.title)).toEqual(created.slice(12, 24).map((a) => a.en));
    // The shared page shape: the grid's page count is the site's (4 pages of 12), from the total.
    expect(Object.keys(page2).sort()).toEqual(["categories", "items", "tags", "total"]);
    expect(page2.total).toBe(37);
    expect(page2.categories).toEqual(expect.arrayContaining(["Analytics", "Computer Vision"]));
    expect(past).toBeNull();
    expect(found.total).toBe(1);

    const bad = await trpcQuery(s.app, "articles.page", { lang: "en", page: 0 });
    expect(errorOf(bad, 400)).toBeTruthy();
    expect(dataOf<{ total: number }>(await trpcQuery(s.app, "articles.page", { lang: "en" })).total).toBe(37);
  });

  it("counts a search's matches as far as the pagination row needs, exactly near the end", async () => {
    // 29 articles carry the tag; one a page: the row of page 1 shows pages 1 to 5 and needs no more
    // counted, that of page 20 pages 18 to 22, that of page 28 the last ones.
    const totals = batchResults(
      await trpcQueryBatch(s.app, [
        ["articles.page", { lang: "en", q: tag, perPage: 1 }],
        ["articles.page", { lang: "en", q: tag, perPage: 1, page: 20 }],
        ["articles.page", { lang: "en", q: tag, perPage: 1, page: 28 }],
      ]),
    ).map((r) => (r.result?.data as { total: number } | undefined)?.total);
    expect(totals).toEqual([5, 22, 29]);
  });
});
