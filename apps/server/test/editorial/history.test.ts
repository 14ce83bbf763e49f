// Version history with restore, the activity feed and the translation board.
import { beforeAll, describe, expect, it } from "vitest";
import { dbLabel, loginCookie } from "../helpers/app";
import { asAdmin } from "../rest/support";
import { type ArticleBody, type EditorialItem, errorOf, uniqueWord, editorialSuite } from "./support";

const s = editorialSuite();

interface Version {
  id: number;
  number: number;
  action: string;
  actor: string;
  restoredFrom: number | null;
  changes: Array<{ field: string; lang: string | null; before: string | null; after: string | null }>;
}
interface Activity {
  id: number;
  action: string;
  actor: string;
  subjectKind: string;
  subjectId: string;
  data: Record<string, unknown>;
  createdAt: string;
}
// What the admin's History and Activity tabs ask for: a page of the shared shape.
const versions = (ref: unknown, extra: Record<string, unknown> = {}) =>
  s.trpc.get<{ items: Version[]; total: number }>("admin.versions.page", { ref, ...extra });
const feed = (input: Record<string, unknown> = {}) => s.trpc.get<{ items: Activity[]; total: number }>("admin.activity.page", input);

describe(`version history (${dbLabel})`, () => {
  let article: ArticleBody;
  const ref = () => ({ kind: "article", id: article.id });

  beforeAll(async () => {
    article = await s.trpc.call<ArticleBody>("admin.articles.create", { title_en: "Versioned", title_fr: "Versionné", content_en: "One." });
    const base = { id: article.id, title_en: "Versioned", title_fr: "Versionné" };
    await s.trpc.call("admin.articles.update", { ...base, content_en: "Two." });
    await s.trpc.call("admin.articles.update", { ...base, title_fr: "Versionné bis", content_en: "Two.", category: "analytics" });
  });

  it("keeps every save, newest first, with who, when and a diff per field and language", async () => {
    const { items } = await versions(ref());
    expect(items.map((v) => [v.number, v.action, v.actor])).toEqual([
      [3, "save", "admin"],
      [2, "save", "admin"],
      [1, "create", "admin"],
    ]);
    expect(items[1]?.changes).toEqual([{ field: "content", lang: "en", before: "One.", after: "Two." }]);
    expect(items[0]?.changes).toEqual(
      expect.arrayContaining([
        { field: "title", lang: "fr", before: "Versionné", after: "Versionné bis" },
        { field: "slug", lang: "fr", before: "versionne", after: "versionne-bis" },
        { field: "category", lang: null, before: "general", after: "analytics" },
      ]),
    );
    // A save that changes nothing adds no version.
    await s.trpc.call("admin.articles.update", { id: article.id, title_en: "Versioned", title_fr: "Versionné bis", content_en: "Two." });
    expect((await versions(ref())).items).toHaveLength(3);
  });

  it("pages through the history, oldest first on request", async () => {
    const first = await versions(ref(), { perPage: 10 });
    expect(first).toMatchObject({ total: 3 });
    expect(first.items.map((v) => v.number)).toEqual([3, 2, 1]);
    const oldest = await versions(ref(), { perPage: 10, sort: "oldest" });
    expect(oldest.items.map((v) => v.number)).toEqual([1, 2, 3]);
    expect(oldest.items[1]?.changes[0]?.before).toBe("One."); // a diff still has its before, whatever the order
    const past = await versions(ref(), { page: 2, perPage: 10 });
    expect(past).toEqual({ items: [], total: 3 });
  });

  it("restores a version as a new version, published like any save", async () => {
    const [, , created] = (await versions(ref())).items;
    const restored = await s.trpc.call<ArticleBody>("admin.versions.restore", { versionId: created?.id });
    expect(restored).toMatchObject({ content_en: "One.", title_fr: "Versionné", category_en: "General" });
    const { items } = await versions(ref());
    expect(items[0]).toMatchObject({ number: 4, action: "restore", restoredFrom: created?.id });
    const shown = await s.app.inject({ method: "GET", url: `/api/articles/${restored.slug_en}?lang=en` });
    expect(shown.json<ArticleBody>().content_en).toBe("One.");
    // The slug the restore gave back is live again; the later one redirects to it.
    expect(restored.slug_fr).toBe("versionne");
  });

  it("records the content as it was before the first save of an item created before history existed", async () => {
    const pageRef = { kind: "page", pageId: "contact" };
    const before = (await s.app.inject({ method: "GET", url: "/api/pages/contact" })).json<{ title_en: string }>();
    await asAdmin(s.app, s.cookie, { method: "PUT", url: "/api/admin/pages/contact", payload: { title_en: "Reach us" } });
    const { items } = await versions(pageRef);
    expect(items.map((v) => v.action)).toEqual(["save", "initial"]);
    expect(items[0]?.changes).toEqual([{ field: "title", lang: "en", before: before.title_en, after: "Reach us" }]);
    await s.trpc.call("admin.versions.restore", { versionId: items[1]?.id });
    expect((await s.app.inject({ method: "GET", url: "/api/pages/contact" })).json<{ title_en: string }>().title_en).toBe(before.title_en);
  });

  it("answers 404 for an unknown version or item", async () => {
    expect(errorOf(await s.trpc.mutate("admin.versions.restore", { versionId: 999_999 }), 404).message).toBe("Version not found");
    expect((await s.trpc.query("admin.versions.page", { ref: { kind: "article", id: 999_999 } })).statusCode).toBe(404);
  });
});

describe(`activity feed (${dbLabel})`, () => {
  it("records sign-in, content changes, publication, settings, exports and erasures with who and when", async () => {
    const other = await loginCookie(s.app);
    const word = uniqueWord("Feed");
    const created = await s.trpc.call<ArticleBody>("admin.articles.create", { title_en: word, title_fr: `${word} fr` });
    await asAdmin(s.app, other, {
      method: "PUT",
      url: "/api/admin/settings",
      payload: { type: "seo", data: { metaTitle: "Lumière", metaDescription: "AI", googleAnalyticsId: "" } },
    });
    await s.trpc.query("admin.leads.export", { kind: "contact" });
    await s.trpc.query("admin.leads.findSubject", { email: "someone@example.com" });
    await s.trpc.call("admin.leads.eraseSubject", { email: "someone@example.com" });
    const { items } = await feed({ perPage: 25 });
    const actions = items.map((i) => i.action);
    for (const expected of [
      "sign_in",
      "content.create",
      "content.publish",
      "settings.save",
      "lead.export",
      "subject.export",
      "erase_subject",
    ]) {
      expect(actions, expected).toContain(expected);
    }
    const publish = items.find((i) => i.action === "content.publish" && i.subjectId === String(created.id));
    expect(publish).toMatchObject({ actor: "admin", subjectKind: "article", data: { title: word, langs: ["en", "fr"] } });
    expect(Date.now() - Date.parse(publish?.createdAt ?? "")).toBeLessThan(60_000);
    expect(items.find((i) => i.action === "settings.save")).toMatchObject({ subjectKind: "settings", subjectId: "seo", data: {} });
    // Never the address itself.
    expect(JSON.stringify(items)).not.toContain("someone@example.com");
  });

  it("pages the feed newest first, and filters it to one item", async () => {
    const first = await feed({ perPage: 10 });
    expect(first.items).toHaveLength(10);
    const next = await feed({ page: 2, perPage: 10 });
    expect(Math.max(...next.items.map((i) => i.id))).toBeLessThan(Math.min(...first.items.map((i) => i.id)));
    const onePage = await feed({ ref: { kind: "page", pageId: "contact" } });
    expect(onePage.items.length).toBeGreaterThan(0);
    expect(onePage.items.every((i) => i.subjectKind === "page" && i.subjectId === "contact")).toBe(true);
  });

  it("keeps the privacy audit list to what was done to personal data", async () => {
    const audit = await s.trpc.get<Activity[]>("admin.leads.audit");
    expect(audit.map((a) => a.action)).toEqual(["erase_subject"]);
  });
});

describe(`translation board (${dbLabel})`, () => {
  it("lists every page and article with missing, outdated and up-to-date languages", async () => {
    const created = await s.trpc.call<ArticleBody>("admin.articles.create", { title_en: "Only English", title_fr: "", action: "draft" });
    const board = (kind: "page" | "article") =>
      s.trpc.get<{ items: EditorialItem[]; total: number }>("admin.editorial.page", { kind, perPage: 100 });
    expect((await board("page")).total).toBe(9);
    // Articles newest first: the one just created is on the first page.
    const mine = () => board("article").then((l) => l.items.find((i) => i.ref.id === created.id));
    expect((await mine())?.status).toMatchObject({ en: { translation: "up_to_date" }, fr: { translation: "missing" } });

    // French written for the first time: caught up, nothing outdated.
    const base = { id: created.id, title_en: "Only English", action: "draft" };
    await s.trpc.call("admin.articles.update", { ...base, title_fr: "Enfin en français" });
    expect((await mine())?.status).toMatchObject({ en: { translation: "up_to_date" }, fr: { translation: "up_to_date" } });

    // English changes after French: French is outdated until it is edited (or marked translated).
    await s.trpc.call("admin.articles.update", { ...base, title_fr: "Enfin en français", content_en: "New English paragraph." });
    expect((await mine())?.status).toMatchObject({ en: { translation: "up_to_date" }, fr: { translation: "outdated" } });
    await s.trpc.call("admin.articles.update", {
      ...base,
      title_fr: "Enfin en français",
      content_en: "New English paragraph.",
      content_fr: "Nouveau paragraphe.",
    });
    expect((await mine())?.status).toMatchObject({ en: { translation: "up_to_date" }, fr: { translation: "up_to_date" } });

    await s.trpc.call("admin.articles.update", {
      ...base,
      title_fr: "Enfin en français",
      content_en: "Newer.",
      content_fr: "Nouveau paragraphe.",
    });
    expect((await mine())?.status.fr.translation).toBe("outdated");
    await s.trpc.call("admin.editorial.markTranslated", { ref: { kind: "article", id: created.id }, lang: "fr" });
    expect((await mine())?.status.fr.translation).toBe("up_to_date");
  });
});
