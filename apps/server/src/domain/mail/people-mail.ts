// The e-mails about people: an invitation to the admin (to the invitee, in the invitation's
// language) and "a lead was assigned to you" (to the assignee, in their language).
import type { Lang } from "@lumiere/i18n";
import type { StaffRole } from "@lumiere/validation";
import { text } from "../../i18n";
import { mailText as m } from "./messages";
import { colon, renderEmail } from "./render";
import type { Draft, LeadForMail, MailSite } from "./templates";

const ROLE_NAMES: Record<StaffRole, typeof m.roleEditor> = {
  administrator: m.roleAdministrator,
  editor: m.roleEditor,
  author: m.roleAuthor,
  sales: m.roleSales,
};

export interface InvitationForMail {
  lang: Lang;
  role: StaffRole;
  inviter: string;
  /** The page that accepts it, on the site's origin, its token in the fragment (never sent to a server log). */
  link: string;
}

export function invitationMail(site: Pick<MailSite, "brand">, invite: InvitationForMail): Draft {
  const t = (message: typeof m.inviteHeading, values?: Record<string, string>) => text(invite.lang, message, values);
  const brand = { brand: site.brand };
  const what = t(m.inviteWhat, { ...brand, inviter: invite.inviter, role: t(ROLE_NAMES[invite.role]) });
  const { html, text: textBody } = renderEmail({
    lang: invite.lang,
    brand: site.brand,
    preheader: what,
    heading: t(m.inviteHeading, brand),
    paragraphs: [what, t(m.inviteExpiry)],
    button: { label: t(m.inviteAccept), url: invite.link },
    footer: [site.brand],
  });
  return { audience: "staff", subject: t(m.inviteSubject, brand), html, textBody, headers: {} };
}

const SECTIONS = { contact: "contacts", consultation: "consultations", signup: "signups" } as const;

/** To the person a lead was assigned to: who wrote, and a link to the inbox in their language. */
export function assignedMail(site: MailSite, lead: LeadForMail, lang: Lang): Draft {
  const t = (message: typeof m.assignedHeading, values?: Record<string, string>) => text(lang, message, values);
  const details: Array<[string, string]> = [
    [t(m.fieldName), lead.name],
    [t(m.fieldEmail), lead.email],
    ...(lead.company ? ([[t(m.fieldCompany), lead.company]] as Array<[string, string]>) : []),
    ...(lead.subject ? ([[t(m.fieldSubject), lead.subject]] as Array<[string, string]>) : []),
  ];
  const { html, text: textBody } = renderEmail({
    lang,
    brand: site.brand,
    preheader: `${t(m.assignedHeading)}${colon(lang)}${lead.name}`,
    heading: t(m.assignedHeading),
    paragraphs: [t(m.assignedWhat)],
    details,
    button: { label: t(m.staffOpen), url: `${site.origin}/${lang}/admin?section=${SECTIONS[lead.kind]}` },
    footer: [`${site.brand} · ${site.origin}`],
  });
  return {
    audience: "assignee",
    subject: `[${site.brand}] ${t(m.assignedSubject, { name: lead.name })}`,
    html,
    textBody,
    headers: {},
    // The address alone: a visitor's name is theirs to type, not a header's to show.
    replyTo: { name: "", address: lead.email },
  };
}
