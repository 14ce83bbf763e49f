CREATE TABLE "case_studies" (
	"id" serial PRIMARY KEY NOT NULL,
	"copy" jsonb NOT NULL,
	"published" jsonb,
	"slug_en" text DEFAULT '' NOT NULL,
	"slug_fr" text DEFAULT '' NOT NULL,
	"live_en" boolean DEFAULT false NOT NULL,
	"live_fr" boolean DEFAULT false NOT NULL,
	"industry" text DEFAULT '' NOT NULL,
	"services" text[] DEFAULT '{}'::text[] NOT NULL,
	"state_en" text DEFAULT 'draft' NOT NULL,
	"state_fr" text DEFAULT 'draft' NOT NULL,
	"edited_by_en" text DEFAULT '' NOT NULL,
	"edited_by_fr" text DEFAULT '' NOT NULL,
	"submitted_by_en" text DEFAULT '' NOT NULL,
	"submitted_by_fr" text DEFAULT '' NOT NULL,
	"owner_id" integer,
	"published_at" timestamp with time zone,
	"updated_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_logos" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"logo" jsonb NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"updated_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_en" text DEFAULT '' NOT NULL,
	"quote_fr" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"role" text DEFAULT '' NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"photo" jsonb,
	"consent_date" date,
	"published" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"updated_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "case_studies" ADD CONSTRAINT "case_studies_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "case_studies_slug_en_idx" ON "case_studies" USING btree ("slug_en") WHERE slug_en <> '';--> statement-breakpoint
CREATE UNIQUE INDEX "case_studies_slug_fr_idx" ON "case_studies" USING btree ("slug_fr") WHERE slug_fr <> '';--> statement-breakpoint
CREATE INDEX "case_studies_live_en_idx" ON "case_studies" USING btree ("published_at","id") WHERE live_en;--> statement-breakpoint
CREATE INDEX "case_studies_live_fr_idx" ON "case_studies" USING btree ("published_at","id") WHERE live_fr;--> statement-breakpoint
CREATE INDEX "case_studies_industry_idx" ON "case_studies" USING btree ("industry","published_at");--> statement-breakpoint
CREATE INDEX "case_studies_services_idx" ON "case_studies" USING gin ("services");--> statement-breakpoint
CREATE INDEX "case_studies_updated_idx" ON "case_studies" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "client_logos_published_idx" ON "client_logos" USING btree ("position","id") WHERE published;--> statement-breakpoint
CREATE INDEX "testimonials_published_idx" ON "testimonials" USING btree ("position","id") WHERE published;