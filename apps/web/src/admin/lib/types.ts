import type { RouterOutputs, SpecLeadRow } from "@lumiere/server/router";
import type { LEAD_KINDS } from "@lumiere/validation";

export type SessionUser = NonNullable<RouterOutputs["auth"]["me"]>;
/** An article's working copy (the spec's record), as a save answers it. */
export type Article = RouterOutputs["admin"]["articles"]["update"];
/** A row of the admin's paged article list: no bodies. */
export type ArticleSummary = RouterOutputs["admin"]["articles"]["page"]["items"][number];
/** A page's working copy (the spec's record), as a save answers it. */
export type Page = RouterOutputs["admin"]["pages"]["update"];
/** A row of the admin's paged page list: no copy. */
export type PageSummary = RouterOutputs["admin"]["pages"]["page"]["items"][number];
export type MediaItem = RouterOutputs["admin"]["media"]["page"]["items"][number];
export type Contact = SpecLeadRow<"contact">;
export type Consultation = SpecLeadRow<"consultation">;
export type Prospect = SpecLeadRow<"signup">;
export type Settings = RouterOutputs["admin"]["settings"]["get"];
export type AiSettings = RouterOutputs["admin"]["ai"]["get"];
export type LeadKind = (typeof LEAD_KINDS)[number];
export type Delivery = RouterOutputs["admin"]["leads"]["list"]["items"][number]["deliveries"][number];
/** A row of the inbox: the spec's fields of its kind plus status, notes, consent and e-mail deliveries. */
export type InboxRow<T> = T & {
  status: string;
  /** Kept apart by the bot defence: the team is notified once it is released. */
  held: boolean;
  notes: string;
  lang: string;
  consentText: string;
  consentAt: string | null;
  deliveries: Delivery[];
  /** The person the lead is assigned to (its staff e-mails go to them), or nobody. */
  assignee: { id: number; name: string } | null;
  /** Who last changed the notes, by name ("" when nobody has), and when. */
  notesBy: string;
  notesAt: string | null;
};
export type KnowledgeEntry = RouterOutputs["admin"]["knowledge"]["page"]["items"][number];
export type EditorialItem = RouterOutputs["admin"]["editorial"]["page"]["items"][number];
export type VersionItem = NonNullable<RouterOutputs["admin"]["versions"]["page"]>["items"][number];
export type ActivityItem = RouterOutputs["admin"]["activity"]["page"]["items"][number];
export type Redirect = RouterOutputs["admin"]["redirects"]["page"]["items"][number];
export type PeopleList = RouterOutputs["admin"]["people"]["list"];
export type Person = PeopleList["people"][number];
export type Invitation = PeopleList["invitations"][number];
export type StaffSession = RouterOutputs["admin"]["people"]["sessions"][number];
