import { useLingui } from "@lingui/react/macro";
import { Paper, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../../lib/trpc";
import { type Column, DataTable } from "../../components/data-table";
import { AuditDetail } from "./audit-detail";

/** The latest erasures and retention deletions: what, when, by whom (no personal data). */
export function AuditList() {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const query = useQuery(trpc.admin.leads.audit.queryOptions(undefined, { refetchOnMount: "always" }));
  type Entry = NonNullable<typeof query.data>[number];
  const actions: Record<string, string> = { erase_subject: t`Erasure on request`, retention_prune: t`Retention period` };
  // The shared admin table: on a phone its rows stack as cards instead of scrolling sideways.
  const columns: Column<Entry>[] = [
    { key: "when", header: t`When`, render: (a) => new Date(a.createdAt).toLocaleString(i18n.locale) },
    { key: "action", header: t`Action`, render: (a) => actions[a.action] ?? a.action },
    { key: "by", header: t`By`, render: (a) => a.actor },
    { key: "what", header: t`What`, render: (a) => <AuditDetail item={a} /> },
  ];
  return (
    <Paper withBorder radius="md" p="lg">
      <Title order={2} size="h4" mb="sm">
        {t`Audit log`}
      </Title>
      <DataTable
        query={query}
        rows={query.data ?? []}
        columns={columns}
        rowTestId="audit-row"
        minWidth={600}
        empty={t`No personal data has been erased yet.`}
      />
    </Paper>
  );
}
