import { Trans, useLingui } from "@lingui/react/macro";
import { Anchor, Badge, Button, Paper, Table, Text } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { EmptyState } from "../../components/empty-state";
import { QueryState } from "../../components/query-state";
import { SectionHeader } from "../../components/section-header";
import { type CsvColumn, csvFilename, downloadCsv, toCsv } from "../../lib/csv";
import { notifySuccess } from "../../lib/notify";

export interface LeadColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
  width?: number | string;
}

interface LeadListProps<T extends { id: number }> {
  title: string;
  description: string;
  query: UseQueryResult<T[], unknown>;
  columns: LeadColumn<T>[];
  csvColumns: CsvColumn<T>[];
  /** File name stem of the export: "contacts" → contacts-2026-11-22.csv. */
  csvName: string;
  empty: ReactNode;
}

// Cells the three lead lists share.
export const EmailCell = ({ email }: { email: string }) => (
  <Anchor href={`mailto:${email}`} size="sm">
    {email}
  </Anchor>
);
/** An optional field: a dimmed dash when empty. */
export const OptionalCell = ({ value }: { value: string | null | undefined }) => (
  <Text size="sm" c={value ? undefined : "dimmed"}>
    {value || "—"}
  </Text>
);
/** A visitor's message: line breaks kept, clamped to six lines. */
export const LongTextCell = ({ text }: { text: string }) => (
  <Text size="sm" style={{ whiteSpace: "pre-wrap" }} lineClamp={6}>
    {text}
  </Text>
);

/** A read-only lead list (newest first, as the server sends it) with a CSV export of every field. */
export function LeadList<T extends { id: number }>({ title, description, query, columns, csvColumns, csvName, empty }: LeadListProps<T>) {
  const { t } = useLingui();
  const rows = query.data ?? [];
  return (
    <>
      <SectionHeader
        title={
          <>
            {title}{" "}
            {query.isSuccess ? (
              <Badge variant="light" size="lg" radius="sm" style={{ verticalAlign: "middle" }}>
                {rows.length}
              </Badge>
            ) : null}
          </>
        }
        description={description}
        actions={
          <Button
            variant="default"
            leftSection={<IconDownload size={18} />}
            disabled={!query.isSuccess || rows.length === 0}
            onClick={() => {
              downloadCsv(csvFilename(csvName), toCsv(csvColumns, rows));
              notifySuccess(t`Success`, t`CSV file exported`);
            }}
          >
            <Trans>Export CSV</Trans>
          </Button>
        }
      />
      <QueryState isPending={query.isPending} error={query.error} onRetry={() => void query.refetch()} />
      {query.isSuccess && rows.length === 0 ? <EmptyState>{empty}</EmptyState> : null}
      {rows.length > 0 ? (
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={720}>
            <Table verticalSpacing="sm" horizontalSpacing="md" striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  {columns.map((c) => (
                    <Table.Th key={c.header} w={c.width}>
                      {c.header}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.id} data-testid="lead-row">
                    {columns.map((c) => (
                      <Table.Td key={c.header} style={{ verticalAlign: "top" }}>
                        {c.cell(row)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      ) : null}
    </>
  );
}
