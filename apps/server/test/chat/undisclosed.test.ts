// What the site does not publish: a question asking for a price, a client's name or a date that no
// knowledge entry or page gives is declined first, in the visitor's language, then answered with what
// the site does say (how projects are priced, the sectors of its clients) and the consultation offer;
// a question the site does answer (how pricing works, the year the company was founded) is not.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, dbLabel, type TestApp } from "../helpers/app";

let t: TestApp;
let counter = 0;
const newSession = () => `session_${Date.now()}und${(counter++).toString().padStart(6, "0")}`;

beforeAll(async () => {
  t = await buildTestApp({ OPENAI_API_KEY: "" });
});
afterAll(async () => {
  await t?.close();
});

async function ask(message: string, lang: "en" | "fr"): Promise<string> {
  const res = await t.app.inject({ method: "POST", url: "/api/chat", payload: { sessionId: newSession(), message, lang } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ response: string }>().response;
}

const DECLINE = { en: "I couldn't find a reliable answer to that on our site", fr: "Je n'ai pas trouvé de réponse fiable" };
const AMOUNT = /\d[\d .,]*\s?(€|euros?)|€\s?\d|\$\s?\d/i;
const YEAR = /\b20\d\d\b/;

describe(`what the site does not publish (${dbLabel})`, () => {
  it("declines the price of one deliverable first, then says how projects are priced", async () => {
    const en = await ask("How much would a three-day data audit cost us?", "en");
    expect(en.startsWith(DECLINE.en), en).toBe(true);
    expect(en).toContain("fixed price list");
    expect(en).not.toMatch(AMOUNT);
    const fr = await ask("Votre audit de données sur trois jours, il coûte combien ?", "fr");
    expect(fr.startsWith(DECLINE.fr), fr).toBe(true);
    expect(fr).toContain("grille tarifaire");
    expect(fr).not.toMatch(AMOUNT);
  });

  it("declines naming a client, then says where its clients are", async () => {
    const en = await ask("Which insurer trusted you with its claims handling?", "en");
    expect(en.startsWith(DECLINE.en), en).toBe(true);
    expect(en).toContain("clients across France and Europe");
    const fr = await ask("Quel assureur vous a confié la gestion de ses sinistres ?", "fr");
    expect(fr.startsWith(DECLINE.fr), fr).toBe(true);
    expect(fr).toContain("clients en France");
  });

  it("declines a reference among the organisations it worked for or to call, a named client, and the least it would take on", async () => {
    const reference = await ask("Could you put me in touch with a hospital you've worked for?", "en");
    expect(reference.startsWith(DECLINE.en), reference).toBe(true);
    const compagnies = await ask("Pour quelles compagnies aériennes avez-vous déjà travaillé ?", "fr");
    expect(compagnies.startsWith(DECLINE.fr), compagnies).toBe(true);
    const pourQui = await ask("Citez-moi une mairie pour qui vous avez travaillé.", "fr");
    expect(pourQui.startsWith(DECLINE.fr), pourQui).toBe(true);
    const callable = await ask("Do you have a reference in banking I could ring?", "en");
    expect(callable.startsWith(DECLINE.en), callable).toBe(true);
    const member = await ask("Is Decathlon one of your clients?", "en");
    expect(member.startsWith(DECLINE.en), member).toBe(true);
    const partOf = await ask("Est-ce que la RATP fait partie de vos clients ?", "fr");
    expect(partOf.startsWith(DECLINE.fr), partOf).toBe(true);
    const cheapest = await ask("What's the cheapest engagement you'd take on?", "en");
    expect(cheapest.startsWith(DECLINE.en), cheapest).toBe(true);
    expect(cheapest).not.toMatch(AMOUNT);
    const moinsChere = await ask("C'est quoi la mission la moins chère que vous acceptez ?", "fr");
    expect(moinsChere.startsWith(DECLINE.fr), moinsChere).toBe(true);
    // A cheap kind of model is a question about models, answered.
    const model = await ask("What's the cheapest kind of model to sort our support emails?", "en");
    expect(model.startsWith(DECLINE.en), model).toBe(false);
  });

  it("declines a date the site does not give instead of quoting what is nearby", async () => {
    const en = await ask("When is your next hackathon at the Paris office?", "en");
    expect(en.startsWith(DECLINE.en), en).toBe(true);
    expect(en).not.toMatch(YEAR);
    const fr = await ask("Quand a lieu votre prochain hackathon ?", "fr");
    expect(fr.startsWith(DECLINE.fr), fr).toBe(true);
    // Opening an office is an event, not the opening hours.
    const opened = await ask("En quelle année avez-vous ouvert votre bureau de Lyon ?", "fr");
    expect(opened.startsWith(DECLINE.fr), opened).toBe(true);
  });

  it("answers what the site does say: how a project is priced, the year the company was founded", async () => {
    const price = await ask("How much does a project cost?", "en");
    expect(price.startsWith(DECLINE.en), price).toBe(false);
    expect(price).toContain("fixed price list");
    const founded = await ask("When was Lumière AI founded?", "en");
    expect(founded.startsWith(DECLINE.en), founded).toBe(false);
    expect(founded).toContain("2019");
    const fondee = await ask("Lumière AI a été fondée en quelle année ?", "fr");
    expect(fondee).toContain("2019");
  });
});
