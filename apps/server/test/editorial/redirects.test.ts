// Redirects: a published article's old address answers 301 to its new one, in both
// languages, chains collapsed and never looping; a draft's rename changes no address; admins list,
// add, edit and remove redirects.
import { beforeAll, describe, expect, it } from "vitest";
import { dbLabel } from "../helpers/app";
import { asAdmin } from "../rest/support";
import { type ArticleBody, errorOf, uniqueWord, editorialSuite } from "./support";

const s = editorialSuite({}, { ssr: true });

const get = (url: string) => s.app.inject({ method: "GET", url });
interface Redirect {
  id: number;
  fromPath: string;
  toPath: string;
  source: string;
}
/** The admin's Redirects tab: every redirect of a test fits on one page. */
const list = () => s.trpc.get<{ items: Redirect[] }>("admin.redirects.page", { perPage: 100 }).then((p) => p.items);

async function expectMoved(from: string, to: string) {
  const res = await get(from);
  expect(res.statusCode, from).toBe(301);
  expect(res.headers.location).toBe(to);
}

describe(`renaming a published article (${dbLabel})`, () => {
  let article: ArticleBody;
  const word = uniqueWord("moving");

  beforeAll(async () => {
    article = await s.trpc.call<ArticleBody>("admin.articles.create", { title_en: `${word} first`, title_fr: `${word} premier` });
  });
  const save = (fields: Record<string, unknown>) =>
    s.trpc.call<ArticleBody>("admin.articles.update", {
      id: article.id,
      title_en: article.title_en,
      title_fr: article.title_fr,
      ...fields,
    });

  it("answers 301 from both old addresses to the new ones, keeping the query string", async () => {
    const renamed = await save({ title_en: `${word} second`, title_fr: `${word} deuxième` });
    article = renamed;
    await expectMoved(`/en/insights/${word}-first`, `/en/insights/${word}-second`);
    await expectMoved(`/fr/insights/${word}-premier?v=3`, `/fr/insights/${word}-deuxieme?v=3`);
    expect((await get(`/en/insights/${word}-second`)).statusCode).toBe(200);
    expect((await list()).filter((r) => r.fromPath.includes(word))).toHaveLength(2);
  });

  it("collapses chains: every old address points straight at the current one", async () => {
    article = await save({ slug_en: `${word}-third` });
    await expectMoved(`/en/insights/${word}-first`, `/en/insights/${word}-third`);
    await expectMoved(`/en/insights/${word}-second`, `/en/insights/${word}-third`);
    expect((await list()).filter((r) => r.toPath === `/en/insights/${word}-second`)).toEqual([]);
  });

  it("never loops: going back to an old address makes it live again and the others follow it", async () => {
    article = await save({ slug_en: `${word}-first` });
    const first = await get(`/en/insights/${word}-first`);
    expect(first.statusCode).toBe(200);
    await expectMoved(`/en/insights/${word}-third`, `/en/insights/${word}-first`);
    await expectMoved(`/en/insights/${word}-second`, `/en/insights/${word}-first`);
    expect((await list()).some((r) => r.fromPath === `/en/insights/${word}-first`)).toBe(false);
  });

  it("changes no address while the rename is a draft", async () => {
    await save({ slug_en: `${word}-draft-name`, action: "draft" });
    expect((await get(`/en/insights/${word}-first`)).statusCode).toBe(200);
    expect((await get(`/en/insights/${word}-draft-name`)).statusCode).toBe(404);
    expect((await list()).some((r) => r.toPath.includes("draft-name"))).toBe(false);
  });

  it("drops the redirects to an article when it is deleted", async () => {
    await s.trpc.call("admin.articles.remove", { id: article.id });
    expect((await list()).filter((r) => r.toPath.includes(word))).toEqual([]);
    expect((await get(`/en/insights/${word}-third`)).statusCode).toBe(404);
  });
});

describe(`admin redirects (${dbLabel})`, () => {
  it("adds, edits and removes a redirect, through /trpc and in the activity feed", async () => {
    const created = await s.trpc.call<Redirect>("admin.redirects.create", { fromPath: "/en/old-offer/", toPath: "/en/product" });
    expect(created).toMatchObject({ fromPath: "/en/old-offer", toPath: "/en/product", source: "manual" });
    await expectMoved("/en/old-offer", "/en/product");
    const edited = await s.trpc.call<Redirect>("admin.redirects.update", {
      id: created.id,
      fromPath: "/en/old-offer",
      toPath: "https://status.example.com/offer",
    });
    expect(edited.toPath).toBe("https://status.example.com/offer");
    await expectMoved("/en/old-offer?x=1", "https://status.example.com/offer");
    await s.trpc.call("admin.redirects.remove", { id: created.id });
    expect((await get("/en/old-offer")).statusCode).toBe(404);
    const feed = await s.trpc.get<{ items: Array<{ action: string; data: Record<string, unknown> }> }>("admin.activity.page", {
      perPage: 10,
    });
    expect(feed.items.slice(0, 3).map((i) => i.action)).toEqual(["redirect.delete", "redirect.update", "redirect.create"]);
  });

  it("collapses an admin's chain and refuses one that would loop", async () => {
    const a = await s.trpc.call<Redirect>("admin.redirects.create", { fromPath: "/fr/ancienne", toPath: "/fr/intermediaire" });
    const b = await s.trpc.call<Redirect>("admin.redirects.create", { fromPath: "/fr/intermediaire", toPath: "/fr/contact" });
    expect(b.toPath).toBe("/fr/contact");
    await expectMoved("/fr/ancienne", "/fr/contact");
    expect((await list()).find((r) => r.id === a.id)?.toPath).toBe("/fr/contact");
    const loop = await s.trpc.mutate("admin.redirects.create", { fromPath: "/fr/contact-old", toPath: "/fr/ancienne" });
    expect(loop.statusCode).toBe(200); // leads to /fr/contact: no loop
    const back = await s.trpc.mutate("admin.redirects.create", { fromPath: "/fr/contact2", toPath: "/fr/contact2" });
    expect(errorOf(back, 400).data.fieldErrors?.toPath).toBe("This redirect would lead back to its own address");
    // /fr/p1 already leads to /fr/p2: /fr/p2 cannot lead back to it.
    await s.trpc.call("admin.redirects.create", { fromPath: "/fr/p1", toPath: "/fr/p2" });
    const viaChain = await s.trpc.mutate("admin.redirects.create", { fromPath: "/fr/p2", toPath: "/fr/p1" });
    expect(errorOf(viaChain, 400).data.fieldErrors?.toPath).toBe("This redirect would lead back to its own address");
    expect(b.id).toBeGreaterThan(a.id);
  });

  it("refuses a published page or article address, a taken one, and addresses that are not the site's", async () => {
    const article = await s.trpc.call<ArticleBody>("admin.articles.create", {
      title_en: uniqueWord("Live "),
      title_fr: uniqueWord("En ligne "),
    });
    const cases: Array<[Record<string, string>, string, string]> = [
      [
        { fromPath: `/en/insights/${article.slug_en}`, toPath: "/en" },
        "fromPath",
        "A published article uses this address: it cannot redirect",
      ],
      [{ fromPath: "/fr/about", toPath: "/fr" }, "fromPath", "A published article uses this address: it cannot redirect"],
      [{ fromPath: "/fr/ancienne", toPath: "/fr" }, "fromPath", "This address already redirects elsewhere"],
      [{ fromPath: "/de/alt", toPath: "/en" }, "fromPath", "Enter an address of this site starting with /en/ or /fr/"],
      [{ fromPath: "/en/admin/x", toPath: "/en" }, "fromPath", "Enter an address of this site starting with /en/ or /fr/"],
      [
        { fromPath: "/en/x", toPath: "//evil.example" },
        "toPath",
        "Enter an address of this site starting with / or a full URL (https://…)",
      ],
      [
        { fromPath: "/en/x", toPath: "javascript:alert(1)" },
        "toPath",
        "Enter an address of this site starting with / or a full URL (https://…)",
      ],
    ];
    for (const [input, field, message] of cases) {
      const res = await s.trpc.mutate("admin.redirects.create", input);
      expect(errorOf(res, 400).data.fieldErrors?.[field], JSON.stringify(input)).toBe(message);
    }
  });

  it("is for admins only", async () => {
    const res = await s.app.inject({ method: "GET", url: "/trpc/admin.redirects.page" });
    expect(res.statusCode).toBe(401);
    const rest = await asAdmin(s.app, "lumiere_session=nope", { method: "GET", url: "/api/admin/articles" });
    expect(rest.statusCode).toBe(401);
  });
});
