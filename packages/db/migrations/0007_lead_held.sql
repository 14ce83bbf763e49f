ALTER TABLE "consultations" ADD COLUMN "held_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "held_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "prospects" ADD COLUMN "held_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "consultations_held_idx" ON "consultations" USING btree ("created_at") WHERE held_at is not null;--> statement-breakpoint
CREATE INDEX "contacts_held_idx" ON "contacts" USING btree ("created_at") WHERE held_at is not null;--> statement-breakpoint
CREATE INDEX "prospects_held_idx" ON "prospects" USING btree ("created_at") WHERE held_at is not null;