// Article tags through /trpc as the site and the admin call it: saved normalised or refused with
// the field's error, the ?tag= filter of the insights list (combined with the category, paged,
// an unknown tag an empty list), "Related Articles" on the article page, and the per-language RSS
// feed that every public page advertises.
import { JSDOM } from "jsdom";
import { beforeAll, describe, expect, it } from "vitest";
import { dbLabel } from "../helpers/app";
import { batchResults, trpcQueryBatch } from "../trpc/support";
import { type ArticleBody, dataOf, editorialSuite, errorOf, trpcQuery, uniqueWord } from "../editorial/support";

const ORIGIN = "https://www.lumiere.example";
const s = editorialSuite({ PUBLIC_URL: ORIGIN }, { ssr: true });
const w = uniqueWord("tg").toLowerCase();
const ALPHA = `${w} alpha`;
const BETA = `${w} beta`;

type Tagged = ArticleBody & { tags_en: string[]; tags_fr: string[] };
interface Card {
  id: number;
  title: string;
  slug: string;
  tags: string[];
}
const day = (n: number) => new Date(Date.UTC(2026, 10, 20 - n, 9)).toISOString();

async function create(title: string, input: Record<string, unknown>): Promise<Tagged> {
  return s.trpc.call<Tagged>("admin.articles.create", {
    title_en: `${title} en`,
    title_fr: `${title} fr`,
    excerpt_en: `About ${title}.`,
    excerpt_fr: `À propos de ${title}.`,
    content_en: "Body.",
    content_fr: "Corps.",
    ...input,
  });
}
async function page(url: string, status = 200) {
  const res = await s.app.inject({ method: "GET", url });
  expect(res.statusCode, url).toBe(status);
  return res.body;
}
const dom = (html: string) => new JSDOM(html).window.document;
/** The rel=alternate feed link of a page: its title and address. */
function feedLinkOf(html: string) {
  const link = dom(html).querySelector('link[rel="alternate"][type="application/rss+xml"]');
  return { title: link?.getAttribute("title"), href: link?.getAttribute("href") };
}
const cardTitles = (html: string) => [...html.matchAll(/<h[23] id="article-\d+-title" class="article-title">([^<]*)</g)].map((m) => m[1]);
const related = (id: number, lang: "en" | "fr") =>
  trpcQuery(s.app, "articles.related", { id, lang }).then((res) => dataOf<Card[]>(res).map((c) => c.title));

const A: Record<string, Tagged> = {};

describe(`article tags (${dbLabel})`, () => {
  beforeAll(async () => {
    // Newest first: a, c, d, then b; the draft e is never shown.
    A.a = await create(`${w} a`, { category: "analytics", tags_en: [ALPHA, BETA], tags_fr: [`${w} alpha fr`], publishedAt: day(0) });
    A.b = await create(`${w} b`, { category: "healthcare-innovation", tags_en: [ALPHA, BETA], publishedAt: day(5) });
    A.c = await create(`${w} c`, { category: "healthcare-innovation", tags_en: [ALPHA], publishedAt: day(1) });
    A.d = await create(`${w} d`, { category: "analytics", publishedAt: day(2) });
    A.e = await create(`${w} e`, { category: "analytics", tags_en: [ALPHA, BETA], action: "draft" });
    A.lone = await create(`${w} lone`, { category: "general", tags_en: [`${w} lone`], publishedAt: day(3) });
  }, 120_000);

  it("saves tags normalised (case, spaces, '#', repeats) and shows them to the admin and on the site", async () => {
    const saved = await create(`${w} norm`, {
      category: "computer-vision",
      tags_en: [`  #${w.toUpperCase()}   Norm  `, `${w} norm`, "MLOps"],
      tags_fr: ["IA Générative"],
    });
    expect(saved.tags_en).toEqual([`${w} norm`, "mlops"]);
    expect(saved.tags_fr).toEqual(["ia générative"]);
    const read = await s.trpc.get<{ copy: Tagged }>("admin.editorial.get", { ref: { kind: "article", id: saved.id } });
    expect(read.copy.tags_en).toEqual([`${w} norm`, "mlops"]);
    const shown = dataOf<Tagged>(await trpcQuery(s.app, "articles.bySlug", { slug: saved.slug_fr, lang: "fr" }));
    expect(shown.tags_fr).toEqual(["ia générative"]);
    const html = await page(`/en/insights/${saved.slug_en}`);
    const links = [...dom(html).querySelectorAll(".article-tags a")].map((a) => new URL(a.getAttribute("href") ?? "", ORIGIN));
    expect(links.map((u) => [u.pathname, u.searchParams.get("tag")])).toEqual([
      ["/en/insights", `${w} norm`],
      ["/en/insights", "mlops"],
    ]);
    expect(html).toContain('<meta property="article:tag" content="mlops"/>');
  });

  it("refuses too many, too long or odd tags with the field's error and changes nothing", async () => {
    const cases: Array<[unknown, string, string]> = [
      [Array.from({ length: 9 }, (_, i) => `tag ${i}`), "Give 8 tags at most", "validation.tagsTooMany"],
      [["x".repeat(33)], "A tag has 32 characters at most", "validation.tagTooLong"],
      [["<script>"], "A tag starts with a letter or digit and holds only letters, digits, spaces and - ' . + &", "validation.tagInvalid"],
      ["not a list", "A tag starts with a letter or digit and holds only letters, digits, spaces and - ' . + &", "validation.tagInvalid"],
    ];
    for (const [tags, message] of cases) {
      const res = await s.app.inject({
        method: "POST",
        url: "/trpc/admin.articles.update",
        headers: { cookie: s.cookie, "content-type": "application/json" },
        payload: { id: A.a!.id, title_en: A.a!.title_en, title_fr: A.a!.title_fr, tags_fr: tags },
      });
      const error = errorOf(res, 400);
      expect(error.data.fieldErrors?.tags_fr, JSON.stringify(tags)).toBe(message);
    }
    const read = await s.trpc.get<{ copy: Tagged }>("admin.editorial.get", { ref: { kind: "article", id: A.a!.id } });
    expect(read.copy.tags_fr).toEqual([`${w} alpha fr`]);
  });

  it("filters the insights list by tag through /trpc (batched): case-insensitive, with the category, an unknown tag an empty list", async () => {
    const res = await trpcQueryBatch(s.app, [
      ["articles.page", { lang: "en", tag: ` ${ALPHA.toUpperCase()} ` }],
      ["articles.page", { lang: "en", tag: ALPHA, category: "Analytics" }],
      ["articles.page", { lang: "en", tag: `${w} nowhere` }],
      ["articles.page", { lang: "fr", tag: ALPHA }],
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const [all, withCategory, unknown, french] = batchResults(res).map(
      (r) => r.result?.data as { items: Card[]; total: number; tags: string[] },
    );
    expect(all!.items.map((c) => c.title)).toEqual([`${w} a en`, `${w} c en`, `${w} b en`]);
    expect(all!.total).toBe(3);
    expect(all!.items[0]!.tags).toEqual([ALPHA, BETA]);
    expect(withCategory!.items.map((c) => c.title)).toEqual([`${w} a en`]);
    expect(unknown).toMatchObject({ items: [], total: 0 });
    // Tags are words of one language: the English tag lists nothing in French.
    expect(french).toMatchObject({ items: [], total: 0 });
    // The filters offer the language's most used tags: the seed's among them.
    expect(all!.tags).toContain("nlp");
  });

  it("renders /{lang}/insights?tag= on the server: only those articles, its canonical, its own cached page, the empty state", async () => {
    const q = `?tag=${encodeURIComponent(ALPHA)}`;
    const html = await page(`/en/insights${q}`);
    expect(cardTitles(html)).toEqual([`${w} a en`, `${w} c en`, `${w} b en`]);
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/en/insights?tag=${encodeURIComponent(ALPHA).replace(/%20/g, "+")}"`);
    expect(dom(html).querySelector('.tag-filters [aria-current="page"]')?.textContent).toBe(ALPHA);
    // Another tag is another page, not the one the cache holds for the first.
    expect(cardTitles(await page(`/en/insights?tag=${encodeURIComponent(BETA)}`))).toEqual([`${w} a en`, `${w} b en`]);
    const none = await page(`/en/insights?tag=${w}-nowhere`);
    expect(cardTitles(none)).toEqual([]);
    expect(none).toContain("No articles match your search.");
  });

  it("relates articles by shared tags (more first), then the category, newest first, never itself nor a draft", async () => {
    expect(await related(A.a!.id, "en")).toEqual([`${w} b en`, `${w} c en`, `${w} d en`]);
    expect(await related(A.c!.id, "en")).toEqual([`${w} a en`, `${w} b en`, expect.any(String)]);
    // In French a has its own tag, shared by none: its category's newest.
    expect(await related(A.a!.id, "fr")).toEqual([
      `${w} d fr`,
      "Prévision de la demande en distribution : des tableurs à l'analyse prédictive",
    ]);
    expect(await related(A.lone!.id, "en")).toEqual([]);
  });

  it("shows the related articles on the article page, and the spec's text when there is none", async () => {
    const html = await page(`/en/insights/${A.a!.slug_en}`);
    const block = html.slice(html.indexOf('id="related-title"'));
    expect(cardTitles(block)).toEqual([`${w} b en`, `${w} c en`, `${w} d en`]);
    expect(block).not.toContain("More articles are coming soon.");
    const lone = await page(`/en/insights/${A.lone!.slug_en}`);
    expect(lone).toContain("More articles are coming soon.");
    const french = await page(`/fr/insights/${A.lone!.slug_fr}`);
    expect(french).toContain("D&#x27;autres articles arrivent bientôt.");
  });
});

describe(`the RSS feed of each language (${dbLabel})`, () => {
  const feed = async (lang: string, host?: string) => {
    const res = await s.app.inject({ method: "GET", url: `/${lang}/insights/rss.xml`, headers: host ? { host } : {} });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("application/rss+xml; charset=utf-8");
    return new JSDOM(res.body, { contentType: "application/xml" }).window.document;
  };
  const texts = (doc: ParentNode, selector: string) => [...doc.querySelectorAll(selector)].map((e) => e.textContent ?? "");

  it("lists the newest 20 published articles of the language, with absolute links on the site's origin", async () => {
    const marked = await create(`${w} Tom & Jerry <b>"quoted"</b>`, { tags_en: [`${w} r&d`], publishedAt: new Date().toISOString() });
    const doc = await feed("en", "localhost:80");
    expect(doc.querySelector("rss")?.getAttribute("version")).toBe("2.0");
    expect(doc.querySelector("channel > language")?.textContent).toBe("en-us");
    const items = [...doc.querySelectorAll("item")];
    expect(items.length).toBeLessThanOrEqual(20);
    expect(items.length).toBeGreaterThan(0);
    const first = items[0]!;
    expect(first.querySelector("title")?.textContent).toBe(`${w} Tom & Jerry <b>"quoted"</b> en`);
    expect(first.querySelector("link")?.textContent).toBe(`${ORIGIN}/en/insights/${marked.slug_en}`);
    expect(first.querySelector("description")?.textContent).toBe(`About ${w} Tom & Jerry <b>"quoted"</b>.`);
    expect(texts(first, "category")).toEqual(["General", `${w} r&d`]);
    expect(first.querySelector("guid")?.getAttribute("isPermaLink")).toBe("false");
    expect(Number.isNaN(Date.parse(first.querySelector("pubDate")?.textContent ?? ""))).toBe(false);
    // Newest first, drafts never.
    const dates = texts(doc, "item > pubDate").map((d) => Date.parse(d));
    expect(dates).toEqual([...dates].sort((x, y) => y - x));
    expect(texts(doc, "item > title")).not.toContain(`${w} e en`);
    for (const link of texts(doc, "item > link")) expect(link.startsWith(`${ORIGIN}/en/insights/`)).toBe(true);
  });

  it("is in the page's language, and a new publication shows at once (the cached feed is cleared)", async () => {
    const before = await feed("fr");
    expect(before.querySelector("channel > link")?.textContent).toBe(`${ORIGIN}/fr/insights`);
    const added = await create(`${w} fresh`, { publishedAt: new Date().toISOString() });
    const after = await feed("fr");
    expect(texts(after, "item > title")[0]).toBe(`${w} fresh fr`);
    expect(texts(after, "item > link")[0]).toBe(`${ORIGIN}/fr/insights/${added.slug_fr}`);
    expect((await s.app.inject({ method: "GET", url: "/de/insights/rss.xml" })).statusCode).toBe(404);
  });

  it("is advertised by the public pages with <link rel=alternate> in their language", async () => {
    expect(feedLinkOf(await page("/en/insights"))).toEqual({ title: "Lumière AI insights (RSS)", href: `${ORIGIN}/en/insights/rss.xml` });
    const fr = { title: "Analyses Lumière AI (RSS)", href: `${ORIGIN}/fr/insights/rss.xml` };
    expect(feedLinkOf(await page(`/fr/insights/${A.a!.slug_fr}`))).toEqual(fr);
    expect(feedLinkOf(await page("/fr/about"))).toEqual(fr);
  });
});
