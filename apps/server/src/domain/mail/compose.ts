// Builds an outbox message from its lead as it is now, at send time.
import { consultations, contacts, type Db, eq, type LeadKind, type OutboxAudience, type OutboxKind, prospects, users } from "@lumiere/db";
import { getPublicSettings } from "../settings";
import { type SiteOriginDeps, siteOrigin } from "../site-origin";
import type { ContentCache } from "../../cache/content-cache";
import { lastSignInLang } from "./admin-lang";
import { composeSignInAlert } from "./sign-in-alert";
import { assignedMail } from "./people-mail";
import { composeInvitation, type KeyDeps } from "../people/invitations";
import { assigneeEmail } from "../leads/assignment";
import { DEFAULT_LANG, type Lang } from "@lumiere/i18n";
import { type Draft, type LeadForMail, type MailSite, staffNotification, visitorConfirmation } from "./templates";

async function loadLead(db: Db, kind: LeadKind, id: number): Promise<LeadForMail | null> {
  if (kind === "contact") {
    const [c] = await db.select().from(contacts).where(eq(contacts.id, id));
    return c
      ? {
          kind,
          id,
          lang: c.lang,
          email: c.email,
          name: `${c.firstName} ${c.lastName}`,
          company: c.company,
          subject: c.subject,
          message: c.message,
        }
      : null;
  }
  if (kind === "consultation") {
    const [c] = await db.select().from(consultations).where(eq(consultations.id, id));
    return c ? { kind, id, lang: c.lang, email: c.email, name: c.name, company: c.company, message: c.projectDescription } : null;
  }
  const [p] = await db.select().from(prospects).where(eq(prospects.id, id));
  // Nothing more goes to an address that unsubscribed, nor an opt-in request to a confirmed one.
  return p ? { kind, id, lang: p.lang, email: p.email, name: p.email, source: p.source, token: p.token, status: p.status } : null;
}

export interface OutboxRef {
  lead_kind: OutboxKind;
  lead_id: number;
  audience: OutboxAudience;
  to_address: string;
}

/** The assignee's language: theirs when set, else their last sign-in's, else the site's default. */
async function assigneeLang(db: Db, email: string): Promise<Lang> {
  const [user] = await db.select({ username: users.username, lang: users.lang }).from(users).where(eq(users.email, email));
  return user?.lang ?? (user ? await lastSignInLang(db, user.username) : undefined) ?? DEFAULT_LANG;
}

/**
 * The message to send, or null when there is nothing to send any more (lead deleted, unsubscribed).
 * Its links take the site's origin as it is now, not the one stored with the lead.
 */
export async function composeMessage(deps: SiteOriginDeps & KeyDeps & { cache: ContentCache }, ref: OutboxRef): Promise<Draft | null> {
  if (ref.lead_kind === "account") return composeSignInAlert(deps, ref.lead_id);
  if (ref.lead_kind === "invitation") return composeInvitation(deps, ref.lead_id);
  const lead = await loadLead(deps.db, ref.lead_kind, ref.lead_id);
  if (!lead) return null;
  if (ref.audience === "visitor" && lead.kind === "signup" && lead.status !== "pending") return null;
  const { facts } = await getPublicSettings(deps);
  const site: MailSite = {
    brand: facts.name,
    origin: await siteOrigin(deps),
    contactEmail: facts.email,
    phone: facts.phone,
    address: facts.text,
  };
  if (ref.audience === "assignee") {
    // Only while this address is still the lead's assignee's, and their role may work the inbox.
    if ((await assigneeEmail(deps.db, lead.kind, lead.id)) !== ref.to_address) return null;
    return assignedMail(site, lead, await assigneeLang(deps.db, ref.to_address));
  }
  return ref.audience === "staff" ? staffNotification(site, lead, await lastSignInLang(deps.db)) : visitorConfirmation(site, lead);
}
