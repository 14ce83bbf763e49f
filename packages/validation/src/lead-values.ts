// The lead kinds and statuses, listed once: the contract's lists, which the database's tables hold
// (packages/db types its columns with them, through @lumiere/validation/lead-values).

/** The three kinds of lead, as the inbox and the outbox name them. */
export const LEAD_KINDS = ["contact", "consultation", "signup"] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];
/** Sales pipeline of a consultation or contact message. */
export const LEAD_STATUSES = ["new", "contacted", "qualified", "won", "lost"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
/** Double opt-in of a launch signup. */
export const SIGNUP_STATUSES = ["pending", "confirmed", "unsubscribed"] as const;
export type SignupStatus = (typeof SIGNUP_STATUSES)[number];
