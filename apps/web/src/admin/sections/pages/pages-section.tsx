import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Code, Paper, Table, Text } from "@mantine/core";
import { IconPencil } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "../../../lib/trpc";
import { EmptyState } from "../../components/empty-state";
import { QueryState } from "../../components/query-state";
import { SectionHeader } from "../../components/section-header";
import { PageForm } from "./page-form";

/** Spec §2: pages by English title and page ID, each with an edit button. */
export function PagesSection() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const list = useQuery(trpc.admin.pages.list.queryOptions());
  const [editingId, setEditingId] = useState<string | null>(null);
  const pages = list.data ?? [];
  const editing = pages.find((p) => p.pageId === editingId);

  return (
    <>
      <SectionHeader title={t`Pages`} description={t`Titles, meta descriptions and copy of the site's pages.`} />
      {editing ? <PageForm key={editing.pageId} page={editing} onDone={() => setEditingId(null)} /> : null}
      <QueryState isPending={list.isPending} error={list.error} onRetry={() => void list.refetch()} />
      {list.isSuccess && pages.length === 0 ? (
        <EmptyState>
          <Trans>No pages found.</Trans>
        </EmptyState>
      ) : null}
      {pages.length > 0 ? (
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={480}>
            <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>
                    <Trans>Title</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Page ID</Trans>
                  </Table.Th>
                  <Table.Th w={120}>
                    <Trans>Actions</Trans>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {pages.map((p) => (
                  <Table.Tr key={p.pageId} data-testid="page-row">
                    <Table.Td>
                      <Text fw={600}>{p.title_en}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Code>{p.pageId}</Code>
                    </Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="light"
                        leftSection={<IconPencil size={16} />}
                        onClick={() => setEditingId(p.pageId)}
                        aria-label={t`Edit page ${p.pageId}`}
                      >
                        <Trans>Edit</Trans>
                      </Button>
                    </Table.Td>
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
