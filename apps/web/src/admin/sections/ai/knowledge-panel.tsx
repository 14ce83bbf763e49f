import { Trans, useLingui } from "@lingui/react/macro";
import { ActionIcon, Badge, Button, Group, Paper, Table, Text, Tooltip } from "@mantine/core";
import { IconPencil, IconPlus, IconTrash } from "@tabler/icons-react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "../../../lib/trpc";
import { EmptyState } from "../../components/empty-state";
import { QueryState } from "../../components/query-state";
import { describeError } from "../../lib/errors";
import { notifyError, notifySuccess } from "../../lib/notify";
import type { KnowledgeEntry } from "../../lib/types";
import { useInvalidate } from "../../lib/use-invalidate";
import { KnowledgeForm } from "./knowledge-form";

type Editing = { mode: "create" } | { mode: "edit"; entry: KnowledgeEntry } | null;

/** AI Settings → Knowledge: the company facts Aya answers from before it searches the pages. */
export function KnowledgePanel() {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const invalidate = useInvalidate();
  const [editing, setEditing] = useState<Editing>(null);
  const list = useQuery(trpc.admin.knowledge.list.queryOptions());
  const remove = useMutation(
    trpc.admin.knowledge.delete.mutationOptions({
      onSuccess: async () => {
        await invalidate.knowledge();
        notifySuccess(t`Success`, t`Knowledge entry deleted`);
      },
      onError: (error) => notifyError(t`Error`, describeError(error, i18n) ?? t`Failed to delete the knowledge entry`),
    }),
  );
  const entries = list.data ?? [];
  return (
    <>
      <Group justify="space-between" mb="md" align="flex-start">
        <Text size="sm" c="dimmed" maw={640}>
          <Trans>
            Aya answers from these entries first, in the visitor's language, and links the page you choose. Keep them in step with the
            site's pages.
          </Trans>
        </Text>
        {editing ? null : (
          <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing({ mode: "create" })}>
            <Trans>New entry</Trans>
          </Button>
        )}
      </Group>
      {editing ? (
        <KnowledgeForm
          key={editing.mode === "edit" ? editing.entry.id : "new"}
          entry={editing.mode === "edit" ? editing.entry : undefined}
          onDone={() => setEditing(null)}
        />
      ) : null}
      <QueryState isPending={list.isPending} error={list.error} onRetry={() => void list.refetch()} />
      {list.isSuccess && entries.length === 0 ? (
        <EmptyState>
          <Trans>No knowledge entries yet. Aya answers from the site's pages only.</Trans>
        </EmptyState>
      ) : null}
      {entries.length > 0 ? (
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>
                    <Trans>Topic</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Answer (English)</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Page</Trans>
                  </Table.Th>
                  <Table.Th>
                    <span className="sr-only">
                      <Trans>Actions</Trans>
                    </span>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {entries.map((e) => (
                  <Table.Tr key={e.id}>
                    <Table.Td>
                      <Text fw={600} size="sm">
                        {e.topic}
                      </Text>
                      {e.enabled ? null : (
                        <Badge color="gray" variant="light" size="sm">
                          <Trans>Off</Trans>
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" lineClamp={2}>
                        {e.answer_en}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{e.pageId || "—"}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap" justify="flex-end">
                        <Tooltip label={t`Edit`}>
                          <ActionIcon
                            variant="subtle"
                            aria-label={t`Edit ${e.topic}`}
                            onClick={() => setEditing({ mode: "edit", entry: e })}
                          >
                            <IconPencil size={18} />
                          </ActionIcon>
                        </Tooltip>
                        <Tooltip label={t`Delete`}>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={t`Delete ${e.topic}`}
                            loading={remove.isPending && remove.variables.id === e.id}
                            onClick={() => remove.mutate({ id: e.id })}
                          >
                            <IconTrash size={18} />
                          </ActionIcon>
                        </Tooltip>
                      </Group>
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
