// Analytics at scale: 10 million synthetic events over the last year (generate_series, in SQL),
// rolled up once, then the dashboard's report for each period, timed on the server.
//   DATABASE_URL=postgres://… pnpm --filter @lumiere/server bench:analytics   (EVENTS=… to change the size)
// Runs in a schema of its own, dropped at the end.
import { performance } from "node:perf_hooks";
import { migrate, sql, openDb } from "@lumiere/db";
import { ANALYTICS_PERIODS } from "@lumiere/validation";
import { analyticsReport } from "../src/domain/analytics/report";
import { rollupAnalytics } from "../src/domain/analytics/rollup";

const url = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!url) throw new Error("Set DATABASE_URL to a PostgreSQL database: the bench measures PostgreSQL.");
const total = Number(process.env.EVENTS ?? 10_000_000);
const chunk = 1_000_000;
const schema = `bench_analytics_${process.pid}`;

const setup = await openDb({ databaseUrl: url, maxConnections: 1 });
await setup.db.execute(sql.raw(`create schema if not exists "${schema}"`));
await setup.close();
const handle = await openDb({ databaseUrl: url, searchPath: schema, maxConnections: 4, queryTimeoutMs: 0 });
const { db } = handle;
const ms = (since: number) => Math.round(performance.now() - since);

try {
  await migrate(handle, { migrationsSchema: schema });
  let started = performance.now();
  // Deterministic dimensions from the series number: 2 languages, 12 pages, a referrer on one view in
  // ten, a campaign on one in twenty-five, a few thousand visitors a day, and the funnel's events.
  for (let from = 1; from <= total; from += chunk) {
    const to = Math.min(total, from + chunk - 1);
    await db.execute(sql`
      insert into analytics_events (at, name, path, lang, referrer, utm_source, utm_medium, utm_campaign, visitor)
      select now() - interval '365 days' * random(),
        case when g % 200 = 0 then 'chat_started' when g % 500 = 1 then 'consultation_sent' when g % 700 = 2 then 'contact_sent' else 'pageview' end,
        '/' || l || (array['', '/about', '/technology', '/product', '/insights', '/contact', '/insights/a', '/insights/b',
                           '/insights/c', '/insights/d', '/privacy', '/terms'])[1 + g % 12],
        l,
        case when g % 10 = 0 then (array['google.com', 'bing.com', 'linkedin.com', 'duckduckgo.com', 'x.com', 'news.ycombinator.com', 'qwant.com'])[1 + g % 7] else '' end,
        case when g % 25 = 0 then 'newsletter' else '' end,
        case when g % 25 = 0 then 'email' else '' end,
        case when g % 25 = 0 then (array['launch', 'spring', 'webinar'])[1 + g % 3] else '' end,
        'v' || ((g * 7919) % 9000)
      from generate_series(${from}::bigint, ${to}::bigint) as g, lateral (select case when g % 3 = 0 then 'fr' else 'en' end as l) as lang`);
    process.stdout.write(`\r${to.toLocaleString("en")} events generated`);
  }
  await db.execute(sql`analyze analytics_events`);
  console.log(` in ${ms(started)} ms`);

  started = performance.now();
  const result = await rollupAnalytics(db);
  console.log(`rollup of ${result.events.toLocaleString("en")} events: ${ms(started)} ms`);
  await db.execute(sql`analyze`);
  const sizes = await db.execute(sql`
    select (select count(*) from analytics_daily) as daily, (select count(*) from analytics_hourly) as hourly,
           (select count(*) from analytics_events) as raw`);
  console.log("rows after rollup:", JSON.stringify(Array.isArray(sizes) ? sizes[0] : sizes));

  console.log("dashboard report (server time, ms; 7 runs):");
  for (const period of ANALYTICS_PERIODS) {
    const times: number[] = [];
    let report: Awaited<ReturnType<typeof analyticsReport>> | undefined;
    for (let run = 0; run < 7; run++) {
      const at = performance.now();
      report = await analyticsReport(db, period);
      times.push(performance.now() - at);
    }
    times.sort((a, b) => a - b);
    console.log(
      `  ${period.padEnd(5)} median ${times[3]?.toFixed(1)} ms, best ${times[0]?.toFixed(1)} ms  (${report?.pageviews.toLocaleString("en")} page views, ${report?.visitors.toLocaleString("en")} visitors)`,
    );
  }
} finally {
  await db.execute(sql.raw(`drop schema if exists "${schema}" cascade`));
  await handle.close();
}
