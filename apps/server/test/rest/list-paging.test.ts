// The spec's lists keep their contract (the whole array without ?page) and page the WordPress
// way on request: X-Total-Count, Link with absolute site addresses, ETag and 304.
import { seedArticles } from "@lumiere/db/seed";
import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { siteOrigin } from "../../src/domain/site-origin";
import { dbLabel, useSignedInApp } from "../helpers/app";
import { asAdmin, expectFieldError, expectJsonError } from "./support";

type Article = { id: number; title_en: string; publishedAt: string };

const t = useSignedInApp();
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });
const admin = (url: string, headers: Record<string, string> = {}) => asAdmin(t.app, t.cookie, { method: "GET", url, headers });

/** The Link header as rel → absolute URL. */
function links(res: LightMyRequestResponse): Record<string, string> {
  const header = String(res.headers.link ?? "");
  return Object.fromEntries([...header.matchAll(/<([^>]+)>;\s*rel="([a-z]+)"/g)].map((m) => [m[2] as string, m[1] as string]));
}

async function createArticles(n: number): Promise<void> {
  for (let i = 0; i < n; i++) {
    const res = await asAdmin(t.app, t.cookie, {
      method: "POST",
      url: "/api/admin/articles",
      payload: {
        title_en: `Paging article ${i}`,
        title_fr: `Article de pagination ${i}`,
        excerpt_en: "Excerpt.",
        excerpt_fr: "Extrait.",
        content_en: "Body.",
        content_fr: "Corps.",
        image_url: "",
      },
    });
    expect(res.statusCode, res.body).toBe(201);
  }
}

describe(`REST lists without paging (${dbLabel})`, () => {
  it("GET /api/articles answers the whole array, each article as its own address gives it", async () => {
    for (const lang of ["en", "fr"]) {
      const res = await get(`/api/articles?lang=${lang}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^application\/json/);
      const whole = res.json<Array<Article & { slug_en: string; slug_fr: string }>>();
      expect(whole).toHaveLength(seedArticles.length);
      expect(res.headers["x-total-count"]).toBeUndefined();
      const first = whole[0]!;
      const one = await get(`/api/articles/${lang === "en" ? first.slug_en : first.slug_fr}?lang=${lang}`);
      expect(JSON.stringify(first)).toBe(one.body);
    }
  });

  it("GET /api/admin/articles answers the whole array: the working copies, the published ones as the public list has them", async () => {
    const res = await admin("/api/admin/articles");
    expect(res.statusCode).toBe(200);
    const whole = res.json<Article[]>();
    expect(whole.map((a) => a.id)).toEqual((await get("/api/articles?lang=en")).json<Article[]>().map((a) => a.id));
    expect(res.body).toBe((await get("/api/articles?lang=en")).body);
  });

  it("HEAD answers the headers alone", async () => {
    for (const url of ["/api/articles?lang=en", "/api/articles?lang=fr&page=1&per_page=2"]) {
      const res = await t.app.inject({ method: "HEAD", url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe("");
      expect(res.headers.etag).toMatch(/^W\//);
    }
  });

  it("the admin list still requires a session", async () => {
    expectJsonError(await get("/api/admin/articles"), 401);
    expectJsonError(await get("/api/admin/articles?page=1&per_page=2"), 401);
  });

  it("a bad language is still refused with its field error", async () => {
    const res = await get("/api/articles?lang=de");
    const body = expectJsonError(res, 400);
    expect(body.errors?.lang).toBeTruthy();
  });
});

describe(`REST lists with ?page and ?per_page (${dbLabel})`, () => {
  it("refuses bad paging values with a clear 400", async () => {
    for (const query of ["page=0", "page=-1", "page=abc", "page=1.5", "per_page=0", "per_page=101", "per_page=x", "page=1&page=2"]) {
      const res = await get(`/api/articles?lang=en&${query}`);
      const body = expectJsonError(res, 400);
      expect(body.message).toMatch(/page/);
      expect(Object.keys(body.errors ?? {})[0]).toMatch(/^(page|per_page)$/);
    }
    expectFieldError(await get("/api/articles?lang=en&per_page=500"), "per_page", "per_page must be a whole number from 1 to 100");
    expectFieldError(await admin("/api/admin/articles?page=0"), "page", "page must be a whole number, 1 or more");
    expectFieldError(await get("/api/articles?lang=en&page=99&per_page=10"), "page", "page 99 is past the last page (1)");
  });

  it("pages through the list with X-Total-Count and absolute first/prev/next/last links", async () => {
    await createArticles(3);
    const whole = (await get("/api/articles?lang=en")).json<Article[]>();
    const total = whole.length;
    expect(total).toBe(seedArticles.length + 3);
    const origin = await siteOrigin(t.app.services);
    const perPage = 4;
    const last = Math.ceil(total / perPage);
    expect(last).toBeGreaterThanOrEqual(3);
    const seen: Article[] = [];
    for (let page = 1; page <= last; page++) {
      const res = await get(`/api/articles?lang=en&per_page=${perPage}&page=${page}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers["x-total-count"]).toBe(String(total));
      const rel = links(res);
      const at = (n: number) => `${origin}/api/articles?lang=en&per_page=${perPage}&page=${n}`;
      const expected: Record<string, string> = { first: at(1), last: at(last) };
      if (page > 1) expected.prev = at(page - 1);
      if (page < last) expected.next = at(page + 1);
      // The same parameters in any order: compare parsed.
      const norm = (u: string) => {
        const url = new URL(u);
        return `${url.origin}${url.pathname}?${[...url.searchParams].sort().join("&")}`;
      };
      expect(Object.fromEntries(Object.entries(rel).map(([k, v]) => [k, norm(v)]))).toEqual(
        Object.fromEntries(Object.entries(expected).map(([k, v]) => [k, norm(v)])),
      );
      const rows = res.json<Article[]>();
      expect(rows.length).toBe(page < last ? perPage : total - perPage * (last - 1));
      seen.push(...rows);
    }
    // The pages put together are the whole list, in its order.
    expect(seen).toEqual(whole);
  });

  it("pages the admin list too, with its total, and never uses the request's Host", async () => {
    const total = (await admin("/api/admin/articles")).json<Article[]>().length;
    const res = await admin("/api/admin/articles?page=2&per_page=2", { host: "evil.example" });
    // A foreign Host is refused before any list is read, or ignored by the links.
    if (res.statusCode === 200) {
      expect(res.headers.link).not.toContain("evil.example");
    }
    const ok = await admin("/api/admin/articles?page=2&per_page=2");
    expect(ok.statusCode).toBe(200);
    expect(ok.headers["x-total-count"]).toBe(String(total));
    const rel = links(ok);
    expect(Object.keys(rel).sort()).toEqual(["first", "last", "next", "prev"]);
    const origin = await siteOrigin(t.app.services);
    for (const href of Object.values(rel)) expect(href.startsWith(`${origin}/api/admin/articles?`)).toBe(true);
    expect(ok.json<Article[]>()).toHaveLength(2);
  });

  it("only page without per_page uses 10 per page; only per_page starts at page 1", async () => {
    const res = await get("/api/articles?lang=en&page=1");
    expect(res.statusCode).toBe(200);
    expect(res.json<Article[]>().length).toBeLessThanOrEqual(10);
    const first = await get("/api/articles?lang=fr&per_page=1");
    expect(first.json<Article[]>()).toHaveLength(1);
    expect(links(first).prev).toBeUndefined();
  });
});

describe(`ETag and 304 on the lists (${dbLabel})`, () => {
  it("a public list answers 304 to its own ETag, whole or paged, also when replayed from the store", async () => {
    for (const url of ["/api/articles?lang=en", "/api/articles?lang=en&page=1&per_page=2"]) {
      const first = await get(url);
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^W\/".+"$/);
      for (let i = 0; i < 2; i++) {
        const again = await get(url, { "if-none-match": etag });
        expect(again.statusCode).toBe(304);
        expect(again.body).toBe("");
      }
      expect((await get(url, { "if-none-match": 'W/"other"' })).statusCode).toBe(200);
    }
  });

  it("the admin list's ETag changes after an edit, and the old one then gets the new list", async () => {
    const before = await admin("/api/admin/articles");
    const etag = String(before.headers.etag);
    expect((await admin("/api/admin/articles", { "if-none-match": etag })).statusCode).toBe(304);
    const paged = await admin("/api/admin/articles?page=1&per_page=3");
    expect((await admin("/api/admin/articles?page=1&per_page=3", { "if-none-match": String(paged.headers.etag) })).statusCode).toBe(304);

    const target = before.json<Article[]>()[0] as Article & Record<string, unknown>;
    const edit = await asAdmin(t.app, t.cookie, {
      method: "PUT",
      url: `/api/admin/articles/${target.id}`,
      payload: { ...target, title_en: `${target.title_en} (edited)` },
    });
    expect(edit.statusCode, edit.body).toBe(200);

    const after = await admin("/api/admin/articles", { "if-none-match": etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.json<Article[]>().find((a) => a.id === target.id)?.title_en).toBe(`${target.title_en} (edited)`);
    const publicAfter = await get("/api/articles?lang=en");
    expect(publicAfter.json<Article[]>().find((a) => a.id === target.id)?.title_en).toBe(`${target.title_en} (edited)`);

    const removed = await asAdmin(t.app, t.cookie, { method: "DELETE", url: `/api/admin/articles/${target.id}` });
    expect(removed.statusCode).toBe(200);
    const afterDelete = await admin("/api/admin/articles", { "if-none-match": String(after.headers.etag) });
    expect(afterDelete.statusCode).toBe(200);
    expect(afterDelete.json<Article[]>().some((a) => a.id === target.id)).toBe(false);
  });
});
