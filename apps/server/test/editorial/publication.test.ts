// Drafts, per-language publication, scheduling and preview links: visitors — the
// REST API, /trpc, rendered pages, the sitemap and Aya — only ever see what is published; each
// language goes live on its own; a signed preview link shows a draft and nothing else does.
import { beforeAll, describe, expect, it } from "vitest";
import { previewKey, signPreview } from "../../src/domain/editorial/preview";
import { dbLabel } from "../helpers/app";
import { asAdmin } from "../rest/support";
import { type ArticleBody, dataOf, type EditorialItem, errorOf, sleep, trpcQuery, uniqueWord, editorialSuite } from "./support";

const s = editorialSuite({ PUBLIC_URL: "https://www.lumiere.example" }, { ssr: true });

const get = (url: string) => s.app.inject({ method: "GET", url });
const apiList = async (lang: "en" | "fr") => (await get(`/api/articles?lang=${lang}`)).json<ArticleBody[]>();
/** Every child sitemap the index lists, joined. */
const sitemap = async () => {
  const index = (await get("/sitemap.xml")).body;
  const children = [...index.matchAll(/<loc>[^<]*(\/sitemaps\/\d+\.xml)<\/loc>/g)].map((m) => m[1] ?? "");
  expect(children.length).toBeGreaterThan(0);
  return (await Promise.all(children.map(async (path) => (await get(path)).body))).join("\n");
};
const item = (id: number) =>
  s.trpc.get<{ item: EditorialItem; copy: ArticleBody }>("admin.editorial.get", { ref: { kind: "article", id } });
async function chat(message: string, lang: "en" | "fr") {
  const res = await s.app.inject({
    method: "POST",
    url: "/api/chat",
    payload: { sessionId: `session_${Date.now()}abcdefghi`, message, lang },
  });
  return res.json<{ response: string }>().response;
}

/** Everything a visitor can reach, read for one text: none of it may show it. */
async function visitorSees(text: string, paths: { en: string; fr: string }, unlistedSlug?: string): Promise<string[]> {
  const seen: string[] = [];
  for (const lang of ["en", "fr"] as const) {
    if (JSON.stringify(await apiList(lang)).includes(text)) seen.push(`/api/articles?lang=${lang}`);
    const slug = paths[lang].split("/").pop() ?? "";
    if ((await get(`/api/articles/${slug}?lang=${lang}`)).body.includes(text)) seen.push(`/api/articles/${slug}`);
    for (const [path, input] of [
      ["articles.page", { lang }],
      ["articles.latest", { lang }],
      ["articles.bySlug", { slug, lang }],
    ] as const) {
      if ((await trpcQuery(s.app, path, input)).body.includes(text)) seen.push(`/trpc/${path} ${JSON.stringify(input)}`);
    }
    for (const page of [paths[lang], `/${lang}/insights`, `/${lang}`]) if ((await get(page)).body.includes(text)) seen.push(page);
  }
  const map = await sitemap();
  if (map.includes(text) || (unlistedSlug && map.includes(unlistedSlug))) seen.push("sitemap");
  if ((await chat(`Tell me about ${text}`, "en")).includes(text)) seen.push("chat en");
  return seen;
}

describe(`a draft is never seen by visitors (${dbLabel})`, () => {
  let draft: ArticleBody;
  const word = uniqueWord("Zorblax");

  beforeAll(async () => {
    // Warm every cache first: saving a draft must not be what keeps it out of them.
    await Promise.all([apiList("en"), get("/en/insights"), sitemap()]);
    draft = await s.trpc.call<ArticleBody>("admin.articles.create", {
      title_en: `${word} quantum looms`,
      title_fr: "",
      excerpt_en: `${word} excerpt`,
      content_en: `${word} looms weave quantum threads for textile analytics.`,
      action: "draft",
    });
  });

  it("keeps a new draft out of the API, /trpc, pages, the sitemap and chat, while the admin sees it", async () => {
    expect(draft.slug_en).toMatch(/quantum-looms$/);
    const paths = { en: `/en/insights/${draft.slug_en}`, fr: `/fr/insights/${draft.slug_en}` };
    expect(await visitorSees(word, paths, draft.slug_en)).toEqual([]);
    expect((await get(`/en/insights/${draft.slug_en}`)).statusCode).toBe(404);
    const adminList = (await asAdmin(s.app, s.cookie, { method: "GET", url: "/api/admin/articles" })).json<ArticleBody[]>();
    expect(adminList.find((a) => a.id === draft.id)?.title_en).toBe(`${word} quantum looms`);
    const { item: state } = await item(draft.id);
    expect(state.status.en).toMatchObject({ state: "draft", live: false, translation: "up_to_date" });
    expect(state.status.fr).toMatchObject({ state: "draft", live: false, translation: "missing" });
  });

  it("shows the draft through a signed preview link, rendered as the article page, never stored or indexed", async () => {
    const link = await s.trpc.call<{ path: string; url: string; expiresAt: string }>("admin.editorial.previewLink", {
      ref: { kind: "article", id: draft.id },
      lang: "en",
    });
    expect(link.url).toBe(`https://www.lumiere.example${link.path}`);
    expect(link.path.startsWith(`/en/insights/${draft.slug_en}?preview=`)).toBe(true);
    const page = await get(link.path);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`${word} quantum looms`);
    expect(page.body).toContain(`${word} looms weave quantum threads`);
    expect(page.body).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(page.headers["cache-control"]).toBe("no-store");
    expect(page.headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect(page.headers.etag).toBeUndefined();
    // The preview was not kept for anyone else.
    const after = await get(`/en/insights/${draft.slug_en}`);
    expect(after.statusCode).toBe(404);
    expect(after.body).not.toContain(word);
  });

  it("refuses a tampered preview link (403) and an expired one (410), showing only what visitors see", async () => {
    const { path } = await s.trpc.call<{ path: string }>("admin.editorial.previewLink", {
      ref: { kind: "article", id: draft.id },
      lang: "en",
    });
    const token = path.split("preview=")[1] ?? "";
    const [payload = "", signature = ""] = token.split(".");
    const forged = Buffer.from(
      Buffer.from(payload, "base64url")
        .toString()
        .replace(/\.\d+$/, ".9999999999"),
    ).toString("base64url");
    for (const bad of [`${forged}.${signature}`, `${payload}.${signature.slice(0, -2)}AA`, "garbage", ""]) {
      const res = await get(`/en/insights/${draft.slug_en}?preview=${bad}`);
      expect(res.statusCode, bad).toBe(403);
      expect(res.body).not.toContain(word);
      expect(res.headers["cache-control"]).toBe("no-store");
    }
    // Signed with the server's own key, but expired a second ago.
    const key = await previewKey(s.app.services);
    const expired = signPreview(key, { kind: "article", entityId: draft.id, lang: "en", expiresAt: Math.floor(Date.now() / 1000) - 1 });
    const res = await get(`/en/insights/${draft.slug_en}?preview=${expired}`);
    expect(res.statusCode).toBe(410);
    expect(res.body).not.toContain(word);
    // The same grant, still valid, shows the draft: the refusals above were about the token alone.
    const valid = signPreview(key, { kind: "article", entityId: draft.id, lang: "en", expiresAt: Math.floor(Date.now() / 1000) + 60 });
    expect((await get(`/en/insights/${draft.slug_en}?preview=${valid}`)).body).toContain(word);
  });

  it("refuses a preview of a language with nothing in it yet", async () => {
    const res = await s.trpc.mutate("admin.editorial.previewLink", { ref: { kind: "article", id: draft.id }, lang: "fr" });
    expect(errorOf(res, 409).data.messageId).toBe("editorial.nothingToPreview");
  });

  it("publishes English alone: English visitors see it, French ones do not", async () => {
    const state = await s.trpc.call<EditorialItem>("admin.editorial.transition", {
      ref: { kind: "article", id: draft.id },
      action: "publish",
      langs: ["en"],
    });
    expect(state.status.en).toMatchObject({ state: "published", live: true });
    expect(state.status.fr.live).toBe(false);
    expect((await apiList("en")).some((a) => a.id === draft.id)).toBe(true);
    expect((await apiList("fr")).some((a) => a.id === draft.id)).toBe(false);
    expect((await get(`/en/insights/${draft.slug_en}`)).body).toContain(`${word} quantum looms`);
    expect((await get(`/fr/insights/${draft.slug_en}`)).statusCode).toBe(404);
    // The French grid and home page never show it: a card never lacks its title.
    expect(JSON.stringify(dataOf(await trpcQuery(s.app, "articles.page", { lang: "fr" })))).not.toContain(word);
    expect(JSON.stringify(dataOf(await trpcQuery(s.app, "articles.latest", { lang: "fr" })))).not.toContain(word);
    expect(JSON.stringify(dataOf(await trpcQuery(s.app, "articles.page", { lang: "en" })))).toContain(word);
    const map = await sitemap();
    expect(map).toContain(`/en/insights/${draft.slug_en}</loc>`);
    expect(map).not.toMatch(new RegExp(`hreflang="fr" href="[^"]*/fr/insights/${draft.slug_en}"`));
    expect(await chat(`Tell me about ${word} quantum looms`, "en")).toContain(`/en/insights/${draft.slug_en}`);
  });

  it("keeps an edit saved as a draft away from visitors while the published text stays", async () => {
    const edit = `${word} rewritten`;
    await s.trpc.call("admin.articles.update", {
      id: draft.id,
      title_en: `${word} quantum looms`,
      title_fr: "",
      content_en: `${edit} secret paragraph.`,
      action: "draft",
      langs: ["en"],
    });
    expect(await visitorSees(edit, { en: `/en/insights/${draft.slug_en}`, fr: `/fr/insights/${draft.slug_en}` })).toEqual([]);
    expect((await get(`/en/insights/${draft.slug_en}`)).body).toContain(`${word} looms weave quantum threads`);
    expect((await item(draft.id)).item.status.en.state).toBe("draft");
  });

  it("schedules French: refused in the past, then live once due and published by the job, caches cleared", async () => {
    const ref = { kind: "article", id: draft.id };
    await s.trpc.call("admin.articles.update", {
      id: draft.id,
      title_en: `${word} quantum looms`,
      title_fr: `${word} métiers quantiques`,
      content_en: `${word} looms weave quantum threads for textile analytics.`,
      content_fr: `${word} tisse des fils quantiques.`,
      action: "draft",
    });
    const past = await s.trpc.mutate("admin.editorial.transition", {
      ref,
      action: "schedule",
      langs: ["fr"],
      publishAt: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(errorOf(past, 400).data.fieldErrors?.publishAt).toBe("Choose a publication time in the future");
    const at = new Date(Date.now() + 1500);
    const scheduled = await s.trpc.call<EditorialItem>("admin.editorial.transition", {
      ref,
      action: "schedule",
      langs: ["fr"],
      publishAt: at.toISOString(),
    });
    expect(scheduled.status.fr).toMatchObject({ state: "scheduled", publishAt: at.toISOString(), live: false });
    // Warm the French list: the job's publication must clear it.
    expect((await apiList("fr")).some((a) => a.id === draft.id)).toBe(false);
    let live = false;
    for (let i = 0; i < 60 && !live; i++) {
      await sleep(250);
      await s.app.publisher.runOnce();
      live = (await apiList("fr")).some((a) => a.id === draft.id);
    }
    expect(live).toBe(true);
    const { item: state, copy } = await item(draft.id);
    expect(state.status.fr).toMatchObject({ state: "published", live: true, publishAt: null });
    expect((await get(`/fr/insights/${copy.slug_fr}`)).body).toContain(`${word} métiers quantiques`);
    // English still had a pending draft: it was not part of the French schedule.
    expect(state.status.en.state).toBe("draft");
  });

  it("unpublishes French on its own: French visitors lose it at once, English ones keep it, and publishing brings it back", async () => {
    const ref = { kind: "article", id: draft.id };
    const { copy } = await item(draft.id);
    const fr = `/fr/insights/${copy.slug_fr}`;
    // Warm the caches: taking it off must clear them.
    expect((await apiList("fr")).some((a) => a.id === draft.id)).toBe(true);
    expect((await get(fr)).statusCode).toBe(200);

    const state = await s.trpc.call<EditorialItem>("admin.editorial.transition", { ref, action: "unpublish", langs: ["fr"] });
    expect(state.status.fr).toMatchObject({ state: "draft", live: false });
    expect(state.status.en.live).toBe(true);
    expect((await apiList("fr")).some((a) => a.id === draft.id)).toBe(false);
    expect((await get(fr)).statusCode).toBe(404);
    expect((await get(`/en/insights/${draft.slug_en}`)).statusCode).toBe(200);
    expect(await sitemap()).not.toContain(`${fr}</loc>`);
    // Its text stays in the editor, ready to go live again.
    expect((await item(draft.id)).copy.title_fr).toBe(`${word} métiers quantiques`);
    const feed = await s.trpc.get<{ items: { action: string; data: { langs?: string[] } }[] }>("admin.activity.page", {});
    expect(feed.items[0]).toMatchObject({ action: "content.unpublish", data: { langs: ["fr"] } });

    const again = await s.trpc.mutate("admin.editorial.transition", { ref, action: "unpublish", langs: ["fr"] });
    expect(errorOf(again, 409).data.messageId).toBe("editorial.notPublished");

    await s.trpc.call("admin.editorial.transition", { ref, action: "publish", langs: ["fr"] });
    expect((await get(fr)).body).toContain(`${word} métiers quantiques`);
    expect((await apiList("fr")).some((a) => a.id === draft.id)).toBe(true);
  });
});

describe(`pages publish per language too (${dbLabel})`, () => {
  it("keeps a page draft off the API and the page until it is published, and shows it by preview link", async () => {
    const before = (await get("/api/pages/technology")).json<{ title_en: string; title_fr: string }>();
    await get("/en/technology"); // cached page
    const title = uniqueWord("Tech draft ");
    await asAdmin(s.app, s.cookie, { method: "PUT", url: "/api/admin/pages/technology", payload: { title_en: title, action: "draft" } });
    expect((await get("/api/pages/technology")).json<{ title_en: string }>().title_en).toBe(before.title_en);
    expect((await trpcQuery(s.app, "pages.byPageId", { pageId: "technology" })).body).not.toContain(title);
    expect((await get("/en/technology")).body).not.toContain(title);
    const ref = { kind: "page", pageId: "technology" };
    const link = await s.trpc.call<{ path: string }>("admin.editorial.previewLink", { ref, lang: "en" });
    expect(link.path.startsWith("/en/technology?preview=")).toBe(true);
    expect((await get(link.path)).body).toContain(title);
    await s.trpc.call("admin.editorial.transition", { ref, action: "publish" });
    expect((await get("/api/pages/technology")).json<{ title_en: string; title_fr: string }>()).toMatchObject({
      title_en: title,
      title_fr: before.title_fr,
    });
    expect((await get("/en/technology")).body).toContain(title);
  });

  it("refuses a transition with nothing to act on", async () => {
    const res = await s.trpc.mutate("admin.editorial.transition", { ref: { kind: "page", pageId: "about" }, action: "publish" });
    expect(errorOf(res, 409).data.messageId).toBe("editorial.nothingToPublish");
  });

  it("never takes one of the site's pages off it", async () => {
    const res = await s.trpc.mutate("admin.editorial.transition", { ref: { kind: "page", pageId: "about" }, action: "unpublish" });
    expect(errorOf(res, 400).data.messageId).toBe("editorial.pageAlwaysPublished");
    expect((await get("/en/about")).statusCode).toBe(200);
  });
});
