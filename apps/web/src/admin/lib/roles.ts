import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { Lang } from "@lumiere/i18n";
import type { StaffRole } from "@lumiere/validation";

/** Each role's name and what it may do, as the Team section and the invitation page say them. */
export const ROLE_LABELS: Record<StaffRole, MessageDescriptor> = {
  administrator: msg`Administrator`,
  editor: msg`Editor`,
  author: msg`Author`,
  sales: msg`Sales`,
};

export const ROLE_DESCRIPTIONS: Record<StaffRole, MessageDescriptor> = {
  administrator: msg`Everything, including settings and the team.`,
  editor: msg`All content, media, knowledge and redirects; publishes and approves.`,
  author: msg`Writes their own articles and submits them for review.`,
  sales: msg`Leads, conversations and data requests.`,
};

export const ROLE_COLORS: Record<StaffRole, string> = {
  administrator: "grape",
  editor: "blue",
  author: "teal",
  sales: "orange",
};

/** The languages a person's e-mails can be written in, named in the admin's language. */
export const EMAIL_LANG_LABELS: Record<Lang, MessageDescriptor> = {
  en: msg`English`,
  fr: msg`French`,
};
