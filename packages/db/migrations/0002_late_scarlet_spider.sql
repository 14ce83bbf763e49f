CREATE TABLE "knowledge_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"topic" text NOT NULL,
	"questions_en" text DEFAULT '' NOT NULL,
	"questions_fr" text DEFAULT '' NOT NULL,
	"answer_en" text NOT NULL,
	"answer_fr" text NOT NULL,
	"page_id" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "chat_session_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "chat_transcript" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "knowledge_entries_position_idx" ON "knowledge_entries" USING btree ("position","id");