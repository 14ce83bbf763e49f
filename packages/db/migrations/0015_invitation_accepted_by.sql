ALTER TABLE "invitations" ADD COLUMN "accepted_by" integer;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
UPDATE "invitations" SET "accepted_by" = "u"."id" FROM "users" "u" WHERE "invitations"."accepted_at" IS NOT NULL AND "invitations"."email" = "u"."email" AND "invitations"."accepted_at" = (SELECT max("j"."accepted_at") FROM "invitations" "j" WHERE "j"."email" = "invitations"."email");
