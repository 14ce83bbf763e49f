// Guesses at one account from many addresses: slowed down by a growing wait of seconds, never a
// lockout of the owner, and the team is e-mailed (once an hour) about repeated failures.
import { and, eq, loginFailures, outbox, users } from "@lumiere/db";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { hashPassword } from "../../src/auth/passwords";
import { buildTestApp, dbLabel, type TestApp } from "../helpers/app";
import { startSmtp } from "../leads/smtp";
import { afterSignInDelay, expectJsonError } from "../rest/support";
import { batchResults, trpcBatch } from "../trpc/support";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { outbox: { pollMs: 100, retryBaseMs: 200 } });
});
afterAll(async () => {
  await t?.close();
});

const PASSWORD = "the right password";
const createUser = async (username: string) =>
  (
    await t.app.db
      .insert(users)
      .values({ username, passwordHash: await hashPassword(PASSWORD) })
      .returning({ id: users.id })
  )[0]!.id;
const login = (username: string, password: string, ip: string) =>
  t.app.inject({ method: "POST", url: "/api/auth/login", remoteAddress: ip, payload: { username, password } });
const hasSession = (res: Awaited<ReturnType<typeof login>>) => res.cookies.some((c) => c.name === "lumiere_session" && c.value);

/** LOGIN_MAX_FAILURES (5) wrong passwords from each of `addresses` addresses: a distributed guess. */
async function spray(username: string, addresses: number, net: string) {
  const answers = [];
  for (let a = 1; a <= addresses; a++) {
    for (let i = 0; i < 5; i++) answers.push(await login(username, `guess ${a}.${i}`, `${net}.${a}`));
  }
  return answers;
}

describe(`guesses at one account from many addresses (${dbLabel})`, () => {
  it("55 wrong passwords from 11 addresses do not lock the owner out: from a 12th address the password signs in after seconds", async () => {
    await createUser("sprayed");
    const answers = await spray("sprayed", 11, "198.51.100");
    // Each guess is answered as a wrong password or asked to wait seconds, never 15 minutes.
    for (const res of answers) {
      expect([401, 429]).toContain(res.statusCode);
      if (res.statusCode === 429) expect(Number(res.headers["retry-after"])).toBeLessThanOrEqual(30);
    }
    expect(answers.filter((r) => r.statusCode === 401).length).toBeGreaterThanOrEqual(5);

    const owner = await afterSignInDelay(t.app.db, () => login("sprayed", PASSWORD, "203.0.113.12"), 30);
    expect(owner.statusCode, owner.body).toBe(200);
    expect(hasSession(owner)).toBe(true);
  });

  it("through a batched /trpc call: guesses are counted one by one, and the owner's sign-in asks for seconds, then succeeds", async () => {
    await createUser("batched");
    const guesses = await trpcBatch(
      t.app,
      "auth.login",
      Array.from({ length: 10 }, (_, i) => ({ username: "batched", password: `guess ${i}` })),
      { ip: "192.0.2.50" },
    );
    const statuses = batchResults(guesses).map((r) => (r.error ? r.error.data.httpStatus : 200));
    // The first LOGIN_MAX_FAILURES are checked; the rest wait, as the same calls one after another would.
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);

    const ownerCall = () => trpcBatch(t.app, "auth.login", [{ username: "batched", password: PASSWORD }], { ip: "192.0.2.51" });
    const first = await ownerCall();
    const [answer] = batchResults(first);
    if (answer?.error) {
      expect(answer.error.data).toMatchObject({ httpStatus: 429, messageId: "server.signInWaitSeconds" });
      expect(answer.error.message).toMatch(/^Too many failed sign-in attempts\. Please try again in \d+ seconds\.$/);
      const wait = Number(first.headers["retry-after"]);
      expect(wait).toBeLessThanOrEqual(1);
      await new Promise((resolve) => setTimeout(resolve, wait * 1000));
    }
    const owner = await ownerCall();
    expect(batchResults(owner)[0]?.result?.data).toEqual({ success: true, user: { username: "batched" } });
    expect(owner.cookies.some((c) => c.name === "lumiere_session" && c.value)).toBe(true);
  });

  it("however long the guessing went on, the wait between attempts is at most 30 seconds, then the owner signs in", async () => {
    await createUser("besieged");
    // A paced spray of the last 10 minutes: 110 failures from 11 addresses, the latest a second ago.
    const now = Date.now();
    await t.app.db.insert(loginFailures).values(
      Array.from({ length: 110 }, (_, i) => ({
        username: "besieged",
        ip: `198.51.100.${100 + (i % 11)}`,
        createdAt: new Date(now - 1000 - (109 - i) * 5000),
      })),
    );
    const guess = await login("besieged", "one more guess", "203.0.113.40");
    const body = expectJsonError(guess, 429);
    expect(body).toMatchObject({ messageId: "server.signInWaitSeconds" });
    const wait = Number(guess.headers["retry-after"]);
    expect(wait).toBeGreaterThan(1);
    expect(wait).toBeLessThanOrEqual(30);
    // The wait goes by (the failures' clock moved back by 30 s), and the owner signs in.
    const failures = await t.app.db.select().from(loginFailures).where(eq(loginFailures.username, "besieged"));
    for (const f of failures) {
      await t.app.db
        .update(loginFailures)
        .set({ createdAt: new Date(f.createdAt.getTime() - 30_000) })
        .where(eq(loginFailures.id, f.id));
    }
    const owner = await login("besieged", PASSWORD, "203.0.113.41");
    expect(owner.statusCode, owner.body).toBe(200);
  });
});

describe(`the team hears of repeated failed sign-ins (${dbLabel})`, () => {
  const accountMails = (userId: number) =>
    t.app.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.leadKind, "account"), eq(outbox.leadId, userId)));

  it("after LOGIN_MAX_FAILURES failures on an account: one e-mail to the site's address, in the admin's language, none more within the hour", async () => {
    const smtp = await startSmtp();
    try {
      const cookie = `lumiere_session=${
        (
          await t.app.inject({
            method: "POST",
            url: "/trpc/auth.login?batch=1",
            payload: { 0: { username: "admin", password: "correct horse battery", lang: "fr" } },
          })
        ).cookies.find((c) => c.name === "lumiere_session")?.value
      }`;
      const saved = await t.app.inject({
        method: "PUT",
        url: "/api/admin/settings",
        headers: { cookie },
        payload: {
          type: "email",
          data: { smtpHost: "127.0.0.1", smtpPort: smtp.port, smtpSecurity: "none", smtpUsername: "", smtpPassword: "" },
        },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const [admin] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.username, "admin"));

      for (let i = 1; i <= 4; i++) expect((await login("admin", `guess ${i}`, `192.0.2.${60 + i}`)).statusCode).toBe(401);
      expect(await accountMails(admin!.id)).toHaveLength(0);
      expect((await login("admin", "guess 5", "192.0.2.65")).statusCode).toBe(401);

      // (The accounts guessed at in the tests above have theirs too, sent now that SMTP is set.)
      const about = (username: string) => smtp.received.filter((m) => m.subject.includes(`${username} »`));
      await vi.waitFor(() => expect(about("admin")).toHaveLength(1), { timeout: 10_000 });
      const [mail] = about("admin");
      expect(mail?.to).toEqual(["contact@lumiere-ai.fr"]);
      expect(mail?.subject).toBe("[Lumière AI] Échecs de connexion répétés sur « admin »");
      expect(mail?.body).toContain("Tentatives échouées (15 dernières minutes)\u00a0: 5");
      expect(mail?.body).toContain("Adresses\u00a0: 5");
      // A security notice carries no link (a phishing mail imitating it would have to add one).
      expect(mail?.body).not.toMatch(/https?:\/\//);
      expect(mail?.body).not.toContain("guess");

      // More failures within the hour: no second e-mail.
      const sixth = await afterSignInDelay(t.app.db, () => login("admin", "guess 6", "192.0.2.66"), 1);
      expect(sixth.statusCode).toBe(401);
      await t.app.outbox.runOnce();
      expect(await accountMails(admin!.id)).toHaveLength(1);
      expect(about("admin")).toHaveLength(1);

      // An account whose admin never signed in: its language is not known, so the e-mail says both.
      const stranger = await createUser("never-signed-in");
      for (let i = 1; i <= 5; i++) await login("never-signed-in", `guess ${i}`, `192.0.2.${70 + i}`);
      await vi.waitFor(() => expect(about("never-signed-in")).toHaveLength(1), { timeout: 10_000 });
      expect(about("never-signed-in")[0]?.subject).toBe(
        "[Lumière AI] Repeated failed sign-ins on “never-signed-in” / Échecs de connexion répétés sur « never-signed-in »",
      );
      expect(await accountMails(stranger)).toHaveLength(1);
    } finally {
      await smtp.close();
    }
  });
});
