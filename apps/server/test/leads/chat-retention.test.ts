// One chat retention: the admin's period (Settings → Leads and Privacy) decides what the pruning
// job deletes; CHAT_HISTORY_DAYS is only its default until the admin sets one.
import { chatMessages, inArray } from "@lumiere/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, dbLabel, loginCookie, type TestApp } from "../helpers/app";

/** CHAT_HISTORY_DAYS at its default, 30. */
let t: TestApp;
/** CHAT_HISTORY_DAYS=45: the env's value is seen to apply, not a built-in 30. */
let env45: TestApp;
const cookies = new Map<TestApp, string>();

beforeAll(async () => {
  [t, env45] = await Promise.all([buildTestApp(), buildTestApp({ CHAT_HISTORY_DAYS: "45" })]);
  for (const app of [t, env45]) cookies.set(app, await loginCookie(app.app));
});
afterAll(async () => {
  await Promise.all([t?.close(), env45?.close()]);
});

type Batched<T> = Array<{ result?: { data: T }; error?: { message: string } }>;

/** `admin.settings.save` over batched /trpc, as the admin's browser sends it; then what Settings shows. */
async function saveLeadsSettings(on: TestApp, data: Record<string, unknown>) {
  const save = await on.app.inject({
    method: "POST",
    url: "/trpc/admin.settings.save?batch=1",
    headers: { cookie: cookies.get(on)! },
    payload: { 0: { type: "leads", data } },
  });
  expect(save.statusCode, save.body).toBe(200);
  return shownRetentionDays(on);
}
/** The chat period Settings → Leads and Privacy shows (batched with the other settings, as the page asks). */
async function shownRetentionDays(on: TestApp) {
  const res = await on.app.inject({
    method: "GET",
    url: `/trpc/admin.settings.leads,admin.settings.get?batch=1&input=${encodeURIComponent("{}")}`,
    headers: { cookie: cookies.get(on)! },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Batched<{ chatRetentionDays: number }>>()[0]?.result?.data?.chatRetentionDays;
}

let n = 0;
/** One message per age in days, each in a session of its own; the ages still stored after the pruning job ran. */
async function agesLeftAfterPruning(on: TestApp, ages: number[]): Promise<number[]> {
  const sessions = ages.map((age) => `session_retention${n++}age${age}`);
  await on.app.db
    .insert(chatMessages)
    .values(ages.map((age, i) => ({ sessionId: sessions[i]!, role: "user" as const, content: "Hello", createdAt: daysAgo(age) })));
  await on.app.pruning.runOnce();
  const left = await on.app.db
    .select({ sessionId: chatMessages.sessionId })
    .from(chatMessages)
    .where(inArray(chatMessages.sessionId, sessions));
  return ages.filter((_, i) => left.some((row) => row.sessionId === sessions[i]));
}
const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);

describe(`chat retention (${dbLabel})`, () => {
  it("the admin's 90 days keep a 40-day-old message (CHAT_HISTORY_DAYS at 30) and delete a 100-day-old one", async () => {
    expect(await saveLeadsSettings(t, { notifyRecipients: "", leadRetentionMonths: 24, chatRetentionDays: 90 })).toBe(90);
    expect(await agesLeftAfterPruning(t, [40, 100])).toEqual([40]);
  });

  it("the admin's 10 days delete a 20-day-old message the env default would keep", async () => {
    expect(await saveLeadsSettings(t, { notifyRecipients: "", leadRetentionMonths: 24, chatRetentionDays: 10 })).toBe(10);
    expect(await agesLeftAfterPruning(t, [5, 20])).toEqual([5]);
  });

  it("with no period saved by the admin, CHAT_HISTORY_DAYS applies and Settings shows it", async () => {
    expect(await shownRetentionDays(env45)).toBe(45);
    expect(await agesLeftAfterPruning(env45, [40, 50])).toEqual([40]);
  });

  it("leads settings saved over /api without a chat period keep the env default", async () => {
    const res = await env45.app.inject({
      method: "PUT",
      url: "/api/admin/settings",
      headers: { cookie: cookies.get(env45)! },
      payload: { type: "leads", data: { notifyRecipients: "", leadRetentionMonths: 24 } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await shownRetentionDays(env45)).toBe(45);
    expect(await agesLeftAfterPruning(env45, [40, 50])).toEqual([40]);
  });
});
