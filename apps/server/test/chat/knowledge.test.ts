// Aya's company knowledge and hand-off through the transports the browser uses (/trpc, batched too)
// and the REST API: the admin edits an entry and the next answer changes; contact details come from
// Site Settings; a consultation sent from the chat keeps its transcript; the Conversations list.
import { consultations, desc } from "@lumiere/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, dbLabel, loginCookie, type TestApp } from "../helpers/app";

let t: TestApp;
let cookie: string;
let counter = 0;
const newSession = () => `session_${Date.now()}kno${(counter++).toString().padStart(6, "0")}`;

beforeAll(async () => {
  t = await buildTestApp({ OPENAI_API_KEY: "" });
  cookie = await loginCookie(t.app);
});
afterAll(async () => {
  await t?.close();
});

type TrpcResult<T> = { result?: { data: T }; error?: { message: string; data?: { httpStatus?: number } } };

/** One tRPC call; `batch` sends it as the browser's batch link does. */
async function trpc<T>(path: string, input: unknown, options: { query?: boolean; admin?: boolean; batch?: boolean } = {}) {
  const headers = options.admin === false ? {} : { cookie };
  const encoded = encodeURIComponent(JSON.stringify(options.batch ? { 0: input } : input));
  const res = options.query
    ? await t.app.inject({ method: "GET", url: `/trpc/${path}?${options.batch ? "batch=1&" : ""}input=${encoded}`, headers })
    : await t.app.inject({
        method: "POST",
        url: `/trpc/${path}${options.batch ? "?batch=1" : ""}`,
        headers: { ...headers, "content-type": "application/json" },
        payload: JSON.stringify(options.batch ? { 0: input } : input),
      });
  const body = JSON.parse(res.body) as TrpcResult<T> | TrpcResult<T>[];
  const one = Array.isArray(body) ? body[0] : body;
  return { status: res.statusCode, data: one?.result?.data as T, error: one?.error };
}

async function ask(message: string, lang: "en" | "fr" = "en", sessionId = newSession()) {
  const res = await trpc<{ response: string; handoff?: { name: string; email: string; company: string; summary: string } }>(
    "chat.send",
    { sessionId, message, lang },
    { admin: false, batch: true },
  );
  expect(res.status).toBe(200);
  return res.data;
}

interface Entry {
  id: number;
  topic: string;
  answer_en: string;
  answer_fr: string;
  questions_en: string;
  questions_fr: string;
  pageId: string;
  enabled: boolean;
}

/** A page of an admin list (the shared answer shape). */
type Page<T> = { items: T[]; total: number };

describe(`Aya's company knowledge (${dbLabel})`, () => {
  it("is seeded, and answers company basics from it with the cited page", async () => {
    const list = await trpc<Page<Entry>>("admin.knowledge.page", { perPage: 100 }, { query: true });
    expect(list.data.total).toBeGreaterThan(20);
    const hours = await ask("What are your opening hours?");
    expect(hours.response).toMatch(/Mon-Fri 9AM-6PM/);
    expect(hours.response).toContain("(/en/contact)");
    const team = await ask("Combien de personnes travaillent chez vous ?", "fr");
    expect(team.response).toMatch(/plus de vingt/);
    expect(team.handoff).toBeUndefined();
  });

  it("changes the next answer when the admin edits an entry, and stops using a disabled one", async () => {
    const list = await trpc<Page<Entry>>("admin.knowledge.page", { perPage: 100 }, { query: true, batch: true });
    const entry = list.data.items.find((e) => e.topic === "Company history");
    if (!entry) throw new Error("no Company history entry");
    const { id, topic, questions_en, questions_fr, answer_fr, pageId } = entry;
    const edited = "Lumière AI was founded in Paris in 2019 and celebrated its fifth anniversary with a river cruise.";
    const saved = await trpc("admin.knowledge.update", {
      id,
      topic,
      questions_en,
      questions_fr,
      answer_en: edited,
      answer_fr,
      pageId,
      enabled: true,
    });
    expect(saved.status).toBe(200);
    expect((await ask("When was Lumière AI founded?")).response).toContain("river cruise");
    await trpc("admin.knowledge.update", { id, topic, questions_en, questions_fr, answer_en: edited, answer_fr, pageId, enabled: false });
    expect((await ask("When was Lumière AI founded?")).response).not.toContain("river cruise");
  });

  it("creates and deletes entries; bad input is a 400 that changes nothing; an unknown id is a 404", async () => {
    const before = (await trpc<Page<Entry>>("admin.knowledge.page", { perPage: 100 }, { query: true })).data.total;
    const bad = await trpc("admin.knowledge.create", { topic: " ", answer_en: "", answer_fr: "x", pageId: "nowhere" });
    expect(bad.status).toBe(400);
    expect(bad.error?.message).toMatch(/Topic is required|English answer is required|Unknown page/);
    const created = await trpc<{ id: number }>("admin.knowledge.create", {
      topic: "Parking",
      questions_en: "Is there parking near your office?\nparking",
      questions_fr: "Y a-t-il un parking près de vos bureaux ?\nparking",
      answer_en: "The nearest public car park is Place Vendôme, two minutes from {address}.",
      answer_fr: "Le parking public le plus proche est place Vendôme, à deux minutes du {address}.",
      pageId: "contact",
    });
    expect(created.status).toBe(200);
    const parking = await ask("Is there parking near your office?");
    expect(parking.response).toContain("Place Vendôme, two minutes from 12 Rue de la Paix, 75002 Paris, France");
    expect((await trpc("admin.knowledge.delete", { id: created.data.id })).status).toBe(200);
    expect((await trpc("admin.knowledge.delete", { id: created.data.id })).status).toBe(404);
    expect((await trpc<Page<Entry>>("admin.knowledge.page", { perPage: 100 }, { query: true })).data.total).toBe(before);
    expect((await trpc("admin.knowledge.page", {}, { query: true, admin: false })).status).toBe(401);
  });

  it("quotes contact details from Site Settings, never a copy", async () => {
    const put = (data: Record<string, string>) =>
      t.app.inject({ method: "PUT", url: "/api/admin/settings", headers: { cookie }, payload: { type: "site", data } });
    const site = {
      siteName: "Lumière AI",
      siteDescription: "AI consulting",
      contactEmail: "hello@lumiere-ai.fr",
      phone: "+33 1 00 00 00 00",
      address: "1 Place Vendôme, 75001 Paris",
    };
    expect((await put(site)).statusCode).toBe(200);
    try {
      const email = await ask("What is your email address?");
      expect(email.response).toContain("hello@lumiere-ai.fr");
      expect(email.response).toContain("+33 1 00 00 00 00");
      expect((await ask("Où sont vos bureaux ?", "fr")).response).toContain("1 Place Vendôme, 75001 Paris");
    } finally {
      await put({
        ...site,
        contactEmail: "contact@lumiere-ai.fr",
        phone: "+33 1 23 45 67 89",
        address: "12 Rue de la Paix, 75002 Paris, France",
      });
    }
  });
});

describe(`Hand-off to the consultation form (${dbLabel})`, () => {
  it("offers the form with what the visitor said, and the stored request keeps the transcript", async () => {
    const sessionId = newSession();
    await ask("Hi, my name is Ada Lovelace and I work at Analytical Engines Ltd", "en", sessionId);
    await ask("Can you forecast demand for our shops?", "en", sessionId);
    const offer = await ask("I'd like to talk to a consultant about my project, my email is ada@example.com", "en", sessionId);
    expect(offer.response).toMatch(/open the consultation form/);
    expect(offer.handoff).toMatchObject({ name: "Ada Lovelace", email: "ada@example.com", company: "Analytical Engines Ltd" });
    expect(offer.handoff?.summary).toContain("forecast demand");

    const res = await t.app.inject({
      method: "POST",
      url: "/api/consultation",
      payload: {
        name: "Ada Lovelace",
        email: "ada@example.com",
        company: "Analytical Engines Ltd",
        message: offer.handoff?.summary,
        chatSessionId: sessionId,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [stored] = await t.app.db.select().from(consultations).orderBy(desc(consultations.id)).limit(1);
    expect(stored?.chatSessionId).toBe(sessionId);
    expect(stored?.chatTranscript.map((m) => m.role)).toEqual(["user", "assistant", "user", "assistant", "user", "assistant"]);
    expect(stored?.chatTranscript[2]?.content).toBe("Can you forecast demand for our shops?");

    const listed = await t.app.inject({ method: "GET", url: "/api/admin/consultations", headers: { cookie } });
    expect(listed.json<{ chatTranscript: unknown[] }[]>()[0]?.chatTranscript).toHaveLength(6);
  });

  it("refuses a malformed chat session id with a 400, storing nothing", async () => {
    const before = (await t.app.db.select().from(consultations)).length;
    const res = await t.app.inject({
      method: "POST",
      url: "/api/consultation",
      payload: { name: "Ada", email: "ada@example.com", chatSessionId: "'; drop table" },
    });
    expect(res.statusCode).toBe(400);
    expect((await t.app.db.select().from(consultations)).length).toBe(before);
  });

  it("lists conversations newest first, searchable, and shows a transcript", async () => {
    const older = newSession();
    const newer = newSession();
    await ask("Do you work with hospitals?", "en", older);
    await ask("Quels sont vos tarifs ?", "fr", newer);
    const all = await trpc<Page<{ sessionId: string; firstMessage: string; messages: number }>>(
      "admin.conversations.page",
      { perPage: 100 },
      { query: true, batch: true },
    );
    const ids = all.data.items.map((c) => c.sessionId);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    expect(all.data.items.find((c) => c.sessionId === older)).toMatchObject({ firstMessage: "Do you work with hospitals?", messages: 2 });
    const found = await trpc<Page<{ sessionId: string }>>("admin.conversations.page", { q: "HOSPITALS" }, { query: true });
    expect(found.data.items.map((c) => c.sessionId)).toEqual([older]);
    expect((await trpc<Page<unknown>>("admin.conversations.page", { q: "100%_" }, { query: true })).data).toEqual({ items: [], total: 0 });
    const transcript = await trpc<{ messages: { role: string; content: string }[] }>(
      "admin.conversations.get",
      { sessionId: newer },
      { query: true },
    );
    expect(transcript.data.messages[0]).toEqual({ role: "user", content: "Quels sont vos tarifs ?" });
    expect(transcript.data.messages[1]?.content).toMatch(/forfait/);
    expect((await trpc("admin.conversations.page", {}, { query: true, admin: false })).status).toBe(401);
  });
});
