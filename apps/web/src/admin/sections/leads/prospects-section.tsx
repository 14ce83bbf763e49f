import { Trans, useLingui } from "@lingui/react/macro";
import { Badge, Text } from "@mantine/core";
import { formatLongDate } from "@lumiere/i18n";
import { PROSPECT_DEFAULT_SOURCE } from "@lumiere/validation";
import type { Prospect } from "../../lib/types";
import { useAdminLang } from "../../lib/use-admin-lang";
import { EmailCell, LeadList } from "./lead-list";

/** Spec §2: product launch signups (email and source). */
export function ProspectsSection() {
  const { t } = useLingui();
  const lang = useAdminLang();
  return (
    <LeadList<Prospect>
      kind="signup"
      title={t`Email Signups`}
      description={t`Visitors who asked to be notified of the product launch, newest first. A signup is confirmed once its e-mail link is clicked.`}
      who={(p) => p.email}
      empty={<Trans>No email signups yet.</Trans>}
      columns={[
        {
          header: t`Email`,
          cell: (p) => <EmailCell email={p.email} />,
        },
        {
          header: t`Source`,
          cell: (p) => (
            <Badge variant="light" color="gray" tt={p.source === PROSPECT_DEFAULT_SOURCE ? undefined : "none"}>
              {p.source === PROSPECT_DEFAULT_SOURCE ? t`Product page` : p.source}
            </Badge>
          ),
        },
        { header: t`Signed up`, cell: (p) => <Text size="sm">{formatLongDate(p.createdAt, lang)}</Text>, width: 180 },
      ]}
    />
  );
}
