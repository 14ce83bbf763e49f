// Every article shares a raster picture social networks show: the starter articles' SVG
// illustrations are shared as their 1200×630 JPEG copies (made by the web build), in og:image and
// twitter:image, in both languages, and those copies are served as JPEG of that size.
import { articles } from "@lumiere/db";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, dbLabel, type TestApp } from "../helpers/app";

const ORIGIN = "https://www.lumiere.example";
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: ORIGIN }, { ssr: true });
});
afterAll(async () => {
  await t?.close();
});

const metaContent = (html: string, attr: "property" | "name", key: string) =>
  new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`).exec(html)?.[1];

describe(`share images of articles (${dbLabel})`, () => {
  it("shares every starter article with a 1200×630 JPEG, never an SVG", async () => {
    const rows = await t.app.db.select({ en: articles.slug_en, fr: articles.slug_fr, image: articles.image_url }).from(articles);
    const starters = rows.filter((r) => r.image?.endsWith(".svg"));
    expect(starters.length).toBeGreaterThanOrEqual(8);
    for (const row of starters) {
      for (const url of [`/en/insights/${row.en}`, `/fr/insights/${row.fr}`]) {
        const page = await t.app.inject({ method: "GET", url });
        expect(page.statusCode, url).toBe(200);
        const og = metaContent(page.body, "property", "og:image");
        expect(og, url).toMatch(/^https:\/\/www\.lumiere\.example\/illustrations\/[a-z0-9-]+-social\.jpg$/);
        expect(metaContent(page.body, "name", "twitter:image"), url).toBe(og);
        expect(metaContent(page.body, "property", "og:image:width"), url).toBe("1200");
        const file = await t.app.inject({ method: "GET", url: new URL(og ?? "").pathname });
        expect(file.statusCode, og).toBe(200);
        expect(file.headers["content-type"]).toBe("image/jpeg");
        const meta = await sharp(file.rawPayload).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 1200, 630]);
      }
    }
  });
});
