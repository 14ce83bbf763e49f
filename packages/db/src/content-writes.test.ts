// Two publications at once on PostgreSQL: each transaction writes its article in two statements (as a
// bilingual publish writes one language after the other), and the words they add are counted in
// rows both need. Without turns, the first holds the row of its word, the second the row of its
// own, each then needs the other's, and PostgreSQL aborts one of them as a deadlock. With the site's
// content writers taking turns, the second waits at its first statement and both commit.
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "./client";
import { openDb } from "./open";
import { migrate } from "./migrate";
import { sql } from "./index";

const databaseUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;

describe.skipIf(!databaseUrl)("content writers on PostgreSQL", () => {
  const schema = `writes_${process.pid}_${Date.now()}`;
  let handle: DbHandle;
  let client: postgres.Sql;

  beforeAll(async () => {
    handle = await openDb({ databaseUrl, searchPath: schema, maxConnections: 2 });
    await handle.db.execute(sql.raw(`create schema "${schema}"`));
    await migrate(handle, { migrationsSchema: schema });
    client = postgres(databaseUrl as string, { max: 3, onnotice: () => {}, connection: { search_path: schema } });
  });
  afterAll(async () => {
    await client?.unsafe(`drop schema if exists "${schema}" cascade`);
    await client?.end();
    await handle?.close();
  });

  async function article(word: string): Promise<number> {
    const [row] = await client<{ id: number }[]>`
      insert into articles (title_en, title_fr, slug_en, slug_fr, category_en, category_fr, content_en, live_en, live_fr)
      values ('', '', ${word}, ${word}, 'General', 'Général', ${word}, true, false) returning id`;
    if (!row) throw new Error("no article");
    return row.id;
  }
  const kept = async (lexeme: string) =>
    (await client<{ docs: number }[]>`select docs from search_lexemes where lang = 'en' and lexeme = ${lexeme}`)[0]?.docs ?? 0;

  it("lets two transactions that each write an article twice both commit, with the counts right", async () => {
    const first = await article("qzaone");
    const second = await article("qzbone");
    const one = await client.reserve();
    const other = await client.reserve();
    try {
      await one`begin`;
      await other`begin`;
      await one`update articles set content_en = 'qzalpha' where id = ${first}`;
      const [pid] = await other<{ pid: number }[]>`select pg_backend_pid() as pid`;
      let firstWritten = false;
      const otherRun = (async () => {
        await other`update articles set content_en = 'qzbeta' where id = ${second}`;
        firstWritten = true;
        await other`update articles set content_en = 'qzbeta qzalpha' where id = ${second}`;
        await other`commit`;
      })().then(
        () => "committed",
        (error: { code?: string }) => error.code ?? String(error),
      );
      // The other transaction has taken its first rows (it must not), or waits for its turn.
      const waiting = async () =>
        (await client`select 1 from pg_stat_activity where pid = ${pid?.pid ?? 0} and wait_event_type = 'Lock'`).length > 0;
      while (!firstWritten && !(await waiting())) await new Promise((resolve) => setImmediate(resolve));
      const oneRun = (async () => {
        await one`update articles set content_en = 'qzalpha qzbeta' where id = ${first}`;
        await one`commit`;
      })().then(
        () => "committed",
        (error: { code?: string }) => error.code ?? String(error),
      );
      // A deadlock would abort one of them (40P01).
      expect(await Promise.all([oneRun, otherRun])).toEqual(["committed", "committed"]);
    } finally {
      await one`rollback`.catch(() => {});
      await other`rollback`.catch(() => {});
      one.release();
      other.release();
    }
    expect({ alpha: await kept("qzalpha"), beta: await kept("qzbeta"), gone: await kept("qzaone") }).toEqual({
      alpha: 2,
      beta: 2,
      gone: 0,
    });
    const [counted] = await client<{ ndoc: number }[]>`
      select ndoc from ts_stat('select search_en from articles where live_en') where word = 'qzalpha'`;
    expect(counted?.ndoc).toBe(2);
  });
});
