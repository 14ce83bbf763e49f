// Aya understands visitors' own words, through the transports the browser and API clients use
// (POST /api/chat, batched /trpc): synonyms and typos reach the right entry, an admin's new entry is
// understood by the next message, noise around a question is stripped and never echoed, insults
// are acknowledged and out-of-scope questions still declined.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, dbLabel, loginCookie, type TestApp } from "../helpers/app";

let t: TestApp;
let cookie: string;
let counter = 0;
const newSession = () => `session_${Date.now()}und${(counter++).toString().padStart(6, "0")}`;

beforeAll(async () => {
  t = await buildTestApp({ OPENAI_API_KEY: "" });
  cookie = await loginCookie(t.app);
});
afterAll(async () => {
  await t?.close();
});

async function rest(message: string, lang?: "en" | "fr"): Promise<string> {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/chat",
    payload: { sessionId: newSession(), message, ...(lang ? { lang } : {}) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ response: string }>().response;
}

/** A batched tRPC mutation, as the browser's batch link sends it. */
async function batched<T>(path: string, input: unknown, admin = false): Promise<{ status: number; data: T }> {
  const res = await t.app.inject({
    method: "POST",
    url: `/trpc/${path}?batch=1`,
    headers: { "content-type": "application/json", ...(admin ? { cookie } : {}) },
    payload: JSON.stringify({ 0: input }),
  });
  const [one] = JSON.parse(res.body) as { result?: { data: T } }[];
  return { status: res.statusCode, data: one?.result?.data as T };
}

async function browser(message: string, lang: "en" | "fr" = "en"): Promise<string> {
  const res = await batched<{ response: string }>("chat.send", { sessionId: newSession(), message, lang });
  expect(res.status).toBe(200);
  return res.data.response;
}

const NOT_FOUND = /couldn't find a reliable answer|pas trouvé de réponse fiable/i;
const ADDRESS = /Rue de la Paix/;

describe(`Aya understands visitors' own words (${dbLabel})`, () => {
  it("reaches the office entry from synonyms and typos, in both languages and both transports", async () => {
    for (const [message, lang] of [
      ["Vos locaux sont situés où ?", "fr"],
      ["What's the address of your premises?", "en"],
      ["adresss?", "en"],
    ] as const) {
      const viaRest = await rest(message, lang);
      expect(viaRest, message).toMatch(ADDRESS);
      expect(await browser(message, lang), message).toMatch(ADDRESS);
    }
  });

  it("answers a problem described in the visitor's words with the article that solves it", async () => {
    const response = await rest("Our factory keeps shipping scratched parts to customers, can you help?");
    expect(response).toMatch(/\]\(\/en\/insights\/computer-vision[^)]*\)/);
    expect(response).not.toMatch(NOT_FOUND);
  });

  it("understands a new admin knowledge entry by the very next message, without a restart", async () => {
    const question = "Is there a car park where I can leave my car when I visit you?";
    expect(await browser(question)).not.toMatch(/Parking Vendôme-Saint-Honoré/);
    const created = await batched<{ id: number }>(
      "admin.knowledge.create",
      {
        topic: "Parking",
        questions_en: "Where can I park?\nIs there parking near the office?",
        questions_fr: "Où se garer ?\nY a-t-il un parking près du bureau ?",
        answer_en: "The nearest car park is Parking Vendôme-Saint-Honoré, a three-minute walk away.",
        answer_fr: "Le parking le plus proche est le Parking Vendôme-Saint-Honoré, à trois minutes à pied.",
        pageId: "contact",
        enabled: true,
      },
      true,
    );
    expect(created.status).toBe(200);
    expect(await browser(question)).toMatch(/Parking Vendôme-Saint-Honoré/);
    expect(await rest("on peut se garer pas loin de chez vous ?", "fr")).toMatch(/Parking Vendôme-Saint-Honoré/);
  });

  it("strips markup and SQL-like noise, answers the question inside and never echoes the noise", async () => {
    const cases = [
      "<b>where is your office?</b><script>alert('x')</script>",
      "SELECT * FROM users WHERE 1=1; -- where is your office",
      "```sql\nDROP TABLE leads;\n``` where r u located?",
    ];
    for (const message of cases) {
      for (const response of [await rest(message), await browser(message)]) {
        expect(response, message).toMatch(ADDRESS);
        expect(response, message).not.toMatch(/<\/?(b|script)|alert\(|SELECT|DROP TABLE|1=1|```/i);
      }
    }
  });

  it("acknowledges an insult in the visitor's language instead of the bare scope sentence", async () => {
    const en = await rest("you are a useless stupid bot");
    expect(en).not.toMatch(/can only help with questions about the company/);
    expect(en).toMatch(/sorry|understand|frustrat/i);
    const fr = await browser("t'es vraiment nul", "fr");
    expect(fr).toMatch(/désolée|comprends|agacement/i);
  });

  it("still declines what is out of scope", async () => {
    for (const message of ["What's the weather like in Paris tomorrow?", "Give me a recipe for crêpes"]) {
      const response = await rest(message);
      expect(response, message).toMatch(/only help with questions about the company|couldn't find a reliable answer/);
    }
  });
});
