CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"action" text NOT NULL,
	"actor" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_kind" text NOT NULL,
	"lead_id" integer NOT NULL,
	"audience" text NOT NULL,
	"to_address" text NOT NULL,
	"origin" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text DEFAULT '' NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "lang" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "notes" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "consent_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce(name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(company, '') || ' ' || coalesce(project_description, '') || ' ' || coalesce(notes, ''))) STORED;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "dedupe_key_alt" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "lang" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "notes" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "consent_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(company, '') || ' ' || coalesce(message, '') || ' ' || coalesce(notes, ''))) STORED;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "dedupe_key_alt" text;--> statement-breakpoint
ALTER TABLE "prospects" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "prospects" ADD COLUMN "token" text DEFAULT gen_random_uuid()::text NOT NULL;--> statement-breakpoint
ALTER TABLE "prospects" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "prospects" ADD COLUMN "unsubscribed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "prospects" ADD COLUMN "lang" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "prospects" ADD COLUMN "notes" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "prospects" ADD COLUMN "consent_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "prospects" ADD COLUMN "consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "prospects" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce(email, '') || ' ' || coalesce(source, '') || ' ' || coalesce(notes, ''))) STORED;--> statement-breakpoint
CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "outbox_lead_idx" ON "outbox" USING btree ("lead_kind","lead_id");--> statement-breakpoint
CREATE UNIQUE INDEX "consultations_dedupe_key_idx" ON "consultations" USING btree ("dedupe_key");--> statement-breakpoint
CREATE UNIQUE INDEX "consultations_dedupe_key_alt_idx" ON "consultations" USING btree ("dedupe_key_alt");--> statement-breakpoint
CREATE INDEX "consultations_status_created_idx" ON "consultations" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_dedupe_key_idx" ON "contacts" USING btree ("dedupe_key");--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_dedupe_key_alt_idx" ON "contacts" USING btree ("dedupe_key_alt");--> statement-breakpoint
CREATE INDEX "contacts_status_created_idx" ON "contacts" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "prospects_token_idx" ON "prospects" USING btree ("token");--> statement-breakpoint
CREATE INDEX "prospects_created_at_idx" ON "prospects" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "prospects_status_created_idx" ON "prospects" USING btree ("status","created_at");