// Landing pages as search engines and visitors get them from the server: each published language
// at /{lang}/{slug} with its head tags and JSON-LD (a WebPage, and a FAQPage for an FAQ block),
// the fixed pages still winning, an unknown address the site's 404, the sitemap, a preview link
// showing the draft (never stored), and the stored page replaced on publication.
import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, dbLabel, loginCookie, type TestApp } from "../helpers/app";
import { adminTrpc, uniqueWord } from "../editorial/support";
import { libraryPicture } from "../showcase/support";

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

async function get(url: string, status = 200, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: "GET", url, headers });
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

describe(`landing pages on the site (${dbLabel})`, () => {
  const word = uniqueWord("Meadow");
  let page: { id: number; slug_en: string; slug_fr: string };
  let picture: string;

  it("serves each published language server-rendered, with its head tags, WebPage and FAQPage", async () => {
    picture = await libraryPicture(t.app);
    page = await admin.call("admin.landingPages.save", {
      title_en: `${word} audit offer`,
      title_fr: `${word} offre d'audit`,
      description_en: `A two-week ${word} audit.`,
      description_fr: `Un audit ${word} de deux semaines.`,
      shareImage_en: picture,
      blocks_en: [
        { type: "hero", title: `${word} in two weeks`, text: "We look at your data.", ctaLabel: "Book", ctaHref: "/en/contact" },
        { type: "richText", markdown: "## What you get\n\nA **report**." },
        {
          type: "features",
          title: "Steps",
          items: [
            { title: "Listen", text: "" },
            { title: "Measure", text: "Your data" },
          ],
        },
        { type: "faq", title: "Questions", items: [{ question: "How long?", answer: "Two weeks." }] },
        { type: "form", form: "notify", title: "", text: "" },
      ],
      blocks_fr: [{ type: "ctaBand", title: `${word} parlons-en`, text: "", ctaLabel: "Contact", ctaHref: "/fr/contact" }],
      action: "publish",
    });
    const res = await get(`/en/${page.slug_en}`);
    const en = head(res.body);
    expect(en.doc.querySelector("h1")?.textContent).toBe(`${word} in two weeks`);
    expect(en.title).toMatch(new RegExp(`^${word} audit offer \\| `));
    expect(en.meta("description")).toBe(`A two-week ${word} audit.`);
    expect(en.link('link[rel="canonical"]')).toBe(`${ORIGIN}/en/${page.slug_en}`);
    expect(en.link('link[hreflang="fr"]')).toBe(`${ORIGIN}/fr/${page.slug_fr}`);
    expect(en.link('link[hreflang="x-default"]')).toBe(`${ORIGIN}/en/${page.slug_en}`);
    expect(en.meta("og:title")).toMatch(new RegExp(`^${word} audit offer`));
    expect(en.meta("og:image")).toMatch(new RegExp(`^${ORIGIN}/media/`));
    expect(en.ld.find((l) => l["@type"] === "WebPage")).toMatchObject({
      url: `${ORIGIN}/en/${page.slug_en}`,
      name: `${word} audit offer`,
      inLanguage: "en",
    });
    expect(en.ld.find((l) => l["@type"] === "FAQPage")).toMatchObject({
      mainEntity: [{ "@type": "Question", name: "How long?", acceptedAnswer: { "@type": "Answer", text: "Two weeks." } }],
    });
    expect(en.doc.querySelector(".prose strong")?.textContent).toBe("report");
    expect(en.doc.querySelector("details summary")?.textContent).toBe("How long?");
    expect(res.body).toContain("Notify Me of Launch");
    // Cached like every public page: revalidated by its ETag.
    expect((await get(`/en/${page.slug_en}`, 304, { "if-none-match": res.headers.etag as string })).body).toBe("");
    const fr = head((await get(`/fr/${page.slug_fr}`)).body);
    expect(fr.doc.querySelector("h1")?.textContent).toBe(`${word} offre d'audit`);
    expect(fr.ld.find((l) => l["@type"] === "FAQPage")).toBeUndefined();
    expect(fr.doc.querySelector(".cta-band h2")?.textContent).toBe(`${word} parlons-en`);
  });

  it("links each language's own address, and for a language not published none", async () => {
    const en = head((await get(`/en/${page.slug_en}`)).body);
    expect(en.doc.querySelector('a.lang-btn[hreflang="fr"]')?.getAttribute("href")).toBe(`/fr/${page.slug_fr}`);
    const solo = await admin.call<{ slug_en: string }>("admin.landingPages.save", {
      title_en: `${word} English only`,
      title_fr: "",
      blocks_en: [{ type: "hero", title: `${word} English only` }],
      action: "publish",
      langs: ["en"],
    });
    const only = head((await get(`/en/${solo.slug_en}`)).body);
    expect(only.link('link[hreflang="en"]')).toBe(`${ORIGIN}/en/${solo.slug_en}`);
    expect(only.link('link[hreflang="x-default"]')).toBe(`${ORIGIN}/en/${solo.slug_en}`);
    expect(only.doc.querySelector('link[hreflang="fr"]')).toBeNull();
    expect(only.doc.querySelector('a.lang-btn[hreflang="fr"]')?.getAttribute("href")).toBe("/fr");
  });

  it("leaves the fixed pages first, and answers the site's 404 for an unknown address", async () => {
    expect(head((await get("/en/about")).body).title).toMatch(/^About/);
    const missing = await get("/en/no-such-landing-page", 404);
    expect(missing.body).toContain("Page Not Found");
    // Another language's slug is not an address in this language.
    if (page.slug_en !== page.slug_fr) await get(`/fr/${page.slug_en}`, 404);
  });

  it("lists each published language in the sitemap with its alternate", async () => {
    const sitemap = (await get("/sitemaps/1.xml")).body;
    expect(sitemap).toContain(`<loc>${ORIGIN}/en/${page.slug_en}</loc>`);
    expect(sitemap).toContain(`hreflang="fr" href="${ORIGIN}/fr/${page.slug_fr}"`);
  });

  it("shows a draft through its preview link only, and the published change at once", async () => {
    const before = (await get(`/en/${page.slug_en}`)).headers.etag;
    await admin.call("admin.landingPages.save", {
      id: page.id,
      title_en: `${word} audit offer`,
      title_fr: `${word} offre d'audit`,
      slug_en: page.slug_en,
      slug_fr: page.slug_fr,
      blocks_en: [{ type: "hero", title: `${word} drafted heading` }],
      action: "draft",
    });
    expect((await get(`/en/${page.slug_en}`)).body).not.toContain("drafted heading");
    const link = await admin.call<{ path: string }>("admin.editorial.previewLink", { ref: { kind: "landing", id: page.id }, lang: "en" });
    const preview = await get(link.path);
    expect(preview.body).toContain(`${word} drafted heading`);
    expect(preview.headers["cache-control"]).toBe("no-store");
    expect((await get(`/en/${page.slug_en}`)).body).not.toContain("drafted heading");
    await admin.call("admin.editorial.transition", { ref: { kind: "landing", id: page.id }, action: "publish", langs: ["en"] });
    const after = await get(`/en/${page.slug_en}`);
    expect(after.headers.etag).not.toBe(before);
    expect(after.body).toContain(`${word} drafted heading`);
  });
});
