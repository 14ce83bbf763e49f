ALTER TABLE "webhook_endpoints" ADD COLUMN "timeouts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD COLUMN "paused_until" timestamp with time zone;