// Webhook endpoints of Settings → Integrations. The shape is checked here; whether the address may
// be called (https, a public network) is the server's rule, as it depends on its configuration and DNS.
import { LEAD_KINDS } from "./lead-values";
import { z } from "zod";
import { booleanInput, idSchema } from "./common";
import { messages } from "./messages";

const url = z
  .string({ error: messages.httpsUrlInvalid.message })
  .trim()
  .max(2000, { error: messages.tooLong.message })
  .refine((v) => URL.canParse(v) && /^https?:$/.test(new URL(v).protocol) && new URL(v).hostname !== "", {
    error: messages.httpsUrlInvalid.message,
  });

export const webhookEndpointFieldsSchema = z.object({
  url,
  description: z.string().trim().max(200, { error: messages.tooLong.message }).default(""),
  enabled: booleanInput(messages.choiceInvalid).default(true),
  kinds: z
    .array(z.enum(LEAD_KINDS, { error: messages.choiceInvalid.message }), { error: messages.webhookKindsRequired.message })
    .min(1, { error: messages.webhookKindsRequired.message })
    .transform((kinds) => [...new Set(kinds)]),
  /** Send inbox status changes too. */
  statusChanges: booleanInput(messages.choiceInvalid).default(false),
});
export type WebhookEndpointFields = z.infer<typeof webhookEndpointFieldsSchema>;

export const webhookEndpointUpdateSchema = webhookEndpointFieldsSchema.extend({ id: idSchema });
export type WebhookEndpointUpdate = z.infer<typeof webhookEndpointUpdateSchema>;

export const webhookEndpointRefSchema = z.object({ id: idSchema });

/** The leads of one inbox page whose deliveries are shown. */
export const leadDeliveriesInputSchema = z.object({
  kind: z.enum(LEAD_KINDS, { error: messages.choiceInvalid.message }),
  ids: z.array(idSchema).max(100, { error: messages.tooLong.message }),
});
