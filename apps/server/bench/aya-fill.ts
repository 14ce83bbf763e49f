// Fills an existing DATA_DIR (a site started once on it, then stopped) with generated bilingual
// articles up to BENCH_ARTICLES (10,000 by default), as bench:scale does, so that Aya's answer time
// can be measured at that size with eval/latency.ts. `tsx bench/aya-fill.ts <dataDir>`
import { articles, sql, openDb } from "@lumiere/db";
import { fillArticles } from "./scale-content";

const TARGET = Number(process.env.BENCH_ARTICLES ?? 10_000);
const dataDir = process.argv[2];
if (!dataDir) throw new Error("usage: tsx bench/aya-fill.ts <dataDir>");
const handle = await openDb({ dataDir });
try {
  await fillArticles(handle.db, TARGET);
  const [check] = await handle.db.select({ count: sql<number>`count(*)::int` }).from(articles);
  console.log(`${check?.count} articles in ${dataDir}`);
} finally {
  await handle.close();
}
