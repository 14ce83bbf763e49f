// Referrers and campaigns are whatever a client sends. Each day keeps a fixed number of distinct
// values by name, the most frequent first; past it, new values are counted as "other". So made-up
// values cannot grow the rollups without bound, and the dashboard still names the real sources.
// Run by the rollup pass on the raw events it is about to add, under its lock: every process
// agrees on which values a day kept.
import { type SQL, sql, type Tx } from "@lumiere/db";

/** Distinct referrer hosts, and distinct campaigns, a day keeps by name. */
export const DAILY_DISTINCT_CAP = 100;
/** What the values past the cap are counted as. */
export const OTHER = "other";

/** Each folded as one: a referrer host, and a campaign (its source, medium and name together). */
const FOLDS: ReadonlyArray<readonly string[]> = [["referrer"], ["utm_source", "utm_medium", "utm_campaign"]];

/** Folds the values past each day's cap into "other" in the raw events of `range` (a condition on `at`). */
export async function foldRareValues(tx: Tx, range: SQL): Promise<void> {
  for (const columns of FOLDS) {
    const list = (alias: string) => sql.raw(columns.map((c) => `${alias}.${c}`).join(", "));
    const same = (a: string, b: string) => sql.raw(columns.map((c) => `${a}.${c} = ${b}.${c}`).join(" and "));
    // Neither empty (no referrer, no campaign) nor already folded: the values that count towards the cap.
    const named = (alias: string) =>
      sql.raw(
        `not (${columns.map((c) => `${alias}.${c} = ''`).join(" and ")}) and not (${columns.map((c) => `${alias}.${c} = '${OTHER}'`).join(" and ")})`,
      );
    const setOther = sql.raw(columns.map((c) => `${c} = '${OTHER}'`).join(", "));
    await tx.execute(sql`
      with seen as (
        select (e.at at time zone 'UTC')::date as day, ${list("e")}, count(*) as n
        from analytics_events e where ${range} and ${named("e")} group by 1, ${list("e")}
      ), fresh as (
        select s.*, row_number() over (partition by s.day order by s.n desc, ${list("s")}) as rank from seen s
        where not exists (select 1 from analytics_daily d where d.day = s.day and ${same("d", "s")})
      ), kept as (
        select x.day, count(*) as n from (
          select distinct d.day, ${list("d")} from analytics_daily d where d.day in (select day from seen) and ${named("d")}
        ) x group by x.day
      )
      update analytics_events set ${setOther}
      from fresh f left join kept k on k.day = f.day
      where ${range} and (analytics_events.at at time zone 'UTC')::date = f.day and ${same("analytics_events", "f")}
        and coalesce(k.n, 0) + f.rank > ${DAILY_DISTINCT_CAP}`);
  }
}
