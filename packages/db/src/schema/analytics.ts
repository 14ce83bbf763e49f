import { bigint, bigserial, date, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

// First-party, cookie-free analytics: raw events for two days, then hourly and daily rollups.
// A visitor is a hash of the day's salt, the site, IP and user agent: it links nothing across days.

/** One random salt per UTC day; deleted once the day is over, so yesterday's hashes cannot be recomputed. */
export const analyticsSalts = pgTable("analytics_salts", {
  day: date({ mode: "string" }).primaryKey(),
  salt: text().notNull(),
});

/** The dimensions every event and rollup row carries ('' when there is none). */
const dimensions = {
  /** "pageview" or an event name (analytics-values in @lumiere/validation). */
  name: text().notNull(),
  path: text().notNull().default(""),
  lang: text().notNull().default(""),
  /** The external referrer's domain only. */
  referrer: text().notNull().default(""),
  utmSource: text().notNull().default(""),
  utmMedium: text().notNull().default(""),
  utmCampaign: text().notNull().default(""),
};

/** Raw events: kept a short while after they are rolled up. */
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    at: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
    ...dimensions,
    visitor: text().notNull(),
  },
  (t) => [index("analytics_events_at_idx").on(t.at)],
);

const rollupKey = ["name", "path", "lang", "referrer", "utmSource", "utmMedium", "utmCampaign"] as const;

/** Event counts per hour and dimensions. */
export const analyticsHourly = pgTable(
  "analytics_hourly",
  {
    hour: timestamp({ withTimezone: true, mode: "date" }).notNull(),
    ...dimensions,
    count: bigint({ mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.hour, ...rollupKey.map((k) => t[k])] })],
);

/** Event counts per UTC day and dimensions. */
export const analyticsDaily = pgTable(
  "analytics_daily",
  {
    day: date({ mode: "string" }).notNull(),
    ...dimensions,
    count: bigint({ mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, ...rollupKey.map((k) => t[k])] })],
);

/** The distinct visitors of a day not yet over (deleted when the day's count is final). */
export const analyticsDayVisitors = pgTable(
  "analytics_day_visitors",
  {
    day: date({ mode: "string" }).notNull(),
    visitor: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.visitor] })],
);

/** Distinct visitors of each finished day. */
export const analyticsDailyVisitors = pgTable("analytics_daily_visitors", {
  day: date({ mode: "string" }).primaryKey(),
  visitors: integer().notNull(),
});

/** How far raw events are rolled up (one row): every event before `rolledUpTo` is in the rollups. */
export const analyticsRollup = pgTable("analytics_rollup", {
  id: integer().primaryKey(),
  rolledUpTo: timestamp({ withTimezone: true, mode: "date" }).notNull(),
});

/** Each day's distinct visitors per event (and "conversion": any converting event) while the day is open. */
export const analyticsDayEventVisitors = pgTable(
  "analytics_day_event_visitors",
  {
    day: date({ mode: "string" }).notNull(),
    name: text().notNull(),
    visitor: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.name, t.visitor] })],
);

/** Distinct visitors per event of each finished day: the funnel's steps. */
export const analyticsDailyEventVisitors = pgTable(
  "analytics_daily_event_visitors",
  {
    day: date({ mode: "string" }).notNull(),
    name: text().notNull(),
    visitors: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.name] })],
);
