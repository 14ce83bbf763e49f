// The dashboard's figures over a period. They read the rollups; only events not yet rolled up (the
// current hour, or a little more) are read raw. Visitors are distinct per day, summed over days:
// with a salt per day, that is all anyone can know.
import { type Db, rowsOf, type SQL, sql } from "@lumiere/db";
import { ANALYTICS_EVENTS, type AnalyticsEvent, type AnalyticsPeriod, type AnalyticsSummary, CONVERSION_STEP } from "@lumiere/validation";
import { type Bucket, periodRange } from "./period";
import { eventVisitors, rolledUpTo } from "./rollup";

const TOP = 10;
const DIMS = sql.raw("name, path, lang, referrer, utm_source, utm_medium, utm_campaign");

export interface AnalyticsReport extends Omit<AnalyticsSummary, "topPages" | "referrers"> {
  period: AnalyticsPeriod;
  bucket: Bucket;
  topPages: Array<{ path: string; lang: string; pageviews: number }>;
  referrers: Array<{ domain: string; lang: string; pageviews: number }>;
  campaigns: Array<{ campaign: string; source: string; medium: string; lang: string; pageviews: number }>;
  events: Record<AnalyticsEvent, number>;
  /** The funnel's steps: distinct visitors per day who did each event, summed over days (never more than `visitors`). */
  eventVisitors: Record<AnalyticsEvent, number>;
  /** Visitors (per day, summed) who sent a form or followed the booking link: the conversion rate's numerator. */
  convertedVisitors: number;
  /** One point per hour (today), day or month: page views, and visitors except per hour. */
  series: Array<{ at: string; pageviews: number; visitors: number | null }>;
}

const num = (v: unknown) => Number(v ?? 0);

export async function analyticsReport(db: Db, period: AnalyticsPeriod, now: Date = new Date()): Promise<AnalyticsReport> {
  const range = periodRange(period, now);
  const watermark = await rolledUpTo(db);
  const rawFrom = (watermark && watermark > range.start ? watermark : range.start).toISOString();
  const counts = sql`
    with counts as (
      select ${DIMS}, count from analytics_daily where day >= ${range.startDay}::date
      union all
      select ${DIMS}, count(*) as count from analytics_events where at >= ${rawFrom}::timestamptz group by ${DIMS}
    )`;
  const rows = async <T>(query: SQL) => rowsOf<T>(await db.execute(query));
  const [totals, pages, referrers, campaigns, views, visitors, steps] = await Promise.all([
    rows<{ name: string; n: string }>(sql`${counts} select name, sum(count) as n from counts group by name`),
    rows<{ path: string; lang: string; n: string }>(
      sql`${counts} select path, lang, sum(count) as n from counts where name = 'pageview' group by path, lang order by n desc, path limit ${TOP}`,
    ),
    rows<{ referrer: string; lang: string; n: string }>(
      sql`${counts} select referrer, lang, sum(count) as n from counts where name = 'pageview' and referrer <> '' group by referrer, lang order by n desc, referrer limit ${TOP}`,
    ),
    rows<{ utm_campaign: string; utm_source: string; utm_medium: string; lang: string; n: string }>(
      sql`${counts} select utm_campaign, utm_source, utm_medium, lang, sum(count) as n from counts
          where name = 'pageview' and utm_campaign <> '' group by utm_campaign, utm_source, utm_medium, lang order by n desc, utm_campaign limit ${TOP}`,
    ),
    rows<{ k: string; n: string }>(pageviewSeries(range.bucket, range.startDay, range.start.toISOString(), rawFrom)),
    rows<{ k: string; n: string }>(sql`
      select to_char(day, 'YYYY-MM-DD') as k, sum(v) as n from (
        select day, visitors as v from analytics_daily_visitors where day >= ${range.startDay}::date
        union all
        select day, count(*) from analytics_day_visitors where day >= ${range.startDay}::date group by day
        union all
        select r.day, count(*) from (
          select distinct (at at time zone 'UTC')::date as day, visitor from analytics_events where at >= ${rawFrom}::timestamptz
        ) r where not exists (select 1 from analytics_day_visitors d where d.day = r.day and d.visitor = r.visitor) group by r.day
      ) x group by day`),
    rows<{ name: string; n: string }>(sql`
      select name, sum(v) as n from (
        select name, visitors as v from analytics_daily_event_visitors where day >= ${range.startDay}::date
        union all
        select name, count(*) from analytics_day_event_visitors where day >= ${range.startDay}::date group by name
        union all
        select r.name, count(*) from (${eventVisitors(sql`at >= ${rawFrom}::timestamptz`)}) r
        where not exists (
          select 1 from analytics_day_event_visitors d where d.day = r.day and d.name = r.name and d.visitor = r.visitor
        ) group by r.name
      ) x group by name`),
  ]);

  const events = Object.fromEntries(ANALYTICS_EVENTS.map((name) => [name, 0])) as Record<AnalyticsEvent, number>;
  for (const t of totals) if (t.name in events) events[t.name as AnalyticsEvent] = num(t.n);
  const visitorsOf = new Map(steps.map((s) => [s.name, num(s.n)]));
  const eventVisitorCounts = Object.fromEntries(ANALYTICS_EVENTS.map((name) => [name, visitorsOf.get(name) ?? 0])) as Record<
    AnalyticsEvent,
    number
  >;
  const keyLength = { hour: 13, day: 10, month: 7 }[range.bucket];
  const viewsBy = new Map(views.map((v) => [v.k, num(v.n)]));
  const visitorsBy = new Map<string, number>();
  for (const v of visitors) visitorsBy.set(v.k.slice(0, keyLength), (visitorsBy.get(v.k.slice(0, keyLength)) ?? 0) + num(v.n));
  return {
    period,
    bucket: range.bucket,
    visitors: visitors.reduce((sum, v) => sum + num(v.n), 0),
    pageviews: events.pageview,
    topPages: pages.map((p) => ({ path: p.path, lang: p.lang, pageviews: num(p.n) })),
    referrers: referrers.map((r) => ({ domain: r.referrer, lang: r.lang, pageviews: num(r.n) })),
    campaigns: campaigns.map((c) => ({
      campaign: c.utm_campaign,
      source: c.utm_source,
      medium: c.utm_medium,
      lang: c.lang,
      pageviews: num(c.n),
    })),
    events,
    eventVisitors: eventVisitorCounts,
    convertedVisitors: visitorsOf.get(CONVERSION_STEP) ?? 0,
    conversions: {
      chat: events.chat_started,
      consultation: events.consultation_sent,
      contact: events.contact_sent,
      signup: events.signup_sent,
    },
    series: range.buckets.map((at) => {
      const key = at.slice(0, keyLength);
      return { at, pageviews: viewsBy.get(key) ?? 0, visitors: range.bucket === "hour" ? null : (visitorsBy.get(key) ?? 0) };
    }),
  };
}

/** Page views per bucket: hourly rollups for today, daily ones (by day or month) otherwise, plus raw events. */
function pageviewSeries(bucket: Bucket, startDay: string, start: string, rawFrom: string): SQL {
  const raw = {
    hour: sql`to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24')`,
    day: sql`to_char(at at time zone 'UTC', 'YYYY-MM-DD')`,
    month: sql`to_char(at at time zone 'UTC', 'YYYY-MM')`,
  }[bucket];
  const rolled =
    bucket === "hour"
      ? sql`select to_char(hour at time zone 'UTC', 'YYYY-MM-DD"T"HH24') as k, count from analytics_hourly where name = 'pageview' and hour >= ${start}::timestamptz`
      : sql`select to_char(day, ${bucket === "day" ? "YYYY-MM-DD" : "YYYY-MM"}) as k, count from analytics_daily where name = 'pageview' and day >= ${startDay}::date`;
  return sql`
    select k, sum(count) as n from (
      ${rolled}
      union all
      select ${raw} as k, 1 as count from analytics_events where name = 'pageview' and at >= ${rawFrom}::timestamptz
    ) x group by k`;
}

/** The REST answer: the report's totals, pages and referrers over both languages. */
export function summaryOf(report: AnalyticsReport): AnalyticsSummary {
  const merge = <T>(items: T[], key: (item: T) => string, views: (item: T) => number) => {
    const by = new Map<string, number>();
    for (const item of items) by.set(key(item), (by.get(key(item)) ?? 0) + views(item));
    return [...by].sort((a, b) => b[1] - a[1]);
  };
  return {
    visitors: report.visitors,
    pageviews: report.pageviews,
    topPages: merge(
      report.topPages,
      (p) => p.path,
      (p) => p.pageviews,
    ).map(([path, pageviews]) => ({ path, pageviews })),
    referrers: merge(
      report.referrers,
      (r) => r.domain,
      (r) => r.pageviews,
    ).map(([domain, pageviews]) => ({ domain, pageviews })),
    conversions: report.conversions,
  };
}
