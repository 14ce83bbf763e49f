import { z } from "zod";
import { booleanInput, email, idSchema, verbatimText } from "./common";
import { messages } from "./messages";
import { pagedInputSchema } from "./paging";

import { LEAD_KINDS, LEAD_STATUSES, SIGNUP_STATUSES } from "./lead-values";

// The lists are the tables' own (lead-values, which the database package types its columns with).
export { LEAD_KINDS };
export const LEAD_STATUS_VALUES = LEAD_STATUSES;
export const SIGNUP_STATUS_VALUES = SIGNUP_STATUSES;

const kind = z.enum(LEAD_KINDS, { error: messages.choiceInvalid.message });
const status = z.enum([...LEAD_STATUS_VALUES, ...SIGNUP_STATUS_VALUES], { error: messages.statusInvalid.message });
const day = z
  .string({ error: messages.dateInvalid.message })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: messages.dateInvalid.message })
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), { error: messages.dateInvalid.message });

/** The inbox filter: what the list shows, and what its CSV export contains. */
export const leadFilterSchema = z.object({
  kind,
  status: status.nullish(),
  /** Only the leads the bot defence holds for review. */
  held: booleanInput(messages.choiceInvalid).nullish(),
  q: z.string().trim().max(200, { error: messages.tooLong.message }).nullish(),
  /** Received on or after this day (UTC). */
  from: day.nullish(),
  /** Received on or before this day (UTC). */
  to: day.nullish(),
});
export type LeadFilter = z.infer<typeof leadFilterSchema>;

/** The inbox: the shared paged input (newest first), filtered as the export is. */
export const leadListInputSchema = pagedInputSchema(["newest"] as const).extend(leadFilterSchema.omit({ q: true }).shape);
export type LeadListInput = z.infer<typeof leadListInputSchema>;

export const leadRefSchema = z.object({ kind, id: idSchema });
export type LeadRef = z.infer<typeof leadRefSchema>;

export const leadUpdateInputSchema = leadRefSchema.extend({
  status: status.optional(),
  notes: verbatimText(5000).optional(),
});
export type LeadUpdateInput = z.infer<typeof leadUpdateInputSchema>;

/** Data-subject requests are made by e-mail address. */
export const subjectInputSchema = z.object({ email: email() });

export const tokenInputSchema = z.object({
  token: z.string({ error: messages.tokenInvalid.message }).regex(/^[0-9a-f-]{32,64}$/i, { error: messages.tokenInvalid.message }),
});
