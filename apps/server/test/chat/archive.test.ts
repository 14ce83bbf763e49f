// Aya over a large archive: with hundreds of articles sharing the site's vocabulary, a question
// about one article still finds that article, in both languages, including an article published
// after Aya has already answered (her word statistics are refreshed on publication). Through /trpc
// as the chat widget calls it.
import { articles } from "@lumiere/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generatedArticle } from "../../bench/scale-content";
import { buildTestApp, dbLabel, loginCookie, type TestApp } from "../helpers/app";

const FILLER = 450;
let t: TestApp;
let cookie: string;
let counter = 0;

beforeAll(async () => {
  t = await buildTestApp({ OPENAI_API_KEY: "", RATE_LIMIT_CHAT_PER_MINUTE: "1000" });
  cookie = await loginCookie(t.app);
  const now = Date.now() - 24 * 3600 * 1000;
  await t.app.db.insert(articles).values(Array.from({ length: FILLER }, (_, n) => generatedArticle(n, now)));
}, 120_000);
afterAll(async () => {
  await t?.close();
});

async function ask(message: string, lang: "en" | "fr"): Promise<string> {
  const res = await t.app.inject({
    method: "POST",
    url: "/trpc/chat.send",
    payload: { sessionId: `session_archive${counter++}`, message, lang },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ result: { data: { response: string } } }>().result.data.response;
}

const linksOf = (text: string) => [...text.matchAll(/\]\((\/[^)\s]*)\)/g)].map((m) => m[1]);

describe(`Aya with ${FILLER} more articles (${dbLabel})`, () => {
  it("still answers from the seeded computer vision article", async () => {
    const response = await ask("How do you use computer vision for quality inspection of defects?", "en");
    expect(linksOf(response)[0]).toMatch(/^\/en\/insights\/computer-vision/);
  });

  it("finds an article published after she answered, in English and in French", async () => {
    // A first answer fills her statistics of the site's words.
    await ask("How does machine learning improve demand forecasting?", "fr");
    const created = await t.app.inject({
      method: "POST",
      url: "/api/admin/articles",
      headers: { cookie },
      payload: {
        title_en: "Wind turbines that schedule their own repairs",
        title_fr: "Des éoliennes qui planifient leurs propres réparations",
        excerpt_en: "Predictive maintenance for a wind farm operator.",
        excerpt_fr: "La maintenance prédictive pour un exploitant de parc éolien.",
        content_en:
          "Vibration sensors on every wind turbine feed a model that predicts gearbox failures three weeks ahead. Technicians now repair turbines before they stop, and the wind farm lost 40% fewer production hours.",
        content_fr:
          "Des capteurs de vibration sur chaque éolienne alimentent un modèle qui prévoit les pannes de boîte de vitesses trois semaines à l'avance. Les techniciens réparent les éoliennes avant qu'elles ne s'arrêtent, et le parc a perdu 40 % d'heures de production en moins.",
        category: "machine-learning",
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { slug_en, slug_fr } = created.json<{ slug_en: string; slug_fr: string }>();

    const en = await ask("Can you predict gearbox failures on wind turbines?", "en");
    expect(linksOf(en)[0]).toBe(`/en/insights/${slug_en}`);
    expect(en).toMatch(/gearbox/i);
    const fr = await ask("Pouvez-vous prévoir les pannes de boîte de vitesses des éoliennes ?", "fr");
    expect(linksOf(fr)[0]).toBe(`/fr/insights/${slug_fr}`);
    expect(fr).toMatch(/boîte de vitesses/i);
  });
});
