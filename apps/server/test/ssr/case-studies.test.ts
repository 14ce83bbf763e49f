// The case studies' public pages as search engines and visitors get them from the server: the list
// (filters in the address, empty state), a case study's page with its head tags and JSON-LD (an
// Article about the client, never a Review), the sitemap, and the stored pages cleared on publication.
import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, dbLabel, loginCookie, type TestApp } from "../helpers/app";
import { adminTrpc, uniqueWord } from "../editorial/support";
import { caseStudyInput, libraryPicture } from "../showcase/support";

const ORIGIN = "https://www.lumiere.example";
let t: TestApp;
let admin: ReturnType<typeof adminTrpc>;

beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: ORIGIN }, { ssr: true });
  admin = adminTrpc(t.app, await loginCookie(t.app));
});
afterAll(async () => {
  await t?.close();
});

async function get(url: string, status = 200) {
  const res = await t.app.inject({ method: "GET", url });
  expect(res.statusCode, url).toBe(status);
  return res;
}

function head(html: string) {
  const doc = new JSDOM(html).window.document;
  const meta = (key: string) => doc.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute("content") ?? null;
  const link = (selector: string) => doc.querySelector(selector)?.getAttribute("href") ?? null;
  const ld = [...doc.querySelectorAll('script[type="application/ld+json"]')].map(
    (s) => JSON.parse(s.textContent ?? "") as Record<string, unknown>,
  );
  return { doc, meta, link, ld, title: doc.title };
}

describe(`case studies on the site (${dbLabel})`, () => {
  const word = uniqueWord("Verdant");
  let slugs: { en: string; fr: string };
  let id: number;

  it("shows an empty list with its head tags, and no clients on the home page, before anything is published", async () => {
    const list = head((await get("/en/case-studies")).body);
    expect(list.title).toMatch(/^Case Studies \| /);
    expect(list.doc.body.textContent).toContain("No case studies published yet.");
    // No filters offered over an empty list.
    expect(list.doc.querySelector("form.case-filters")).toBeNull();
    expect(list.link('link[rel="canonical"]')).toBe(`${ORIGIN}/en/case-studies`);
    expect(list.link('link[hreflang="fr"]')).toBe(`${ORIGIN}/fr/case-studies`);
    expect(list.link('link[hreflang="x-default"]')).toBe(`${ORIGIN}/en/case-studies`);
    expect(list.meta("og:title")).toMatch(/^Case Studies \| /);
    expect(list.meta("description")).toContain("How our clients use AI");
    expect(list.ld.find((l) => l["@type"] === "CollectionPage")).toMatchObject({ mainEntity: { itemListElement: [] } });
    const fr = head((await get("/fr/case-studies")).body);
    expect(fr.title).toMatch(/^Études de cas \| /);
    // No made-up clients: the home page has no clients section at all.
    expect((await get("/en")).body).not.toContain("What our clients say");
  });

  it("lists a published case study at once (the stored list is cleared), filtered by the address", async () => {
    const before = (await get("/en/case-studies")).headers.etag;
    const picture = await libraryPicture(t.app);
    const saved = await admin.call<{ id: number; copy: { slug_en: string; slug_fr: string } }>("admin.caseStudies.save", {
      ...caseStudyInput(word, picture),
      action: "publish",
    });
    id = saved.id;
    slugs = { en: saved.copy.slug_en, fr: saved.copy.slug_fr };
    const after = await get("/en/case-studies");
    expect(after.headers.etag).not.toBe(before);
    expect(after.body).toContain(`${word} forecasting for a retailer`);
    expect(head(after.body).doc.querySelector("form.case-filters select#case-industry")).not.toBeNull();
    expect((await get("/en/case-studies?industry=retail&service=predictive-analytics")).body).toContain(`${word} forecasting`);
    const energy = await get("/en/case-studies?industry=energy");
    expect(energy.body).not.toContain(`${word} forecasting`);
    expect(energy.body).toContain("No case study matches these filters.");
    expect(head(energy.body).link('link[rel="canonical"]')).toBe(`${ORIGIN}/en/case-studies?industry=energy`);
    const ld = head(after.body).ld.find((l) => l["@type"] === "CollectionPage") as { mainEntity: { itemListElement: unknown[] } };
    expect(ld.mainEntity.itemListElement).toEqual([{ "@type": "ListItem", position: 1, url: `${ORIGIN}/en/case-studies/${slugs.en}` }]);
  });

  it("serves the case study's page with its head tags and an Article about the client (no Review)", async () => {
    const res = await get(`/en/case-studies/${slugs.en}`);
    const page = head(res.body);
    expect(page.doc.querySelector("h1")?.textContent).toBe(`${word} forecasting for a retailer`);
    expect(page.title).toMatch(new RegExp(`^${word} forecasting for a retailer \\| `));
    expect(page.meta("description")).toBe(`How ${word} cut stock-outs.`);
    expect(page.link('link[rel="canonical"]')).toBe(`${ORIGIN}/en/case-studies/${slugs.en}`);
    expect(page.link('link[hreflang="fr"]')).toBe(`${ORIGIN}/fr/case-studies/${slugs.fr}`);
    expect(page.meta("og:type")).toBe("article");
    expect(page.meta("og:image")).toMatch(new RegExp(`^${ORIGIN}/media/`));
    const article = page.ld.find((l) => l["@type"] === "Article");
    expect(article).toMatchObject({
      headline: `${word} forecasting for a retailer`,
      about: { "@type": "Organization", name: `${word} Stores` },
      inLanguage: "en",
      mainEntityOfPage: { "@id": `${ORIGIN}/en/case-studies/${slugs.en}` },
    });
    expect(res.body).not.toContain('"Review"');
    expect(page.doc.body.textContent).toContain("-38 %");
    expect(page.doc.querySelector(".case-pictures img")?.getAttribute("alt")).toBe("A store shelf");
    // The other language's slug leads to this language's address.
    const moved = await t.app.inject({ method: "GET", url: `/fr/case-studies/${slugs.en}` });
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(`/fr/case-studies/${slugs.fr}`);
    const missing = head((await get("/en/case-studies/no-such-study", 404)).body);
    expect(missing.meta("robots")).toBe("noindex");
  });

  it("lists the list and each published language of the case study in the sitemap", async () => {
    const sitemap = (await get("/sitemaps/1.xml")).body;
    expect(sitemap).toContain(`<loc>${ORIGIN}/en/case-studies</loc>`);
    expect(sitemap).toContain(`<loc>${ORIGIN}/fr/case-studies/${slugs.fr}</loc>`);
    expect(sitemap).toContain(`hreflang="en" href="${ORIGIN}/en/case-studies/${slugs.en}"`);
  });

  it("takes an unpublished language off the site at once", async () => {
    await get(`/fr/case-studies/${slugs.fr}`);
    await admin.call("admin.caseStudies.transition", { id, action: "unpublish", langs: ["fr"] });
    await get(`/fr/case-studies/${slugs.fr}`, 404);
    expect((await get("/fr/case-studies")).body).not.toContain(`${word} prévisions`);
    expect((await get("/sitemaps/1.xml")).body).not.toContain(`/fr/case-studies/${slugs.fr}`);
  });
});
