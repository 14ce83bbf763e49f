CREATE TABLE "analytics_daily_event_visitors" (
	"day" date NOT NULL,
	"name" text NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "analytics_daily_event_visitors_day_name_pk" PRIMARY KEY("day","name")
);
--> statement-breakpoint
CREATE TABLE "analytics_day_event_visitors" (
	"day" date NOT NULL,
	"name" text NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "analytics_day_event_visitors_day_name_visitor_pk" PRIMARY KEY("day","name","visitor")
);
--> statement-breakpoint
-- Hand-written backfill: the day still open gets its per-event visitors from the raw
-- events already rolled up (raw events are kept two days), so today's funnel counts visitors at once.
-- Finished days before this migration have no per-event visitors: their funnel steps read 0.
INSERT INTO "analytics_day_event_visitors" ("day", "name", "visitor")
SELECT DISTINCT (e."at" AT TIME ZONE 'UTC')::date, e."name", e."visitor"
FROM "analytics_events" e, "analytics_rollup" r
WHERE e."at" < r."rolled_up_to" AND (e."at" AT TIME ZONE 'UTC')::date >= (r."rolled_up_to" AT TIME ZONE 'UTC')::date
UNION
SELECT DISTINCT (e."at" AT TIME ZONE 'UTC')::date, 'conversion', e."visitor"
FROM "analytics_events" e, "analytics_rollup" r
WHERE e."at" < r."rolled_up_to" AND (e."at" AT TIME ZONE 'UTC')::date >= (r."rolled_up_to" AT TIME ZONE 'UTC')::date
  AND e."name" IN ('consultation_sent', 'contact_sent', 'signup_sent', 'booking_clicked')
ON CONFLICT DO NOTHING;
