// Abuse limits belong to procedures: the same through /trpc (batched, parallel, encoded paths)
// as through /api. Each case reproduces a finding of the hardening review.
import { chatMessages, contacts, users, eq } from "@lumiere/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../src/auth/passwords";
import { buildTestApp, dbLabel, type TestApp } from "../helpers/app";
import { afterSignInDelay, contactPayload, expectJsonError, rowCount } from "../rest/support";
import { batchResults, statusesOf, trpcBatch, trpcMutation } from "./support";

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({
    RATE_LIMIT_FORMS_PER_MINUTE: "2",
    RATE_LIMIT_CHAT_PER_MINUTE: "3",
    RATE_LIMIT_LOGIN_PER_MINUTE: "20",
    LOGIN_MAX_FAILURES: "5",
  });
});
afterAll(async () => {
  await t?.close();
});

const chatInput = (i: number) => ({ sessionId: `session_abuse${i}`, message: "What services do you offer?" });

describe(`form and chat limits through /trpc (${dbLabel})`, () => {
  it("counts each call of a batch: 50 contacts in one request store 2, the rest answer 429", async () => {
    const before = await rowCount(t.app, contacts);
    const res = await trpcBatch(
      t.app,
      "leads.createContact",
      // Distinct messages: the same message twice within a minute is one lead.
      Array.from({ length: 50 }, (_, i) => contactPayload({ message: `Batched message ${i}` })),
      { ip: "198.51.100.1" },
    );
    const statuses = statusesOf(batchResults(res));
    expect(statuses.filter((s) => s === 200)).toHaveLength(2);
    expect(statuses.filter((s) => s === 429)).toHaveLength(48);
    expect(res.headers["retry-after"]).toMatch(/^\d+$/);
    expect(await rowCount(t.app, contacts)).toBe(before + 2);

    // The same budget for the REST path and an unbatched call from that address.
    const rest = await t.app.inject({ method: "POST", url: "/api/contact", remoteAddress: "198.51.100.1", payload: contactPayload() });
    expectJsonError(rest, 429);
    expect((await trpcMutation(t.app, "leads.createContact", contactPayload(), { ip: "198.51.100.1" })).statusCode).toBe(429);
    expect(await rowCount(t.app, contacts)).toBe(before + 2);
  });

  it("counts an encoded procedure path the same (/trpc/leads%2EcreateContact)", async () => {
    const ip = "198.51.100.2";
    const before = await rowCount(t.app, contacts);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await t.app.inject({
        method: "POST",
        url: "/trpc/leads%2EcreateContact",
        remoteAddress: ip,
        headers: { "content-type": "application/json" },
        payload: JSON.stringify(contactPayload({ message: `Encoded path message ${i}` })),
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 429, 429]);
    expect(await rowCount(t.app, contacts)).toBe(before + 2);
  });

  it("counts 50 batched chat messages as 50: 3 answered, none past the limit reaches the engine", async () => {
    const before = await rowCount(t.app, chatMessages);
    const res = await trpcBatch(
      t.app,
      "chat.send",
      Array.from({ length: 50 }, (_, i) => chatInput(i)),
      { ip: "198.51.100.3" },
    );
    const statuses = statusesOf(batchResults(res));
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(47);
    // Each answered message stores the question and the answer; refused ones store nothing.
    expect(await rowCount(t.app, chatMessages)).toBe(before + 6);
    const encoded = await t.app.inject({
      method: "POST",
      url: "/trpc/chat%2Esend",
      remoteAddress: "198.51.100.3",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify(chatInput(99)),
    });
    expect(encoded.statusCode).toBe(429);
  });

  it("keeps other addresses' budgets apart", async () => {
    expect((await trpcMutation(t.app, "leads.createContact", contactPayload(), { ip: "198.51.100.4" })).statusCode).toBe(200);
  });

  it("refuses batches larger than any client sends", async () => {
    const res = await trpcBatch(
      t.app,
      "pages.byPageId",
      Array.from({ length: 51 }, () => ({ pageId: "home" })),
    );
    expect(res.statusCode).toBe(400);
  });
});

describe(`sign-in throttling through /trpc (${dbLabel})`, () => {
  beforeAll(async () => {
    await t.app.db.insert(users).values({ username: "target", passwordHash: await hashPassword("the right password") });
  });

  const attempts = (n: number) => [
    ...Array.from({ length: n - 1 }, (_, i) => ({ username: "target", password: `wrong ${i}` })),
    { username: "target", password: "the right password" },
  ];

  it("never signs in from a batch of 30 attempts with the right password last; 429 past the limit", async () => {
    const res = await trpcBatch(t.app, "auth.login", attempts(30), { ip: "203.0.113.1" });
    const statuses = statusesOf(batchResults(res));
    expect(statuses).not.toContain(200);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(25);
    expect(res.cookies.find((c) => c.name === "lumiere_session")).toBeUndefined();
  });

  it("never signs in from 30 parallel unbatched attempts either", async () => {
    const results = await Promise.all(attempts(30).map((input) => trpcMutation(t.app, "auth.login", input, { ip: "203.0.113.2" })));
    const statuses = results.map((r) => r.statusCode);
    expect(statuses).not.toContain(200);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(results.some((r) => r.cookies.some((c) => c.name === "lumiere_session"))).toBe(false);
  });

  it("leaves the owner able to sign in from their own address meanwhile, after the account's wait of seconds at most", async () => {
    const res = await afterSignInDelay(
      t.app.db,
      () => trpcMutation(t.app, "auth.login", { username: "target", password: "the right password" }, { ip: "203.0.113.50" }),
      30,
    );
    expect(res.statusCode).toBe(200);
  });

  it("limits sign-in attempts per address whatever the usernames (RATE_LIMIT_LOGIN_PER_MINUTE)", async () => {
    const res = await trpcBatch(
      t.app,
      "auth.login",
      Array.from({ length: 25 }, (_, i) => ({ username: `nobody-${i}`, password: "x" })),
      { ip: "203.0.113.3" },
    );
    const statuses = statusesOf(batchResults(res));
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(5);
    const [row] = await t.app.db.select().from(users).where(eq(users.username, "nobody-0"));
    expect(row).toBeUndefined();
  });
});
