// The booking link of Site Configuration: only an https address is taken (a field error, nothing
// saved otherwise); once set, the site's settings carry it and Aya's consultation offer ends with
// "pick a time" in the visitor's language; cleared, the offer is as before.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, dbLabel, loginCookie, type TestApp } from "../helpers/app";

const ORIGIN = "https://www.lumiere.example";
const BOOKING = "https://cal.com/lumiere-ai/consultation";
let t: TestApp;
let cookie: string;
let session = 0;

beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: ORIGIN, OPENAI_API_KEY: "" });
  cookie = await loginCookie(t.app);
});
afterAll(async () => {
  await t?.close();
});

/** Saves Site Configuration through /trpc as the admin does, batched. */
async function saveSite(data: Record<string, unknown>) {
  const res = await t.app.inject({
    method: "POST",
    url: "/trpc/admin.settings.save?batch=1",
    headers: { cookie, "content-type": "application/json" },
    payload: JSON.stringify({ 0: { type: "site", data } }),
  });
  const [one] = res.json<Array<{ error?: { data: { fieldErrors?: Record<string, string> } } }>>();
  return { status: res.statusCode, fieldErrors: one?.error?.data.fieldErrors };
}

async function siteInfo(): Promise<{ bookingUrl?: string }> {
  const res = await t.app.inject({ method: "GET", url: `/trpc/pages.siteInfo?batch=1&input=${encodeURIComponent("{}")}` });
  expect(res.statusCode).toBe(200);
  return res.json<Array<{ result: { data: { bookingUrl?: string } } }>>()[0]?.result.data ?? {};
}

async function ask(message: string, lang: "en" | "fr"): Promise<string> {
  const sessionId = `session_${Date.now()}bkg${(session++).toString().padStart(6, "0")}`;
  const res = await t.app.inject({
    method: "POST",
    url: "/trpc/chat.send?batch=1",
    headers: { "content-type": "application/json" },
    payload: JSON.stringify({ 0: { sessionId, message, lang } }),
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ result: { data: { response: string } } }[]>()[0]?.result.data.response ?? "";
}

describe(`booking link (${dbLabel})`, () => {
  it("refuses an address that is not https with the field's error and keeps the saved one", async () => {
    for (const bad of ["http://cal.com/lumiere-ai", "javascript:alert(1)", "cal.com/lumiere-ai", "https://"]) {
      const res = await saveSite({ siteName: "Lumière AI", bookingUrl: bad });
      expect(res.status, bad).toBe(400);
      expect(res.fieldErrors?.["data.bookingUrl"]).toBe("Enter a full address starting with https://");
    }
    expect((await siteInfo()).bookingUrl ?? "").toBe("");
  });

  it("adds 'pick a time' to Aya's consultation offer in both languages once set, and removes it once cleared", async () => {
    expect(await ask("Can I book a meeting to talk to someone?", "en")).not.toContain(BOOKING);
    expect((await saveSite({ bookingUrl: BOOKING })).status).toBe(200);
    expect((await siteInfo()).bookingUrl).toBe(BOOKING);

    const en = await ask("Can I book a meeting to talk to someone?", "en");
    expect(en).toMatch(/consultation/);
    expect(en).toContain(`[pick a time](${BOOKING})`);
    const fr = await ask("Puis-je prendre rendez-vous avec un consultant ?", "fr");
    expect(fr).toContain(`[choisir un créneau](${BOOKING})`);
    // A plain question gets no offer, so no booking link either.
    expect(await ask("Do you use Postgres with pgvector?", "en")).not.toContain(BOOKING);

    expect((await saveSite({ bookingUrl: "" })).status).toBe(200);
    expect(await ask("Can I book a meeting to talk to someone?", "en")).not.toContain(BOOKING);
  });
});
