// The periods the dashboard offers, as UTC ranges and the buckets of their chart.
import type { AnalyticsPeriod } from "@lumiere/validation";
import { hourStart } from "./rollup";
import { utcDay } from "./visitor";

export type Bucket = "hour" | "day" | "month";

export interface PeriodRange {
  /** The first day counted (YYYY-MM-DD, UTC). */
  startDay: string;
  /** Its first moment. */
  start: Date;
  bucket: Bucket;
  /** Every bucket of the chart, oldest first (ISO strings of their starts). */
  buckets: string[];
}

const DAY_MS = 24 * 3600_000;

export function periodRange(period: AnalyticsPeriod, now: Date): PeriodRange {
  const today = new Date(`${utcDay(now)}T00:00:00.000Z`);
  if (period === "today") {
    const hours = [];
    for (let at = today.getTime(); at <= hourStart(now).getTime(); at += 3600_000) hours.push(new Date(at).toISOString());
    return { startDay: utcDay(today), start: today, bucket: "hour", buckets: hours };
  }
  if (period === "12m") {
    const start = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 11, 1));
    const months = [];
    for (let i = 0; i < 12; i++) months.push(new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + i, 1)).toISOString());
    return { startDay: utcDay(start), start, bucket: "month", buckets: months };
  }
  const days = period === "7d" ? 7 : 30;
  const start = new Date(today.getTime() - (days - 1) * DAY_MS);
  const buckets = [];
  for (let i = 0; i < days; i++) buckets.push(new Date(start.getTime() + i * DAY_MS).toISOString());
  return { startDay: utcDay(start), start, bucket: "day", buckets };
}
