// Team profiles through /trpc, as the admin's Profiles section and the public pages call them: the
// form's field errors (each a message the admin shows in its language), who may change profiles,
// the public reads (published only, in order, per language) and an article's author, which follows
// the editorial workflow like the rest of the article.
import { descriptorByEnglish, STAFF_ROLES, type StaffRole } from "@lumiere/validation";
import { beforeAll, describe, expect, it } from "vitest";
import { dbLabel } from "../helpers/app";
import { call, signedInPerson } from "../people/support";
import { batchResults, trpcBatch } from "../trpc/support";
import { dataOf, editorialSuite, errorOf, trpcQuery, uniqueWord } from "../editorial/support";

const s = editorialSuite();
const cookies = {} as Record<StaffRole, string>;

interface PublicProfile {
  id: number;
  name: string;
  slug: string;
  role: string;
  bio: string;
  photo: { url: string; alt: string } | null;
  links: { kind: string; url: string }[];
}

const profile = (over: Record<string, unknown> = {}) => ({
  name: "Camille Laurent",
  role_en: "Head of Data Science",
  role_fr: "Directrice data science",
  bio_en: "Ten years of machine learning in production.\n\nShe leads our computer vision projects.",
  bio_fr: "Dix ans d'apprentissage automatique en production.\n\nElle dirige nos projets de vision par ordinateur.",
  linkedin: "https://www.linkedin.com/in/camille-laurent-example",
  website: "https://camille.example.org/",
  position: 1,
  published: true,
  ...over,
});
const publicGet = async <T>(path: string, input: unknown) => dataOf<T>(await trpcQuery(s.app, path, input));

beforeAll(async () => {
  cookies.administrator = s.cookie;
  for (const role of STAFF_ROLES.filter((r) => r !== "administrator")) {
    cookies[role] = (await signedInPerson(s.app, role, uniqueWord(role))).cookie;
  }
});

describe(`team profiles in the admin (${dbLabel})`, () => {
  it.each([
    [{ name: "  " }, "name", "Name is required"],
    [{ linkedin: "http://www.linkedin.com/in/someone" }, "linkedin", "Enter a full secure address starting with https://"],
    [{ x: "javascript:alert(1)" }, "x", "Enter a full secure address starting with https://"],
    [{ website: "https://user:secret@example.org/" }, "website", "Enter a full secure address starting with https://"],
    [{ github: "https://localhost/" }, "github", "Enter a full secure address starting with https://"],
    [{ slug: "Not A Slug" }, "slug", "Use lower-case letters, digits and hyphens only (for example my-article)"],
    [{ position: 1001 }, "position", "Enter a whole number from 0 to 1000"],
    [{ position: "first" }, "position", "Enter a whole number from 0 to 1000"],
    [{ mediaId: 999_999 }, "mediaId", "Choose a picture from the Media Library"],
  ])("refuses %j on its field, with a message the admin translates, and stores nothing", async (bad, field, message) => {
    const name = uniqueWord("Refused");
    const error = errorOf(await s.trpc.mutate("admin.profiles.create", profile({ name, ...bad })), 400);
    expect(error.data.fieldErrors?.[field]).toBe(message);
    expect(descriptorByEnglish.get(message), "a message of @lumiere/validation, so translated").toBeDefined();
    const listed = await s.trpc.get<{ total: number }>("admin.profiles.page", { q: name });
    expect(listed.total).toBe(0);
  });

  it("answers each call of a batch on its own: the bad one refused, the good one saved", async () => {
    const good = uniqueWord("Batched");
    const res = await trpcBatch(
      s.app,
      "admin.profiles.create",
      [profile({ name: good, published: false }), profile({ linkedin: "ftp://x.org" })],
      {
        cookie: s.cookie,
      },
    );
    const [ok, refused] = batchResults(res);
    expect(ok?.result?.data).toMatchObject({ success: true });
    expect(refused?.error?.data.httpStatus).toBe(400);
    expect((await s.trpc.get<{ total: number }>("admin.profiles.page", { q: good })).total).toBe(1);
  });

  it("makes the address from the name, keeps it unique, and refuses a taken one on its field", async () => {
    const name = `Léa ${uniqueWord("Moreau")}`;
    await s.trpc.call("admin.profiles.create", profile({ name, published: false }));
    await s.trpc.call("admin.profiles.create", profile({ name, published: false }));
    const { items } = await s.trpc.get<{ items: { id: number; slug: string }[] }>("admin.profiles.page", { q: name, sort: "name" });
    const base = items[0]?.slug ?? "";
    expect(base).toMatch(/^lea-moreau[a-z0-9]+$/);
    expect(items.map((i) => i.slug).sort()).toEqual([base, `${base}-2`]);
    const taken = await s.trpc.mutate("admin.profiles.update", { ...profile({ name, published: false }), id: items[1]?.id, slug: base });
    expect(errorOf(taken, 400).data.fieldErrors?.slug).toBe("Another profile already uses this address");
  });

  it("lets administrators and editors change profiles; authors and sales are refused, and only writers read the author choice", async () => {
    for (const role of STAFF_ROLES) {
      const mayEdit = role === "administrator" || role === "editor";
      const created = await call(
        s.app,
        "mutation",
        "admin.profiles.create",
        profile({ name: uniqueWord(role), published: false }),
        cookies[role],
      );
      expect(created.status, role).toBe(mayEdit ? 200 : 403);
      expect((await call(s.app, "query", "admin.profiles.page", {}, cookies[role])).status, role).toBe(mayEdit ? 200 : 403);
      expect((await call(s.app, "mutation", "admin.profiles.delete", { id: 1 }, cookies[role])).status === 403, role).toBe(!mayEdit);
      const options = await call(s.app, "query", "admin.profiles.options", undefined, cookies[role]);
      expect(options.status, role).toBe(role === "sales" ? 403 : 200);
    }
    // Signed out: nothing.
    expect((await trpcQuery(s.app, "admin.profiles.page", {})).statusCode).toBe(401);
  });
});

describe(`the public team (${dbLabel})`, () => {
  let shown: { id: number; name: string };
  let hidden: { id: number; name: string };
  let first: { id: number; name: string };

  beforeAll(async () => {
    const named = (prefix: string) => `${prefix} ${uniqueWord("Person")}`;
    shown = { id: 0, name: named("Zoé") };
    hidden = { id: 0, name: named("Hugo") };
    first = { id: 0, name: named("Yann") };
    shown.id = (await s.trpc.call<{ id: number }>("admin.profiles.create", profile({ name: shown.name, position: 5 }))).id;
    hidden.id = (await s.trpc.call<{ id: number }>("admin.profiles.create", profile({ name: hidden.name, published: false }))).id;
    first.id = (await s.trpc.call<{ id: number }>("admin.profiles.create", profile({ name: first.name, position: 0, linkedin: "" }))).id;
  });

  it("lists the published profiles in their order, in the visitor's language, never a hidden one", async () => {
    for (const lang of ["en", "fr"] as const) {
      const people = await publicGet<PublicProfile[]>("team.list", { lang });
      const names = people.map((p) => p.name);
      expect(names).not.toContain(hidden.name);
      expect(names.indexOf(first.name)).toBeGreaterThanOrEqual(0);
      expect(names.indexOf(first.name)).toBeLessThan(names.indexOf(shown.name));
      const zoe = people.find((p) => p.name === shown.name);
      expect(zoe?.role).toBe(lang === "en" ? "Head of Data Science" : "Directrice data science");
      expect(zoe?.links).toEqual([
        { kind: "linkedin", url: "https://www.linkedin.com/in/camille-laurent-example" },
        { kind: "website", url: "https://camille.example.org/" },
      ]);
      expect(people.find((p) => p.name === first.name)?.links).toEqual([{ kind: "website", url: "https://camille.example.org/" }]);
    }
  });

  it("has an author page for a published profile only, and hides a profile at once when the admin does", async () => {
    const { items } = await s.trpc.get<{ items: { id: number; slug: string }[] }>("admin.profiles.page", { q: shown.name });
    const slug = items[0]?.slug ?? "";
    const author = await publicGet<PublicProfile | null>("team.author", { lang: "fr", slug });
    expect(author?.name).toBe(shown.name);
    const hiddenSlug = (await s.trpc.get<{ items: { slug: string }[] }>("admin.profiles.page", { q: hidden.name })).items[0]?.slug;
    expect(await publicGet("team.author", { lang: "en", slug: hiddenSlug })).toBeNull();
    // Read (and so cached) first; hidden by the admin: gone from the list and its page, with no stale copy.
    expect((await publicGet<PublicProfile[]>("team.list", { lang: "en" })).map((p) => p.name)).toContain(shown.name);
    expect(await publicGet("team.author", { lang: "en", slug })).not.toBeNull();
    await s.trpc.call("admin.profiles.update", { ...profile({ name: shown.name, position: 5, published: false }), id: shown.id });
    expect((await publicGet<PublicProfile[]>("team.list", { lang: "en" })).map((p) => p.name)).not.toContain(shown.name);
    expect(await publicGet("team.author", { lang: "en", slug })).toBeNull();
    await s.trpc.call("admin.profiles.update", { ...profile({ name: shown.name, position: 5 }), id: shown.id });
  });

  it("gives an article its author when an editor publishes it, lists it on the author page, and refuses an unknown profile", async () => {
    const title = uniqueWord("Authored");
    const article = await s.trpc.call<{ id: number; slug_en: string; slug_fr: string }>("admin.articles.create", {
      title_en: `${title} in English`,
      title_fr: `${title} en français`,
      content_en: "Body.",
      content_fr: "Corps.",
      authorProfileId: shown.id,
    });
    const author = await publicGet<PublicProfile | null>("team.ofArticle", { lang: "fr", slug: article.slug_fr });
    expect(author?.name).toBe(shown.name);
    expect(author?.role).toBe("Directrice data science");
    const { items } = await s.trpc.get<{ items: { slug: string }[] }>("admin.profiles.page", { q: shown.name });
    const page = await publicGet<{ items: { title: string }[]; total: number }>("team.articles", { lang: "en", slug: items[0]?.slug });
    expect(page.items.map((a) => a.title)).toContain(`${title} in English`);
    // Past the last page: none.
    expect(await publicGet("team.articles", { lang: "en", slug: items[0]?.slug, page: 2 })).toBeNull();
    // The editor reads the working copy's author back.
    const editorial = await s.trpc.get<{ authorProfileId: number | null }>("admin.editorial.get", {
      ref: { kind: "article", id: article.id },
    });
    expect(editorial.authorProfileId).toBe(shown.id);

    const unknown = await s.trpc.mutate("admin.articles.update", {
      id: article.id,
      title_en: `${title} in English`,
      title_fr: `${title} en français`,
      authorProfileId: 999_999,
    });
    expect(errorOf(unknown, 400).data.fieldErrors?.authorProfileId).toBe("Choose one of the listed profiles");
    // A hidden author is no author on the site.
    await s.trpc.call("admin.profiles.update", { ...profile({ name: shown.name, position: 5, published: false }), id: shown.id });
    expect(await publicGet("team.ofArticle", { lang: "en", slug: article.slug_en })).toBeNull();
    await s.trpc.call("admin.profiles.update", { ...profile({ name: shown.name, position: 5 }), id: shown.id });
  });

  it("keeps an author's choice of author in their draft until an editor publishes it", async () => {
    const title = uniqueWord("Drafted");
    const editor = await s.trpc.call<{ id: number; slug_en: string }>("admin.articles.create", {
      title_en: `${title} one`,
      title_fr: `${title} un`,
      content_en: "Body.",
      content_fr: "Corps.",
    });
    // The article is an author's own: created by them, published by the administrator.
    const created = await call(
      s.app,
      "mutation",
      "admin.articles.create",
      { title_en: `${title} own`, title_fr: `${title} propre` },
      cookies.author,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const own = (created.body.result?.data as { id: number } | undefined)?.id ?? 0;
    await s.trpc.call("admin.editorial.transition", { ref: { kind: "article", id: own }, action: "publish" });
    const slug = (await s.trpc.get<{ copy: { slug_en: string } }>("admin.editorial.get", { ref: { kind: "article", id: own } })).copy
      .slug_en;
    const saved = await call(
      s.app,
      "mutation",
      "admin.articles.update",
      { id: own, title_en: `${title} own`, title_fr: `${title} propre`, authorProfileId: shown.id, action: "draft" },
      cookies.author,
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(await publicGet("team.ofArticle", { lang: "en", slug })).toBeNull();
    const publish = await call(
      s.app,
      "mutation",
      "admin.editorial.transition",
      { ref: { kind: "article", id: own }, action: "publish" },
      cookies.author,
    );
    expect(publish.status).toBe(403);
    await s.trpc.call("admin.editorial.transition", { ref: { kind: "article", id: own }, action: "publish" });
    expect((await publicGet<PublicProfile | null>("team.ofArticle", { lang: "en", slug }))?.name).toBe(shown.name);
    // Another article without an author stays the company's.
    expect(await publicGet("team.ofArticle", { lang: "en", slug: editor.slug_en })).toBeNull();
  });

  it("refuses bad public input with a 400, never a 500", async () => {
    expect((await trpcQuery(s.app, "team.list", { lang: "de" })).statusCode).toBe(400);
    expect((await trpcQuery(s.app, "team.author", { lang: "en", slug: "" })).statusCode).toBe(400);
    expect((await trpcQuery(s.app, "team.articles", { lang: "en", slug: "x", page: 0 })).statusCode).toBe(400);
    expect(await publicGet("team.author", { lang: "en", slug: "nobody-at-all" })).toBeNull();
    expect(await publicGet("team.articles", { lang: "en", slug: "nobody-at-all" })).toEqual({ items: [], total: 0 });
  });
});
