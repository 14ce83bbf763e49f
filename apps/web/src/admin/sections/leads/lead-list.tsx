import { Trans, useLingui } from "@lingui/react/macro";
import { Anchor, Badge, Button, Stack, Text } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type ReactNode, useEffect, useState } from "react";
import type { LeadListInput } from "@lumiere/validation";
import { useTRPC, useTRPCClient } from "../../../lib/trpc";
import { type Column, DataTable } from "../../components/data-table";
import { ListPager, type PagedList, usePagedList } from "../../components/paged-list";
import { SectionHeader } from "../../components/section-header";
import { useAdminSearch } from "../../lib/admin-search";
import { downloadFile } from "../../lib/download";
import { describeError } from "../../lib/errors";
import { notifyError, notifySuccess } from "../../lib/notify";
import type { InboxRow, LeadKind } from "../../lib/types";
import { DeliveryBadges } from "./delivery-badges";
import { DeleteLeadButton, HeldRelease, NotesButton, StatusSelect } from "./lead-actions";
import { AssigneeSelect } from "./lead-assignee";
import { LeadFilters, type LeadFilterValues } from "./lead-filters";
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
/** An e-mail address that may wrap before its dots and its @, so a long one does not widen the table. */
export const EmailCell = ({ email }: { email: string }) => (
  <Anchor href={`mailto:${email}`} size="sm" style={{ overflowWrap: "break-word" }}>
    {email.split(/(?=[@.])/).flatMap((part, i) => (i === 0 ? [part] : [<wbr key={i} />, part]))}
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

type ServerFilter = ReturnType<typeof useLeadFilter>["serverFilter"];

/**
 * The filters of a lead list over the shared paged list: the search is the list's own (in the
 * address, debounced), the status is in the address too (?status=new), the dates and "held" stay
 * here; any filter but the search starts again on page 1.
 */
function useLeadFilter(kind: LeadKind, list: Pick<PagedList, "search" | "setSearch" | "input">) {
  const [url, updateUrl] = useAdminSearch();
  const statusOf = (value: string | undefined) => (statusesOf(kind).some((s) => s === value) ? (value ?? null) : null);
  const [rest, setRest] = useState({ status: statusOf(url.status), from: "", to: "", held: false });
  // Back/forward puts the address's status back in the filter.
  const urlStatus = statusOf(url.status);
  useEffect(() => setRest((f) => (f.status === urlStatus ? f : { ...f, status: urlStatus })), [urlStatus]);
  const value: LeadFilterValues = { ...rest, q: list.search };
  const setValue = (next: LeadFilterValues) => {
    if (next.q !== list.search) list.setSearch(next.q);
    const { q: _q, ...others } = next;
    setRest(others);
    if (next.status !== rest.status || next.from !== rest.from || next.to !== rest.to || next.held !== rest.held)
      updateUrl({ status: next.status ?? undefined, page: undefined });
  };
  const q = list.input.q;
  const serverFilter = {
    kind,
    q,
    // A status of this kind (statusOf keeps only those).
    status: rest.status as LeadListInput["status"],
    from: rest.from || null,
    to: rest.to || null,
    held: rest.held || null,
  };
  const isFiltered = Boolean(q || rest.status || rest.from || rest.to || rest.held);
  return { value, setValue, serverFilter, isFiltered };
}

/** The list's own columns, then the follow-up (status, assignee, notes, e-mails sent) and delete. */
function useLeadColumns<T extends { id: number }>(
  { kind, columns, who }: Pick<LeadListProps<T>, "kind" | "columns" | "who">,
  rows: InboxRow<T>[],
  refresh: () => void,
): Column<InboxRow<T>>[] {
  const { t } = useLingui();
  const refOf = (row: InboxRow<T>) => ({ kind, id: row.id, who: who(row) });
  return [
    ...columns.map((c) => ({ key: c.header, header: c.header, width: c.width, render: c.cell })),
    // One column for the follow-up, so the list fits a laptop's screen beside the sidebar.
    {
      key: "status",
      header: t`Follow-up`,
      width: 190,
      render: (row) => (
        <>
          {row.held ? <HeldRelease lead={refOf(row)} onReleased={refresh} /> : null}
          <StatusSelect lead={refOf(row)} status={row.status} onChanged={refresh} />
          <AssigneeSelect lead={refOf(row)} assignee={row.assignee} onChanged={refresh} />
          <NotesButton lead={refOf(row)} notes={row.notes} editedBy={row.notesBy} editedAt={row.notesAt} onChanged={refresh} />
          <Stack gap={4} mt={6} align="flex-start">
            <DeliveryBadges deliveries={row.deliveries} />
            <WebhookBadges kind={kind} id={row.id} pageIds={rows.map((r) => r.id)} />
          </Stack>
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
}

/** The CSV export of everything the filter matches; the server writes the file (and defuses spreadsheet formulas in it). */
function ExportCsvButton({ filter, disabled }: { filter: ServerFilter; disabled: boolean }) {
  const { t, i18n } = useLingui();
  const client = useTRPCClient();
  const [isExporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      const file = await client.admin.leads.export.query(filter as never);
      downloadFile(file.filename, new Blob([file.csv], { type: "text/csv;charset=utf-8" }));
      notifySuccess(t`Success`, t`CSV file exported`);
    } catch (error) {
      notifyError(t`Error`, describeError(error, i18n) ?? t`Export failed`);
    } finally {
      setExporting(false);
    }
  };
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={18} />}
      disabled={disabled}
      loading={isExporting}
      onClick={() => void exportCsv()}
    >
      <Trans>Export CSV</Trans>
    </Button>
  );
}

/**
 * A lead list of the inbox: the shared paged list (newest first) with the lead filters, status,
 * notes, e-mail delivery state and delete per lead, and a CSV export of everything the filter matches.
 */
export function LeadList<T extends { id: number }>(props: LeadListProps<T>) {
  const { kind, title, description, empty } = props;
  const { t } = useLingui();
  const trpc = useTRPC();
  const list = usePagedList("newest" as const);
  const filter = useLeadFilter(kind, list);
  const { page, perPage } = list.input;
  const query = useQuery(
    trpc.admin.leads.list.queryOptions(
      { ...filter.serverFilter, page, perPage },
      {
        placeholderData: keepPreviousData,
        refetchOnMount: "always",
      },
    ),
  );
  const data = query.data as { items: InboxRow<T>[]; total: number } | undefined;
  const rows = data?.items ?? [];
  const total = data?.total ?? 0;
  const columns = useLeadColumns(props, rows, () => void query.refetch());
  const badge = data ? (
    <Badge variant="light" size="lg" radius="sm" style={{ verticalAlign: "middle" }} data-testid="lead-total">
      {total}
    </Badge>
  ) : null;
  return (
    <>
      <SectionHeader
        title={
          <>
            {title} {badge}
          </>
        }
        description={description}
        actions={<ExportCsvButton filter={filter.serverFilter} disabled={!data || total === 0} />}
      />
      <LeadFilters kind={kind} value={filter.value} onChange={filter.setValue} />
      <DataTable
        query={query}
        rows={rows}
        columns={columns}
        rowTestId="lead-row"
        minWidth={960}
        empty={filter.isFiltered ? <Trans>No leads match these filters.</Trans> : empty}
        striped
        alignTop
        dimmed={query.isPlaceholderData}
      />
      <ListPager list={list} total={total} perPageLabel={t`Leads per page`} />
    </>
  );
}
