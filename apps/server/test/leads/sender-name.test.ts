// The site name is the display name of every e-mail's From, as text: quotes, commas, an address in
// angle brackets or a trailing backslash never add a sender nor break the message. Settings saved
// through /trpc (batched) and REST, mail received by a real SMTP server on loopback.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, dbLabel, loginCookie, type TestApp } from "../helpers/app";
import { batchResults, statusesOf, trpcBatch, trpcMutation } from "../trpc/support";
import { parseMailboxes, type ReceivedMail, rawHeader, startSmtp, useSmtp } from "./smtp";

const CONTACT = "contact@lumiere-ai.fr";
const NAMES = [
  'Lumière "AI"',
  'Acme "Quoted" Labs',
  "Lumière, AI",
  "Acme, Inc",
  "Lumière AI <x@evil.example>",
  "Acme <x@evil.example>",
  "Lumière AI\\",
  "Acme AI\\",
];

let t: TestApp;
let cookie: string;
let smtp: Awaited<ReturnType<typeof startSmtp>>;

beforeAll(async () => {
  t = await buildTestApp({}, { outbox: { pollMs: 3_600_000, retryBaseMs: 200 } });
  cookie = await loginCookie(t.app);
  smtp = await startSmtp();
  expect((await useSmtp(t.app, cookie, smtp.port)).statusCode).toBe(200);
});
afterAll(async () => {
  await smtp?.close();
  await t?.close();
});

/** The one sender a recipient's client reads from the message. */
function senders(mail: ReceivedMail | undefined): Array<{ name: string; address: string }> {
  expect(mail).toBeDefined();
  const from = rawHeader(mail!.raw, "from");
  expect(from).toHaveLength(1);
  expect(rawHeader(mail!.raw, "sender")).toEqual([]);
  return parseMailboxes(from[0]!);
}

async function renameSiteTrpc(siteName: string) {
  // Saved in a batch, as the web app's link sends it.
  const res = await trpcBatch(t.app, "admin.settings.save", [{ type: "site", data: { siteName, contactEmail: CONTACT } }], { cookie });
  expect(statusesOf(batchResults(res)), res.body).toEqual([200]);
}

describe(`the From of every e-mail names the site as text (${dbLabel})`, () => {
  it.each(NAMES)("a test e-mail through /trpc with the site name %j has exactly one sender, named so", async (siteName) => {
    await renameSiteTrpc(siteName);
    const before = smtp.received.length;
    const res = await trpcBatch(t.app, "admin.settings.testEmail", [undefined], { cookie });
    expect(statusesOf(batchResults(res)), res.body).toEqual([200]);
    expect(smtp.received).toHaveLength(before + 1);
    const mail = smtp.received.at(-1);
    expect(senders(mail)).toEqual([{ name: siteName, address: CONTACT }]);
    expect(mail?.mailFrom).toBe(CONTACT);
    expect(mail?.to).toEqual([CONTACT]);
  });

  it.each(NAMES)("a test e-mail through REST with the site name %j has exactly one sender, named so", async (siteName) => {
    const saved = await t.app.inject({
      method: "PUT",
      url: "/api/admin/settings",
      headers: { cookie },
      payload: { type: "site", data: { siteName, contactEmail: CONTACT } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const before = smtp.received.length;
    const res = await t.app.inject({ method: "POST", url: "/api/admin/test-email", headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    expect(smtp.received).toHaveLength(before + 1);
    expect(senders(smtp.received.at(-1))).toEqual([{ name: siteName, address: CONTACT }]);
  });

  it("a lead's confirmation and notification name the site as text, and Reply-To is the visitor's address alone", async () => {
    const siteName = 'Acme "AI", <x@evil.example> \\';
    await renameSiteTrpc(siteName);
    const before = smtp.received.length;
    const res = await trpcMutation(t.app, "leads.createConsultation", {
      name: 'Eve "Boss" <ceo@evil.example>',
      email: "eve@example.com",
      company: "Eve Co",
      message: "A project",
      lang: "en",
    });
    expect(res.statusCode, res.body).toBe(200);
    await t.app.outbox.runOnce();
    const mails = smtp.received.slice(before);
    expect(mails).toHaveLength(2);
    const visitor = mails.find((m) => m.to.includes("eve@example.com"));
    const staff = mails.find((m) => m.to.includes(CONTACT));
    for (const mail of [visitor, staff]) expect(senders(mail)).toEqual([{ name: siteName, address: CONTACT }]);
    const replyTo = rawHeader(staff!.raw, "reply-to");
    expect(replyTo).toHaveLength(1);
    expect(parseMailboxes(replyTo[0]!)).toEqual([{ name: "", address: "eve@example.com" }]);
  });
});
