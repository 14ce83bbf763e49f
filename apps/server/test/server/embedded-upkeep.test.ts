// The pruning job's last task on the embedded database: what autovacuum does on PostgreSQL. After
// a thousand articles arrive, its next pass vacuums and analyzes their table, and a pass with
// nothing moved leaves every table alone. PostgreSQL has autovacuum: the task is not run there.
import { rowsOf, sql } from "@lumiere/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, dbLabel, type TestApp } from "../helpers/app";

const ADDED = 1000;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function planned(): Promise<{ tuples: number; rows: number; vacuumed: number }> {
  const [row] = rowsOf<{ tuples: number; rows: number; vacuumed: number }>(
    await t.app.db.execute(sql`select c.reltuples::int as tuples, (select count(*)::int from articles) as rows,
      (select vacuum_count::int from pg_stat_user_tables where relname = 'articles') as vacuumed
      from pg_class c where c.relname = 'articles' and c.relnamespace = (select oid from pg_namespace where nspname = current_schema())`),
  );
  if (!row) throw new Error("no articles table");
  return row;
}

describe.skipIf(dbLabel !== "pglite")("upkeep of the embedded database by the pruning job", () => {
  it("analyzes the articles once a thousand more arrived, and nothing when nothing moved", async () => {
    await t.app.pruning.runOnce();
    const before = await planned();
    expect(before.tuples).toBe(before.rows);

    await t.app.db.execute(sql`
      insert into articles (title_en, title_fr, slug_en, slug_fr, category_en, category_fr, content_en)
      select 'Upkeep ' || i, 'Entretien ' || i, 'upkeep-' || i, 'entretien-' || i, 'General', 'Général', repeat('Words of an article. ', 40)
      from generate_series(1, ${ADDED}) as i`);
    expect((await planned()).tuples).toBe(before.tuples);

    await t.app.pruning.runOnce();
    const after = await planned();
    expect(after.tuples).toBe(before.rows + ADDED);
    expect(after.vacuumed).toBe(before.vacuumed + 1);

    await t.app.pruning.runOnce();
    expect((await planned()).vacuumed).toBe(after.vacuumed);
  });
});
