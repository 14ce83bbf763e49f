// What the insights list counts (its total, per category and per tag, and the categories it offers)
// and the admin's article total, as articles are published, moved to another category, retagged,
// withdrawn from one language and deleted: read through /trpc in one batched GET as the site's
// pages ask, each figure follows the change, and the database's kept counts equal a count of the
// articles themselves.
import { articles, rowsOf, sql } from "@lumiere/db";
import { beforeAll, describe, expect, it } from "vitest";
import { dbLabel } from "../helpers/app";
import { type ArticleBody, batchQuery, editorialSuite, uniqueWord } from "../editorial/support";

const s = editorialSuite();
const w = uniqueWord("fc").toLowerCase();
const TAG = `${w} topic`;
const TAG_FR = `${w} sujet`;

interface InsightsPage {
  total: number;
  categories: string[];
  items: { title: string }[];
}

async function create(name: string, input: Record<string, unknown>): Promise<ArticleBody> {
  return s.trpc.call<ArticleBody>("admin.articles.create", {
    title_en: `${name} en`,
    title_fr: `${name} fr`,
    excerpt_en: `About ${name}.`,
    excerpt_fr: `À propos de ${name}.`,
    content_en: "Body.",
    content_fr: "Corps.",
    ...input,
  });
}

/**
 * The figures a visitor's pages show, asked for in one batched GET: one card a page, so each total
 * is counted rather than read off a page shorter than a full one.
 */
async function figures() {
  const ask = [
    { lang: "en", page: 1, perPage: 1 },
    { lang: "fr", page: 1, perPage: 1 },
    { lang: "en", page: 1, perPage: 1, category: "General" },
    { lang: "en", page: 1, perPage: 1, category: "Computer Vision" },
    { lang: "en", page: 1, perPage: 1, tag: TAG },
    { lang: "fr", page: 1, perPage: 1, tag: TAG_FR },
    // A category and a tag together: counted from the articles themselves.
    { lang: "en", page: 1, perPage: 1, category: "General", tag: TAG },
    { lang: "en", page: 1, perPage: 12, tag: TAG },
  ];
  const answers = await batchQuery<InsightsPage>(s.app, s.cookie, "articles.page", ask);
  const [en, fr, general, vision, tagged, taggedFr, both, taggedCards] = answers.map((a) => {
    if (!a.result) throw new Error(JSON.stringify(a.error));
    return a.result.data;
  });
  // A page past the last: the list says its total there too, and has to count it.
  const admin = await s.trpc.get<{ total: number }>("admin.articles.page", { page: 100, perPage: 25 });
  return {
    en: en?.total,
    fr: fr?.total,
    general: general?.total,
    vision: vision?.total,
    tagged: tagged?.total,
    taggedTitles: taggedCards?.items.map((i) => i.title).sort(),
    taggedFr: taggedFr?.total,
    both: both?.total,
    categoriesEn: en?.categories,
    admin: admin.total,
  };
}

/** The kept counts, and the same counted from the articles here in TypeScript. */
async function keptAndCounted() {
  const kept = rowsOf<{ lang: string; facet: string; value: string; articles: number }>(
    await s.app.db.execute(sql`select lang, facet, value, articles from article_facets`),
  ).map((r) => `${r.lang}|${r.facet}|${r.value}=${r.articles}`);
  const counted = new Map<string, number>();
  const add = (key: string) => counted.set(key, (counted.get(key) ?? 0) + 1);
  for (const a of await s.app.db.select().from(articles)) {
    add("|all|");
    for (const lang of ["en", "fr"] as const) {
      if (!a[`live_${lang}`]) continue;
      add(`${lang}|all|`);
      add(`${lang}|category|${a[`category_${lang}`]}`);
      for (const tag of new Set(a[`tags_${lang}`])) add(`${lang}|tag|${tag}`);
    }
  }
  return { kept: kept.sort(), counted: [...counted].map(([k, n]) => `${k}=${n}`).sort() };
}

describe(`counts of the insights list and the admin's articles (${dbLabel})`, () => {
  let base: Awaited<ReturnType<typeof figures>>;
  const A: Record<string, ArticleBody> = {};
  beforeAll(async () => {
    base = await figures();
  });

  it("starts from the articles as they are", async () => {
    const { kept, counted } = await keptAndCounted();
    expect(kept).toEqual(counted);
    expect(base.tagged).toBe(0);
    expect(base.en).toBeGreaterThan(0);
    expect(base.admin).toBeGreaterThanOrEqual(base.en ?? 0);
  });

  it("counts what is published, in each language, and not a draft", async () => {
    A.one = await create(`${w} one`, { category: "general", tags_en: [TAG], tags_fr: [TAG_FR] });
    A.two = await create(`${w} two`, { category: "general", tags_en: [TAG, TAG] });
    A.draft = await create(`${w} draft`, { category: "general", tags_en: [TAG], action: "draft" });
    const now = await figures();
    expect(now).toMatchObject({
      en: (base.en ?? 0) + 2,
      fr: (base.fr ?? 0) + 2,
      general: (base.general ?? 0) + 2,
      vision: base.vision,
      tagged: 2,
      taggedTitles: [`${w} one en`, `${w} two en`],
      taggedFr: 1,
      both: 2,
      admin: base.admin + 3,
    });
    expect(now.categoriesEn).toContain("General");
  });

  it("follows a change of category and of tags", async () => {
    await s.trpc.call("admin.articles.update", { ...A.one, category: "computer-vision", tags_en: [], action: "publish" });
    expect(await figures()).toMatchObject({
      general: (base.general ?? 0) + 1,
      vision: (base.vision ?? 0) + 1,
      tagged: 1,
      taggedTitles: [`${w} two en`],
      taggedFr: 1,
      both: 1,
    });
  });

  it("follows an article withdrawn from one language, then deleted", async () => {
    await s.trpc.call("admin.editorial.transition", { ref: { kind: "article", id: A.two?.id }, action: "unpublish", langs: ["en"] });
    expect(await figures()).toMatchObject({ en: (base.en ?? 0) + 1, fr: (base.fr ?? 0) + 2, general: base.general, tagged: 0, both: 0 });
    await s.trpc.call("admin.articles.remove", { id: A.one?.id });
    await s.trpc.call("admin.articles.remove", { id: A.two?.id });
    await s.trpc.call("admin.articles.remove", { id: A.draft?.id });
    expect(await figures()).toEqual(base);
    const { kept, counted } = await keptAndCounted();
    expect(kept).toEqual(counted);
  });
});
