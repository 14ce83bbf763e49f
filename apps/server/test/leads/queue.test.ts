// A contact or consultation is stored as one row carrying a pending-mail marker; the outbox worker
// turns it into the two e-mails. The admin sees them pending from the first moment, and several
// server processes queueing at once never queue a lead's e-mails twice.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { contacts, outbox, rowsOf, sql } from "@lumiere/db";
import type { FastifyInstance } from "fastify";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app";
import { queuePendingMail } from "../../src/domain/mail/outbox";
import { buildTestApp, dbLabel, loginCookie, multiServerConfig, type TestApp, testDatabaseUrl } from "../helpers/app";

describe(`a new lead's e-mails (${dbLabel})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ RATE_LIMIT_FORMS_PER_MINUTE: "1000" });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("are listed as pending in the inbox as soon as the visitor is told it worked", async () => {
    const cookie = await loginCookie(t.app);
    const payload = { firstName: "Ada", lastName: "Queue", email: "ada.queue@example.com", subject: "other", message: "Hello there" };
    expect((await t.app.inject({ method: "POST", url: "/api/contact", payload })).statusCode).toBe(201);
    const input = encodeURIComponent(JSON.stringify({ 0: { kind: "contact", q: "ada.queue" } }));
    const res = await t.app.inject({ method: "GET", url: `/trpc/admin.leads.list?batch=1&input=${input}`, headers: { cookie } });
    const [page] = res.json() as { result: { data: { rows: { deliveries: { audience: string; status: string }[] }[] } } }[];
    expect(page?.result.data.rows[0]?.deliveries.map((d) => [d.audience, d.status])).toEqual([
      ["staff", "pending"],
      ["visitor", "pending"],
    ]);
    // Queued as outbox rows (the worker does it once SMTP is set): still two pending e-mails.
    await queuePendingMail({ db: t.app.db, cache: t.app.contentCache });
    const again = (await t.app.inject({ method: "GET", url: `/trpc/admin.leads.list?batch=1&input=${input}`, headers: { cookie } })).json();
    expect(again[0].result.data.rows[0].deliveries.every((d: { id: number }) => d.id > 0)).toBe(true);
    expect(again[0].result.data.rows[0].deliveries).toHaveLength(2);
  });
});

describe.skipIf(!testDatabaseUrl)("queueing lead e-mails with several servers on one Postgres", () => {
  const schema = `queue_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const dirs: string[] = [];
  const apps: FastifyInstance[] = [];
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    const client = postgres(testDatabaseUrl as string, { max: 1, onnotice: () => {} });
    await client.unsafe(`drop schema if exists "${schema}" cascade`);
    await client.end();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it("queues each lead's two e-mails exactly once when two servers work at the same time", async () => {
    for (let i = 0; i < 2; i++) {
      const dir = mkdtempSync(path.join(tmpdir(), "lumiere-queue-"));
      dirs.push(dir);
      const app = await buildApp(multiServerConfig(dir, schema), { logger: false, outbox: { pollMs: 3_600_000 } });
      await app.ready();
      await app.ensureDbReady();
      apps.push(app);
    }
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    // 1,500 leads waiting (three batches): stored as the contact form stores them, marker included.
    await a.db.execute(sql`
      insert into ${contacts} (first_name, last_name, email, subject, message, mail_origin)
      select 'Lead', n::text, 'lead' || n || '@example.com', 'other', 'Message ' || n, 'https://example.com'
      from generate_series(1, 1500) as n`);
    const queue = (app: FastifyInstance) => queuePendingMail({ db: app.db, cache: app.contentCache });
    await Promise.all([queue(a), queue(b), queue(a), queue(b)]);
    const perLead = await a.db.execute(sql`
      select count(*)::int as leads from (
        select lead_id from ${outbox} where lead_kind = 'contact'
        group by lead_id having count(*) = 2 and count(distinct audience) = 2
      ) as q`);
    expect(rowsOf<{ leads: number }>(perLead)[0]?.leads).toBe(1500);
    expect(await a.db.$count(outbox)).toBe(3000);
    expect(await a.db.$count(contacts, sql`mail_origin is not null`)).toBe(0);
  });
});
