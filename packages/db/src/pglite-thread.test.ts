import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "./client";
import { openDb } from "./open";
import { PGLITE_THREAD_EXITED } from "./pglite-thread";
import { sql } from "./index";

// The embedded database runs on its own thread: what crosses it must behave as PGlite in-process did.
describe("the embedded database's thread", () => {
  let handle: DbHandle;
  /** Rows of a raw query (the common Db type leaves their shape to the driver). */
  const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
  const rows = async () =>
    rowsOf<{ name: string }>(await handle.db.execute(sql`select name from thread_check order by name`)).map((r) => r.name);

  beforeAll(async () => {
    handle = await openDb({});
    await handle.db.execute(sql`create table thread_check (name text primary key, at timestamptz default now())`);
  });
  afterAll(() => handle.close());

  it("commits a transaction's writes together, and keeps none of a failed one", async () => {
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_check (name) values ('kept-1')`);
      await tx.execute(sql`insert into thread_check (name) values ('kept-2')`);
    });
    const failure = handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_check (name) values ('dropped')`);
      throw new Error("the work failed");
    });
    await expect(failure).rejects.toThrow("the work failed");
    expect(await rows()).toEqual(["kept-1", "kept-2"]);
  });

  it("runs a query sent while a transaction is open after it, seeing what it committed", async () => {
    let outside: Promise<string[]> | undefined;
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_check (name) values ('during')`);
      outside = rows();
      await new Promise((resolve) => setTimeout(resolve, 50));
      await tx.execute(sql`delete from thread_check where name = 'during'`);
      await tx.execute(sql`insert into thread_check (name) values ('after')`);
    });
    expect(await outside).toEqual(["after", "kept-1", "kept-2"]);
  });

  it("keeps a Postgres error's code and constraint, as domain code tests them", async () => {
    const error = await handle.db.execute(sql`insert into thread_check (name) values ('kept-1')`).catch((e: unknown) => e);
    const cause = (error as { cause?: { code?: string; constraint?: string } }).cause;
    expect(cause?.code).toBe("23505");
    expect(cause?.constraint).toBe("thread_check_pkey");
  });

  it("returns timestamps that drizzle maps to dates", async () => {
    const [row] = rowsOf<{ at: unknown }>(await handle.db.execute(sql`select at from thread_check limit 1`));
    expect(typeof row?.at).toBe("string");
    expect(Number.isNaN(Date.parse(String(row?.at)))).toBe(false);
  });

  it("refuses a parameter that cannot cross to its thread, and goes on answering", async () => {
    const pglite = handle.pglite;
    if (!pglite) throw new Error("not PGlite");
    await expect(pglite.query("select $1::text", [() => "not data"])).rejects.toThrow();
    expect((await pglite.query<{ n: number }>("select 1 as n")).rows).toEqual([{ n: 1 }]);
  });

  it("answers queries after it is closed with an error that says the database is gone", async () => {
    const other = await openDb({});
    await other.db.execute(sql`select 1`);
    await other.close();
    await new Promise((resolve) => setTimeout(resolve, 100)); // the thread has exited
    const error = await other.db.execute(sql`select 1`).catch((e: unknown) => e);
    expect((error as { cause?: { code?: string } }).cause?.code).toBe(PGLITE_THREAD_EXITED);
  });

  it("creates a data directory without a template, and reopened reads every file of PGlite's a site uses", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "lumiere-data-dir-"));
    try {
      // No template: PGlite's initdb creates the database, from files a reopened one never reads.
      const created = await openDb({ dataDir: dir });
      await created.db.execute(sql`create table kept (word text)`);
      await created.close();
      const reopened = await openDb({ dataDir: dir });
      try {
        const [row] = rowsOf<{ en: string; fr: string; zones: number; paris: string }>(
          await reopened.db.execute(sql`select
            to_tsvector('english', 'The models were running')::text as en,
            to_tsvector('french', 'Les données des modèles')::text as fr,
            (select count(*)::int from pg_timezone_names) as zones,
            (timestamptz '2026-07-01 12:00:00+00' at time zone 'Europe/Paris')::text as paris`),
        );
        // Stemmed and stop words dropped (the snowball library and the stop-word files).
        expect(row?.en).toBe("'model':2 'run':4");
        expect(row?.fr).toBe("'don':2 'le':1 'model':4");
        expect(row?.zones).toBeGreaterThan(400);
        expect(row?.paris).toBe("2026-07-01 14:00:00");
        await reopened.db.execute(sql`do $$ begin insert into kept values ('pl/pgsql'); end $$`);
        expect(rowsOf<{ word: string }>(await reopened.db.execute(sql`select word from kept`))).toEqual([{ word: "pl/pgsql" }]);
      } finally {
        await reopened.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("fails the queries of a new data directory whose template cannot be written out, and leaves no directory", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "lumiere-bad-template-"));
    try {
      const broken = await openDb({ dataDir: dir, pgliteTemplate: () => new Uint8Array(64) });
      await expect(broken.db.execute(sql`select 1`)).rejects.toThrow();
      await broken.close().catch(() => {});
      expect(existsSync(path.join(dir, "pglite", "PG_VERSION"))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
