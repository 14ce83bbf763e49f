CREATE TABLE "content_drafts" (
	"kind" text NOT NULL,
	"entity_id" integer NOT NULL,
	"data" jsonb NOT NULL,
	"state_en" text DEFAULT 'published' NOT NULL,
	"state_fr" text DEFAULT 'published' NOT NULL,
	"publish_at_en" timestamp with time zone,
	"publish_at_fr" timestamp with time zone,
	"edited_at_en" timestamp with time zone,
	"edited_at_fr" timestamp with time zone,
	"outdated_en" boolean DEFAULT false NOT NULL,
	"outdated_fr" boolean DEFAULT false NOT NULL,
	"updated_by" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_drafts_kind_entity_id_pk" PRIMARY KEY("kind","entity_id")
);
--> statement-breakpoint
CREATE TABLE "content_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"entity_id" integer NOT NULL,
	"data" jsonb NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"action" text NOT NULL,
	"restored_from" integer,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "redirects" (
	"id" serial PRIMARY KEY NOT NULL,
	"from_path" text NOT NULL,
	"to_path" text NOT NULL,
	"source" text DEFAULT 'manual' NOT NULL,
	"created_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "redirects_fromPath_unique" UNIQUE("from_path")
);
--> statement-breakpoint
ALTER TABLE "articles" DROP CONSTRAINT "articles_slug_en_unique";--> statement-breakpoint
ALTER TABLE "articles" DROP CONSTRAINT "articles_slug_fr_unique";--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "live_en" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "live_fr" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "subject_kind" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "subject_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "data" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "content_drafts_due_en_idx" ON "content_drafts" USING btree ("publish_at_en") WHERE state_en = 'scheduled';--> statement-breakpoint
CREATE INDEX "content_drafts_due_fr_idx" ON "content_drafts" USING btree ("publish_at_fr") WHERE state_fr = 'scheduled';--> statement-breakpoint
CREATE INDEX "content_versions_entity_idx" ON "content_versions" USING btree ("kind","entity_id","id");--> statement-breakpoint
CREATE INDEX "redirects_to_path_idx" ON "redirects" USING btree ("to_path");--> statement-breakpoint
CREATE UNIQUE INDEX "articles_slug_en_idx" ON "articles" USING btree ("slug_en") WHERE slug_en <> '';--> statement-breakpoint
CREATE UNIQUE INDEX "articles_slug_fr_idx" ON "articles" USING btree ("slug_fr") WHERE slug_fr <> '';--> statement-breakpoint
CREATE INDEX "audit_log_subject_idx" ON "audit_log" USING btree ("subject_kind","subject_id","id");