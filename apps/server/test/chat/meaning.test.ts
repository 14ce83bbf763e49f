// Articles found by meaning: a visitor who describes a problem, in either language, gets the article
// that solves it, through POST /api/chat and the browser's batched /trpc; synonyms kept as data
// (data/aya-synonyms.json) widen the search. And Aya's tone: an insult or a greeting gets an
// acknowledgement and an offer of help in the visitor's language.
import { articles, eq } from "@lumiere/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toneReply } from "../../src/domain/chat/tone";
import { buildTestApp, dbLabel, type TestApp } from "../helpers/app";

let t: TestApp;
const paths: Record<string, { en: string; fr: string }> = {};

let counter = 0;
const newSession = () => `session_${Date.now()}mng${(counter++).toString().padStart(6, "0")}`;

beforeAll(async () => {
  t = await buildTestApp({ OPENAI_API_KEY: "" });
  for (const category of ["Computer Vision", "Analytics"]) {
    const [row] = await t.app.db
      .select({ en: articles.slug_en, fr: articles.slug_fr })
      .from(articles)
      .where(eq(articles.category_en, category));
    if (!row) throw new Error(`the seed has no ${category} article`);
    paths[category] = { en: `/en/insights/${row.en}`, fr: `/fr/insights/${row.fr}` };
  }
});
afterAll(async () => {
  await t?.close();
});

/** Aya's answer through the REST adapter. */
async function viaRest(message: string, lang: "en" | "fr") {
  const res = await t.app.inject({ method: "POST", url: "/api/chat", payload: { sessionId: newSession(), message, lang } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ response: string }>().response;
}

/** Aya's answer as the browser asks for it: a batched tRPC mutation. */
async function viaTrpc(message: string, lang: "en" | "fr") {
  const res = await t.app.inject({
    method: "POST",
    url: "/trpc/chat.send?batch=1",
    headers: { "content-type": "application/json" },
    payload: JSON.stringify({ 0: { sessionId: newSession(), message, lang } }),
  });
  expect(res.statusCode, res.body).toBe(200);
  const [one] = res.json<{ result: { data: { response: string } } }[]>();
  return one?.result.data.response ?? "";
}

const linksOf = (text: string) => [...text.matchAll(/\]\((\/[^)\s]*)\)/g)].map((m) => m[1]);

const problems: { message: string; lang: "en" | "fr"; article: string }[] = [
  { message: "our factory ships scratched parts", lang: "en", article: "Computer Vision" },
  { message: "nos pièces sortent rayées", lang: "fr", article: "Computer Vision" },
  { message: "we keep running out of stock", lang: "en", article: "Analytics" },
  { message: "on est souvent en rupture de stock dans nos magasins", lang: "fr", article: "Analytics" },
];

describe(`articles found by meaning (${dbLabel})`, () => {
  for (const { message, lang, article } of problems) {
    it(`"${message}" links the ${article} article, through /api/chat and batched /trpc`, async () => {
      for (const answer of [await viaRest(message, lang), await viaTrpc(message, lang)]) {
        expect(linksOf(answer)[0], answer).toBe(paths[article]?.[lang]);
        expect(answer).not.toMatch(/couldn't find|n'ai (rien|pas) trouvé/i);
      }
    });
  }
});

describe(`tone through the chat (${dbLabel})`, () => {
  it("answers an insult with an acknowledgement and an offer of help, never the bare scope sentence", async () => {
    const en = await viaRest("you are useless", "en");
    expect(en).toMatch(/sorry/i);
    expect(linksOf(en)).toContain("/en/contact");
    expect(en).not.toMatch(/can only help with questions about the company/);
    const fr = await viaTrpc("t'es vraiment nulle", "fr");
    expect(fr).toMatch(/désolée/);
    expect(linksOf(fr)).toContain("/fr/contact");
  });
});

describe("tone replies", () => {
  it("answers an insult with an apology and an offer of help, in the visitor's language", () => {
    for (const seed of [0, 1, "you are useless", "t'es nulle"]) {
      const en = toneReply("insult", "en", "Lumière AI", seed);
      expect(en).toMatch(/sorry/i);
      expect(en).toContain("](/en/contact)");
      expect(en).not.toMatch(/can only help with questions about the company/);
      const fr = toneReply("insult", "fr", "Lumière AI", seed);
      expect(fr).toMatch(/désolée/);
      expect(fr).toContain("](/fr/contact)");
    }
  });

  it("says goodbye and answers an insult with an offer of help, in every variant", () => {
    for (const kind of ["goodbye", "insult"] as const) {
      for (const seed of [0, 1]) {
        expect(toneReply(kind, "en", "Lumière AI", seed)).toMatch(/\bhelp\b/);
        expect(toneReply(kind, "fr", "Lumière AI", seed)).toMatch(/\baid(er|e)\b/);
      }
    }
    // Said at any hour: no "have a good day" to a visitor leaving in the evening.
    for (const seed of [0, 1]) expect(toneReply("goodbye", "en", "Lumière AI", seed)).toMatch(/^Goodbye/);
    for (const seed of [0, 1]) expect(toneReply("goodbye", "fr", "Lumière AI", seed)).toMatch(/^Au revoir/);
  });

  it("greets by name of the company, and picks the same variant for the same message", () => {
    const a = toneReply("greeting", "fr", "Lumière AI", "bonjour");
    expect(a).toBe(toneReply("greeting", "fr", "Lumière AI", "bonjour"));
    expect(a).toMatch(/^Bonjour/);
    expect(a).toContain("Lumière AI");
    const kinds = ["greeting", "thanks", "goodbye", "frustration", "insult", "who-are-you"] as const;
    for (const kind of kinds) {
      const variants = new Set([0, 1, 2].map((seed) => toneReply(kind, "en", "Lumière AI", seed)));
      expect(variants.size).toBeGreaterThan(1);
      // French punctuation spacing: a non-breaking space before ? ! : ;
      for (const seed of [0, 1, 2]) expect(toneReply(kind, "fr", "Lumière AI", seed)).not.toMatch(/(\S|[ ])[?!:;](\s|$)/);
    }
  });
});
