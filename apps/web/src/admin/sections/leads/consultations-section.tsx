import { Trans, useLingui } from "@lingui/react/macro";
import { Text } from "@mantine/core";
import { formatLongDate } from "@lumiere/i18n";
import type { Consultation } from "../../lib/types";
import { useAdminLang } from "../../lib/use-admin-lang";
import { TranscriptCell } from "../ai/transcript-cell";
import { EmailCell, LeadList, LongTextCell, OptionalCell } from "./lead-list";

/** Spec §2: free consultation requests. */
export function ConsultationsSection() {
  const { t } = useLingui();
  const lang = useAdminLang();
  return (
    <LeadList<Consultation>
      kind="consultation"
      title={t`Consultations`}
      description={t`Free consultation requests, newest first.`}
      who={(c) => c.name}
      empty={<Trans>No consultation requests yet.</Trans>}
      columns={[
        {
          header: t`Name`,
          cell: (c) => (
            <Text fw={600} size="sm">
              {c.name}
            </Text>
          ),
          width: 170,
        },
        {
          header: t`Email`,
          cell: (c) => <EmailCell email={c.email} />,
        },
        {
          header: t`Company`,
          cell: (c) => <OptionalCell value={c.company} />,
        },
        {
          header: t`Budget`,
          cell: (c) => <OptionalCell value={c.budget} />,
        },
        {
          header: t`Project description`,
          cell: (c) => <LongTextCell text={c.projectDescription} />,
          width: "35%",
        },
        { header: t`Chat`, cell: (c) => <TranscriptCell messages={c.chatTranscript} name={c.name} />, width: 130 },
        { header: t`Received`, cell: (c) => <Text size="sm">{formatLongDate(c.createdAt, lang)}</Text>, width: 150 },
      ]}
    />
  );
}
