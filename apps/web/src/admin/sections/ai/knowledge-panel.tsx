import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Badge, Button, Group, Text } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { type Lang, langColumn } from "@lumiere/i18n";
import type { KNOWLEDGE_PAGES, KNOWLEDGE_SORTS } from "@lumiere/validation";
import { useTRPC } from "../../../lib/trpc";
import { type Column, DataTable } from "../../components/data-table";
import { EditDeleteActions } from "../../components/edit-delete-actions";
import { ListPager, ListSearch, SortHeader, usePagedList } from "../../components/paged-list";
import { notifyUndoable } from "../../lib/confirm";
import { saveHandlers } from "../../lib/save-handlers";
import type { KnowledgeEntry } from "../../lib/types";
import { useInlineEditor } from "../../lib/use-inline-editor";
import { useInvalidate } from "../../lib/use-invalidate";
import { KnowledgeForm, useKnowledgePages } from "./knowledge-form";
import { useAdminLang } from "../../lib/use-admin-lang";

type KnowledgePage = (typeof KNOWLEDGE_PAGES)[number];

/** AI Settings → Knowledge: the company facts Aya answers from before it searches the pages. */
/** The answer column's heading, in the admin's language: a French admin reads the French answers. */
const ANSWER_HEADERS: Record<Lang, MessageDescriptor> = { en: msg`Answer (English)`, fr: msg`Answer (French)` };

export function KnowledgePanel() {
  const { t, i18n } = useLingui();
  const lang = useAdminLang();
  const pages = useKnowledgePages();
  const pageName = (id: string) => pages.find((p) => p.value === id)?.label ?? id;
  const trpc = useTRPC();
  const invalidate = useInvalidate();
  const editor = useInlineEditor<KnowledgeEntry>();
  const paged = usePagedList<(typeof KNOWLEDGE_SORTS)[number]>("position");
  const list = useQuery(trpc.admin.knowledge.page.queryOptions(paged.input, { placeholderData: keepPreviousData }));
  const remove = useMutation(
    trpc.admin.knowledge.delete.mutationOptions(
      saveHandlers({
        i18n,
        refresh: invalidate.knowledge,
        success: t`Knowledge entry deleted`,
        failure: t`Failed to delete the knowledge entry`,
      }),
    ),
  );
  // Undo puts the same entry back (a new entry with the deleted one's words, at the end of the list).
  const putBack = useMutation(
    trpc.admin.knowledge.create.mutationOptions(
      saveHandlers({
        i18n,
        refresh: invalidate.knowledge,
        success: t`Knowledge entry restored`,
        failure: t`The knowledge entry could not be restored`,
      }),
    ),
  );
  const deleteEntry = ({ topic, questions_en, questions_fr, answer_en, answer_fr, pageId, enabled, id }: KnowledgeEntry) =>
    remove.mutate(
      { id },
      {
        onSuccess: () =>
          notifyUndoable({
            title: t`Success`,
            message: t`Knowledge entry “${topic}” deleted`,
            undoLabel: t`Undo`,
            onUndo: () =>
              putBack.mutate({ topic, questions_en, questions_fr, answer_en, answer_fr, pageId: pageId as KnowledgePage, enabled }),
          }),
      },
    );
  const columns: Column<KnowledgeEntry>[] = [
    {
      key: "topic",
      header: (
        <SortHeader list={paged} by="topic" reverse="-topic">
          <Trans>Topic</Trans>
        </SortHeader>
      ),
      render: (e) => (
        <>
          <Text fw={600} size="sm">
            {e.topic}
          </Text>
          {e.enabled ? null : (
            <Badge color="gray" variant="light" size="sm">
              <Trans>Off</Trans>
            </Badge>
          )}
        </>
      ),
    },
    {
      key: "answer",
      // In the admin's language: a French admin reads the French answers.
      header: i18n._(ANSWER_HEADERS[lang]),
      render: (e) => (
        <Text size="sm" lineClamp={2}>
          {langColumn(e, "answer", lang)}
        </Text>
      ),
    },
    { key: "page", header: <Trans>Page</Trans>, render: (e) => <Text size="sm">{e.pageId ? pageName(e.pageId) : "—"}</Text> },
    {
      key: "actions",
      header: (
        <span className="sr-only">
          <Trans>Actions</Trans>
        </span>
      ),
      render: (e) => (
        <Group gap={4} wrap="nowrap" justify="flex-end">
          <EditDeleteActions
            editLabel={t`Edit ${e.topic}`}
            deleteLabel={t`Delete ${e.topic}`}
            onEdit={() => editor.edit(e)}
            onDelete={() => deleteEntry(e)}
            guard={{ undoable: true }}
            isDeleting={remove.isPending && remove.variables.id === e.id}
          />
        </Group>
      ),
    },
  ];
  return (
    <>
      <Group justify="space-between" mb="md" align="flex-start">
        <Text size="sm" c="dimmed" maw={640}>
          <Trans>
            Aya answers from these entries first, in the visitor's language, and links the page you choose. Keep them in step with the
            site's pages.
          </Trans>
        </Text>
        {editor.isOpen ? null : (
          <Button leftSection={<IconPlus size={18} />} onClick={editor.create}>
            <Trans>New entry</Trans>
          </Button>
        )}
      </Group>
      {editor.isOpen ? <KnowledgeForm key={editor.key} entry={editor.item} onDone={editor.close} /> : null}
      <ListSearch list={paged} label={t`Search knowledge`} placeholder={t`Topic, question or answer…`} />
      <DataTable
        query={list}
        rows={list.data?.items ?? []}
        columns={columns}
        minWidth={640}
        empty={
          paged.input.q ? (
            <Trans>No entry matches this search.</Trans>
          ) : (
            <Trans>No knowledge entries yet. Aya answers from the site's pages only.</Trans>
          )
        }
        dimmed={list.isPlaceholderData}
      />
      <ListPager list={paged} total={list.data?.total ?? 0} perPageLabel={t`Entries per page`} />
    </>
  );
}
