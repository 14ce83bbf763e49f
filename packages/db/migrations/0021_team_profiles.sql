CREATE TABLE "team_profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"role_en" text DEFAULT '' NOT NULL,
	"role_fr" text DEFAULT '' NOT NULL,
	"bio_en" text DEFAULT '' NOT NULL,
	"bio_fr" text DEFAULT '' NOT NULL,
	"media_id" integer,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_profiles_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "author_profile_id" integer;--> statement-breakpoint
ALTER TABLE "team_profiles" ADD CONSTRAINT "team_profiles_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "team_profiles_shown_idx" ON "team_profiles" USING btree ("position","id") WHERE published;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_author_profile_id_team_profiles_id_fk" FOREIGN KEY ("author_profile_id") REFERENCES "team_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "articles_author_idx" ON "articles" USING btree ("author_profile_id","published_at","id") WHERE author_profile_id is not null;