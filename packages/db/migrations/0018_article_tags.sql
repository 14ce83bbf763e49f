ALTER TABLE "articles" ADD COLUMN "tags_en" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "tags_fr" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "articles_tags_en_idx" ON "articles" USING gin ("tags_en");--> statement-breakpoint
CREATE INDEX "articles_tags_fr_idx" ON "articles" USING gin ("tags_fr");