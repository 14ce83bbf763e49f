CREATE TABLE "analytics_daily" (
	"day" date NOT NULL,
	"name" text NOT NULL,
	"path" text DEFAULT '' NOT NULL,
	"lang" text DEFAULT '' NOT NULL,
	"referrer" text DEFAULT '' NOT NULL,
	"utm_source" text DEFAULT '' NOT NULL,
	"utm_medium" text DEFAULT '' NOT NULL,
	"utm_campaign" text DEFAULT '' NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "analytics_daily_day_name_path_lang_referrer_utm_source_utm_medium_utm_campaign_pk" PRIMARY KEY("day","name","path","lang","referrer","utm_source","utm_medium","utm_campaign")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_visitors" (
	"day" date PRIMARY KEY NOT NULL,
	"visitors" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_day_visitors" (
	"day" date NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "analytics_day_visitors_day_visitor_pk" PRIMARY KEY("day","visitor")
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"path" text DEFAULT '' NOT NULL,
	"lang" text DEFAULT '' NOT NULL,
	"referrer" text DEFAULT '' NOT NULL,
	"utm_source" text DEFAULT '' NOT NULL,
	"utm_medium" text DEFAULT '' NOT NULL,
	"utm_campaign" text DEFAULT '' NOT NULL,
	"visitor" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_hourly" (
	"hour" timestamp with time zone NOT NULL,
	"name" text NOT NULL,
	"path" text DEFAULT '' NOT NULL,
	"lang" text DEFAULT '' NOT NULL,
	"referrer" text DEFAULT '' NOT NULL,
	"utm_source" text DEFAULT '' NOT NULL,
	"utm_medium" text DEFAULT '' NOT NULL,
	"utm_campaign" text DEFAULT '' NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "analytics_hourly_hour_name_path_lang_referrer_utm_source_utm_medium_utm_campaign_pk" PRIMARY KEY("hour","name","path","lang","referrer","utm_source","utm_medium","utm_campaign")
);
--> statement-breakpoint
CREATE TABLE "analytics_rollup" (
	"id" integer PRIMARY KEY NOT NULL,
	"rolled_up_to" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "analytics_events_at_idx" ON "analytics_events" USING btree ("at");