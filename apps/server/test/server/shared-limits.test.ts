// Rate limits with REDIS_URL: every server process counts against the same budget, and a process
// whose Redis does not answer keeps limiting on its own instead of letting every call through.
import { randomInt } from "node:crypto";
import { contacts } from "@lumiere/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, dbLabel, type TestApp } from "../helpers/app";
import { contactPayload, expectJsonError, rowCount } from "../rest/support";
import { batchResults, statusesOf, trpcBatch, trpcMutation } from "../trpc/support";

const REDIS_URL = process.env.TEST_REDIS_URL || "redis://127.0.0.1:6379";
// Counters outlive a run in Redis for a minute: each run limits an address of its own.
const freshIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const contact = (i: number) => contactPayload({ message: `Shared limit message ${i} ${Math.random()}` });

describe(`rate limits shared through Redis (${dbLabel})`, () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    [a, b] = await Promise.all([
      // Two processes of one site: one key prefix (each test app has a database schema of its own).
      buildTestApp({ REDIS_URL, REDIS_KEY_PREFIX: "lumiere-shared-test:", RATE_LIMIT_FORMS_PER_MINUTE: "3" }),
      buildTestApp({ REDIS_URL, REDIS_KEY_PREFIX: "lumiere-shared-test:", RATE_LIMIT_FORMS_PER_MINUTE: "3" }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  it("counts an address's forms on one server against its budget on the other, /api and /trpc alike", async () => {
    const ip = freshIp();
    const beforeA = await rowCount(a.app, contacts);
    const beforeB = await rowCount(b.app, contacts);
    const first = await a.app.inject({ method: "POST", url: "/api/contact", remoteAddress: ip, payload: contact(1) });
    expect(first.statusCode).toBe(201);
    // Three calls in one batch on the other server: two fit in the budget left, one does not.
    const batch = await trpcBatch(b.app, "leads.createContact", [contact(2), contact(3), contact(4)], { ip });
    expect(statusesOf(batchResults(batch)).sort()).toEqual([200, 200, 429]);
    const seconds = Number(batch.headers["retry-after"]);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(60);

    expectJsonError(await a.app.inject({ method: "POST", url: "/api/contact", remoteAddress: ip, payload: contact(5) }), 429);
    expect((await trpcMutation(a.app, "leads.createContact", contact(6), { ip })).statusCode).toBe(429);
    expect(await rowCount(a.app, contacts)).toBe(beforeA + 1);
    expect(await rowCount(b.app, contacts)).toBe(beforeB + 2);

    // Another address still has its whole budget on both.
    const other = freshIp();
    expect((await trpcMutation(a.app, "leads.createContact", contact(7), { ip: other })).statusCode).toBe(200);
    expect((await trpcMutation(b.app, "leads.createContact", contact(8), { ip: other })).statusCode).toBe(200);
  });
});

describe(`rate limits when Redis does not answer (${dbLabel})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 1: every Redis call fails at once.
    t = await buildTestApp({ REDIS_URL: "redis://127.0.0.1:1", RATE_LIMIT_FORMS_PER_MINUTE: "2" });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("still stores the forms within the limit and refuses the rest with 429, never a 500", async () => {
    const ip = freshIp();
    const before = await rowCount(t.app, contacts);
    const batch = await trpcBatch(t.app, "leads.createContact", [contact(1), contact(2), contact(3)], { ip });
    expect(statusesOf(batchResults(batch)).sort()).toEqual([200, 200, 429]);
    expectJsonError(await t.app.inject({ method: "POST", url: "/api/contact", remoteAddress: ip, payload: contact(4) }), 429);
    expect(await rowCount(t.app, contacts)).toBe(before + 2);
  });
});
