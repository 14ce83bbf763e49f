import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Text } from "@mantine/core";
import { formatLongDate } from "@lumiere/i18n";
import type { Contact } from "../../lib/types";
import { useAdminLang } from "../../lib/use-admin-lang";
import { EmailCell, LeadList, LongTextCell, OptionalCell } from "./lead-list";

/** Spec §3 subject choices; the list stores the value. */
const SUBJECT_LABELS: Record<string, MessageDescriptor> = {
  consultation: msg`Free Consultation`,
  project: msg`New Project`,
  partnership: msg`Partnership`,
  other: msg`Other`,
};

/** Spec §2: messages sent from the contact form. */
export function ContactsSection() {
  const { t, i18n } = useLingui();
  const lang = useAdminLang();
  return (
    <LeadList<Contact>
      kind="contact"
      title={t`Contacts`}
      description={t`Messages sent from the contact form, newest first.`}
      who={(c) => `${c.firstName} ${c.lastName}`}
      empty={<Trans>No contact messages yet.</Trans>}
      columns={[
        { header: t`Name`, cell: (c) => <Text fw={600} size="sm">{`${c.firstName} ${c.lastName}`}</Text>, width: 180 },
        {
          header: t`Email`,
          cell: (c) => <EmailCell email={c.email} />,
        },
        {
          header: t`Company`,
          cell: (c) => <OptionalCell value={c.company} />,
        },
        {
          header: t`Subject`,
          cell: (c) => <Text size="sm">{SUBJECT_LABELS[c.subject] ? i18n._(SUBJECT_LABELS[c.subject]!) : c.subject}</Text>,
        },
        {
          header: t`Message`,
          cell: (c) => <LongTextCell text={c.message} />,
          width: "35%",
        },
        { header: t`Received`, cell: (c) => <Text size="sm">{formatLongDate(c.createdAt, lang)}</Text>, width: 150 },
      ]}
    />
  );
}
