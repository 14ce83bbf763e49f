import { Paper, Table } from "@mantine/core";
import type { ReactNode } from "react";
import { EmptyState } from "./empty-state";
import { QueryState } from "./query-state";

export interface Column<T> {
  key: string;
  header: ReactNode;
  width?: number;
  render: (row: T) => ReactNode;
}

interface DataTableProps<T> {
  /** The list query: its loading, error (with retry) and empty states come first. */
  query: { isPending: boolean; isSuccess: boolean; error: unknown; refetch: () => unknown };
  rows: readonly T[];
  columns: readonly Column<T>[];
  rowKey: (row: T) => string | number;
  /** data-testid of each row. */
  rowTestId?: string;
  minWidth?: number;
  empty: ReactNode;
}

/** The admin's list: loading and error states, the empty message, then a bordered table. */
export function DataTable<T>({ query, rows, columns, rowKey, rowTestId, minWidth = 560, empty }: DataTableProps<T>) {
  return (
    <>
      <QueryState isPending={query.isPending} error={query.error} onRetry={() => void query.refetch()} />
      {query.isSuccess && rows.length === 0 ? <EmptyState>{empty}</EmptyState> : null}
      {rows.length > 0 ? (
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={minWidth}>
            <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  {columns.map((c) => (
                    <Table.Th key={c.key} w={c.width}>
                      {c.header}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={rowKey(row)} data-testid={rowTestId}>
                    {columns.map((c) => (
                      <Table.Td key={c.key}>{c.render(row)}</Table.Td>
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
