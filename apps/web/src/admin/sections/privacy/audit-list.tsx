import { useLingui } from "@lingui/react/macro";
import { Paper, Table, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../../lib/trpc";
import { AuditDetail } from "./audit-detail";

/** The latest erasures and retention deletions: what, when, by whom (no personal data). */
export function AuditList() {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const { data } = useQuery(trpc.admin.leads.audit.queryOptions(undefined, { refetchOnMount: "always" }));
  const actions: Record<string, string> = { erase_subject: t`Erasure on request`, retention_prune: t`Retention period` };
  return (
    <Paper withBorder radius="md" p="lg">
      <Title order={2} size="h4" mb="sm">
        {t`Audit log`}
      </Title>
      {data && data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t`No personal data has been erased yet.`}
        </Text>
      ) : null}
      {data && data.length > 0 ? (
        <Table.ScrollContainer minWidth={600}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t`When`}</Table.Th>
                <Table.Th>{t`Action`}</Table.Th>
                <Table.Th>{t`By`}</Table.Th>
                <Table.Th>{t`What`}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.map((a) => (
                <Table.Tr key={a.id} data-testid="audit-row">
                  <Table.Td>{new Date(a.createdAt).toLocaleString(i18n.locale)}</Table.Td>
                  <Table.Td>{actions[a.action] ?? a.action}</Table.Td>
                  <Table.Td>{a.actor}</Table.Td>
                  <Table.Td>
                    <AuditDetail item={a} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
    </Paper>
  );
}
