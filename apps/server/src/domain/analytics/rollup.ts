// The rollup job: raw events of every finished hour are added to the hourly and daily counts (their
// referrers and campaigns past the day's cap folded first, fold.ts), the day's distinct visitors are collected and, once the day is over, counted and forgotten. One
// process at a time (an advisory lock); the watermark moves in the same transaction, so a second
// process waiting on the lock finds nothing left to add and no event is counted twice.
import { type Db, LOCK_IDS, rowsOf, type SQL, sql, type Tx } from "@lumiere/db";
import { CONVERSION_EVENTS, CONVERSION_STEP } from "@lumiere/validation";
import { foldRareValues } from "./fold";
import { utcDay } from "./visitor";

/** Events may reach the database a little after they happened (batched writes): hours are rolled up after this delay. */
const LATE_EVENTS_MS = 2 * 60_000;
/** Raw events are kept this long after they are rolled up (a failed rollup can be looked into). */
export const RAW_KEEP_MS = 2 * 24 * 3600_000;
/** Hourly counts serve the "today" chart only: a month of them is plenty. */
const HOURLY_KEEP_MS = 31 * 24 * 3600_000;

const HOUR_MS = 3600_000;
const DAY_MS = 24 * HOUR_MS;
export const hourStart = (at: Date) => new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);

const DIMS = sql.raw("name, path, lang, referrer, utm_source, utm_medium, utm_campaign");

/** Everything before this moment is in the rollups (null before the first rollup). */
export async function rolledUpTo(db: Db | Tx): Promise<Date | null> {
  const [row] = rowsOf<{ at: string | Date }>(await db.execute(sql`select rolled_up_to as at from analytics_rollup where id = 1`));
  return row ? new Date(row.at) : null;
}

export interface RollupResult {
  rolledUpTo: Date;
  /** Raw events added to the rollups by this pass (0 when another process had done it). */
  events: number;
}

export async function rollupAnalytics(db: Db, now: Date = new Date()): Promise<RollupResult> {
  const target = hourStart(new Date(now.getTime() - LATE_EVENTS_MS));
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_IDS.analytics})`);
    const from = (await rolledUpTo(tx)) ?? (await firstEventHour(tx)) ?? target;
    let events = 0;
    if (from < target) {
      const range = sql`at >= ${from.toISOString()}::timestamptz and at < ${target.toISOString()}::timestamptz`;
      await foldRareValues(tx, range);
      const [added] = rowsOf<{ n: string | number }>(
        await tx.execute(sql`
          with hourly as (
            insert into analytics_hourly (hour, ${DIMS}, count)
            select date_trunc('hour', at), ${DIMS}, count(*) from analytics_events where ${range} group by 1, ${DIMS}
            on conflict (hour, ${DIMS}) do update set count = analytics_hourly.count + excluded.count
            returning count
          ) select coalesce(sum(count), 0) as n from hourly`),
      );
      events = Number(added?.n ?? 0);
      await tx.execute(sql`
        insert into analytics_daily (day, ${DIMS}, count)
        select (at at time zone 'UTC')::date, ${DIMS}, count(*) from analytics_events where ${range} group by 1, ${DIMS}
        on conflict (day, ${DIMS}) do update set count = analytics_daily.count + excluded.count`);
      await tx.execute(sql`
        insert into analytics_day_visitors (day, visitor)
        select distinct (at at time zone 'UTC')::date, visitor from analytics_events where ${range}
        on conflict do nothing`);
      await tx.execute(sql`
        insert into analytics_day_event_visitors (day, name, visitor)
        ${eventVisitors(range)}
        on conflict do nothing`);
    }
    // Days wholly rolled up: their visitor count is final, and their visitor hashes go.
    const watermark = new Date(Math.max(from.getTime(), target.getTime()));
    const lastOpenDay = utcDay(watermark);
    await tx.execute(sql`
      insert into analytics_daily_visitors (day, visitors)
      select day, count(*) from analytics_day_visitors where day < ${lastOpenDay}::date group by day
      on conflict (day) do update set visitors = analytics_daily_visitors.visitors + excluded.visitors`);
    await tx.execute(sql`delete from analytics_day_visitors where day < ${lastOpenDay}::date`);
    await tx.execute(sql`
      insert into analytics_daily_event_visitors (day, name, visitors)
      select day, name, count(*) from analytics_day_event_visitors where day < ${lastOpenDay}::date group by day, name
      on conflict (day, name) do update set visitors = analytics_daily_event_visitors.visitors + excluded.visitors`);
    await tx.execute(sql`delete from analytics_day_event_visitors where day < ${lastOpenDay}::date`);
    await tx.execute(sql`
      insert into analytics_rollup (id, rolled_up_to) values (1, ${watermark.toISOString()}::timestamptz)
      on conflict (id) do update set rolled_up_to = excluded.rolled_up_to`);
    await tx.execute(
      sql`delete from analytics_events where at < ${new Date(watermark.getTime() - RAW_KEEP_MS).toISOString()}::timestamptz`,
    );
    await tx.execute(
      sql`delete from analytics_hourly where hour < ${new Date(watermark.getTime() - HOURLY_KEEP_MS).toISOString()}::timestamptz`,
    );
    // A finished day's salt is never needed again: without it its hashes cannot be recomputed.
    await tx.execute(sql`delete from analytics_salts where day < ${utcDay(now)}::date`);
    return { rolledUpTo: watermark, events };
  });
}

/**
 * Deletes the counts of days past the retention period (ANALYTICS_RETENTION_DAYS), run by the
 * pruning job. Idempotent, so every process may run it.
 */
export async function pruneAnalytics(db: Db, retentionDays: number, now: Date = new Date()): Promise<void> {
  const firstKept = utcDay(new Date(now.getTime() - retentionDays * DAY_MS));
  await db.execute(sql`delete from analytics_daily where day < ${firstKept}::date`);
  await db.execute(sql`delete from analytics_daily_visitors where day < ${firstKept}::date`);
  await db.execute(sql`delete from analytics_hourly where hour < ${`${firstKept}T00:00:00Z`}::timestamptz`);
}

/**
 * The distinct (day, event, visitor) of the raw events in `range`, plus (day, "conversion",
 * visitor) for a visitor who did any conversion event: the funnel counts visitors, not events.
 */
export function eventVisitors(range: SQL): SQL {
  const converting = sql.join(
    CONVERSION_EVENTS.map((n) => sql`${n}`),
    sql`, `,
  );
  return sql`
    select distinct (at at time zone 'UTC')::date as day, name, visitor from analytics_events where ${range}
    union
    select distinct (at at time zone 'UTC')::date as day, ${CONVERSION_STEP} as name, visitor from analytics_events
    where ${range} and name in (${converting})`;
}

async function firstEventHour(tx: Tx): Promise<Date | null> {
  const [row] = rowsOf<{ at: string | Date | null }>(await tx.execute(sql`select min(at) as at from analytics_events`));
  return row?.at ? hourStart(new Date(row.at)) : null;
}
