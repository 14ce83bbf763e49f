// The visitors' statement deadline on PostgreSQL: a list waiting on a lock answers 503 at the
// deadline, a bulk export waits for its rows, and a cancelled statement is a 503, never a 500.
import type { LightMyRequestResponse } from "fastify";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, loginCookie, type TestApp, testDatabaseUrl } from "../helpers/app";
import { contactPayload } from "../rest/support";
import { batchResults } from "../trpc/support";
import { answered, requests, UNAVAILABLE } from "./database-support";

describe.skipIf(!testDatabaseUrl)("the visitors' deadline and a bulk export", () => {
  let t: TestApp;
  let cookie: string;
  let other: postgres.Sql;
  beforeAll(async () => {
    t = await buildTestApp({ DATABASE_QUERY_TIMEOUT_MS: "1000" });
    cookie = await loginCookie(t.app);
    other = postgres(testDatabaseUrl as string, { max: 2, onnotice: () => {} });
    const stored = await t.app.inject({ ...requests.contact, payload: contactPayload({ email: "export.me@example.com" }) });
    expect(stored.statusCode, stored.body).toBe(201);
  });
  afterAll(async () => {
    await other?.end();
    await t?.close();
  });

  it("cuts the inbox list at the deadline, but an export waits for its rows", async () => {
    // Another session locks the contacts a while (a long migration, a VACUUM FULL).
    const held = await other.reserve();
    try {
      await held`begin`;
      await held.unsafe(`lock table "${t.config.databaseSchema}".contacts in access exclusive mode`);
      const exports = [
        t.app.inject({ method: "GET", url: "/api/admin/leads/export?kind=contact", headers: { cookie } }),
        t.app.inject({
          method: "GET",
          url: `/trpc/admin.leads.export?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: { kind: "contact" } }))}`,
          headers: { cookie },
        }),
      ];
      const list = await answered("list", t.app.inject({ method: "GET", url: "/api/admin/contacts", headers: { cookie } }));
      expect(list.json(), list.body).toEqual({ message: UNAVAILABLE });
      // Held past the one-second deadline, then released.
      await new Promise((r) => setTimeout(r, 1000));
      await held`rollback`;
      const [rest, trpc] = await Promise.all(exports.map((e, i) => answered(`export ${i}`, e)));
      expect(rest?.statusCode, rest?.body).toBe(200);
      expect(rest?.body).toContain("export.me@example.com");
      expect(trpc?.statusCode, trpc?.body).toBe(200);
      expect(trpc?.body).toContain("export.me@example.com");
    } finally {
      await held`rollback`.catch(() => {});
      held.release();
    }
  });

  it("answers 503, not 500, when the server cancels a statement (a statement_timeout, an administrator, a late cancel)", async () => {
    // Serving again after the last test's 503 (until then, one request at a time tries the database).
    expect((await t.app.inject(requests.articles)).statusCode).toBe(200);
    const held = await other.reserve();
    try {
      await held`begin`;
      await held.unsafe(`lock table "${t.config.databaseSchema}".contacts in access exclusive mode`);
      const calls = [
        t.app.inject({ method: "GET", url: "/api/admin/contacts", headers: { cookie } }),
        t.app.inject({
          method: "GET",
          url: `/trpc/admin.leads.list?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: { kind: "contact" } }))}`,
          headers: { cookie },
        }),
      ];
      // Both wait for the lock; cancel them where they wait.
      for (let cancelled = 0, i = 0; cancelled < 2 && i < 300; i++) {
        const waiting = await other<Array<{ pid: number }>>`
          select l.pid from pg_locks l join pg_class c on c.oid = l.relation join pg_namespace n on n.oid = c.relnamespace
          where not l.granted and c.relname = 'contacts' and n.nspname = ${t.config.databaseSchema as string}`;
        for (const { pid } of waiting) await other`select pg_cancel_backend(${pid})`;
        cancelled += waiting.length;
        if (cancelled < 2) await new Promise((r) => setTimeout(r, 10));
      }
      const [rest, trpc] = await Promise.all(calls.map((c, i) => answered(`call ${i}`, c)));
      expect(rest?.json(), rest?.body).toEqual({ message: UNAVAILABLE });
      expect(rest?.statusCode).toBe(503);
      expect(trpc?.statusCode, trpc?.body).toBe(503);
      expect(batchResults(trpc as LightMyRequestResponse)[0]?.error?.message).toBe(UNAVAILABLE);
    } finally {
      await held`rollback`.catch(() => {});
      held.release();
    }
  });
});
