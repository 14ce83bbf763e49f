// Sharing an article: its picture's 1200×630 copy is its og:image and twitter:image (made at upload,
// or on first request for a picture uploaded before), the page carries a JSON-LD Article with the
// fields Google's rich results ask for, and a page without a picture shares the SEO settings' default.
import { rmSync } from "node:fs";
import path from "node:path";
import { JSDOM } from "jsdom";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, dbLabel, loginCookie, type TestApp } from "../helpers/app";
import { multipartBody } from "../rest/support";
import { trpcMutation } from "../trpc/support";

let t: TestApp;
let cookie: string;
let url: string;
let slugs: { slug_en: string; slug_fr: string };

async function upload(width: number, height: number): Promise<{ id: number; url: string }> {
  const png = await sharp({ create: { width, height, channels: 3, background: "#7c3aed" } })
    .png()
    .toBuffer();
  const { payload, headers } = await multipartBody([{ field: "file", bytes: png, filename: "team.png", type: "image/png" }]);
  const res = await t.app.inject({ method: "POST", url: "/api/admin/media/upload", payload, headers: { ...headers, cookie } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number; url: string }>();
}

beforeAll(async () => {
  t = await buildTestApp({}, { ssr: true });
  cookie = await loginCookie(t.app);
  ({ url } = await upload(1600, 1200));
  const created = await trpcMutation(
    t.app,
    "admin.articles.create",
    {
      title_en: "Sharing our vision work",
      title_fr: "Partager notre travail sur la vision",
      excerpt_en: "What we learnt.",
      excerpt_fr: "Ce que nous avons appris.",
      content_en: "# What we built\n\nA model that reads shelves.",
      content_fr: "# Ce que nous avons construit\n\nUn modèle qui lit les rayons.",
      image_url: url,
    },
    { cookie },
  );
  expect(created.statusCode, created.body).toBe(200);
  slugs = created.json<{ result: { data: typeof slugs } }>().result.data;
});
afterAll(async () => {
  await t?.close();
});

function head(html: string) {
  const doc = new JSDOM(html).window.document;
  const meta = (key: string) => doc.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute("content") ?? null;
  const canonical = doc.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? "";
  const ld = [...doc.querySelectorAll('script[type="application/ld+json"]')].map(
    (s) => JSON.parse(s.textContent ?? "") as Record<string, unknown>,
  );
  return { doc, meta, canonical, ld };
}

async function dimensions(imageUrl: string): Promise<{ width?: number; height?: number; status: number; type?: string }> {
  const res = await t.app.inject({ method: "GET", url: new URL(imageUrl).pathname });
  if (res.statusCode !== 200) return { status: res.statusCode };
  const { width, height } = await sharp(res.rawPayload).metadata();
  return { width, height, status: res.statusCode, type: String(res.headers["content-type"]) };
}

describe(`sharing an article (${dbLabel})`, () => {
  it.each(["en", "fr"] as const)("gives the %s page its picture's 1200×630 copy and a valid JSON-LD Article", async (lang) => {
    const res = await t.app.inject({ method: "GET", url: `/${lang}/insights/${lang === "en" ? slugs.slug_en : slugs.slug_fr}` });
    expect(res.statusCode).toBe(200);
    const { doc, meta, canonical, ld } = head(res.body);
    const origin = new URL(canonical).origin;
    const image = meta("og:image") ?? "";
    expect(image).toBe(`${origin}${url.replace(/\.png$/, "-social.jpg")}`);
    expect(meta("twitter:image")).toBe(image);
    expect(meta("twitter:card")).toBe("summary_large_image");
    expect(meta("og:image:width")).toBe("1200");
    expect(meta("og:image:height")).toBe("630");
    expect(await dimensions(image)).toEqual({ width: 1200, height: 630, status: 200, type: "image/jpeg" });

    const article = ld.find((thing) => thing["@type"] === "Article");
    expect(article, "a JSON-LD Article").toBeDefined();
    expect(article?.["@context"]).toBe("https://schema.org");
    expect(article?.headline).toBe(doc.querySelector("h1")?.textContent);
    expect(String(article?.headline).length).toBeLessThanOrEqual(110);
    expect(article?.image).toEqual([image]);
    expect(article?.inLanguage).toBe(lang);
    expect(article?.mainEntityOfPage).toEqual({ "@type": "WebPage", "@id": canonical });
    for (const date of [article?.datePublished, article?.dateModified]) expect(Number.isNaN(Date.parse(String(date)))).toBe(false);
    const author = article?.author as Record<string, unknown>;
    expect(author["@type"]).toBe("Organization");
    expect(author.name).toBeTruthy();
    const publisher = article?.publisher as { "@type": string; name: string; logo: { "@type": string; url: string } };
    expect(publisher["@type"]).toBe("Organization");
    expect(publisher.logo.url.startsWith(origin)).toBe(true);
    // The rich text is on the page as typed, under the page's one h1.
    expect(doc.querySelectorAll("h1")).toHaveLength(1);
    expect(doc.querySelector(".article-content h2")?.textContent).toBe(lang === "en" ? "What we built" : "Ce que nous avons construit");
  });

  it("makes the social copy of a picture uploaded before such copies existed when it is first asked for", async () => {
    const older = await upload(900, 900);
    const social = older.url.replace(/\.png$/, "-social.jpg");
    rmSync(path.join(t.config.dataDir, "media", path.basename(social)), { force: true });
    expect(await dimensions(`http://x${social}`)).toEqual({ width: 1200, height: 630, status: 200, type: "image/jpeg" });
    // A name that is no picture's copy is still not found.
    const none = await t.app.inject({ method: "GET", url: "/media/00000000-0000-4000-8000-000000000000-10x10-social.jpg" });
    expect(none.statusCode).toBe(404);
  });

  it("shares the SEO settings' default picture from a page without one of its own", async () => {
    const settings = await trpcMutation(
      t.app,
      "admin.settings.save",
      { type: "seo", data: { metaTitle: "Lumière AI", metaDescription: "AI consulting.", googleAnalyticsId: "", socialImage: url } },
      { cookie },
    );
    expect(settings.statusCode, settings.body).toBe(200);
    const { meta } = head((await t.app.inject({ method: "GET", url: "/fr/about" })).body);
    expect(meta("og:image")).toMatch(/-social\.jpg$/);
    // A client of the spec's contract, which knows only the first three fields, keeps the picture.
    const spec = await t.app.inject({
      method: "PUT",
      url: "/api/admin/settings",
      headers: { cookie },
      payload: { type: "seo", data: { metaTitle: "Lumière AI", metaDescription: "AI consulting.", googleAnalyticsId: "" } },
    });
    expect(spec.statusCode, spec.body).toBeLessThan(300);
    expect(head((await t.app.inject({ method: "GET", url: "/en/about" })).body).meta("og:image")).toMatch(/-social\.jpg$/);
  });

  it("keeps each picture's alt text per language in the Media Library", async () => {
    const { id } = await upload(640, 480);
    const res = await trpcMutation(
      t.app,
      "admin.media.setAlt",
      { id, alt_en: "Our team at work", alt_fr: "Notre équipe au travail" },
      { cookie },
    );
    expect(res.statusCode, res.body).toBe(200);
    const list = (await t.app.inject({ method: "GET", url: "/api/admin/media", headers: { cookie } })).json<
      Array<{ id: number; alt_en: string; alt_fr: string }>
    >();
    expect(list.find((m) => m.id === id)).toMatchObject({ alt_en: "Our team at work", alt_fr: "Notre équipe au travail" });
    const missing = await trpcMutation(t.app, "admin.media.setAlt", { id: 999_999, alt_en: "x", alt_fr: "x" }, { cookie });
    expect(missing.statusCode).toBe(404);
  });
});
