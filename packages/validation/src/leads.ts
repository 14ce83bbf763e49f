import { z } from "zod";
import { email, honeypot, optionalText, requiredText } from "./common";
import { leadMetaFields } from "./lead-meta";
import { messages } from "./messages";

export const consultationInputSchema = z.object({
  name: requiredText(messages.nameRequired),
  email: email(),
  company: optionalText(),
  message: optionalText(5000),
  /** Additive: the Aya chat session the visitor came from; its transcript is kept with the request. */
  chatSessionId: z
    .string({ error: messages.sessionIdInvalid.message })
    .regex(/^session_[A-Za-z0-9_-]{1,64}$/, { error: messages.sessionIdInvalid.message })
    .nullish()
    .or(z.literal(""))
    .transform((v) => v ?? ""),
  website: honeypot,
  ...leadMetaFields,
});
export type ConsultationInput = z.infer<typeof consultationInputSchema>;

export const PROSPECT_DEFAULT_SOURCE = "product_page";
export const prospectInputSchema = z.object({
  email: email(messages.notifyEmailInvalid),
  source: optionalText(64).transform((v) => v || PROSPECT_DEFAULT_SOURCE),
  website: honeypot,
  ...leadMetaFields,
});
export type ProspectInput = z.infer<typeof prospectInputSchema>;

/** Contact subjects (spec §3), in display order; their labels live in the web catalogs. */
export const CONTACT_SUBJECTS = ["consultation", "project", "partnership", "other"] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

export const contactInputSchema = z.object({
  firstName: requiredText(messages.firstNameRequired, 100),
  lastName: requiredText(messages.lastNameRequired, 100),
  email: email(),
  company: optionalText(),
  subject: z.enum(CONTACT_SUBJECTS, { error: messages.subjectRequired.message }),
  message: requiredText(messages.messageRequired, 5000),
  website: honeypot,
  ...leadMetaFields,
});
export type ContactInput = z.infer<typeof contactInputSchema>;
