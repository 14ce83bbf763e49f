// The team's notification of a new lead is written in the admin's language (the one they last
// signed in in), its subject too, and its link opens the admin in that language.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildTestApp, dbLabel, loginCookie, type TestApp } from "../helpers/app";
import { type ReceivedMail, startSmtp, useSmtp } from "./smtp";

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
const TEAM = "contact@lumiere-ai.fr";

beforeAll(async () => {
  t = await buildTestApp({}, { outbox: { pollMs: 100, retryBaseMs: 200 } });
  smtp = await startSmtp();
  expect((await useSmtp(t.app, await loginCookie(t.app), smtp.port)).statusCode).toBe(200);
});
afterAll(async () => {
  await smtp?.close();
  await t?.close();
});

/** Signs the admin in from a page in `lang` (the browser's language says it), as the login form does. */
async function signInIn(lang: "en" | "fr" | null): Promise<void> {
  const res = await t.app.inject({
    method: "POST",
    url: "/trpc/auth.login?batch=1",
    headers: lang === "fr" ? { "accept-language": "fr-FR,fr;q=0.9" } : {},
    payload: { 0: { username: "admin", password: "correct horse battery", ...(lang ? { lang } : {}) } },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** A consultation from a visitor, and the team's e-mail about it once sent. */
async function staffMailFor(name: string): Promise<ReceivedMail> {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/consultation",
    payload: { name, email: `${name.split(" ")[0]?.toLowerCase()}@example.com`, company: "Acme", message: "Forecasting" },
  });
  expect(res.statusCode, res.body).toBe(201);
  let mail: ReceivedMail | undefined;
  await vi.waitFor(
    () => {
      mail = smtp.received.find((m) => m.to.includes(TEAM) && m.subject.includes(name));
      expect(mail).toBeDefined();
    },
    { timeout: 15_000 },
  );
  return mail as ReceivedMail;
}

describe(`the staff notification's language (${dbLabel})`, () => {
  it("is French, subject and link included, when the admin last signed in in French", async () => {
    await signInIn("fr");
    const mail = await staffMailFor("Camille Roux");
    expect(mail.subject).toBe("[Lumière AI] Demande de consultation\u00a0: Camille Roux");
    expect(mail.body).toContain("/fr/admin?section=consultations");
    expect(mail.body).not.toContain("/en/admin");
    expect(mail.body).not.toContain("Consultation request");
  });

  it("is English, subject and link included, when the admin last signed in in English", async () => {
    await signInIn("en");
    const mail = await staffMailFor("Jane Smith");
    expect(mail.subject).toBe("[Lumière AI] Consultation request: Jane Smith");
    expect(mail.body).toContain("/en/admin?section=consultations");
    expect(mail.body).not.toContain("/fr/admin");
    expect(mail.body).not.toContain("Demande de consultation");
  });
});
