-- Leads stored with the pending-mail marker before their e-mails were written with them: the
-- marker becomes the outbox rows the worker would have written (the team's notification to the
-- recipients of Settings, else the site's contact e-mail, then the visitor's confirmation), so no
-- e-mail a visitor was promised is lost by the upgrade.
WITH "staff" AS (SELECT coalesce(
  nullif(array_to_string(array(
    SELECT "a" FROM regexp_split_to_table(coalesce((SELECT "data"->>'notifyRecipients' FROM "settings" WHERE "type" = 'leads'), ''), '[,;\s]+') AS "a"
    WHERE "a" <> ''
  ), ', '), ''),
  (SELECT "data"->>'contactEmail' FROM "settings" WHERE "type" = 'site'),
  'contact@lumiere-ai.fr'
) AS "to_address")
INSERT INTO "outbox" ("lead_kind", "lead_id", "audience", "to_address", "origin")
SELECT "l"."kind", "l"."id", "m"."audience", CASE "m"."audience" WHEN 'staff' THEN "s"."to_address" ELSE "l"."email" END, "l"."mail_origin"
FROM (
  SELECT 'contact' AS "kind", "id", "email", "mail_origin" FROM "contacts" WHERE "mail_origin" IS NOT NULL
  UNION ALL
  SELECT 'consultation', "id", "email", "mail_origin" FROM "consultations" WHERE "mail_origin" IS NOT NULL
) AS "l"
CROSS JOIN "staff" AS "s"
CROSS JOIN (VALUES (1, 'staff'), (2, 'visitor')) AS "m"("n", "audience")
ORDER BY "l"."kind" DESC, "l"."id", "m"."n";--> statement-breakpoint
DROP INDEX "consultations_mail_pending_idx";--> statement-breakpoint
DROP INDEX "contacts_mail_pending_idx";--> statement-breakpoint
ALTER TABLE "consultations" DROP COLUMN "mail_origin";--> statement-breakpoint
ALTER TABLE "contacts" DROP COLUMN "mail_origin";