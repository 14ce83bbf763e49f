import { Trans, useLingui } from "@lingui/react/macro";
import { Anchor, Badge, Button, Group, Pagination, Select, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconDownload } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useTRPC, useTRPCClient } from "../../../lib/trpc";
import { type Column, DataTable } from "../../components/data-table";
import { usePaginationNames } from "../../components/paged-list";
import { SectionHeader } from "../../components/section-header";
import { useAdminSearch } from "../../lib/admin-search";
import { downloadFile } from "../../lib/download";
import { describeError } from "../../lib/errors";
import { notifyError, notifySuccess } from "../../lib/notify";
import type { InboxRow, LeadKind } from "../../lib/types";
import { DeliveryBadges } from "./delivery-badges";
import { DeleteLeadButton, HeldRelease, NotesButton, StatusSelect } from "./lead-actions";
import { AssigneeSelect } from "./lead-assignee";
import { LeadFilters, type LeadFilterValues, NO_FILTER } from "./lead-filters";
import { statusesOf } from "./lead-statuses";
import { WebhookBadges } from "./webhook-badges";

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

const PAGE_SIZES = ["10", "25", "50", "100"];

/**
 * A lead list of the inbox: filtered and paged on the server (newest first), with status, notes,
 * e-mail delivery state and delete per lead, and a CSV export of everything the filter matches.
 */
export function LeadList<T extends { id: number }>({ kind, title, description, columns, empty, who }: LeadListProps<T>) {
  const { t, i18n } = useLingui();
  const paginationNames = usePaginationNames();
  const trpc = useTRPC();
  const client = useTRPCClient();
  // The search, status and page are in the address (?q=…&status=new&page=2): a reload or the language switch keeps them.
  const [url, updateUrl] = useAdminSearch();
  const [filter, setFilterState] = useState<LeadFilterValues>(() => ({
    ...NO_FILTER,
    q: url.q ?? "",
    status: statusesOf(kind).some((s) => s === url.status) ? (url.status ?? null) : null,
  }));
  const page = url.page ?? 1;
  const setPage = (next: number) => updateUrl({ page: next });
  const [pageSize, setPageSize] = useState(25);
  const [isExporting, setExporting] = useState(false);
  const [q] = useDebouncedValue(filter.q.trim(), 250);
  const serverFilter = {
    kind,
    q: q || null,
    status: filter.status,
    from: filter.from || null,
    to: filter.to || null,
    held: filter.held || null,
  };
  const query = useQuery(
    trpc.admin.leads.list.queryOptions({ ...serverFilter, page, pageSize } as never, {
      placeholderData: keepPreviousData,
      refetchOnMount: "always",
    }),
  );
  const data = query.data as { rows: InboxRow<T>[]; total: number } | undefined;
  const rows = data?.rows ?? [];
  const total = data?.total ?? 0;
  const isFiltered = Boolean(q || filter.status || filter.from || filter.to || filter.held);
  const setFilter = (next: LeadFilterValues) => {
    setFilterState(next);
    // Any filter but the search (sent below, once typing pauses) starts again on page 1.
    if (next.status !== filter.status || next.from !== filter.from || next.to !== filter.to || next.held !== filter.held)
      updateUrl({ status: next.status ?? undefined, page: undefined });
  };
  // The typed search reaches the address once typing pauses (no Back step per key).
  const sentQ = useRef(q);
  useEffect(() => {
    if (q === sentQ.current) return;
    sentQ.current = q;
    updateUrl({ q, page: undefined }, { replace: true });
  }, [q, updateUrl]);
  // Back/forward puts the address's search and status back in the filters.
  const urlQ = url.q ?? "";
  const urlStatus = url.status ?? null;
  useEffect(() => {
    if (urlQ !== sentQ.current) {
      sentQ.current = urlQ;
      setFilterState((f) => ({ ...f, q: urlQ }));
    }
  }, [urlQ]);
  useEffect(() => {
    const status = statusesOf(kind).some((s) => s === urlStatus) ? urlStatus : null;
    setFilterState((f) => (f.status === status ? f : { ...f, status }));
  }, [urlStatus, kind]);
  const refresh = () => void query.refetch();

  const refOf = (row: InboxRow<T>) => ({ kind, id: row.id, who: who(row) });
  const tableColumns: Column<InboxRow<T>>[] = [
    ...columns.map((c) => ({ key: c.header, header: c.header, width: c.width, render: c.cell })),
    {
      key: "status",
      header: t`Status and notes`,
      width: 190,
      render: (row) => (
        <>
          {row.held ? <HeldRelease lead={refOf(row)} onReleased={refresh} /> : null}
          <StatusSelect lead={refOf(row)} status={row.status} onChanged={refresh} />
          <AssigneeSelect lead={refOf(row)} assignee={row.assignee} onChanged={refresh} />
          <NotesButton lead={refOf(row)} notes={row.notes} editedBy={row.notesBy} editedAt={row.notesAt} onChanged={refresh} />
        </>
      ),
    },
    {
      key: "emails",
      header: t`E-mails`,
      width: 150,
      render: (row) => (
        <>
          <DeliveryBadges deliveries={row.deliveries} />
          <WebhookBadges kind={kind} id={row.id} pageIds={rows.map((r) => r.id)} />
        </>
      ),
    },
    {
      key: "actions",
      header: <span className="sr-only">{t`Actions`}</span>,
      width: 50,
      render: (row) => <DeleteLeadButton lead={refOf(row)} onDeleted={refresh} />,
    },
  ];

  const exportCsv = async () => {
    setExporting(true);
    try {
      // The server writes the file (and defuses spreadsheet formulas in it).
      const file = await client.admin.leads.export.query(serverFilter as never);
      downloadFile(file.filename, new Blob([file.csv], { type: "text/csv;charset=utf-8" }));
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
      <DataTable
        query={query}
        rows={rows}
        columns={tableColumns}
        rowTestId="lead-row"
        minWidth={960}
        empty={isFiltered ? <Trans>No leads match these filters.</Trans> : empty}
        striped
        alignTop
        dimmed={query.isPlaceholderData}
      />
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
          <nav aria-label={t`Pages`}>
            <Pagination total={Math.max(1, Math.ceil(total / pageSize))} value={page} onChange={setPage} {...paginationNames} />
          </nav>
        </Group>
      ) : null}
    </>
  );
}
