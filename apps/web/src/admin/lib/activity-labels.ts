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
  "ai_settings.save": msg`saved the AI settings`,
  "two_factor.enable": msg`turned two-factor authentication on`,
  "two_factor.disable": msg`turned two-factor authentication off`,
  "media.upload": msg`uploaded a file`,
  "media.delete": msg`deleted a file`,
  "knowledge.create": msg`added a knowledge entry`,
  "knowledge.update": msg`changed a knowledge entry`,
  "knowledge.delete": msg`deleted a knowledge entry`,
  "lead.update": msg`updated a lead`,
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
  redirect: msg`Redirect`,
  media: msg`Media`,
  knowledge: msg`Knowledge`,
  contact: msg`Contact`,
  consultation: msg`Consultation`,
  signup: msg`Signup`,
};
