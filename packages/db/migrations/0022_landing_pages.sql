CREATE TABLE "landing_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"title_fr" text DEFAULT '' NOT NULL,
	"slug_en" text DEFAULT '' NOT NULL,
	"slug_fr" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"description_fr" text DEFAULT '' NOT NULL,
	"share_image_en" text DEFAULT '' NOT NULL,
	"share_image_fr" text DEFAULT '' NOT NULL,
	"blocks_en" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"blocks_fr" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"live_en" boolean DEFAULT false NOT NULL,
	"live_fr" boolean DEFAULT false NOT NULL,
	"owner_id" integer,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "landing_pages" ADD CONSTRAINT "landing_pages_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "landing_pages_slug_en_idx" ON "landing_pages" USING btree ("slug_en") WHERE slug_en <> '';--> statement-breakpoint
CREATE UNIQUE INDEX "landing_pages_slug_fr_idx" ON "landing_pages" USING btree ("slug_fr") WHERE slug_fr <> '';--> statement-breakpoint
CREATE INDEX "landing_pages_updated_idx" ON "landing_pages" USING btree ("updated_at","id");