import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ActivityAction } from "@lumiere/validation";

/** What an entry of the activity feed says was done. */
export const ACTIVITY_LABELS: Record<ActivityAction, MessageDescriptor> = {
  sign_in: msg`signed in`,
  sign_out: msg`signed out`,
  "content.create": msg`created`,
  "content.save": msg`saved`,
  "content.publish": msg`published`,
  "content.schedule": msg`scheduled`,
  "content.unschedule": msg`unscheduled`,
  "content.unpublish": msg`unpublished`,
  "content.review": msg`sent to review`,
  "content.approve": msg`approved`,
  "content.reject": msg`sent back to draft`,
  "content.discard": msg`discarded the changes of`,
  "content.restore": msg`restored a version of`,
  "content.delete": msg`deleted`,
  "redirect.create": msg`added a redirect`,
  "redirect.update": msg`changed a redirect`,
  "redirect.delete": msg`deleted a redirect`,
  "settings.save": msg`saved the settings`,
  "webhook.create": msg`added a webhook endpoint`,
  "webhook.update": msg`changed a webhook endpoint`,
  "webhook.delete": msg`deleted a webhook endpoint`,
  "webhook.rotate_secret": msg`rotated a webhook endpoint's secret`,
  "ai_settings.save": msg`saved the AI settings`,
  "two_factor.enable": msg`turned two-factor authentication on`,
  "two_factor.disable": msg`turned two-factor authentication off`,
  "person.invite": msg`invited someone to the team`,
  "person.join": msg`joined the team`,
  "person.role": msg`changed someone's role`,
  "person.remove": msg`removed someone from the team`,
  "invitation.revoke": msg`withdrew an invitation`,
  "session.revoke": msg`signed out a session`,
  "account.update": msg`updated their profile`,
  "account.password": msg`changed their password`,
  "media.upload": msg`uploaded a file`,
  "media.delete": msg`deleted a file`,
  "media.alt": msg`described a picture`,
  "knowledge.create": msg`added a knowledge entry`,
  "knowledge.update": msg`changed a knowledge entry`,
  "knowledge.delete": msg`deleted a knowledge entry`,
  "profile.create": msg`added a team profile`,
  "profile.update": msg`changed a team profile`,
  "profile.delete": msg`deleted a team profile`,
  "lead.update": msg`updated a lead`,
  "lead.assign": msg`assigned a lead`,
  "lead.release": msg`released a held lead`,
  "lead.delete": msg`deleted a lead`,
  "lead.export": msg`exported leads`,
  "subject.export": msg`exported a person's data`,
  erase_subject: msg`erased a person's data`,
  retention_prune: msg`removed expired data`,
};

/** What an entry of the activity feed was about (its badge). */
export const SUBJECT_LABELS: Record<string, MessageDescriptor> = {
  article: msg`Article`,
  page: msg`Page`,
  settings: msg`Settings`,
  webhook: msg`Webhook`,
  redirect: msg`Redirect`,
  media: msg`Media`,
  knowledge: msg`Knowledge`,
  profile: msg`Profile`,
  contact: msg`Contact`,
  consultation: msg`Consultation`,
  signup: msg`Signup`,
  person: msg`Person`,
  invitation: msg`Invitation`,
};

/** Who did it, as the team knows them: the person's display name, else the username the server recorded. */
export function actorName(item: { actor: string; actorName?: string | null }): string {
  return item.actorName || item.actor;
}
