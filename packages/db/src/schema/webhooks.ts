import { boolean, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

import type { LeadKind } from "@lumiere/validation/lead-values";

/** What a webhook delivery announces. */
export type WebhookEventType = "lead.created" | "lead.status_changed";

/** An admin's HTTPS receiver of lead events (Settings → Integrations). */
export const webhookEndpoints = pgTable("webhook_endpoints", {
  id: serial().primaryKey(),
  url: text().notNull(),
  description: text().notNull().default(""),
  enabled: boolean().notNull().default(true),
  /** The lead kinds whose new leads are sent. */
  kinds: text().array().$type<LeadKind[]>().notNull(),
  /** Whether an inbox status change is sent too. */
  statusChanges: boolean().notNull().default(false),
  /** Standard Webhooks signing secret (`whsec_` + base64). */
  secret: text().notNull(),
  /** Sends in a row that got no answer in time; each one pauses the endpoint longer (an answer resets it). */
  timeouts: integer().notNull().default(0),
  /** Until then none of its deliveries is claimed: a receiver that hangs is not called again at once. */
  pausedUntil: timestamp({ withTimezone: true, mode: "date" }),
  createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

/**
 * One row per (lead event, endpoint), written in the statement or transaction that writes the
 * event. The payload is built from the lead when it is sent, so erasing the lead leaves no copy here.
 * Any process claims due rows (FOR UPDATE SKIP LOCKED); `messageId` is the webhook-id receivers dedupe on.
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: serial().primaryKey(),
    endpointId: integer()
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    messageId: text().notNull(),
    eventType: text().$type<WebhookEventType>().notNull(),
    leadKind: text().$type<LeadKind>().notNull(),
    leadId: integer().notNull(),
    /** For a status change: the status before and after it. */
    previousStatus: text().notNull().default(""),
    newStatus: text().notNull().default(""),
    status: text().$type<"pending" | "sending" | "delivered" | "failed">().notNull().default("pending"),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
    lockedUntil: timestamp({ withTimezone: true, mode: "date" }),
    /** The receiver's last HTTP status, or null when it could not be reached. */
    responseStatus: integer(),
    lastError: text().notNull().default(""),
    deliveredAt: timestamp({ withTimezone: true, mode: "date" }),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    index("webhook_deliveries_due_idx").on(t.status, t.nextAttemptAt),
    index("webhook_deliveries_lead_idx").on(t.leadKind, t.leadId),
    index("webhook_deliveries_endpoint_idx").on(t.endpointId),
  ],
);
