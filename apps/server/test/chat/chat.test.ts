// Aya through POST /api/chat with the built-in engine (no OpenAI key): answers grounded in the seeded
// site in both languages, honest when nothing matches, the consultation offer, follow-ups from the
// stored history, the max length setting, input validation and the admin connection test.
import { articles, chatMessages, eq } from "@lumiere/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { wordCount } from "../../src/domain/chat/built-in";
import { sessionMessages } from "../../src/domain/chat/history";
import { buildTestApp, dbLabel, loginCookie, type TestApp } from "../helpers/app";
// Retries a start that hit Fastify's plugin timeout on a loaded machine.

let t: TestApp;
let cookie: string;
/** Paths of the seeded computer-vision article in both languages. */
let visionEn: string;
let visionFr: string;

let counter = 0;
const newSession = () => `session_${Date.now()}abc${(counter++).toString().padStart(6, "0")}`;

beforeAll(async () => {
  t = await buildTestApp({ OPENAI_API_KEY: "" });
  cookie = await loginCookie(t.app);
  const [vision] = await t.app.db
    .select({ en: articles.slug_en, fr: articles.slug_fr })
    .from(articles)
    .where(eq(articles.category_en, "Computer Vision"));
  if (!vision) throw new Error("the seed has no Computer Vision article");
  visionEn = `/en/insights/${vision.en}`;
  visionFr = `/fr/insights/${vision.fr}`;
});
afterAll(async () => {
  await t?.close();
});

async function chat(message: string, options: { sessionId?: string; lang?: "en" | "fr"; headers?: Record<string, string> } = {}) {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/chat",
    payload: { sessionId: options.sessionId ?? newSession(), message, ...(options.lang ? { lang: options.lang } : {}) },
    ...(options.headers ? { headers: options.headers } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<{ response: string }>();
  expect(typeof body.response).toBe("string");
  return body.response;
}

const linksOf = (text: string) => [...text.matchAll(/\]\((\/[^)\s]*)\)/g)].map((m) => m[1]);

describe(`POST /api/chat, built-in engine (${dbLabel})`, () => {
  it("answers a computer vision question in English, quoting and linking the computer vision article", async () => {
    const response = await chat("How do you use computer vision for quality inspection of defects?");
    expect(linksOf(response)[0]).toBe(visionEn);
    expect(response).toMatch(/^Here is what our article \[Computer Vision[^\]]*\]\(/);
    expect(response).toMatch(/inspection|defect/i);
    expect(response).not.toMatch(/<[a-z/][^>]*>/i);
  });

  it("answers the same question in French with the French article and French text", async () => {
    const response = await chat("Comment utilisez-vous la vision par ordinateur pour le contrôle qualité ?", { lang: "fr" });
    expect(linksOf(response)[0]).toBe(visionFr);
    expect(response).toMatch(/^Voici ce qu'en dit notre article \[Vision par ordinateur/);
    expect(response).not.toMatch(/From our|Read more|See also/);
  });

  it("answers in French when the page language comes from Accept-Language or when the message is plainly French", async () => {
    const byHeader = await chat("PyTorch, TensorFlow, scikit-learn?", { headers: { "accept-language": "fr-FR,fr;q=0.9" } });
    expect(linksOf(byHeader)).toContain("/fr/technology");
    const byText = await chat("Quels sont vos horaires et peut-on venir dans vos bureaux ?", { lang: "en" });
    expect(linksOf(byText)[0]).toBe("/fr/contact");
    expect(byText).toMatch(/Lun-Ven 9h-18h|rendez-vous|du lundi au vendredi/);
  });

  it("links pages by their site path: home is /{lang}, other pages /{lang}/{pageId}", async () => {
    const home = await chat("Is this website and its assistant available in both English and French?");
    expect(linksOf(home)[0]).toBe("/en");
    const tech = await chat("Do you use Postgres with pgvector or a dedicated vector database?");
    expect(linksOf(tech)[0]).toBe("/en/technology");
    expect(tech).toMatch(/pgvector/);
  });

  it("says honestly when nothing on the site matches, and offers the contact page", async () => {
    const en = await chat("Blorptastic zibble wobble frumious bandersnatch?");
    expect(en).toMatch(/couldn't find/i);
    expect(linksOf(en)).toEqual(["/en/contact"]);
    const fr = await chat("Blorptastique zibule frumieux bandersnatch ?", { lang: "fr" });
    expect(fr).toMatch(/Je n'ai pas trouvé/);
    expect(linksOf(fr)).toEqual(["/fr/contact"]);
  });

  it("answers a question about a page's own subject with its summary", async () => {
    const en = await chat("What is Lumière Studio?");
    expect(en).toContain("platform to build, deploy and monitor AI assistants");
    expect(linksOf(en)[0]).toBe("/en/product");
    const fr = await chat("Qu'est-ce que Lumière Studio ?", { lang: "fr" });
    expect(fr).toContain("plateforme pour créer, déployer et superviser");
    expect(linksOf(fr)[0]).toBe("/fr/product");
  });

  it("is not fooled by vague words around a topic the site never mentions", async () => {
    const en = await chat("Do you do anything with blockchain?");
    expect(en).toMatch(/couldn't find/i);
    expect(linksOf(en)).toEqual(["/en/contact"]);
    const fr = await chat("Faites-vous quelque chose avec la blockchain ?", { lang: "fr" });
    expect(fr).toMatch(/Je n'ai pas trouvé/);
    expect(linksOf(fr)).toEqual(["/fr/contact"]);
  });

  it("offers the free consultation when asked about prices, and not for a plain technical question", async () => {
    const pricing = await chat("How much does a project cost?");
    expect(pricing).toMatch(/fixed price/);
    expect(pricing).toMatch(/first consultation is free/);
    expect(pricing).toContain("(/en/contact)");
    const devis = await chat("Pouvez-vous me faire un devis ?", { lang: "fr" });
    expect(devis).toMatch(/consultation gratuite/);
    expect(devis).toContain("(/fr/contact)");
    const meeting = await chat("Can I book a meeting to talk to someone?");
    expect(meeting).toMatch(/consultation/);
    const technical = await chat("Do you use Postgres with pgvector?");
    expect(technical).not.toMatch(/consultation/);
  });

  it("greets back without searching", async () => {
    expect(await chat("Hello!")).toMatch(/^Hello! I'm Aya/);
    expect(await chat("Bonjour", { lang: "fr" })).toMatch(/^Bonjour\s! Je suis Aya/);
  });

  it("stores both turns of every exchange under the session id", async () => {
    const sessionId = newSession();
    const response = await chat("Do you use Postgres with pgvector?", { sessionId });
    expect(await sessionMessages(t.app.db, sessionId)).toEqual([
      { role: "user", content: "Do you use Postgres with pgvector?" },
      { role: "assistant", content: response },
    ]);
  });

  it("uses the conversation for a follow-up: the same article, with what was not said yet", async () => {
    const sessionId = newSession();
    const first = await chat("How do you use computer vision for quality inspection of defects?", { sessionId });
    const more = await chat("Tell me more", { sessionId });
    expect(linksOf(more)[0]).toBe(visionEn);
    const quoted = (text: string) => (text.split("\n\n")[0] ?? "").replace(/^.*?\]\([^)]*\)[^:]*:\s/, "");
    expect(quoted(more).length).toBeGreaterThan(20);
    expect(first).not.toContain(quoted(more));
    // Without that history, the same words find nothing.
    expect(await chat("Tell me more")).toMatch(/couldn't find/);
  });

  it("keeps the answer within the max length (words) setting, with its link whole", async () => {
    const put = (maxLength: number) =>
      t.app.inject({
        method: "PUT",
        url: "/api/admin/ai-settings",
        headers: { cookie },
        payload: { temperature: 0.7, maxLength, systemPrompt: "You are Aya.", selectedModel: "gpt-3.5-turbo" },
      });
    const question = "Which obligations apply to high-risk systems under the EU AI Act and when is a DPIA required?";
    const long = await chat(question);
    expect(wordCount(long)).toBeGreaterThan(25);
    try {
      for (const max of [25, 12]) {
        expect((await put(max)).statusCode).toBe(200);
        const short = await chat(question);
        expect(wordCount(short)).toBeLessThanOrEqual(max);
        expect(short.split(/\s+/).length).toBeLessThanOrEqual(max);
        expect(linksOf(short)).toHaveLength(1);
        expect(short).toMatch(/\]\(\/en\/insights\/[a-z0-9-]+\)/);
      }
      const offer = await chat("What are your prices?");
      expect(wordCount(offer)).toBeLessThanOrEqual(12);
      expect(offer).toContain("(/en/contact)");
    } finally {
      expect((await put(150)).statusCode).toBe(200);
    }
  });
});

describe(`POST /api/chat input validation (${dbLabel})`, () => {
  const post = (payload: unknown) => t.app.inject({ method: "POST", url: "/api/chat", payload: payload as Record<string, unknown> });
  const expect400 = async (payload: unknown, message: string) => {
    const res = await post(payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.json<{ message: string }>().message).toBe(message);
  };

  it("rejects an empty or blank message with a JSON message, storing nothing", async () => {
    const sessionId = newSession();
    await expect400({ sessionId, message: "" }, "Please type a message");
    await expect400({ sessionId, message: "   \n\t " }, "Please type a message");
    await expect400({ sessionId }, "Please type a message");
    expect(await sessionMessages(t.app.db, sessionId)).toEqual([]);
  });

  it("accepts 1000 characters and rejects 1001", async () => {
    await expect400({ sessionId: newSession(), message: "a".repeat(1001) }, "Your message is too long (1000 characters at most)");
    const res = await post({ sessionId: newSession(), message: `${"word ".repeat(199)}words` });
    expect(res.statusCode).toBe(200);
  });

  it("rejects a session id that is not 'session_' and safe characters", async () => {
    for (const sessionId of ["abc", "session_", "session_<script>", `session_${"x".repeat(65)}`, 42]) {
      await expect400({ sessionId, message: "Hello" }, "Invalid chat session");
    }
  });
});

describe(`conversation history (${dbLabel})`, () => {
  const daysAgo = (n: number) => new Date(Date.now() - n * 24 * 60 * 60 * 1000);

  it("ignores turns older than the retention period and prunes them", async () => {
    const sessionId = newSession();
    await t.app.db.insert(chatMessages).values([
      { sessionId, role: "user", content: "How do you use computer vision for quality inspection?", createdAt: daysAgo(40) },
      { sessionId, role: "assistant", content: "From our article…", createdAt: daysAgo(40) },
    ]);
    // Too old to count as context: "Tell me more" has nothing to lean on.
    expect(await chat("Tell me more", { sessionId })).toMatch(/couldn't find/);
    await t.app.pruning.runOnce();
    const left = await sessionMessages(t.app.db, sessionId);
    expect(left.map((m) => m.content)).not.toContain("From our article…");
    expect(left).toHaveLength(2);
  });
});

describe(`POST /api/admin/test-ai with the built-in engine (${dbLabel})`, () => {
  it("really queries the site's content and reports how many passages answered", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/admin/test-ai", headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ ok: boolean; provider: string; message: string }>();
    expect(body).toMatchObject({ ok: true, provider: "built-in" });
    const n = Number(/answered from (\d+) site passages/.exec(body.message)?.[1]);
    expect(n).toBeGreaterThan(0);
    const ai = (await t.app.inject({ method: "GET", url: "/api/admin/ai-settings", headers: { cookie } })).json<Record<string, unknown>>();
    expect(ai).toMatchObject({ provider: "built-in", lastTestOk: true, lastTestProvider: "built-in" });
  });

  it("needs a session", async () => {
    expect((await t.app.inject({ method: "POST", url: "/api/admin/test-ai" })).statusCode).toBe(401);
  });
});
