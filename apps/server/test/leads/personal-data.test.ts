// A person's data export and erasure (GDPR) reach the Aya chat their consultation came from, where
// they gave their name and phone but never typed their e-mail. Through /trpc (batched) and /api, as
// the site and the admin use them; what is left is read straight from the database.
import { auditLog, chatMessages, consultations, contacts, outbox, prospects } from "@lumiere/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordActivity } from "../../src/domain/activity";
import { buildTestApp, dbLabel, loginCookie, type TestApp } from "../helpers/app";
import { batchResults, trpcBatch, trpcQueryBatch } from "../trpc/support";

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await buildTestApp({ OPENAI_API_KEY: "" });
  cookie = await loginCookie(t.app);
});
afterAll(async () => {
  await t?.close();
});

const EMAIL = "ysolde.marchetti@example.fr";
const NAME = "Ysolde Marchetti";
const PHONE = "+33 6 48 27 19 53";
const SESSION = `session_${Date.now()}gdpr000001`;
const OTHER_SESSION = `session_${Date.now()}gdpr000002`;

/** One batched query (GET) or mutation (POST) through /trpc, as the admin's browser sends it. */
async function query<T>(path: string, input: unknown): Promise<T> {
  const [one] = batchResults(await trpcQueryBatch(t.app, [[path, input]], { cookie }));
  expect(one?.error, JSON.stringify(one?.error)).toBeUndefined();
  return one?.result?.data as T;
}
async function send<T>(path: string, input: unknown, withCookie = true): Promise<T> {
  const [one] = batchResults(await trpcBatch(t.app, path, [input], withCookie ? { cookie } : {}));
  expect(one?.error, JSON.stringify(one?.error)).toBeUndefined();
  return one?.result?.data as T;
}
const chat = (sessionId: string, message: string) =>
  send<{ response: string; handoff?: { name: string; summary: string } }>("chat.send", { sessionId, message, lang: "en" }, false);

/** Every row that can hold a person's data, as one text to search. */
async function storedText(): Promise<string> {
  const db = t.app.db;
  const tables = await Promise.all([
    db.select().from(chatMessages),
    db.select().from(consultations),
    db.select().from(contacts),
    db.select().from(prospects),
    db.select().from(outbox),
    db.select().from(auditLog),
  ]);
  return JSON.stringify(tables).toLowerCase();
}

interface Conversation {
  sessionId: string;
}

describe(`a person's data export and erasure reach their Aya chat (${dbLabel})`, () => {
  it("exports the chat a consultation came from, then erases it with every lead, e-mail and note", async () => {
    // Someone else's chat, which the erasure must leave alone.
    await chat(OTHER_SESSION, "What is Lumière Studio?");
    // The person introduces themselves to Aya with their name and phone, never their e-mail.
    await chat(SESSION, `Hello, my name is ${NAME}, you can call me on ${PHONE}`);
    const offer = await chat(SESSION, "I'd like to talk to a consultant about a project");
    expect(offer.handoff?.name).toBe(NAME);
    // The hand-off opens the consultation form, sent through the REST API with the chat's session.
    const sent = await t.app.inject({
      method: "POST",
      url: "/api/consultation",
      payload: { name: NAME, email: EMAIL, message: `${offer.handoff?.summary}`, chatSessionId: SESSION },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    // A contact message and a launch signup from the same person, by both transports.
    await send(
      "leads.createContact",
      {
        firstName: "Ysolde",
        lastName: "Marchetti",
        email: EMAIL,
        subject: "project",
        message: `Please call ${PHONE}`,
      },
      false,
    );
    expect((await t.app.inject({ method: "POST", url: "/api/prospects", payload: { email: EMAIL } })).statusCode).toBe(201);
    // The team's notes on the consultation.
    const [consultation] = (await query<{ items: Array<{ id: number }> }>("admin.leads.list", { kind: "consultation", q: EMAIL })).items;
    await send("admin.leads.update", { kind: "consultation", id: consultation!.id, notes: `Called ${NAME} on ${PHONE}` });
    // An audit entry that holds the address (none should; one written by mistake loses it).
    await recordActivity(t.app.db, { action: "lead.export", actor: "admin", detail: `Exported the leads of ${EMAIL}` });

    // The export: the conversation is in it, with what the person said there.
    const exported = await query<{ chatMessages: Array<{ sessionId: string; content: string }>; consultations: unknown[] }>(
      "admin.leads.findSubject",
      { email: EMAIL.toUpperCase() },
    );
    expect(exported.consultations).toHaveLength(1);
    expect(new Set(exported.chatMessages.map((m) => m.sessionId))).toEqual(new Set([SESSION]));
    expect(exported.chatMessages.map((m) => m.content)).toContain(`Hello, my name is ${NAME}, you can call me on ${PHONE}`);
    expect(exported.chatMessages).toHaveLength(4); // two questions, two answers

    // Before: the admin's Conversations list finds the chat by the name and by the phone.
    const [byName, byPhone] = batchResults(
      await trpcQueryBatch(
        t.app,
        [
          ["admin.conversations.page", { q: "Marchetti" }],
          ["admin.conversations.page", { q: PHONE }],
        ],
        { cookie },
      ),
    ).map((r) => (r.result!.data as { items: Conversation[] }).items.map((c) => c.sessionId));
    expect(byName).toEqual([SESSION]);
    expect(byPhone).toEqual([SESSION]);

    const erased = await send<Record<string, number>>("admin.leads.eraseSubject", { email: EMAIL });
    expect(erased).toMatchObject({ contacts: 1, consultations: 1, signups: 1, chatMessages: 4, auditEntries: 1 });

    // After: nothing stored holds the name, the e-mail or the phone.
    const text = await storedText();
    for (const held of [EMAIL, NAME, "marchetti", PHONE]) expect(text, held).not.toContain(held.toLowerCase());
    // The Conversations list and transcript agree; the other visitor's chat is still there.
    const [all, searched, transcript] = batchResults(
      await trpcQueryBatch(
        t.app,
        [
          ["admin.conversations.page", {}],
          ["admin.conversations.page", { q: PHONE }],
          ["admin.conversations.get", { sessionId: SESSION }],
        ],
        { cookie },
      ),
    ).map((r) => r.result?.data);
    expect((all as { items: Conversation[] }).items.map((c) => c.sessionId)).toEqual([OTHER_SESSION]);
    expect(searched).toEqual({ items: [], total: 0 });
    expect(transcript).toEqual({ sessionId: SESSION, messages: [] });
    // So does the REST list of consultations.
    const rest = await t.app.inject({ method: "GET", url: "/api/admin/consultations", headers: { cookie } });
    expect(rest.statusCode).toBe(200);
    expect(rest.body.toLowerCase()).not.toContain("marchetti");
    // A second export finds nothing.
    const after = await query<Record<string, unknown[]>>("admin.leads.findSubject", { email: EMAIL });
    for (const key of ["contacts", "consultations", "signups", "chatMessages", "emails"]) expect(after[key], key).toHaveLength(0);
  });
});
