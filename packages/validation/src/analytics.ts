// Cookie-free analytics: the events counted, the periods the dashboard offers and the answers.
import { z } from "zod";

/** Every event counted; "pageview" is the server-rendered page or a client-side navigation. */
export const ANALYTICS_EVENTS = [
  "pageview",
  "chat_opened",
  "chat_started",
  "handoff",
  "consultation_opened",
  "consultation_sent",
  "contact_sent",
  "signup_sent",
  "booking_clicked",
] as const;
export type AnalyticsEvent = (typeof ANALYTICS_EVENTS)[number];

/** The events that make a visitor a converted one (the dashboard's conversion rate); "booking_clicked" is the booking link. */
export const CONVERSION_EVENTS = [
  "consultation_sent",
  "contact_sent",
  "signup_sent",
  "booking_clicked",
] as const satisfies readonly AnalyticsEvent[];
/** The funnel's step of visitors who did any of the conversion events (not an event of its own). */
export const CONVERSION_STEP = "conversion";

/** What the browser's beacon may report; "sent" events are recorded where the lead or chat is stored. */
export const BEACON_EVENTS = [
  "pageview",
  "chat_opened",
  "consultation_opened",
  "booking_clicked",
] as const satisfies readonly AnalyticsEvent[];

export const ANALYTICS_PERIODS = ["today", "7d", "30d", "12m"] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];

export const analyticsPeriodInputSchema = z.object({ period: z.enum(ANALYTICS_PERIODS).default("7d") });

/** The beacon's body: an event, the page it happened on, the page's referrer and query (UTM). */
export const beaconSchema = z.object({
  n: z.enum(BEACON_EVENTS),
  p: z.string().max(300).startsWith("/"),
  r: z.string().max(500).optional(),
  q: z.string().max(500).optional(),
});

const count = z.int().nonnegative();

/** The conversions of the funnel: visitors who chatted, then those who sent a form. */
export const conversionsSchema = z.object({
  chat: count.meta({ description: "Conversations started (a first message to the assistant)" }),
  consultation: count.meta({ description: "Consultation requests sent" }),
  contact: count.meta({ description: "Contact messages sent" }),
  signup: count.meta({ description: "Notify-me signups" }),
});

/** GET /api/admin/analytics/summary. */
export const analyticsSummarySchema = z
  .object({
    visitors: count.meta({ description: "Distinct visitors per day, summed over the period's days" }),
    pageviews: count,
    topPages: z.array(z.object({ path: z.string(), pageviews: count })),
    referrers: z.array(z.object({ domain: z.string(), pageviews: count })),
    conversions: conversionsSchema,
  })
  .meta({ id: "AnalyticsSummary" });
export type AnalyticsSummary = z.infer<typeof analyticsSummarySchema>;
