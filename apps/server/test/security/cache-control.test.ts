// Who may keep an answer. Whatever is answered to someone signed in (leads, the CSV export, people,
// settings, webhook secrets, who they are, the admin's pages) says `private, no-store`, so no shared
// cache and no browser disk keeps it; an answer that depends on the cookie says `Vary: Cookie` to
// anyone not signed in; public pages and public API answers keep the caching they had (ETag, 304).
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, dbLabel, loginCookie, type TestApp } from "../helpers/app";
import { trpcBatch, trpcMutation, trpcQueryBatch } from "../trpc/support";

const PRIVATE = "private, no-store";
const PUBLIC_PAGE = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: "https://www.lumiere.example" }, { ssr: true });
  cookie = await loginCookie(t.app);
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });
const varies = (res: LightMyRequestResponse) =>
  String(res.headers.vary ?? "")
    .toLowerCase()
    .split(/\s*,\s*/);

describe(`Cache-Control of answers made with a session (${dbLabel})`, () => {
  it("is private, no-store through /trpc, single and batched, queries and mutations", async () => {
    const single = await get("/trpc/admin.webhooks.list", { cookie });
    expect(single.statusCode, single.body).toBe(200);
    expect(single.headers["cache-control"]).toBe(PRIVATE);

    const batch = await trpcQueryBatch(
      t.app,
      [
        ["admin.leads.list", { kind: "contact" }],
        ["admin.people.list", undefined],
        ["admin.settings.get", undefined],
        ["admin.webhooks.list", undefined],
        ["auth.me", undefined],
      ],
      { cookie },
    );
    expect(batch.json().at(-1).result.data.username).toBe("admin");
    expect(batch.headers["cache-control"]).toBe(PRIVATE);

    // Refused inputs too: an error answer made with a session is as private.
    const mutation = await trpcMutation(t.app, "admin.webhooks.create", { url: "ftp://x" }, { cookie });
    expect(mutation.statusCode).toBe(400);
    expect(mutation.headers["cache-control"]).toBe(PRIVATE);
    const mutations = await trpcBatch(t.app, "admin.webhooks.create", [{ url: "ftp://x" }, {}], { cookie });
    expect(mutations.headers["cache-control"]).toBe(PRIVATE);
  });

  it("is private, no-store on /api's admin routes, the CSV export and /api/auth/me", async () => {
    for (const url of [
      "/api/auth/me",
      "/api/admin/dashboard",
      "/api/admin/contacts",
      "/api/admin/contacts?page=1&per_page=5",
      "/api/admin/leads/export?kind=contact",
    ]) {
      const res = await get(url, { cookie });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      expect(res.headers["cache-control"], url).toBe(PRIVATE);
    }
    const csv = await get("/api/admin/leads/export?kind=contact", { cookie });
    expect(csv.headers["content-type"]).toMatch(/^text\/csv/);
  });

  it("is private, no-store on the admin's pages and on public answers made for someone signed in", async () => {
    for (const url of ["/en/admin", "/fr/admin", "/en", "/api/pages/home", "/api/pages/home", "/api/articles?lang=en"]) {
      const res = await get(url, { cookie });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["cache-control"], url).toBe(PRIVATE);
    }
  });

  it("is private, no-store on the answer that signs in (it sets the cookie)", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { username: "admin", password: "correct horse battery" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe(PRIVATE);
  });
});

describe(`Cache-Control of answers made without a session (${dbLabel})`, () => {
  it("says Vary: Cookie where the answer depends on the cookie", async () => {
    for (const res of [
      await get("/api/auth/me"),
      await get("/api/admin/dashboard"),
      await get("/api/admin/contacts"),
      await get("/trpc/auth.me"),
      await trpcQueryBatch(t.app, [["auth.me", undefined]]),
      await get("/en/admin"),
    ]) {
      expect(varies(res), res.raw.req.url).toContain("cookie");
      expect(res.headers["cache-control"] ?? "", res.raw.req.url).not.toContain("private");
    }
  });

  it("keeps a public page's shared caching and its 304", async () => {
    const page = await get("/en/about");
    expect(page.statusCode).toBe(200);
    expect(page.headers["cache-control"]).toBe(PUBLIC_PAGE);
    expect(varies(page)).not.toContain("cookie");
    const again = await get("/en/about", { "if-none-match": page.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.headers["cache-control"]).toBe(PUBLIC_PAGE);
  });

  it("keeps public API answers as they were: no Cache-Control, no Vary: Cookie, ETag and 304 (stored and replayed too)", async () => {
    for (const url of ["/api/pages/about", "/api/pages/about", "/api/articles?lang=fr", "/api/articles?lang=fr"]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["cache-control"], url).toBeUndefined();
      expect(varies(res), url).not.toContain("cookie");
    }
    const list = await get("/api/articles?lang=fr");
    const revalidated = await get("/api/articles?lang=fr", { "if-none-match": list.headers.etag as string });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers["cache-control"]).toBeUndefined();
  });
});
