// The Workflows and translation boards and the content chooser page on the server: a page of items
// with each language's state, searched and filtered, never the bodies; bad input is a field error.
// Through batched /trpc, as the admin sends it.
import { articles, contentDrafts } from "@lumiere/db";
import { beforeAll, describe, expect, it } from "vitest";
import { dbLabel, useSignedInApp } from "../helpers/app";

const t = useSignedInApp();

interface Item {
  ref: { kind: "article"; id: number } | { kind: "page"; pageId: string };
  title_en: string;
  title_fr: string;
  status: Record<"en" | "fr", { state: string; translation: string }>;
}
interface Page {
  items: Item[];
  total: number;
}
type Answer = {
  result?: { data: Page };
  error?: { data: { httpStatus: number; fieldErrors?: Record<string, string> } };
};

/** Several queries in one batched GET, as the browser's link sends them. */
async function batch(inputs: unknown[]): Promise<Answer[]> {
  const input = Object.fromEntries(inputs.map((v, i) => [String(i), v]));
  const res = await t.app.inject({
    method: "GET",
    url: `/trpc/${inputs.map(() => "admin.editorial.page").join(",")}?batch=1&input=${encodeURIComponent(JSON.stringify(input))}`,
    headers: { cookie: t.cookie },
  });
  return res.json<Answer[]>();
}
const one = async (input: unknown) => (await batch([input]))[0]!;

const BULK = 300;
const pad = (i: number) => String(i).padStart(3, "0");
const BODY = "Lorem ipsum dolor sit amet. ".repeat(200);

let seeded = { pages: 0, articles: 0 };
beforeAll(async () => {
  const [pagesOnly, articlesOnly] = await batch([{ kind: "page" }, { kind: "article" }]);
  seeded = { pages: pagesOnly!.result!.data.total, articles: articlesOnly!.result!.data.total };
  const day = Date.UTC(2020, 0, 1);
  const rows = await t.app.db
    .insert(articles)
    .values(
      Array.from({ length: BULK }, (_, i) => ({
        title_en: `Bulk article ${pad(i)}`,
        // Every 50th has no French yet.
        title_fr: i % 50 === 0 ? "" : `Article en vrac ${pad(i)}`,
        slug_en: `bulk-article-${pad(i)}`,
        slug_fr: `article-en-vrac-${pad(i)}`,
        content_en: BODY,
        content_fr: BODY,
        category_en: "General",
        category_fr: "Général",
        publishedAt: new Date(day + i * 86_400_000),
      })),
    )
    .returning({ id: articles.id });
  // Articles 10 to 14 wait for a review in French, 20 and 21 are approved in English; 30's French is outdated.
  await t.app.db
    .insert(contentDrafts)
    .values([
      ...rows.slice(10, 15).map((r) => ({ kind: "article" as const, entityId: r.id, data: {}, state_fr: "in_review" as const })),
      ...rows.slice(20, 22).map((r) => ({ kind: "article" as const, entityId: r.id, data: {}, state_en: "approved" as const })),
      { kind: "article" as const, entityId: rows[30]!.id, data: { title_en: "Outdated one" }, outdated_fr: true },
    ]);
});

describe(`the editorial boards' paged items (${dbLabel})`, () => {
  it("gives pages first then articles newest first, a page at a time, with states and without bodies", async () => {
    const [first, second, past] = await batch([{}, { page: 2, perPage: 25 }, { page: 1000, perPage: 100 }]);
    const page = first!.result!.data;
    expect(page.total).toBe(seeded.pages + seeded.articles + BULK);
    expect(page.items).toHaveLength(25);
    expect(page.items[0]!.ref.kind).toBe("page");
    expect(page.items[seeded.pages]!.ref.kind).toBe("article");
    expect(page.items[seeded.pages]!.status.en.state).toBe("published");
    expect(page.items[seeded.pages + seeded.articles]!.title_en).toBe("Bulk article 299");
    expect(JSON.stringify(first)).not.toContain("Lorem ipsum");
    const keys = (p: Page) => p.items.map((i) => JSON.stringify(i.ref));
    expect(keys(second!.result!.data).some((k) => keys(page).includes(k))).toBe(false);
    expect(past!.result!.data).toEqual({ items: [], total: page.total });
  });

  it("walks the same items in the same order whatever the page size, across kinds", async () => {
    const walk = async (perPage: number, filter: object = {}) => {
      const first = (await one({ ...filter, perPage })).result!.data;
      const pages = Math.ceil(first.total / perPage);
      const rest = await batch(Array.from({ length: pages - 1 }, (_, i) => ({ ...filter, page: i + 2, perPage })));
      const all = [first, ...rest.map((a) => a.result!.data)];
      expect(new Set(all.map((p) => p.total))).toEqual(new Set([first.total]));
      return all.flatMap((p) => p.items.map((i) => JSON.stringify(i.ref)));
    };
    const by10 = await walk(10);
    expect(by10).toHaveLength(seeded.pages + seeded.articles + BULK);
    expect(await walk(25)).toEqual(by10);
    expect(await walk(100)).toEqual(by10);
    expect(await walk(10, { q: "bulk article 1" })).toEqual(await walk(50, { q: "bulk article 1" }));
  });

  it("searches titles and slugs in either language, and filters by kind", async () => {
    const [fr, slug, pagesOnly, none] = await batch([
      { q: "EN VRAC 12", kind: "article" },
      { q: "bulk-article-29" },
      { kind: "page", perPage: 100 },
      { q: "100%" },
    ]);
    expect(fr!.result!.data.items.map((i) => i.title_en)).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1, 0].map((i) => `Bulk article 12${i}`));
    expect(slug!.result!.data.total).toBe(10);
    expect(pagesOnly!.result!.data.items.every((i) => i.ref.kind === "page")).toBe(true);
    expect(pagesOnly!.result!.data.total).toBe(seeded.pages);
    expect(none!.result!.data.total).toBe(0);
  });

  it("filters on states (what the Workflows board waits on) and on translation", async () => {
    const [waiting, missing, outdated] = await batch([
      { states: ["in_review", "approved"], perPage: 100 },
      { translation: "missing", q: "bulk", perPage: 100 },
      { translation: "outdated" },
    ]);
    const w = waiting!.result!.data.items;
    expect(w.map((i) => i.title_en)).toEqual([21, 20, 14, 13, 12, 11, 10].map((i) => `Bulk article ${pad(i)}`));
    expect(w.find((i) => i.title_en === "Bulk article 012")!.status.fr.state).toBe("in_review");
    expect(missing!.result!.data.items.map((i) => i.title_en)).toEqual([250, 200, 150, 100, 50, 0].map((i) => `Bulk article ${pad(i)}`));
    expect(missing!.result!.data.items[0]!.status.fr.translation).toBe("missing");
    expect(outdated!.result!.data.items.map((i) => [i.title_en, i.status.fr.translation])).toEqual([["Outdated one", "outdated"]]);
  });

  it("refuses bad paging and filters with a field error (400), and the list is unchanged", async () => {
    const before = await one({ perPage: 100 });
    const answers = await batch([
      { page: 0 },
      { perPage: 7 },
      { kind: "post" },
      { states: ["lost"] },
      { translation: "up_to_date" },
      { q: "x".repeat(201) },
      { sort: "random()" },
    ]);
    const fields = ["page", "perPage", "kind", "states", "translation", "q", "sort"];
    answers.forEach((a, i) => {
      expect(a.error?.data.httpStatus).toBe(400);
      expect(Object.keys(a.error?.data.fieldErrors ?? {})[0]).toMatch(new RegExp(`^${fields[i]}`));
    });
    expect(answers[2]!.error!.data.fieldErrors!.kind).toBe("Choose one of the listed options");
    expect(await one({ perPage: 100 })).toEqual(before);
  });
});
