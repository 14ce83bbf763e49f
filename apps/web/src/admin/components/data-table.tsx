import { Trans } from "@lingui/react/macro";
import { Group, Paper, Table } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import type { ReactNode } from "react";
import "./data-table.css";
import { ListState, type ListQuery } from "./list-state";

export interface Column<T> {
  key: string;
  header: ReactNode;
  width?: number | string;
  render: (row: T) => ReactNode;
}

interface DataTableProps<T> {
  /** The list query: its loading, error (with retry) and empty states come first. */
  query: ListQuery;
  rows: readonly T[];
  columns: readonly Column<T>[];
  /** The row's React key: its `id` unless told otherwise. */
  rowKey?: (row: T) => string | number;
  /** data-testid of each row. */
  rowTestId?: string;
  minWidth?: number;
  empty: ReactNode;
  striped?: boolean;
  /** Shown faded (the previous page while the next one loads). */
  dimmed?: boolean;
  /** Cells aligned to the top (rows of long text). */
  alignTop?: boolean;
}

const idOf = (row: unknown) => (row as { id: number }).id;

/** The admin's list: loading and error states, the empty message, then a bordered table. */
export function DataTable<T>(props: DataTableProps<T>) {
  const { query, rows, columns, rowKey = idOf, rowTestId, minWidth = 560, empty, striped, dimmed, alignTop } = props;
  const cellStyle = alignTop ? { verticalAlign: "top" as const } : undefined;
  // On a phone the rows stack (data-table.css): no minimum width to scroll sideways to.
  const phone = useMediaQuery("(max-width: 36em)");
  return (
    <>
      <ListState query={query} isEmpty={rows.length === 0} empty={empty} />
      {rows.length > 0 ? (
        <Paper withBorder radius="md" style={dimmed ? { opacity: 0.6 } : undefined}>
          <Table.ScrollContainer minWidth={phone ? 0 : minWidth}>
            <Table className="admin-table" verticalSpacing="sm" horizontalSpacing="md" highlightOnHover striped={striped}>
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
                      <Table.Td key={c.key} style={cellStyle}>
                        <span className="cell-label" aria-hidden="true">
                          {c.header}
                        </span>
                        {c.render(row)}
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

/** The last column: a row's buttons side by side. */
export function actionsColumn<T>(width: number, render: (row: T) => ReactNode): Column<T> {
  return {
    key: "actions",
    header: <Trans>Actions</Trans>,
    width,
    render: (row) => (
      <Group gap={4} wrap="nowrap">
        {render(row)}
      </Group>
    ),
  };
}
