ALTER TABLE "media" ADD COLUMN "alt_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "alt_fr" text DEFAULT '' NOT NULL;