// The admin's lists page on the server: a page of rows and the total, with search, sort and page
// size; bad paging input is a field error that changes nothing. Through batched /trpc, as the
// admin sends it.
import { articles, chatMessages, knowledgeEntries, media, redirects } from "@lumiere/db";
import { PAGE_IDS } from "@lumiere/validation";
import { beforeAll, describe, expect, it } from "vitest";
import { dbLabel, useSignedInApp } from "../helpers/app";
import { trpcMutation } from "../trpc/support";
import { batchQuery, type ListPage } from "./support";

const t = useSignedInApp();

interface Summary {
  id: number;
  title_en: string;
  title_fr: string;
  slug_en: string;
  publishedAt: string;
  status: { en: { state: string }; fr: { state: string } };
}
const batch = <T>(path: string, inputs: unknown[]) => batchQuery<T>(t.app, t.cookie, path, inputs);
const articlePage = async (input: unknown) => (await batch<ListPage<Summary>>("admin.articles.page", [input]))[0]!;

const BULK = 300;
const pad = (i: number) => String(i).padStart(3, "0");
/** A long body: the list must not carry it. */
const BODY = "Lorem ipsum dolor sit amet. ".repeat(200);

let seeded = 0;
beforeAll(async () => {
  seeded = (await articlePage({})).result!.data.total;
  const day = Date.UTC(2020, 0, 1);
  await t.app.db.insert(articles).values(
    Array.from({ length: BULK }, (_, i) => ({
      title_en: `Bulk article ${pad(i)}`,
      title_fr: `Article en vrac ${pad(i)}`,
      slug_en: `bulk-article-${pad(i)}`,
      slug_fr: `article-en-vrac-${pad(i)}`,
      excerpt_en: `Excerpt ${i}`,
      excerpt_fr: `Extrait ${i}`,
      content_en: BODY,
      content_fr: BODY,
      category_en: "General",
      category_fr: "Général",
      // Older than the seed's articles, one day apart: article 299 is the newest of them.
      publishedAt: new Date(day + i * 86_400_000),
    })),
  );
});

describe(`the admin's paged lists (${dbLabel})`, () => {
  it("gives the articles a page at a time, with the total and without their bodies", async () => {
    const [first, deep] = await batch<ListPage<Summary>>("admin.articles.page", [
      { page: 1, perPage: 25 },
      { page: 12, perPage: 25, sort: "oldest" },
    ]);
    expect(first!.result!.data.total).toBe(seeded + BULK);
    expect(first!.result!.data.items).toHaveLength(25);
    // Newest first: the seed's articles, then the bulk ones from the newest.
    expect(first!.result!.data.items[seeded]?.title_en).toBe("Bulk article 299");
    // Both excerpts: the French admin shows the French one.
    expect(first!.result!.data.items[seeded]).toMatchObject({ excerpt_en: "Excerpt 299", excerpt_fr: "Extrait 299" });
    expect(first!.result!.data.items[0]?.status.en.state).toBe("published");
    expect(JSON.stringify(first!.result!.data)).not.toContain("Lorem ipsum");
    expect(first!.result!.data.items[0]).not.toHaveProperty("content_en");
    // Oldest first, page 12 of 25: rows 276 to 300.
    expect(deep!.result!.data.items.map((a) => a.title_en).slice(0, 2)).toEqual(["Bulk article 275", "Bulk article 276"]);
    expect(deep!.result!.data.total).toBe(seeded + BULK);

    const past = await articlePage({ page: 500, perPage: 100 });
    expect(past.result!.data).toEqual({ items: [], total: seeded + BULK });
  });

  it("searches titles and slugs in both languages, literally, and sorts by title", async () => {
    const en = await articlePage({ q: "  bulk ARTICLE 12 ", sort: "title" });
    expect(en.result!.data.items.map((a) => a.title_en)).toEqual(Array.from({ length: 10 }, (_, i) => `Bulk article 12${i}`));
    expect(en.result!.data.total).toBe(10);
    const fr = await articlePage({ q: "en vrac 29", sort: "-title", perPage: 10 });
    expect(fr.result!.data.total).toBe(10);
    expect(fr.result!.data.items[0]?.title_fr).toBe("Article en vrac 299");
    const slug = await articlePage({ q: "article-en-vrac-007" });
    expect(slug.result!.data.items.map((a) => a.title_en)).toEqual(["Bulk article 007"]);
    // % and _ are searched as themselves.
    expect((await articlePage({ q: "%" })).result!.data.total).toBe(0);
    expect((await articlePage({ q: "bulk_article" })).result!.data.total).toBe(0);
  });

  it("finds a draft by its working title and filters on the state", async () => {
    const created = await trpcMutation(
      t.app,
      "admin.articles.create",
      { title_en: "Unpublished thoughts", title_fr: "Pensées inédites", action: "draft" },
      { cookie: t.cookie },
    );
    expect(created.statusCode, created.body).toBe(200);
    const found = await articlePage({ q: "pensées inédites" });
    expect(found.result!.data.items.map((a) => [a.title_en, a.status.en.state, a.status.fr.state])).toEqual([
      ["Unpublished thoughts", "draft", "draft"],
    ]);
    const drafts = await articlePage({ state: "draft" });
    expect(drafts.result!.data.items.map((a) => a.title_en)).toEqual(["Unpublished thoughts"]);
    expect((await articlePage({ state: "draft", lang: "fr", q: "bulk" })).result!.data.total).toBe(0);
  });

  it("gives the site's pages a page at a time, searched by id or title, without their copy", async () => {
    const [all, second, found] = await batch<ListPage<{ pageId: string; title_en: string; status: unknown; mainContent_en?: string }>>(
      "admin.pages.page",
      [{ perPage: 10 }, { perPage: 10, page: 2 }, { q: "TERMS" }],
    );
    expect(all!.result!.data.total).toBe(PAGE_IDS.length);
    expect(all!.result!.data.items.map((p) => p.pageId)).toEqual([...PAGE_IDS]);
    expect(all!.result!.data.items[0]).not.toHaveProperty("mainContent_en");
    expect(second!.result!.data).toEqual({ items: [], total: PAGE_IDS.length });
    expect(found!.result!.data.items.map((p) => p.pageId)).toEqual(["terms"]);
    const bad = (await batch("admin.pages.page", [{ sort: "newest" }]))[0]!;
    expect(bad.error?.data.fieldErrors?.sort).toBe("Choose one of the listed options");
  });

  it("gives the media library a page at a time, searched by file name, sorted, with each picture's copies", async () => {
    await t.app.db.insert(media).values(
      Array.from({ length: 60 }, (_, i) => ({
        filename: i % 2 ? `report_${pad(i)}.pdf` : `photo-${pad(i)}.jpg`,
        storedName: `stored-${i}.${i % 2 ? "pdf" : "jpg"}`,
        category: i % 2 ? "document" : "image",
        mimeType: i % 2 ? "application/pdf" : "image/jpeg",
        size: 1000 + i,
        variants: i % 2 ? null : [{ width: 480, height: 320, storedName: `stored-${i}-480w.webp` }],
        createdAt: new Date(Date.UTC(2024, 0, 1) + i * 60_000),
      })),
    );
    type Item = { filename: string; size: number; variants: Array<{ url: string; width: number }> };
    const [first, deep, docs, big, bad] = await batch<ListPage<Item>>("admin.media.page", [
      { perPage: 25 },
      { perPage: 25, page: 3 },
      { q: "REPORT_", sort: "name", perPage: 10 },
      { sort: "-size", perPage: 10, category: "image" },
      { category: "spreadsheet" },
    ]);
    expect(first!.result!.data.total).toBe(60);
    expect(first!.result!.data.items[0]).toMatchObject({ filename: "report_059.pdf", variants: [] });
    expect(deep!.result!.data.items.map((m) => m.filename)).toHaveLength(10);
    expect(deep!.result!.data.items.at(-1)?.filename).toBe("photo-000.jpg");
    expect(docs!.result!.data.total).toBe(30);
    expect(docs!.result!.data.items.slice(0, 2).map((m) => m.filename)).toEqual(["report_001.pdf", "report_003.pdf"]);
    expect(big!.result!.data.items[0]).toMatchObject({
      filename: "photo-058.jpg",
      variants: [{ url: "/media/stored-58-480w.webp", width: 480 }],
    });
    expect(bad!.error?.data.httpStatus).toBe(400);
    expect(bad!.error?.data.fieldErrors?.category).toBe("Choose one of the listed options");
  });

  it("gives the redirects a page at a time, searched in either address", async () => {
    await t.app.db
      .insert(redirects)
      .values(
        Array.from({ length: 40 }, (_, i) => ({ fromPath: `/en/insights/old-${pad(i)}`, toPath: `/en/insights/new-${pad(39 - i)}` })),
      );
    type Item = { fromPath: string; toPath: string };
    const [first, last, byTarget, found] = await batch<ListPage<Item>>("admin.redirects.page", [
      { perPage: 10 },
      { perPage: 25, page: 2, sort: "-from" },
      { perPage: 10, sort: "to" },
      { q: "NEW-039" },
    ]);
    expect(first!.result!.data.total).toBe(40);
    expect(first!.result!.data.items[0]?.fromPath).toBe("/en/insights/old-000");
    expect(last!.result!.data.items.map((r) => r.fromPath).at(-1)).toBe("/en/insights/old-000");
    expect(last!.result!.data.items).toHaveLength(15);
    expect(byTarget!.result!.data.items[0]?.toPath).toBe("/en/insights/new-000");
    expect(found!.result!.data.items).toEqual([
      expect.objectContaining({ fromPath: "/en/insights/old-000", toPath: "/en/insights/new-039" }),
    ]);
  });

  it("gives Aya's knowledge and conversations a page at a time, searched and sorted", async () => {
    const seededEntries = (await batch<ListPage<unknown>>("admin.knowledge.page", [{}]))[0]!.result!.data.total;
    await t.app.db.insert(knowledgeEntries).values(
      Array.from({ length: 30 }, (_, i) => ({
        topic: `Bulk topic ${pad(i)}`,
        answer_en: `Answer ${i} about zeppelins`,
        answer_fr: `Réponse ${i}`,
        position: 1000 + i,
      })),
    );
    const start = Date.UTC(2025, 0, 1);
    await t.app.db.insert(chatMessages).values(
      Array.from({ length: 30 }, (_, i) => [
        {
          sessionId: `session_bulk${pad(i)}`,
          role: "user" as const,
          content: `Question ${i} about ${i % 3 ? "prices" : "hospitals"}`,
          createdAt: new Date(start + i * 60_000),
        },
        ...Array.from({ length: i === 5 ? 3 : 1 }, () => ({
          sessionId: `session_bulk${pad(i)}`,
          role: "assistant" as const,
          content: "An answer",
          createdAt: new Date(start + i * 60_000 + 1000),
        })),
      ]).flat(),
    );
    type Entry = { topic: string };
    type Session = { sessionId: string; firstMessage: string; messages: number };
    const [entries, zeppelins] = await batch<ListPage<Entry>>("admin.knowledge.page", [
      { perPage: 10, page: 2 },
      { q: "ZEPPELINS", sort: "-topic", perPage: 10 },
    ]);
    expect(entries!.result!.data.total).toBe(seededEntries + 30);
    expect(zeppelins!.result!.data.total).toBe(30);
    expect(zeppelins!.result!.data.items[0]?.topic).toBe("Bulk topic 029");
    const [newest, hospitals, busiest, past] = await batch<ListPage<Session>>("admin.conversations.page", [
      { perPage: 10 },
      { q: "hospitals", sort: "oldest", perPage: 25 },
      { sort: "messages", perPage: 10 },
      { page: 4, perPage: 10 },
    ]);
    expect(newest!.result!.data.total).toBe(30);
    expect(newest!.result!.data.items[0]).toEqual(
      expect.objectContaining({ sessionId: "session_bulk029", firstMessage: "Question 29 about prices" }),
    );
    expect(hospitals!.result!.data.total).toBe(10);
    expect(hospitals!.result!.data.items.map((c) => c.sessionId).slice(0, 2)).toEqual(["session_bulk000", "session_bulk003"]);
    expect(busiest!.result!.data.items[0]).toEqual(expect.objectContaining({ sessionId: "session_bulk005", messages: 4 }));
    expect(past!.result!.data).toEqual({ items: [], total: 30 });
  });

  it("refuses a page below 1, an unlisted page size or an unknown sort with a field error, and the list is unchanged", async () => {
    const before = await articlePage({ perPage: 100 });
    const answers = await batch<ListPage<Summary>>("admin.articles.page", [
      { page: 0 },
      { perPage: 7 },
      { sort: "random()" },
      { q: "x".repeat(201) },
      { page: "1; drop table articles" },
    ]);
    const fields = ["page", "perPage", "sort", "q", "page"];
    answers.forEach((a, i) => {
      expect(a.error?.data.httpStatus).toBe(400);
      expect(Object.keys(a.error?.data.fieldErrors ?? {})).toEqual([fields[i]]);
    });
    expect(answers[1]!.error!.data.fieldErrors!.perPage).toBe("Choose one of the listed options");
    expect(await articlePage({ perPage: 100 })).toEqual(before);
  });
});
