// The word counts Aya weighs a question with are kept by the database as pages and articles change:
// after a publication in both languages, a page's edit, a withdrawal from one language and a
// deletion, the kept counts equal Postgres's own count of the published documents (ts_stat), and
// Aya, asked through /trpc as the chat widget asks, quotes a new article by a word only it uses and
// stops quoting it in the language it was withdrawn from.
import { rowsOf, sql } from "@lumiere/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ArticleBody, adminTrpc, uniqueWord } from "../editorial/support";
import { buildTestApp, dbLabel, loginCookie, type TestApp } from "../helpers/app";
import { asAdmin } from "../rest/support";
import { batchResults, trpcBatch } from "../trpc/support";

let t: TestApp;
let cookie: string;
let counter = 0;
const newSession = () => `session_${Date.now()}cnt${(counter++).toString().padStart(6, "0")}`;
// A made-up word no other document uses (letters only: the stemmers keep it whole).
const word = uniqueWord("zorblat")
  .toLowerCase()
  .replace(/[^a-z]/g, "");

beforeAll(async () => {
  t = await buildTestApp({ OPENAI_API_KEY: "", RATE_LIMIT_CHAT_PER_MINUTE: "1000" });
  cookie = await loginCookie(t.app);
});
afterAll(async () => {
  await t?.close();
});

/** The kept counts of a language, and the same counted by Postgres over the published documents. */
async function keptAndCounted(lang: "en" | "fr") {
  const kept = rowsOf<{ lexeme: string; docs: number }>(
    await t.app.db.execute(sql`select lexeme, docs from search_lexemes where lang = ${lang} and docs > 0`),
  ).map((r) => `${r.lexeme}=${r.docs}`);
  const counted = rowsOf<{ word: string; ndoc: number }>(
    await t.app.db.execute(
      sql`select word, ndoc from ts_stat(${`select search_${lang} from pages union all select search_${lang} from articles where live_${lang}`})`,
    ),
  ).map((r) => `${r.word}=${r.ndoc}`);
  return { kept: kept.sort(), counted: counted.sort() };
}

/** Checks the kept counts against Postgres's, and returns how many documents of each language say `word`. */
async function expectCountsTrue(): Promise<{ en: number; fr: number }> {
  const said = { en: 0, fr: 0 };
  for (const lang of ["en", "fr"] as const) {
    const { kept, counted } = await keptAndCounted(lang);
    expect(kept.length).toBeGreaterThan(100);
    expect(kept).toEqual(counted);
    said[lang] = Number(kept.find((k) => k.startsWith("zorblat"))?.split("=")[1] ?? 0);
  }
  return said;
}

/** Aya's answers to one question per language, batched in one POST as the widget's link sends them. */
async function askBoth(en: string, fr: string): Promise<{ en: string; fr: string }> {
  const res = await trpcBatch(t.app, "chat.send", [
    { sessionId: newSession(), message: en, lang: "en" },
    { sessionId: newSession(), message: fr, lang: "fr" },
  ]);
  expect(res.statusCode, res.body).toBe(200);
  const [a, b] = batchResults(res).map((r) => (r.result?.data as { response: string } | undefined)?.response);
  return { en: a ?? "", fr: b ?? "" };
}

describe(`Aya's word counts follow the site (${dbLabel})`, () => {
  let article: ArticleBody;

  it("start equal to the published documents' own count", async () => {
    expect(await expectCountsTrue()).toEqual({ en: 0, fr: 0 });
  });

  it("count a new article in both languages, and Aya quotes it by a word only it uses", async () => {
    // Asked first, so that any counts held from before the publication would be stale.
    await askBoth(`What is ${word}?`, `Qu'est-ce que ${word} ?`);
    article = await adminTrpc(t.app, cookie).call<ArticleBody>("admin.articles.create", {
      title_en: "Inventory audits with drones",
      title_fr: "Inventaires par drones",
      excerpt_en: "Counting stock from the air.",
      excerpt_fr: "Compter le stock depuis les airs.",
      content_en: `<p>Our ${word} method counts pallets in a warehouse overnight with small drones.</p>`,
      content_fr: `<p>Notre méthode ${word} compte les palettes d'un entrepôt la nuit avec de petits drones.</p>`,
      category: "computer-vision",
    });
    expect(await expectCountsTrue()).toEqual({ en: 1, fr: 1 });
    const answers = await askBoth(`How does the ${word} method count pallets?`, `Comment la méthode ${word} compte-t-elle les palettes ?`);
    expect(answers.en).toContain(`/en/insights/${article.slug_en}`);
    expect(answers.fr).toContain(`/fr/insights/${article.slug_fr}`);
  });

  it("follow a page's edit", async () => {
    const res = await asAdmin(t.app, cookie, {
      method: "PUT",
      url: "/api/admin/pages/technology",
      payload: { main_content_en: `<p>We also run ${word} audits on request.</p>` },
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    expect(await expectCountsTrue()).toEqual({ en: 2, fr: 1 });
  });

  it("follow a withdrawal from one language, then a deletion", async () => {
    await adminTrpc(t.app, cookie).call("admin.editorial.transition", {
      ref: { kind: "article", id: article.id },
      action: "unpublish",
      langs: ["en"],
    });
    expect(await expectCountsTrue()).toEqual({ en: 1, fr: 1 });
    const answers = await askBoth(`How does the ${word} method count pallets?`, `Comment la méthode ${word} compte-t-elle les palettes ?`);
    expect(answers.en).not.toContain(`/en/insights/${article.slug_en}`);
    expect(answers.fr).toContain(`/fr/insights/${article.slug_fr}`);
    await adminTrpc(t.app, cookie).call("admin.articles.remove", { id: article.id });
    expect(await expectCountsTrue()).toEqual({ en: 1, fr: 0 });
  });
});
