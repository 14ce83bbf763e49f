// One chat retention: the admin's period (Settings → Leads and Privacy) decides what the pruning
// job deletes; CHAT_HISTORY_DAYS is only its default until the admin sets one.
import { chatMessages, inArray } from "@lumiere/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pruneOnce } from "../../src/jobs/prune";
import { buildTestApp, dbLabel, loginCookie, type TestApp } from "../helpers/app";

let t: TestApp;
let cookie: string;

// The env default differs from the schema's 30 so that each source is seen to apply.
beforeAll(async () => {
  t = await buildTestApp({ CHAT_HISTORY_DAYS: "45" });
  cookie = await loginCookie(t.app);
});
afterAll(async () => {
  await t?.close();
});

type Batched<T> = Array<{ result?: { data: T }; error?: { message: string } }>;

/** `admin.settings.save` then `admin.settings.leads` in one batch, as the admin's browser sends them. */
async function saveLeadsSettings(data: Record<string, unknown>) {
  const save = await t.app.inject({
    method: "POST",
    url: "/trpc/admin.settings.save?batch=1",
    headers: { cookie },
    payload: { 0: { type: "leads", data } },
  });
  expect(save.statusCode, save.body).toBe(200);
  return readLeadsSettings();
}
async function readLeadsSettings() {
  const res = await t.app.inject({
    method: "GET",
    url: `/trpc/admin.settings.leads,admin.settings.get?batch=1&input=${encodeURIComponent("{}")}`,
    headers: { cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Batched<{ chatRetentionDays: number }>>()[0]?.result?.data;
}

let n = 0;
/** One message per age in days, in a session of its own; returns the ages still stored after a pruning run. */
async function agesLeftAfterPruning(ages: number[]): Promise<number[]> {
  const sessions = ages.map((age) => `session_retention${n++}age${age}`);
  await t.app.db
    .insert(chatMessages)
    .values(ages.map((age, i) => ({ sessionId: sessions[i]!, role: "user" as const, content: "Hello", createdAt: daysAgo(age) })));
  await pruneOnce(t.app);
  const left = await t.app.db
    .select({ sessionId: chatMessages.sessionId })
    .from(chatMessages)
    .where(inArray(chatMessages.sessionId, sessions));
  return ages.filter((_, i) => left.some((row) => row.sessionId === sessions[i]));
}
const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);

describe(`chat retention (${dbLabel})`, () => {
  it("with no period saved by the admin, CHAT_HISTORY_DAYS applies and Settings shows it", async () => {
    expect((await readLeadsSettings())?.chatRetentionDays).toBe(45);
    expect(await agesLeftAfterPruning([40, 50])).toEqual([40]);
  });

  it("leads settings saved over /api without a chat period keep the env default", async () => {
    const res = await t.app.inject({
      method: "PUT",
      url: "/api/admin/settings",
      headers: { cookie },
      payload: { type: "leads", data: { notifyRecipients: "", leadRetentionMonths: 24 } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await readLeadsSettings())?.chatRetentionDays).toBe(45);
    expect(await agesLeftAfterPruning([40, 50])).toEqual([40]);
  });

  it("the admin's 90 days keep a 40-day-old message and delete a 100-day-old one", async () => {
    expect((await saveLeadsSettings({ notifyRecipients: "", leadRetentionMonths: 24, chatRetentionDays: 90 }))?.chatRetentionDays).toBe(90);
    expect(await agesLeftAfterPruning([40, 100])).toEqual([40]);
  });

  it("the admin's 10 days delete a 20-day-old message the env default would keep", async () => {
    expect((await saveLeadsSettings({ notifyRecipients: "", leadRetentionMonths: 24, chatRetentionDays: 10 }))?.chatRetentionDays).toBe(10);
    expect(await agesLeftAfterPruning([5, 20])).toEqual([5]);
  });
});
