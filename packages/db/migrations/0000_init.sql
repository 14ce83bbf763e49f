-- Edited after generation: the foreign key names "users" without the "public" schema so the
-- migration also applies inside a schema of its own (DATABASE_SCHEMA, test isolation).
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_en" text NOT NULL,
	"title_fr" text NOT NULL,
	"excerpt_en" text DEFAULT '' NOT NULL,
	"excerpt_fr" text DEFAULT '' NOT NULL,
	"content_en" text DEFAULT '' NOT NULL,
	"content_fr" text DEFAULT '' NOT NULL,
	"category_en" text NOT NULL,
	"category_fr" text NOT NULL,
	"slug_en" text NOT NULL,
	"slug_fr" text NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_en" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title_en, '')), 'A') || setweight(to_tsvector('english', coalesce(category_en, '') || ' ' || coalesce(excerpt_en, '')), 'B') || setweight(to_tsvector('english', coalesce(content_en, '')), 'C')) STORED,
	"search_fr" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('french', coalesce(title_fr, '')), 'A') || setweight(to_tsvector('french', coalesce(category_fr, '') || ' ' || coalesce(excerpt_fr, '')), 'B') || setweight(to_tsvector('french', coalesce(content_fr, '')), 'C')) STORED,
	CONSTRAINT "articles_slug_en_unique" UNIQUE("slug_en"),
	CONSTRAINT "articles_slug_fr_unique" UNIQUE("slug_fr")
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_id" text NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"title_fr" text DEFAULT '' NOT NULL,
	"meta_description_en" text DEFAULT '' NOT NULL,
	"meta_description_fr" text DEFAULT '' NOT NULL,
	"hero_section_en" text DEFAULT '' NOT NULL,
	"hero_section_fr" text DEFAULT '' NOT NULL,
	"main_content_en" text DEFAULT '' NOT NULL,
	"main_content_fr" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_en" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title_en, '')), 'A') || setweight(to_tsvector('english', coalesce(meta_description_en, '')), 'B') || setweight(to_tsvector('english', coalesce(hero_section_en, '') || ' ' || coalesce(main_content_en, '')), 'C')) STORED,
	"search_fr" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('french', coalesce(title_fr, '')), 'A') || setweight(to_tsvector('french', coalesce(meta_description_fr, '')), 'B') || setweight(to_tsvector('french', coalesce(hero_section_fr, '') || ' ' || coalesce(main_content_fr, '')), 'C')) STORED,
	CONSTRAINT "pages_pageId_unique" UNIQUE("page_id")
);
--> statement-breakpoint
CREATE TABLE "consultations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"budget" text DEFAULT '' NOT NULL,
	"project_description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prospects" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"source" text DEFAULT 'product_page' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" serial PRIMARY KEY NOT NULL,
	"filename" text NOT NULL,
	"stored_name" text NOT NULL,
	"category" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_storedName_unique" UNIQUE("stored_name")
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"timeout_minutes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"totp_secret" text,
	"totp_pending_secret" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"type" text PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"role" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "articles_published_at_idx" ON "articles" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "articles_search_en_idx" ON "articles" USING gin ("search_en");--> statement-breakpoint
CREATE INDEX "articles_search_fr_idx" ON "articles" USING gin ("search_fr");--> statement-breakpoint
CREATE INDEX "pages_search_en_idx" ON "pages" USING gin ("search_en");--> statement-breakpoint
CREATE INDEX "pages_search_fr_idx" ON "pages" USING gin ("search_fr");--> statement-breakpoint
CREATE INDEX "consultations_created_at_idx" ON "consultations" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "contacts_created_at_idx" ON "contacts" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "prospects_email_source_idx" ON "prospects" USING btree ("email","source");--> statement-breakpoint
CREATE INDEX "login_failures_username_idx" ON "login_failures" USING btree ("username","created_at");--> statement-breakpoint
CREATE INDEX "login_failures_ip_idx" ON "login_failures" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "chat_messages_session_idx" ON "chat_messages" USING btree ("session_id","created_at");--> statement-breakpoint
CREATE INDEX "chat_messages_created_at_idx" ON "chat_messages" USING btree ("created_at");