// What a visitor's confirmation may say and how often it is sent: it goes to an address nobody has
// verified, so it must not relay the visitor's text, nor mail an address again and again; and the
// links in it work whatever the forms' limit says. With a real SMTP server on loopback.
import { eq, outbox, prospects, sql } from "@lumiere/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, dbLabel, loginCookie, type TestApp } from "../helpers/app";
import { batchResults, statusesOf, trpcBatch } from "../trpc/support";
import { type ReceivedMail, startSmtp, useSmtp } from "./smtp";

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtp>>;

beforeAll(async () => {
  t = await buildTestApp({}, { outbox: { pollMs: 3_600_000, retryBaseMs: 200 } });
  smtp = await startSmtp();
  expect((await useSmtp(t.app, await loginCookie(t.app), smtp.port)).statusCode).toBe(200);
});
afterAll(async () => {
  await smtp?.close();
  await t?.close();
});

const PHISH = "Your account is locked: log in at http://phish.example to unlock it";
async function mailTo(to: string): Promise<ReceivedMail[]> {
  await t.app.outbox.runOnce();
  return smtp.received.filter((m) => m.to.includes(to));
}
const staffMails = () => smtp.received.filter((m) => m.to.includes("contact@lumiere-ai.fr"));
const confirmLink = (mail: ReceivedMail | undefined) => {
  const url = new URL(/(http[^\s"<]+\/api\/signups\/confirm\?token=[0-9a-f-]+&lang=(?:en|fr))/.exec(mail?.body ?? "")![1]!);
  return url.pathname + url.search;
};

describe(`a visitor's confirmation quotes nothing they typed but their name (${dbLabel})`, () => {
  it("a contact message and a consultation request are not relayed to the address given; the team still gets them", async () => {
    const contact = { firstName: "Victim", lastName: "Target", email: "victim.contact@example.com", subject: "other", message: PHISH };
    expect((await t.app.inject({ method: "POST", url: "/api/contact", payload: contact })).statusCode).toBe(201);
    const res = await trpcBatch(t.app, "leads.createConsultation", [
      { name: "Victim Two", email: "victim.consult@example.com", company: "Visit http://phish.example", message: PHISH, lang: "fr" },
    ]);
    expect(statusesOf(batchResults(res))).toEqual([200]);

    const [toVisitor] = await mailTo("victim.contact@example.com");
    const [toVisitorFr] = await mailTo("victim.consult@example.com");
    expect(toVisitor?.subject).toBe("We received your message · Lumière AI");
    expect(toVisitor?.body).toContain("Thank you, Victim Target");
    expect(toVisitorFr?.body).toContain("Merci, Victim Two");
    for (const mail of [toVisitor, toVisitorFr]) {
      expect(mail?.raw).not.toMatch(/phish/i);
      expect(mail?.body).not.toMatch(/phish|log in at|account is locked/i);
    }
    // The staff notification still carries the whole message.
    expect(staffMails().filter((m) => m.body.includes("log in at http://phish.example"))).toHaveLength(2);
  });

  it("a name carrying a link is left out of the greeting", async () => {
    const names: Array<[string, string]> = [
      ["Log in at http://phish.example", "x"],
      ["Visit", "phish.example/login"],
      ["Eve", "www.phish.example"],
    ];
    for (const [i, [firstName, lastName]] of names.entries()) {
      const email = `named.${i}@example.com`;
      await t.app.inject({ method: "POST", url: "/api/contact", payload: { firstName, lastName, email, subject: "other", message: "Hi" } });
      const [mail] = await mailTo(email);
      expect(mail?.body).toContain("Thank you");
      expect(mail?.body).not.toMatch(/phish/i);
      expect(mail?.subject).not.toMatch(/phish/i);
    }
  });
});

describe(`a repeated launch signup (${dbLabel})`, () => {
  it("is stored once and mails the address at most once a day, through /api and batched /trpc; the first link keeps working", async () => {
    const email = "repeat@example.com";
    for (let i = 0; i < 3; i++) {
      expect((await t.app.inject({ method: "POST", url: "/api/prospects", payload: { email } })).statusCode).toBe(201);
    }
    const batch = await trpcBatch(t.app, "leads.createProspect", [
      { email },
      { email: "REPEAT@example.com" },
      { email, source: "newsletter" },
    ]);
    expect(statusesOf(batchResults(batch))).toEqual([200, 200, 200]);
    expect(await t.app.db.select().from(prospects).where(eq(prospects.email, email))).toHaveLength(2); // one per source, as before

    const mails = await mailTo(email);
    expect(mails).toHaveLength(1);
    expect(staffMails().filter((m) => m.body.includes(email))).toHaveLength(2); // the team hears of each signup once
    const confirmed = await t.app.inject({ method: "GET", url: confirmLink(mails[0]) });
    expect([confirmed.statusCode, confirmed.headers.location]).toEqual([303, "/en/signup/confirmed"]);
  });

  it("decides it in the database: six signups sent at the same moment send one confirmation", async () => {
    const email = "race@example.com";
    const results = await Promise.all(
      Array.from({ length: 6 }, () => t.app.inject({ method: "POST", url: "/api/prospects", payload: { email } })),
    );
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201, 201]);
    expect(await mailTo(email)).toHaveLength(1);
  });

  it("mails the address again a day later, with a new link", async () => {
    const email = "next.day@example.com";
    await t.app.inject({ method: "POST", url: "/api/prospects", payload: { email } });
    const [first] = await mailTo(email);
    // A day passes.
    await t.app.db.execute(sql`update ${outbox} set created_at = created_at - interval '25 hours' where to_address = ${email}`);
    await t.app.inject({ method: "POST", url: "/api/prospects", payload: { email } });
    const mails = await mailTo(email);
    expect(mails).toHaveLength(2);
    expect(confirmLink(mails[1])).not.toBe(confirmLink(first));
    expect((await t.app.inject({ method: "GET", url: confirmLink(mails[1]) })).headers.location).toBe("/en/signup/confirmed");
  });
});

describe(`links from our own e-mails and the forms' limit (${dbLabel})`, () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await buildTestApp({ RATE_LIMIT_FORMS_PER_MINUTE: "2" });
  });
  afterAll(async () => {
    await limited?.close();
  });
  const ip = "203.0.113.50";
  const tokenOf = async (email: string) => (await limited.app.db.select().from(prospects).where(eq(prospects.email, email)))[0]!.token;

  it("after the form limit is used up, the confirm and unsubscribe links still work, through /api and /trpc", async () => {
    const signup = (email: string) =>
      limited.app.inject({ method: "POST", url: "/api/prospects", remoteAddress: ip, payload: { email, lang: "en" } });
    expect((await signup("first.form@example.com")).statusCode).toBe(201);
    expect((await signup("second.form@example.com")).statusCode).toBe(201);
    expect((await signup("third.form@example.com")).statusCode).toBe(429);

    const confirm = await limited.app.inject({
      method: "GET",
      url: `/api/signups/confirm?token=${await tokenOf("first.form@example.com")}&lang=en`,
      remoteAddress: ip,
    });
    expect([confirm.statusCode, confirm.headers.location]).toEqual([303, "/en/signup/confirmed"]);
    const viaTrpc = await trpcBatch(limited.app, "leads.confirmSignup", [{ token: await tokenOf("second.form@example.com") }], { ip });
    expect(statusesOf(batchResults(viaTrpc))).toEqual([200]);
    const unsubscribe = await limited.app.inject({
      method: "POST",
      url: `/api/signups/unsubscribe?token=${await tokenOf("first.form@example.com")}&lang=en`,
      remoteAddress: ip,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect([unsubscribe.statusCode, unsubscribe.headers.location]).toEqual([303, "/en/signup/unsubscribed"]);
  });

  it("following links does not use up the form limit", async () => {
    const other = "203.0.113.51";
    const token = await tokenOf("second.form@example.com");
    for (let i = 0; i < 5; i++) {
      const res = await limited.app.inject({ method: "GET", url: `/api/signups/confirm?token=${token}&lang=fr`, remoteAddress: other });
      expect(res.headers.location).toBe("/fr/signup/confirmed");
    }
    const form = await limited.app.inject({
      method: "POST",
      url: "/api/prospects",
      remoteAddress: other,
      payload: { email: "x@example.com" },
    });
    expect(form.statusCode).toBe(201);
  });

  it("a flood of links from one address is slowed down with its own limit, and told so, not that the link is invalid", async () => {
    const flood = "203.0.113.52";
    const url = `/api/signups/confirm?token=${await tokenOf("second.form@example.com")}&lang=fr`;
    let last = await limited.app.inject({ method: "GET", url, remoteAddress: flood });
    for (let i = 0; i < 100 && last.headers.location === "/fr/signup/confirmed"; i++) {
      last = await limited.app.inject({ method: "GET", url, remoteAddress: flood });
    }
    expect([last.statusCode, last.headers.location]).toEqual([303, "/fr/signup/busy"]);
  });
});
