import { expect, test } from "./support/fixtures";
import { LANGS, PAGES } from "./support/site";

// What crawlers (and curl) get: the server's HTML alone, without running any JavaScript.
const headings: Record<string, Record<"en" | "fr", string>> = {
  "": { en: "Riding the Cutting-Edge AI Technology", fr: "Surfer sur la vague de l'IA de pointe" },
  "/technology": { en: "The Technology Behind Our Solutions", fr: "La technologie au cœur de nos solutions" },
  "/about": { en: "About Lumière AI", fr: "À propos de Lumière AI" },
  "/product": { en: "Lumière Studio: Coming Soon", fr: "Lumière Studio : bientôt disponible" },
  "/insights": { en: "Insights", fr: "Analyses" },
  "/contact": { en: "Contact Us", fr: "Contactez-nous" },
};

const decode = (html: string) =>
  html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

for (const lang of LANGS) {
  for (const path of PAGES) {
    test(`server HTML of /${lang}${path}: copy, lang, title, description, canonical, hreflang, Open Graph`, async ({
      request,
      baseURL,
    }) => {
      const res = await request.get(`/${lang}${path}`);
      expect(res.status()).toBe(200);
      expect(res.headers()["content-type"]).toContain("text/html");
      const html = decode(await res.text());
      const url = `${baseURL}/${lang}${path}`;
      expect(html).toContain(`<html lang="${lang}"`);
      expect(html).toMatch(/<title>[^<]+ \| Lumière AI<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
      expect(html).toContain(`<link rel="canonical" href="${url}"`);
      for (const [hl, target] of [
        ["en", `/en${path}`],
        ["fr", `/fr${path}`],
        ["x-default", `/en${path}`],
      ]) {
        expect(html).toMatch(new RegExp(`<link rel="alternate" hrefLang="${hl}" href="${baseURL}${target}"`, "i"));
      }
      expect(html).toContain(`<meta property="og:url" content="${url}"`);
      expect(html).toContain(`<h1>${headings[path]?.[lang]}</h1>`);
      // Every inline script carries the CSP nonce.
      const nonce = /content-security-policy/i.test(JSON.stringify(res.headers()))
        ? /'nonce-([^']+)'/.exec(res.headers()["content-security-policy"] ?? "")?.[1]
        : undefined;
      for (const tag of html.match(/<script(?![^>]*\bsrc=)[^>]*>/g) ?? []) {
        if (nonce) expect(tag).toContain(`nonce="${nonce}"`);
      }
    });
  }
}

test("an article's HTML has its copy and the other language's slug as alternate", async ({ request }) => {
  const list = await (await request.get("/api/articles?lang=en")).json();
  const article = list[0] as { slug_en: string; slug_fr: string; title_en: string };
  const html = decode(await (await request.get(`/en/insights/${article.slug_en}`)).text());
  expect(html).toContain(`<h1>${article.title_en}</h1>`);
  expect(html).toMatch(new RegExp(`hrefLang="fr" href="[^"]*/fr/insights/${article.slug_fr}"`, "i"));
});

test("unknown paths and articles answer 404 with their page", async ({ request }) => {
  const page = await request.get("/en/nowhere");
  expect(page.status()).toBe(404);
  expect(await page.text()).toContain("Page Not Found");
  const fr = await request.get("/fr/nulle-part");
  expect(fr.status()).toBe(404);
  expect(await fr.text()).toContain("Page introuvable");
  const article = await request.get("/en/insights/no-such-article");
  expect(article.status()).toBe(404);
  expect(await article.text()).toContain("Article Not Found");
});

test("hashed assets are immutable and served compressed", async ({ request }) => {
  const html = await (await request.get("/en")).text();
  // The page names its scripts in the inline loader that starts them after the first paint. All
  // are immutable; the entry and the larger chunks come compressed (the smallest are not worth it).
  const scripts = [...new Set([...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1] ?? ""))];
  expect(scripts.length).toBeGreaterThan(0);
  const encodings: string[] = [];
  for (const script of scripts) {
    const res = await request.get(script, { headers: { "accept-encoding": "br, gzip" } });
    expect(res.headers()["cache-control"], script).toContain("immutable");
    encodings.push(res.headers()["content-encoding"] ?? "");
  }
  expect(encodings.filter((encoding) => /br|gzip/.test(encoding)).length).toBeGreaterThan(0);
  const css = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
  const style = await request.get(css ?? "", { headers: { "accept-encoding": "br, gzip" } });
  expect(style.headers()["cache-control"]).toContain("immutable");
  expect(style.headers()["content-encoding"]).toMatch(/br|gzip/);
});

test("pages are served compressed, and unknown API paths still answer JSON 404", async ({ request }) => {
  for (const path of ["/en", "/fr/insights", "/en/no-such-page"]) {
    const res = await request.get(path, { headers: { "accept-encoding": "br, gzip" } });
    expect(res.headers()["content-encoding"], path).toMatch(/br|gzip/);
    expect(res.headers()["content-type"], path).toContain("text/html");
  }
  const api = await request.get("/api/no-such-path");
  expect(api.status()).toBe(404);
  expect(await api.json()).toEqual({ message: "Not found" });
});

test("pages arrive whole: no part of them is moved into place by a script after the rest", async ({ request }) => {
  // React's reveal scripts ($RC, $RS) run on a timer while the page is still parsing, and one that
  // runs after another has removed its target throws in the visitor's console.
  for (const path of ["/en", "/fr/insights", "/en/contact", "/admin/login", "/fr/admin/login", "/en/no-such-page"]) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain("</html>");
    expect(html, path).not.toMatch(/\$R[CSX]\(|<template id="[BPS]:/);
  }
});

test("the 404 and Article Not Found pages have a description and hreflang links, and are not indexed", async ({ request, baseURL }) => {
  for (const [path, en, fr] of [
    ["/fr/nulle-part", "/en/nulle-part", "/fr/nulle-part"],
    ["/en/insights/no-such-article", "/en/insights/no-such-article", "/fr/insights/no-such-article"],
  ] as const) {
    const html = decode(await (await request.get(path)).text());
    expect(html, path).toMatch(/<meta name="description" content="[^"]{20,}"/);
    expect(html, path).toContain('<meta name="robots" content="noindex"');
    expect(html, path).toMatch(new RegExp(`<link rel="alternate" hrefLang="en" href="${baseURL}${en}"`, "i"));
    expect(html, path).toMatch(new RegExp(`<link rel="alternate" hrefLang="fr" href="${baseURL}${fr}"`, "i"));
    expect(html, path).toMatch(new RegExp(`<link rel="alternate" hrefLang="x-default" href="${baseURL}${en}"`, "i"));
  }
});

test("admin pages have a description and hreflang links in the browser", async ({ page, baseURL }) => {
  for (const [path, en, fr] of [
    ["/fr/admin/login", "/en/admin/login", "/fr/admin/login"],
    ["/admin/login", "/en/admin/login", "/fr/admin/login"],
  ] as const) {
    await page.goto(path);
    await page.locator("html[data-hydrated]").waitFor();
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{20,}/);
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute("href", `${baseURL}${en}`);
    await expect(page.locator('link[rel="alternate"][hreflang="fr"]')).toHaveAttribute("href", `${baseURL}${fr}`);
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute("href", `${baseURL}${en}`);
  }
});

test("the brand font is served by the site itself, preloaded, and the article illustrations are cached and compressed", async ({
  request,
}) => {
  const html = await (await request.get("/en")).text();
  const font = /<link rel="preload" href="(\/assets\/inter-[^"]+\.woff2)" as="font" type="font\/woff2" crossorigin="anonymous"/.exec(
    html,
  )?.[1];
  expect(font).toBeTruthy();
  const res = await request.get(font ?? "");
  expect(res.status()).toBe(200);
  expect(res.headers()["cache-control"]).toContain("immutable");
  const svg = await request.get("/illustrations/demand-forecasting.svg", { headers: { "accept-encoding": "br, gzip" } });
  expect(svg.status()).toBe(200);
  expect(svg.headers()["content-type"]).toContain("image/svg+xml");
  expect(svg.headers()["content-encoding"]).toMatch(/br|gzip/);
  expect(svg.headers()["cache-control"]).toContain("max-age=86400");
});
