// An uploaded picture reaches visitors as resized copies: the server-rendered article cards (home,
// /insights), the article page's picture and pictures in a page's rich content carry srcset, sizes
// and the picture's size, and the copies they name are served.
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, dbLabel, loginCookie, type TestApp } from "../helpers/app";
import { multipartBody } from "../rest/support";
import { trpcMutation } from "../trpc/support";

let t: TestApp;
let cookie: string;
let url: string;
let slug: string;

beforeAll(async () => {
  t = await buildTestApp({}, { ssr: true });
  cookie = await loginCookie(t.app);
  const jpeg = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: "#0e7490" } })
    .jpeg()
    .toBuffer();
  const { payload, headers } = await multipartBody([{ field: "file", bytes: jpeg, filename: "lab.jpg", type: "image/jpeg" }]);
  const up = await t.app.inject({ method: "POST", url: "/api/admin/media/upload", payload, headers: { ...headers, cookie } });
  expect(up.statusCode, up.body).toBe(201);
  url = up.json<{ url: string }>().url;
  const created = await trpcMutation(
    t.app,
    "admin.articles.create",
    {
      title_en: "Inside our vision lab",
      title_fr: "Dans notre laboratoire de vision",
      excerpt_en: "A tour.",
      excerpt_fr: "Une visite.",
      image_url: url,
    },
    { cookie },
  );
  expect(created.statusCode, created.body).toBe(200);
  slug = created.json<{ result: { data: { slug_en: string } } }>().result.data.slug_en;
});
afterAll(async () => {
  await t?.close();
});

/** The attributes of the first <img> of `html` whose src is `src`. */
function imgWith(html: string, src: string): Record<string, string> {
  const tag = [...html.matchAll(/<img\b[^>]*>/g)].map((m) => m[0]).find((m) => m.includes(`src="${src}"`));
  expect(tag, `no <img src="${src}"> in the page`).toBeDefined();
  return Object.fromEntries([...(tag ?? "").matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map((m) => [m[1]?.toLowerCase(), m[2]]));
}

function expectCopies(img: Record<string, string>) {
  const stem = url.slice(0, -".jpg".length);
  expect(img.srcset).toBe(`${stem}-480w.webp 480w, ${stem}-960w.webp 960w, ${stem}-1600w.webp 1600w`);
  expect(img.width).toBe("2000");
  expect(img.height).toBe("1000");
  expect(img.sizes).toBeTruthy();
  expect(img.decoding).toBe("async");
}

async function page(path: string): Promise<string> {
  const res = await t.app.inject({ method: "GET", url: path });
  expect(res.statusCode, path).toBe(200);
  return res.body;
}

describe(`srcset of uploaded pictures in the rendered pages (${dbLabel})`, () => {
  it("gives the article cards on home and /insights the copies, loaded lazily but for the grid's first (in view on a phone)", async () => {
    for (const path of ["/en", "/fr/insights", "/en/insights"]) {
      const img = imgWith(await page(path), url);
      expectCopies(img);
      expect(img.sizes).toBe("(min-width: 1024px) 368px, (min-width: 640px) 50vw, 100vw");
      // The newest article is the first card of the insights grid: its picture paints with the text.
      expect([img.loading, img.fetchpriority], path).toEqual(path === "/en" ? ["lazy", undefined] : ["eager", "high"]);
    }
  });

  it("gives the article page's picture the copies, loaded at once (above the fold)", async () => {
    const img = imgWith(await page(`/en/insights/${slug}`), url);
    expectCopies(img);
    expect(img.sizes).toBe("(min-width: 800px) 760px, 100vw");
    expect(img.loading).toBe("eager");
  });

  it("serves every copy the pages name", async () => {
    const img = imgWith(await page(`/en/insights/${slug}`), url);
    for (const candidate of img.srcset?.split(", ") ?? []) {
      const [src, w] = candidate.split(" ");
      const res = await t.app.inject({ method: "GET", url: src ?? "" });
      expect(res.statusCode, src).toBe(200);
      expect(`${(await sharp(res.rawPayload).metadata()).width}w`).toBe(w);
    }
  });

  it("gives a picture placed in a page's rich content the copies, and drops them when its src changes", async () => {
    const html = `<p>Our lab:</p><p><img src="${url}" alt="The vision lab"></p>`;
    const res = await trpcMutation(t.app, "admin.pages.update", { pageId: "about", mainContent_en: html }, { cookie });
    expect(res.statusCode, res.body).toBe(200);
    const img = imgWith(await page("/en/about"), url);
    expectCopies(img);
    expect(img.alt).toBe("The vision lab");
    expect(img.loading).toBe("lazy");

    // The editor saves the page back with another picture in the same element.
    const stored = (await t.app.inject({ method: "GET", url: "/api/pages/about" })).json<{ mainContent_en: string }>().mainContent_en;
    const other = stored.replace(`src="${url}"`, 'src="/illustrations/ai-strategy.svg"');
    await trpcMutation(t.app, "admin.pages.update", { pageId: "about", mainContent_en: other }, { cookie });
    const replaced = imgWith(await page("/en/about"), "/illustrations/ai-strategy.svg");
    expect(replaced.srcset).toBeUndefined();
    expect(replaced.sizes).toBeUndefined();
  });
});
