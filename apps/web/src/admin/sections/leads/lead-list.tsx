import { Trans, useLingui } from "@lingui/react/macro";
import { Anchor, Badge, Button, Group, Pagination, Paper, Select, Table, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconDownload } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { useTRPC, useTRPCClient } from "../../../lib/trpc";
import { EmptyState } from "../../components/empty-state";
import { QueryState } from "../../components/query-state";
import { SectionHeader } from "../../components/section-header";
import { type CsvColumn, csvFilename, downloadCsv, toCsv } from "../../lib/csv";
import { describeError } from "../../lib/errors";
import { notifyError, notifySuccess } from "../../lib/notify";
import type { InboxRow, LeadKind } from "../../lib/types";
import { DeliveryBadges } from "./delivery-badges";
import { DeleteLeadButton, NotesButton, StatusSelect } from "./lead-actions";
import { LeadFilters, type LeadFilterValues, NO_FILTER } from "./lead-filters";

export interface LeadColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
  width?: number | string;
}

interface LeadListProps<T extends { id: number }> {
  kind: LeadKind;
  title: string;
  description: string;
  /** The spec's columns of this list (§2). */
  columns: LeadColumn<InboxRow<T>>[];
  csvColumns: CsvColumn<InboxRow<T>>[];
  /** File name stem of the export: "contacts" → contacts-2026-11-22.csv. */
  csvName: string;
  empty: ReactNode;
  /** How the dialogs name a lead ("Camille Durand"). */
  who: (row: InboxRow<T>) => string;
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

/** Columns every export ends with, after the spec's fields. */
export function inboxCsvColumns<T>(): CsvColumn<InboxRow<T>>[] {
  return [
    { header: "status", value: (r) => r.status },
    { header: "notes", value: (r) => r.notes },
    { header: "lang", value: (r) => r.lang },
    { header: "consentText", value: (r) => r.consentText },
    { header: "consentAt", value: (r) => r.consentAt },
  ];
}

const PAGE_SIZES = ["10", "25", "50", "100"];

/**
 * A lead list of the inbox: filtered and paged on the server (newest first), with status, notes,
 * e-mail delivery state and delete per lead, and a CSV export of everything the filter matches.
 */
export function LeadList<T extends { id: number }>({
  kind,
  title,
  description,
  columns,
  csvColumns,
  csvName,
  empty,
  who,
}: LeadListProps<T>) {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const client = useTRPCClient();
  const [filter, setFilterState] = useState<LeadFilterValues>(NO_FILTER);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(25);
  const [isExporting, setExporting] = useState(false);
  const [q] = useDebouncedValue(filter.q.trim(), 250);
  const serverFilter = { kind, q: q || null, status: filter.status, from: filter.from || null, to: filter.to || null };
  const query = useQuery(
    trpc.admin.leads.list.queryOptions({ ...serverFilter, page, pageSize } as never, {
      placeholderData: keepPreviousData,
      refetchOnMount: "always",
    }),
  );
  const data = query.data as { rows: InboxRow<T>[]; total: number } | undefined;
  const rows = data?.rows ?? [];
  const total = data?.total ?? 0;
  const isFiltered = Boolean(q || filter.status || filter.from || filter.to);
  const setFilter = (next: LeadFilterValues) => {
    setFilterState(next);
    setPage(1);
  };
  const refresh = () => void query.refetch();

  const exportCsv = async () => {
    setExporting(true);
    try {
      const all = (await client.admin.leads.export.query(serverFilter as never)) as unknown as InboxRow<T>[];
      downloadCsv(csvFilename(csvName), toCsv([...csvColumns, ...inboxCsvColumns<T>()], all));
      notifySuccess(t`Success`, t`CSV file exported`);
    } catch (error) {
      notifyError(t`Error`, describeError(error, i18n) ?? t`Export failed`);
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <SectionHeader
        title={
          <>
            {title}{" "}
            {data ? (
              <Badge variant="light" size="lg" radius="sm" style={{ verticalAlign: "middle" }} data-testid="lead-total">
                {total}
              </Badge>
            ) : null}
          </>
        }
        description={description}
        actions={
          <Button
            variant="default"
            leftSection={<IconDownload size={18} />}
            disabled={!data || total === 0}
            loading={isExporting}
            onClick={() => void exportCsv()}
          >
            <Trans>Export CSV</Trans>
          </Button>
        }
      />
      <LeadFilters kind={kind} value={filter} onChange={setFilter} />
      <QueryState isPending={query.isPending} error={query.error} onRetry={refresh} />
      {data && total === 0 ? <EmptyState>{isFiltered ? <Trans>No leads match these filters.</Trans> : empty}</EmptyState> : null}
      {rows.length > 0 ? (
        <Paper withBorder radius="md" style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
          <Table.ScrollContainer minWidth={960}>
            <Table verticalSpacing="sm" horizontalSpacing="md" striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  {columns.map((c) => (
                    <Table.Th key={c.header} w={c.width}>
                      {c.header}
                    </Table.Th>
                  ))}
                  <Table.Th w={190}>{t`Status and notes`}</Table.Th>
                  <Table.Th w={150}>{t`E-mails`}</Table.Th>
                  <Table.Th w={50}>
                    <span className="sr-only">{t`Actions`}</span>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => {
                  const ref = { kind, id: row.id, who: who(row) };
                  return (
                    <Table.Tr key={row.id} data-testid="lead-row">
                      {columns.map((c) => (
                        <Table.Td key={c.header} style={{ verticalAlign: "top" }}>
                          {c.cell(row)}
                        </Table.Td>
                      ))}
                      <Table.Td style={{ verticalAlign: "top" }}>
                        <StatusSelect lead={ref} status={row.status} onChanged={refresh} />
                        <NotesButton lead={ref} notes={row.notes} onChanged={refresh} />
                      </Table.Td>
                      <Table.Td style={{ verticalAlign: "top", minWidth: 130 }}>
                        <DeliveryBadges deliveries={row.deliveries} />
                      </Table.Td>
                      <Table.Td style={{ verticalAlign: "top" }}>
                        <DeleteLeadButton lead={ref} onDeleted={refresh} />
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      ) : null}
      {total > 0 ? (
        <Group justify="space-between" mt="md">
          <Select
            aria-label={t`Leads per page`}
            data={PAGE_SIZES}
            value={String(pageSize)}
            onChange={(v) => {
              setPageSize(Number(v ?? 25));
              setPage(1);
            }}
            allowDeselect={false}
            w={90}
          />
          <Pagination total={Math.max(1, Math.ceil(total / pageSize))} value={page} onChange={setPage} aria-label={t`Pages`} />
        </Group>
      ) : null}
    </>
  );
}
