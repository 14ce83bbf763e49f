// Public pages are rendered once per content version and served as stored bytes: an admin edit
// shows on the next request, a revalidation costs a 304, the CSP allows exactly the page's inline
// scripts, query parameters no page reads share one stored page, the caches hold a bounded number of
// bytes, and the admin is never stored or cached by a CDN.
import { createHash, randomBytes } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createContentCache } from "../../src/cache/content-cache";
import { compressPage, createPageCache, renderedPage } from "../../src/http/cache";
import { CompressionQueueFull, MAX_BACKGROUND_WAITING } from "../../src/http/encoding";
import { buildTestApp, dbLabel, loginCookie, type TestApp } from "../helpers/app";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: "https://www.lumiere.example" }, { ssr: true });
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });

describe(`rendered page cache (${dbLabel})`, () => {
  it("answers a public page with an ETag, a short shared cache time, and 304 when revalidated", async () => {
    const first = await get("/en");
    expect(first.statusCode).toBe(200);
    expect(first.headers["cache-control"]).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=300");
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get("/en");
    expect(again.body).toBe(first.body);
    const revalidated = await get("/en", { "if-none-match": etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe("");
  });

  it("answers HEAD with the page's headers and no body", async () => {
    for (const url of ["/en", "/en/admin", "/en/no-such-page"]) {
      const res = await t.app.inject({ method: "HEAD", url, headers: { "accept-encoding": "br" } });
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.headers["content-type"]).toMatch(/^text\/html/);
      expect(res.body).toBe("");
    }
  });

  it("serves brotli and gzip bodies that decode to the same page", async () => {
    const plain = await get("/fr/insights");
    const br = await get("/fr/insights", { "accept-encoding": "br" });
    const gz = await get("/fr/insights", { "accept-encoding": "gzip" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });

  it("allows exactly the page's inline scripts in its CSP (hashes, no 'unsafe-inline')", async () => {
    const res = await get("/en/about");
    const csp = res.headers["content-security-policy"] as string;
    const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
    expect(scriptSrc).not.toContain("unsafe-inline");
    // JSON-LD blocks are data, never run: the CSP has nothing to allow for them.
    const inline = [...res.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      (m) => !/\bsrc=|application\/ld\+json/.test(m[1] ?? "") && m[2],
    );
    expect(inline.length).toBeGreaterThan(0);
    for (const m of inline) {
      expect(scriptSrc).toContain(
        `'sha256-${createHash("sha256")
          .update(m[2] ?? "")
          .digest("base64")}'`,
      );
    }
  });

  it("shows an admin edit on the very next request (new ETag)", async () => {
    const before = await get("/en/technology");
    const cookie = await loginCookie(t.app);
    const edit = await t.app.inject({
      method: "PUT",
      url: "/api/admin/pages/technology",
      headers: { cookie },
      payload: { title_en: "Our stack, freshly edited", title_fr: "Notre pile, fraîchement modifiée" },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const after = await get("/en/technology");
    expect(after.body).toContain("Our stack, freshly edited");
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect((await get("/en/technology", { "if-none-match": before.headers.etag as string })).statusCode).toBe(200);
    expect((await get("/fr/technology")).body).toContain("Notre pile, fraîchement modifiée");
  });

  it("never stores the admin or lets a CDN cache it", async () => {
    for (const url of ["/admin", "/en/admin", "/fr/admin/login"]) {
      const res = await get(url);
      expect(res.headers["cache-control"]).toBe("no-store");
      expect(res.headers.etag).toBeUndefined();
    }
  });

  it("takes canonical, hreflang and og:url from PUBLIC_URL whatever the Host header says", async () => {
    const res = await get("/fr/about", { host: "127.0.0.1:8080" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<link rel="canonical" href="https:\/\/www\.lumiere\.example\/fr\/about"/);
    expect(res.body).toContain('property="og:url" content="https://www.lumiere.example/fr/about"');
    expect(res.body).not.toContain("127.0.0.1");
  });

  it("serves the page already rendered whatever other query parameters the URL carries", async () => {
    const list = await get("/api/articles?lang=en");
    const slug = (JSON.parse(list.body) as Array<{ slug_en: string }>)[0]?.slug_en;
    for (const path of ["/en/about", "/fr/insights", `/en/insights/${slug}`]) {
      const first = await get(path);
      expect(first.statusCode, path).toBe(200);
      // A render stamps the time into its hydration data: the same ETag means no second render.
      for (const query of ["v=1700000000000", "utm_source=mail&x=1", "junk=%F0%9F%92%A5", `v=2&cache-buster=${Math.random()}`]) {
        const again = await get(`${path}?${query}`);
        expect(again.statusCode, `${path}?${query}`).toBe(200);
        expect(again.headers.etag, `${path}?${query}`).toBe(first.headers.etag);
        expect(again.body).toBe(first.body);
      }
    }
  });

  it("keeps one public API answer whatever other query parameters its URLs carry", async () => {
    const first = await get("/api/articles?lang=fr&page=1&per_page=2");
    const kept = t.app.contentCache.responses.size;
    for (const junk of ["utm_source=mail", "v=1700000000000", "x=%F0%9F%92%A5"]) {
      const again = await get(`/api/articles?${junk}&lang=fr&page=1&per_page=2`);
      expect(again.statusCode).toBe(200);
      expect(again.body).toBe(first.body);
      expect(again.headers.link).toBe(first.headers.link);
    }
    expect(t.app.contentCache.responses.size).toBe(kept);
    expect(String(first.headers.link)).not.toMatch(/utm_source|junk/);
    // A parameter the list reads is a different answer, kept apart.
    expect((await get("/api/articles?lang=fr&page=1&per_page=1")).body).not.toBe(first.body);
  });

  it("keeps replaying public API answers after a flood of distinct API URLs", async () => {
    for (let i = 0; i < 600; i++) expect((await get(`/api/articles?lang=en&junk=${i}`)).statusCode).toBe(200);
    const about = await get("/api/pages/about");
    expect(about.statusCode).toBe(200);
    // Stored for the next request, which is then answered before any route runs.
    expect(t.app.contentCache.responses.get("/api/pages/about")?.plain.toString()).toBe(about.body);
  });

  it("renders a page once for visitors who arrive together, and gives each of them that page", async () => {
    t.app.services.cache.invalidate();
    const rendered = async () => (await t.app.metrics.pageRenders.get()).values[0]?.value ?? 0;
    const before = await rendered();
    const answers = await Promise.all(Array.from({ length: 12 }, () => get("/fr/product", { "accept-encoding": "br" })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(12).fill(200));
    expect(await rendered()).toBe(before + 1);
    expect(new Set(answers.map((a) => a.headers.etag)).size).toBe(1);
  });

  it("never answers a preview link from the stored page", async () => {
    const stored = await get("/en/about");
    const preview = await get("/en/about?preview=not-a-token");
    expect(preview.statusCode).toBe(403);
    expect(preview.headers["cache-control"]).toBe("no-store");
    expect(preview.headers.etag).toBeUndefined();
    expect(preview.body).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(stored.body).not.toContain('<meta name="robots" content="noindex, nofollow">');
  });

  it("renders a missing page once per content version: later visits get it stored, still 404, kept by no browser", async () => {
    const rendered = async () => (await t.app.metrics.pageRenders.get()).values[0]?.value ?? 0;
    const before = await rendered();
    const first = await get("/en/insights/no-such-article", { "accept-encoding": "br" });
    const again = await get("/en/insights/no-such-article", { "accept-encoding": "br" });
    const plain = await get("/en/insights/no-such-article?utm_source=old-mail");
    for (const res of [first, again, plain]) {
      expect(res.statusCode).toBe(404);
      expect(res.headers["cache-control"]).toBe("no-store");
      expect(res.headers.etag).toBeUndefined();
    }
    expect(await rendered()).toBe(before + 1);
    expect(plain.body).toBe((await get("/en/insights/no-such-article")).body);
    // No validator: If-None-Match never turns it into a 304.
    expect((await get("/en/insights/no-such-article", { "if-none-match": "*" })).statusCode).toBe(404);
  });

  it("answers a stored missing address as found once an article is published there", async () => {
    const address = "/en/insights/published-after-a-missing-page";
    expect((await get(address)).statusCode).toBe(404);
    expect((await get(address)).statusCode).toBe(404);
    const created = await t.app.inject({
      method: "POST",
      url: "/api/admin/articles",
      headers: { cookie: await loginCookie(t.app) },
      payload: {
        title_en: "Published after a missing page",
        title_fr: "Publié après une page introuvable",
        excerpt_en: "An address asked for before it existed.",
        excerpt_fr: "Une adresse demandée avant d'exister.",
        content_en: "It exists now.",
        content_fr: "Elle existe maintenant.",
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(`/en/insights/${created.json<{ slug_en: string }>().slug_en}`).toBe(address);
    const found = await get(address);
    expect(found.statusCode).toBe(200);
    expect(found.body).toContain("Published after a missing page");
  });
});

describe("the caches' byte bounds", () => {
  const page = (name: string) => renderedPage(200, `<!DOCTYPE html><p>${name.repeat(10_000)}</p>`, {});

  it("keep pages up to their byte bound, the least recently served going first", () => {
    // Room for two pages of about 10 KB, not three.
    const cache = createPageCache(25_000);
    cache.set("/en", page("a"), cache.generation);
    cache.set("/fr", page("b"), cache.generation);
    expect(cache.get("/en")).toBeDefined(); // served again: now the most recent
    cache.set("/en/about", page("c"), cache.generation);
    expect(cache.get("/fr")).toBeUndefined();
    expect(cache.get("/en")).toBeDefined();
    expect(cache.get("/en/about")).toBeDefined();
    // A page larger than the whole bound is not kept (it would push out everything else).
    cache.set("/en/huge", renderedPage(200, `<p>${"x".repeat(30_000)}</p>`, {}), cache.generation);
    expect(cache.get("/en/huge")).toBeUndefined();
    expect(cache.get("/en")).toBeDefined();
  });

  it("count a page's compressed forms towards the bound", async () => {
    const cache = createPageCache(25_000);
    // About 8 KB that compress to about 12 KB more (random bytes do not compress).
    const plain = renderedPage(200, `<p>${randomBytes(6_000).toString("base64")}</p>`, {});
    cache.set("/en", plain, cache.generation);
    cache.set("/fr", page("b"), cache.generation);
    expect(cache.get("/fr")).toBeDefined();
    cache.replace("/en", plain, await compressPage(plain));
    expect(cache.get("/en")).toHaveProperty("br");
    expect(cache.get("/fr")).toBeUndefined();
  });

  it("hold at most a bounded number of pages waiting for their background compression, whatever a burst sends", async () => {
    const pages = Array.from({ length: MAX_BACKGROUND_WAITING + 8 }, () =>
      renderedPage(200, `<p>${randomBytes(3_000).toString("base64")}</p>`, {}),
    );
    const outcomes = await Promise.allSettled(pages.map((p) => compressPage(p)));
    const refused = outcomes.filter((o) => o.status === "rejected");
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(MAX_BACKGROUND_WAITING);
    expect(refused).toHaveLength(8);
    for (const o of refused) expect((o as PromiseRejectedResult).reason).toBeInstanceOf(CompressionQueueFull);
    // Once the queue has room again, a new page is compressed.
    await expect(compressPage(page("z"))).resolves.toHaveProperty("br");
  });

  it("keep content up to its byte bound, loading again what went out", async () => {
    const cache = createContentCache(() => {}, { contentBytes: 25_000 });
    let loads = 0;
    const load = (name: string) => () => {
      loads++;
      return Promise.resolve({ html: name.repeat(10_000) });
    };
    await cache.get("page:a", load("a"));
    await cache.get("page:b", load("b"));
    await cache.get("page:a", load("a"));
    expect(loads).toBe(2);
    await cache.get("page:c", load("c"));
    await cache.get("page:b", load("b"));
    expect(loads).toBe(4); // b was the least recently read
    await cache.get("page:c", load("c"));
    expect(loads).toBe(4);
  });

  it("keep encoded API responses up to their byte bound, whatever the URLs", () => {
    const cache = createContentCache(() => {}, { responseBytes: 50_000 });
    const body = { plain: Buffer.from(JSON.stringify({ html: "x".repeat(10_000) })) };
    for (let i = 0; i < 1_000; i++) cache.responses.set(`/api/articles?lang=fr&junk=${i}`, body);
    expect(cache.responses.size).toBeLessThanOrEqual(2);
    expect(cache.responses.get("/api/articles?lang=fr&junk=999")).toBe(body);
  });
});

describe("the page cache's compressed forms", () => {
  it("are kept once ready, with the same bytes and ETag, but never for a page cleared meanwhile", async () => {
    const cache = createPageCache();
    const page = renderedPage(200, "<!DOCTYPE html><p>Bonjour</p>", { "content-type": "text/html; charset=utf-8" });
    cache.set("/fr", page, cache.generation);
    const compressed = await compressPage(page);
    expect(brotliDecompressSync(compressed.br).toString()).toBe("<!DOCTYPE html><p>Bonjour</p>");
    cache.replace("/fr", page, compressed);
    expect(cache.get("/fr")).toEqual({ ...page, br: compressed.br, gzip: compressed.gzip });

    const edited = renderedPage(200, "<!DOCTYPE html><p>Bonsoir</p>", {});
    cache.set("/fr", edited, cache.generation);
    cache.clear(); // content changed before the compression finished
    cache.replace("/fr", edited, await compressPage(edited));
    expect(cache.get("/fr")).toBeUndefined();
  });
});
