CREATE TABLE "app_state" (
	"key" text PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "dashboard_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "previous_visit_at" timestamp with time zone;--> statement-breakpoint
-- Rows that are not admin settings move out of "settings": the server's own state to app_state,
-- each admin's dashboard visits onto their user.
INSERT INTO "app_state" ("key", "data", "updated_at")
SELECT "type", "data", "updated_at" FROM "settings"
WHERE "type" IN ('seed', 'seed:knowledge', 'pages-html-sanitized', 'preview_secret', 'site_origin', 'ai_status');--> statement-breakpoint
UPDATE "users" SET
  "dashboard_seen_at" = ("s"."data"->>'seenAt')::timestamptz,
  "previous_visit_at" = ("s"."data"->>'previousSeenAt')::timestamptz
FROM "settings" "s"
WHERE "s"."type" = 'admin_visit:' || "users"."id";--> statement-breakpoint
DELETE FROM "settings"
WHERE "type" IN ('seed', 'seed:knowledge', 'pages-html-sanitized', 'preview_secret', 'site_origin', 'ai_status')
  OR "type" LIKE 'admin\_visit:%';
