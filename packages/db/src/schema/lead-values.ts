// The lead kinds and statuses the tables hold, listed once. No drizzle here: validation and the
// admin import these lists (through @lumiere/db/lead-values) without the database code.

/** The three kinds of lead, as the inbox and the outbox name them. */
export const LEAD_KINDS = ["contact", "consultation", "signup"] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];
/** Sales pipeline of a consultation or contact message. */
export const LEAD_STATUSES = ["new", "contacted", "qualified", "won", "lost"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
/** Double opt-in of a launch signup. */
export const SIGNUP_STATUSES = ["pending", "confirmed", "unsubscribed"] as const;
export type SignupStatus = (typeof SIGNUP_STATUSES)[number];
