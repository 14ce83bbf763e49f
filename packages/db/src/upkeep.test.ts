// The embedded database's upkeep (what autovacuum does on PostgreSQL): a table that grew is
// vacuumed and analyzed, so the planner sees it as it is now, and one that did not move is left alone.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "./client";
import { openDb } from "./open";
import { rowsOf } from "./driver";
import { sql } from "./index";
import { migrate } from "./migrate";
import { tidyTables } from "./upkeep";

const ARTICLES = 4000;

/** The plan of the insights list filtered by a tag that one article in ten carries. */
async function tagPagePlan(handle: DbHandle): Promise<string> {
  const rows = rowsOf<{ "QUERY PLAN": string }>(
    await handle.db.execute(sql`explain select id, title_en from articles
      where live_en and tags_en @> array['common']::text[] order by published_at desc, id desc limit 12`),
  );
  return rows.map((r) => r["QUERY PLAN"]).join("\n");
}

describe("upkeep of the embedded database", () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await openDb({});
    await migrate(handle);
    await tidyTables(handle);
  });
  afterAll(async () => {
    await handle.close();
  });

  it("leaves alone the tables whose size did not move", async () => {
    expect(await tidyTables(handle)).toEqual([]);
  });

  it("vacuums and analyzes a table that grew, and the planner then reads the newest first", async () => {
    await handle.db.execute(sql`
      insert into articles (title_en, title_fr, slug_en, slug_fr, category_en, category_fr, content_en, tags_en, published_at)
      select 'Article ' || i, 'Article ' || i, 'a-' || i, 'a-' || i, 'General', 'Général', repeat('Text of the article. ', 40),
        case when i % 10 = 0 then array['common'] else array['rare-' || i] end, now() - make_interval(hours => i)
      from generate_series(1, ${ARTICLES}) as i`);
    // Planned from an empty table's statistics: every article carrying the tag is read, then sorted.
    expect(await tagPagePlan(handle)).toMatch(/Bitmap Heap Scan/);

    expect(await tidyTables(handle)).toContain("articles");
    const [stats] = rowsOf<{ tuples: number }>(
      await handle.db.execute(sql`select reltuples::int as tuples from pg_class where relname = 'articles'`),
    );
    expect(stats?.tuples).toBe(ARTICLES);
    // The newest articles first, stopping at the twelfth that carries the tag.
    expect(await tagPagePlan(handle)).toMatch(/Index Scan Backward using articles_published_at_idx/);
    expect(await tidyTables(handle)).toEqual([]);
  });
});
