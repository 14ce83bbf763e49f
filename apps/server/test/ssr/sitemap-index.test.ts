// /sitemap.xml is a sitemap index; its children hold at most the protocol's number of addresses
// (lowered here), are well-formed XML with absolute addresses, and follow publications.
import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SITEMAP_LIMITS } from "../../src/ssr/seo";
import { buildTestApp, dbLabel, loginCookie, type TestApp } from "../helpers/app";
import { asAdmin } from "../rest/support";

const PUBLIC_URL = "https://www.lumiere.example";
const LIMIT = 7;
let t: TestApp;
let cookie: string;

const protocolLimit = SITEMAP_LIMITS.urlsPerSitemap;

beforeAll(async () => {
  SITEMAP_LIMITS.urlsPerSitemap = LIMIT;
  t = await buildTestApp({ PUBLIC_URL }, { ssr: true });
  cookie = await loginCookie(t.app);
});
afterAll(async () => {
  // Test files share a worker's modules: the next file's sitemap has the protocol's limit again.
  SITEMAP_LIMITS.urlsPerSitemap = protocolLimit;
  await t?.close();
});

/** Parses XML strictly: a document that is not well-formed throws. */
function xml(body: string): Document {
  const doc = new JSDOM(body, { contentType: "application/xml" }).window.document;
  expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
  return doc;
}

const locs = (doc: Document, parent: string) =>
  [...doc.getElementsByTagName(parent)].map((el) => el.getElementsByTagName("loc")[0]?.textContent ?? "");

async function readAll(): Promise<{ children: string[]; urls: string[] }> {
  const index = await t.app.inject({ method: "GET", url: "/sitemap.xml", headers: { host: "127.0.0.1:9" } });
  expect(index.statusCode).toBe(200);
  expect(index.headers["content-type"]).toMatch(/^application\/xml/);
  const doc = xml(index.body);
  expect(doc.documentElement.nodeName).toBe("sitemapindex");
  const children = locs(doc, "sitemap");
  const urls: string[] = [];
  for (const child of children) {
    expect(child.startsWith(`${PUBLIC_URL}/sitemaps/`)).toBe(true);
    const res = await t.app.inject({ method: "GET", url: new URL(child).pathname });
    expect(res.statusCode).toBe(200);
    const page = xml(res.body);
    expect(page.documentElement.nodeName).toBe("urlset");
    const here = locs(page, "url");
    expect(here.length).toBeGreaterThan(0);
    expect(here.length).toBeLessThanOrEqual(LIMIT);
    urls.push(...here);
  }
  return { children, urls };
}

describe(`sitemap index (${dbLabel})`, () => {
  it("lists several children of at most the limit, holding every address once, with hreflang alternates", async () => {
    const { children, urls } = await readAll();
    expect(children.length).toBeGreaterThan(1);
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls).toContain(`${PUBLIC_URL}/en/about`);
    expect(urls).toContain(`${PUBLIC_URL}/fr/about`);
    for (const url of urls) expect(url.startsWith(`${PUBLIC_URL}/`)).toBe(true);
    const first = await t.app.inject({ method: "GET", url: "/sitemaps/1.xml" });
    expect(first.body).toContain('hreflang="x-default"');
  });

  it("robots.txt points at the index", async () => {
    const robots = await t.app.inject({ method: "GET", url: "/robots.txt" });
    expect(robots.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });

  it("a child that does not exist answers 404", async () => {
    for (const url of ["/sitemaps/0.xml", "/sitemaps/999.xml", "/sitemaps/abc.xml", "/sitemaps/1.txt"]) {
      expect((await t.app.inject({ method: "GET", url })).statusCode, url).toBe(404);
    }
  });

  it("a published article shows in a child at once, and a deleted one leaves", async () => {
    const before = await readAll();
    const created = await asAdmin(t.app, cookie, {
      method: "POST",
      url: "/api/admin/articles",
      payload: {
        title_en: "Sitemap index check",
        title_fr: "Vérification du plan du site",
        excerpt_en: "E",
        excerpt_fr: "E",
        content_en: "C",
        content_fr: "C",
        image_url: "",
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const article = created.json<{ id: number; slug_en: string; slug_fr: string }>();
    const after = await readAll();
    expect(after.urls.length).toBe(before.urls.length + 2);
    expect(after.urls).toContain(`${PUBLIC_URL}/en/insights/${article.slug_en}`);
    expect(after.urls).toContain(`${PUBLIC_URL}/fr/insights/${article.slug_fr}`);

    await asAdmin(t.app, cookie, { method: "DELETE", url: `/api/admin/articles/${article.id}` });
    expect((await readAll()).urls).toEqual(before.urls);
  });
});
