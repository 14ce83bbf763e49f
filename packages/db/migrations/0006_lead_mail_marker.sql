ALTER TABLE "consultations" ADD COLUMN "mail_origin" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "mail_origin" text;--> statement-breakpoint
CREATE INDEX "consultations_mail_pending_idx" ON "consultations" USING btree ("id") WHERE mail_origin is not null;--> statement-breakpoint
CREATE INDEX "contacts_mail_pending_idx" ON "contacts" USING btree ("id") WHERE mail_origin is not null;