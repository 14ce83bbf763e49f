CREATE TABLE "article_bodies" (
	"key" text PRIMARY KEY NOT NULL,
	"format" integer NOT NULL,
	"origin" text,
	"html" text NOT NULL,
	"toc" jsonb NOT NULL,
	"minutes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
