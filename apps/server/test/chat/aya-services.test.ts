// Aya answers the question, not the topic: a "can you…?" about a need the understanding does not
// recognise gets the service that does it and how a project starts; a ballpark, a named client or a
// new office's date is declined before any article is quoted; a published case study is quoted with
// its link, its client named (the site's own word); none published yet is said so, as is the team page in preparation. Through /trpc as the site's chat calls it, batched too.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminTrpc, uniqueWord } from "../editorial/support";
import { buildTestApp, dbLabel, loginCookie, type TestApp } from "../helpers/app";
import { caseStudyInput, libraryPicture } from "../showcase/support";
import { batchResults, trpcBatch, trpcMutation } from "../trpc/support";

let t: TestApp;
let counter = 0;
const newSession = () => `session_${Date.now()}svc${(counter++).toString().padStart(6, "0")}`;

beforeAll(async () => {
  t = await buildTestApp({ OPENAI_API_KEY: "" });
});
afterAll(async () => {
  await t?.close();
});

async function ask(message: string, lang: "en" | "fr", sessionId = newSession()): Promise<string> {
  const res = await trpcMutation(t.app, "chat.send", { sessionId, message, lang });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ result: { data: { response: string } } }>().result.data.response;
}

const DECLINE = { en: "I couldn't find a reliable answer to that on our site", fr: "Je n'ai pas trouvé de réponse fiable" };
const AMOUNT = /\d[\d .,]*\s?(€|euros?)|€\s?\d|\$\s?\d/i;

describe(`Aya: services first, declines first, case studies (${dbLabel})`, () => {
  it("answers a need described in the visitor's words with the service that does it and how a project starts", async () => {
    const en = await ask("Shady payments keep getting past our card checks. Could you build something that flags them?", "en");
    // The service, or the sector's work that names it.
    expect(en).toMatch(/predictive analytics|fraud detection/i);
    expect(en).toMatch(/free (45-minute )?consultation/i);
    const fr = await ask(
      "Des paiements par carte suspects passent nos contrôles. Vous pourriez construire un outil qui les repère ?",
      "fr",
    );
    expect(fr).toMatch(/analyse prédictive|détection de la fraude/i);
    expect(fr).toMatch(/consultation gratuite/i);
  });

  it("answers the same need batched, each in its own language", async () => {
    const res = await trpcBatch(t.app, "chat.send", [
      { sessionId: newSession(), message: "Our machines break down without warning. Can AI help us see it coming?", lang: "en" },
      { sessionId: newSession(), message: "Nos machines tombent en panne sans prévenir. L'IA pourrait anticiper ça ?", lang: "fr" },
    ]);
    const [en, fr] = batchResults(res).map((r) => (r.result?.data as { response: string } | undefined)?.response ?? "");
    expect(en).toMatch(/predictive maintenance/i);
    expect(fr).toMatch(/maintenance prédictive/i);
  });

  it("says yes to a yes-or-no question, and answers 'how…?' or 'which…?' without a yes", async () => {
    const res = await trpcBatch(t.app, "chat.send", [
      { sessionId: newSession(), message: "Are you hiring?", lang: "en" },
      { sessionId: newSession(), message: "Which positions are open?", lang: "en" },
      { sessionId: newSession(), message: "Vous recrutez ?", lang: "fr" },
      { sessionId: newSession(), message: "Comment je postule ?", lang: "fr" },
    ]);
    const [hiring, positions, recrutez, postule] = batchResults(res).map(
      (r) => (r.result?.data as { response: string } | undefined)?.response ?? "",
    );
    expect(hiring).toMatch(/^Yes\b.*machine learning engineers/s);
    expect(positions).toMatch(/^We are hiring machine learning engineers/);
    expect(recrutez).toMatch(/^Oui\b.*ingénieurs en apprentissage automatique/s);
    expect(postule).toMatch(/^Nous recrutons des ingénieurs/);
  });

  it("takes thanks with a word of praise as thanks, not as a question to search", async () => {
    const res = await trpcBatch(t.app, "chat.send", [
      { sessionId: newSession(), message: "Thanks, that was really helpful!", lang: "en" },
      { sessionId: newSession(), message: "Merci, c'était vraiment utile.", lang: "fr" },
    ]);
    const [en, fr] = batchResults(res).map((r) => (r.result?.data as { response: string } | undefined)?.response ?? "");
    expect(en).toMatch(/^(You're welcome|Glad I could help)/);
    expect(fr).toMatch(/^(Avec plaisir|Ravie)/);
    expect(`${en} ${fr}`).not.toMatch(/insights\//);
  });

  it("declines a ballpark, a named client and a new office's date before quoting any article", async () => {
    const ballpark = await ask("Roughly what would an assistant over our intranet set us back, in euros?", "en");
    expect(ballpark.startsWith(DECLINE.en), ballpark).toBe(true);
    expect(ballpark).not.toMatch(AMOUNT);
    const rate = await ask("Quel est votre taux journalier pour un data scientist ?", "fr");
    expect(rate.startsWith(DECLINE.fr), rate).toBe(true);
    const named = await ask("Have you delivered projects for Michelin?", "en");
    expect(named.startsWith(DECLINE.en), named).toBe(true);
    const office = await ask("Quand ouvrez-vous un bureau à Marseille ?", "fr");
    expect(office.startsWith(DECLINE.fr), office).toBe(true);
    const budget = await ask("Which budget should we set aside for a churn model?", "en");
    expect(budget.startsWith(DECLINE.en), budget).toBe(true);
    const worked = await ask("Avez-vous déjà travaillé pour Michelin ?", "fr");
    expect(worked.startsWith(DECLINE.fr), worked).toBe(true);
  });

  it("does not decline what the site says: a sector it works for, the opening hours", async () => {
    const sector = await ask("Do you work for the public sector?", "en");
    expect(sector.startsWith(DECLINE.en), sector).toBe(false);
    const hours = await ask("Quand êtes-vous ouverts ?", "fr");
    expect(hours.startsWith(DECLINE.fr), hours).toBe(false);
  });

  it("says no case study and no team profile is published yet, then what a Studio page detail is", async () => {
    const none = await ask("Do you have a case study in energy or logistics?", "en");
    expect(none).toContain("No case studies published yet");
    expect(none).toContain("/en/case-studies");
    const aucune = await ask("Je peux lire une de vos études de cas sur un projet industriel ?", "fr");
    expect(aucune).toContain("Aucune étude de cas publiée");
    const team = await ask("Can I see profiles of your consultants on the team page?", "en");
    expect(team).toContain("being prepared");
    expect(team).toContain("/en/team");
    // A detail the Studio entry does not give: the product page's passage says it.
    const crm = await ask("Can Studio connect to our CRM and ticketing tool?", "en");
    expect(crm).toContain("/en/product");
    expect(crm).toMatch(/connectors/i);
  });

  it("answers a question about this website itself from its privacy or cookie page", async () => {
    const cookies = await ask("Do you run Google Analytics on this site?", "en");
    expect(cookies).toContain("/en/cookies");
    expect(cookies).toMatch(/no analytics/);
    const controller = await ask("Qui est responsable des données personnelles que je vous envoie ?", "fr");
    expect(controller).toContain("/fr/privacy");
    expect(controller).toContain("Lumière AI SAS");
    // "This website" alone is no policy question.
    const languages = await ask("Is this website and its assistant available in both English and French?", "en");
    expect(languages).not.toContain("/en/terms");
    // "How long…?": the passage giving a duration, not the one that only shares the question's words.
    const kept = await ask("Pendant combien de temps conservez-vous mes messages du chat ?", "fr");
    expect(kept).toContain("/fr/privacy");
    expect(kept).toMatch(/30 jours/);
    // The legal basis of a form, who hosts the site, what to keep out of the chat: the policy pages' words.
    const basis = await ask("On what legal basis do you handle the consultation requests I send you?", "en");
    expect(basis).toContain("/en/privacy");
    expect(basis).toMatch(/legal basis/i);
    const host = await ask("Qui héberge votre site web ?", "fr");
    expect(host).toMatch(/\/fr\/(terms|privacy)/);
    expect(host).toMatch(/hébergement : un prestataire situé dans l.Union européenne/i);
    const health = await ask("Can I write about my health problems in the chat?", "en");
    expect(health).toContain("/en/privacy");
    expect(health).toMatch(/sensitive information/);
  });

  it("keeps the subject over a side question: 'that kind of system' is still the email triage", async () => {
    const session = newSession();
    await ask("Can you sort our customer-service emails automatically?", "en", session);
    await ask("Would it cope with both French and English mail?", "en", session);
    const accurate = await ask("How accurate is that kind of system?", "en", session);
    expect(accurate).toContain("/en/insights/taming-the-inbox-");
  });

  it("quotes a published case study with its link, and names its client", async () => {
    const admin = adminTrpc(t.app, await loginCookie(t.app));
    const word = uniqueWord("Zephyr");
    const saved = await admin.call<{ id: number; copy: { slug_en: string; slug_fr: string } }>(
      "admin.caseStudies.save",
      caseStudyInput(word, await libraryPicture(t.app), { action: "publish" }),
    );
    const en = await ask("Do you have a case study on stock-outs?", "en");
    expect(en).toContain(`(/en/case-studies/${saved.copy.slug_en})`);
    expect(en).toContain(`How ${word} cut stock-outs.`);
    expect(en).toContain("-38 %");
    const fr = await ask("Avez-vous une étude de cas sur les ruptures ?", "fr");
    expect(fr).toContain(`(/fr/case-studies/${saved.copy.slug_fr})`);
    const client = await ask("Which client is in your case study on stock-outs?", "en");
    expect(client.startsWith(DECLINE.en), client).toBe(false);
    expect(client).toContain(`${word} Stores`);
  });
});
