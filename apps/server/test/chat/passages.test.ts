// Aya answers the question, not the topic: the passage of an article that answers it (not its
// introduction), the service for "can you…?" with the article to read more, follow-ups that
// continue the subject with what was not said yet (then say there is no more), a mixed-language
// message in the greeting's language, the latest articles, and a service an admin adds as a
// knowledge entry.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, dbLabel, loginCookie, type TestApp } from "../helpers/app";

let t: TestApp;
let cookie: string;
let counter = 0;
const newSession = () => `session_${Date.now()}psg${(counter++).toString().padStart(6, "0")}`;

beforeAll(async () => {
  t = await buildTestApp({ OPENAI_API_KEY: "" });
  cookie = await loginCookie(t.app);
});
afterAll(async () => {
  await t?.close();
});

async function ask(message: string, sessionId = newSession(), lang: "en" | "fr" = "en") {
  const res = await t.app.inject({ method: "POST", url: "/api/chat", payload: { sessionId, message, lang } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ response: string }>().response;
}

describe(`Aya answers the question (${dbLabel})`, () => {
  it("quotes the passage that answers, not the article's introduction", async () => {
    const drift = await ask("How can we tell that a model in production is getting worse?");
    expect(drift).toContain("/en/insights/mlops-");
    expect(drift).toMatch(/data drift/);
    expect(drift).not.toContain("A successful proof of concept is only the beginning");
    const stockOut = await ask("Pourquoi nos prévisions sont fausses après une rupture de stock ?", newSession(), "fr");
    expect(stockOut).toMatch(/rayon était vide|demande nulle/);
  });

  it("quotes the sentence after the one that matches, where the passage says how", async () => {
    const reply = await ask("Before switching it on, how should a hospital check a triage tool on its own scanners?");
    expect(reply).toContain("/en/insights/how-ai-helps-radiologists-");
    expect(reply).toContain("each hospital should validate a tool on its own data");
    expect(reply).toContain("silent prospective phase");
  });

  it("answers both parts of a question asking two things, each from its own passage", async () => {
    const en = await ask("Does an AI triage tool replace the radiologist's diagnosis, and where should the hospital host patient images?");
    expect(en).toContain("does not make the diagnosis");
    expect(en).toContain("certified health data host");
    const fr = await ask(
      "Est-ce que l'outil de tri pose le diagnostic à la place du radiologue, et où héberger les images des patients ?",
      newSession(),
      "fr",
    );
    expect(fr).toContain("ne pose pas le diagnostic");
    expect(fr).toContain("hébergeur certifié HDS");
  });

  it("answers from the article whose rare words the question shares, though it says much the article does not", async () => {
    const reply = await ask("We sold zero on days the shelf was bare; does that skew the forecast?");
    expect(reply).not.toMatch(/couldn't find/);
    expect(reply).toContain("/en/insights/demand-forecasting-in-retail-");
  });

  it("quotes a short best paragraph whole, up to what it goes on to say", async () => {
    const next = await ask("How does the platform decide which activity a learner gets next?");
    expect(next).toContain("/en/insights/adaptive-learning-platforms-");
    expect(next).toContain("item response theory");
    expect(next).toContain("spaced review");
    const experts = await ask("Our experts disagree on what a defect is. Is that a problem for training?");
    expect(experts).toContain("/en/insights/computer-vision-for-quality-inspection-");
    expect(experts).toContain("learns the confusion");
  });

  it("quotes an article's passage over a knowledge entry the question only resembles weakly", async () => {
    const reply = await ask("Where should the inspection model run: on the line or in the cloud?");
    expect(reply).toContain("/en/insights/computer-vision-for-quality-inspection-");
    expect(reply).toContain("deployed at the edge");
    // A price asked for stays with its decline.
    const price = await ask("What is the price of an inspection model on the line?");
    expect(price).toMatch(/^I couldn't find a reliable answer/);
  });

  it("quotes a page's passage over a knowledge entry the question only resembles weakly, but keeps an entry giving the company's facts", async () => {
    const lockIn = await ask("Are we going to be locked into one vendor with you?");
    expect(lockIn).toContain("/en/technology");
    expect(lockIn).toContain("open standards");
    // The contact page only says partners can use "the same email address": the entry gives it.
    const email = await ask("Which email address should I use for a partnership proposal?");
    expect(email).toContain("contact@lumiere-ai.fr");
  });

  it('answers "can you…?" with the service, how a project starts and the article to read more', async () => {
    const reply = await ask("Can you build an internal assistant that answers questions about our HR policies?");
    expect(reply).toMatch(/^Yes, that is our natural language processing work/);
    expect(reply).toContain("free 45-minute consultation");
    expect(reply).toMatch(/Read more: \[[^\]]+\]\(\/en\/insights\/retrieval-augmented-generation/);
  });

  it('answers "tell me more" after a service answer with a passage on that need, not the not-found sentence', async () => {
    const session = newSession();
    const service = await ask("Can you pull fields out of our scanned supplier invoices?", session);
    expect(service).toMatch(/^Yes, that is our natural language processing work/);
    const more = await ask("tell me more", session);
    expect(more).not.toMatch(/couldn't find/);
    expect(more).toMatch(/\]\(\/en\/insights\/[a-z0-9-]+\)/);
    expect(more).not.toContain("Yes, that is our natural language processing work");
  });

  it('continues the subject on "tell me more" without repeating, then says there is no more', async () => {
    const session = newSession();
    const first = await ask("How does computer vision quality inspection work?", session);
    expect(first).toContain("/en/insights/computer-vision-");
    const quoted = new Set<string>();
    let last = "";
    for (let i = 0; i < 8 && !last.startsWith("That is all our article"); i++) {
      last = await ask("tell me more", session);
      expect(last).toContain("/en/insights/computer-vision-");
      const quote = last.split(" says: ")[1] ?? "";
      if (quote) {
        expect(quoted.has(quote), `${[...quoted].join("\n---\n")}\n===\n${quote}`).toBe(false);
        quoted.add(quote);
      }
    }
    expect(quoted.size).toBeGreaterThanOrEqual(3);
    expect(last).toMatch(/^That is all our article \[[^\]]+\]\(\/en\/insights\/computer-vision-/);
    expect(last).toContain("first consultation is free");
  });

  it("keeps the subject of a follow-up whose words also resemble a knowledge entry", async () => {
    const session = newSession();
    await ask("Explain adaptive learning", session);
    const reply = await ask("For which teams does it work best?", session);
    expect(reply).toContain("/en/insights/adaptive-learning-");
    expect(reply).toMatch(/compliance training|onboarding/);
    const radiology = newSession();
    await ask("Tell me about AI triage in radiology", radiology);
    const data = await ask("What about patient data in France?", radiology);
    expect(data).toContain("/en/insights/how-ai-helps-radiologists-");
    expect(data).toMatch(/health data host/);
  });

  it("keeps the page the last answer quoted when a follow-up's words also resemble a knowledge entry", async () => {
    const session = newSession();
    await ask("Does your website use cookies?", session);
    const reply = await ask("And for your staff who sign in?", session);
    expect(reply).toContain("(/en/cookies)");
    expect(reply).toContain("lumiere_session");
  });

  it("answers a follow-up its last answer did not, from that answer's page, instead of saying it again", async () => {
    const en = newSession();
    const where = await ask("Where is your office?", en);
    const open = await ask("and when is it open?", en);
    expect(open).not.toContain(where.split("\n")[0]);
    expect(open).toContain("(/en/contact)");
    expect(open).toMatch(/Mon-Fri 9AM-6PM/);
    const fr = newSession();
    await ask("En général il faut combien de temps entre le premier atelier et un système en production ?", fr, "fr");
    expect(await ask("Ça dépend de quoi ?", fr, "fr")).toMatch(/disponibilité des données/);
    // An answer that says what the follow-up asks ("To apply, send your CV…") is given again.
    const apply = newSession();
    await ask("Are you hiring?", apply);
    expect(await ask("How do I apply?", apply)).toMatch(/To apply, send your CV/);
    // So is one giving the kind of fact asked: a duration ("a 45-minute call"), an e-mail address.
    const length = newSession();
    await ask("I'd like a free consultation", length);
    expect(await ask("how long is it?", length)).toContain("45-minute");
    const mail = newSession();
    await ask("C'est quoi votre numéro de téléphone ?", mail, "fr");
    expect(await ask("et votre mail ?", mail, "fr")).toContain("contact@lumiere-ai.fr");
  });

  it('takes "so…?" and "donc… ?" as going on from the last question', async () => {
    const en = newSession();
    await ask("Do you track visitors on this site?", en);
    const popup = await ask("So why is there no popup asking me to accept anything?", en);
    expect(popup).toContain("/en/cookies");
    expect(popup).toMatch(/no cookie banner/);
    const fr = newSession();
    await ask("Ce site utilise des cookies ?", fr, "fr");
    const nobody = await ask("Donc personne n'en reçoit aucun ?", fr, "fr");
    expect(nobody).toContain("/fr/cookies");
  });

  it('keeps the subject of "how accurate is it?"', async () => {
    const session = newSession();
    await ask("Tell me about your article on demand forecasting in retail", session);
    expect(await ask("how accurate is it?", session)).toMatch(/Measure accuracy the right way/);
    // After a service answer whose "read more" is an article, "it" is that article's subject, not
    // another article the question's one word resembles more.
    const service = newSession();
    const assistant = await ask("Could you build us an internal assistant that answers questions about our HR policies?", service);
    expect(assistant).toContain("/en/insights/retrieval-augmented-generation-");
    const accurate = await ask("How accurate is it?", service);
    expect(accurate).toContain("/en/insights/retrieval-augmented-generation-");
    expect(accurate).not.toContain("radiologists");
  });

  it("lists the newest articles when asked for the latest ones", async () => {
    const reply = await ask("Quels sont vos derniers articles ?", newSession(), "fr");
    expect(reply).toMatch(/^Nos derniers articles : \[[^\]]+\]\(\/fr\/insights\//);
    expect([...reply.matchAll(/\(\/fr\/insights\//g)]).toHaveLength(3);
  });

  it("answers a mixed-language message in the greeting's language", async () => {
    const reply = await ask("Bonjour, do you have des références dans le retail ?");
    expect(reply).toMatch(/commerce/);
    expect(reply).not.toMatch(/\bWe work\b/);
    // The greeting decides even when most words are of the other language.
    const hours = await ask("Hey, vous êtes joignables le samedi ?", newSession(), "fr");
    expect(hours).toMatch(/Mon-Fri/);
    expect(hours).not.toMatch(/Lun-Ven/);
    const horaires = await ask("Salut ! what are your office hours ?");
    expect(horaires).toMatch(/Lun-Ven/);
  });

  it("answers the question that follows a greeting, not the greeting alone", async () => {
    const office = await ask("Good morning, where is your office exactly?");
    expect(office).toMatch(/Rue de la Paix/);
    const hello = await ask("Hello there!");
    expect(hello).toMatch(/Aya/);
  });

  it("answers with a service an admin adds as a knowledge entry, by the next message", async () => {
    const question = "Could you transcribe the recordings of our customer calls?";
    expect(await ask(question)).not.toContain("speech-to-text");
    const created = await t.app.inject({
      method: "POST",
      url: "/trpc/admin.knowledge.create",
      headers: { cookie, "content-type": "application/json" },
      payload: JSON.stringify({
        topic: "Speech transcription",
        questions_en: "Can you transcribe our call-centre recordings?\nCan you turn audio into text?",
        questions_fr: "Pouvez-vous transcrire nos enregistrements d'appels ?",
        answer_en: "Yes: we build speech-to-text pipelines for call recordings. A project starts with a free consultation.",
        answer_fr:
          "Oui : nous construisons des chaînes de transcription pour les appels. Un projet commence par une consultation gratuite.",
        pageId: "home",
      }),
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(await ask(question)).toContain("speech-to-text pipelines for call recordings");
  });
});
