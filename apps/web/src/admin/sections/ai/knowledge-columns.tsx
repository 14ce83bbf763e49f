import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Badge, Group, Text } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { type Lang, langColumn } from "@lumiere/i18n";
import type { KNOWLEDGE_PAGES, KNOWLEDGE_SORTS } from "@lumiere/validation";
import { useTRPC } from "../../../lib/trpc";
import type { Column } from "../../components/data-table";
import { EditDeleteActions } from "../../components/edit-delete-actions";
import { type PagedList, SortHeader } from "../../components/paged-list";
import { notifyUndoable } from "../../lib/confirm";
import { saveHandlers } from "../../lib/save-handlers";
import type { KnowledgeEntry } from "../../lib/types";
import { useAdminLang } from "../../lib/use-admin-lang";
import { useInvalidate } from "../../lib/use-invalidate";
import { useKnowledgePages } from "./knowledge-form";

type KnowledgePage = (typeof KNOWLEDGE_PAGES)[number];

/** The answer column's heading, in the admin's language: a French admin reads the French answers. */
const ANSWER_HEADERS: Record<Lang, MessageDescriptor> = { en: msg`Answer (English)`, fr: msg`Answer (French)` };

/** Deletes an entry, with an Undo that puts it back. */
function useDeleteEntry() {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const invalidate = useInvalidate();
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
  return { deleteEntry, isDeleting: (e: KnowledgeEntry) => remove.isPending && remove.variables.id === e.id };
}

/** The knowledge table's columns: topic (sortable), the answer in the admin's language, the page linked, the actions. */
export function useKnowledgeColumns(
  paged: PagedList<(typeof KNOWLEDGE_SORTS)[number]>,
  onEdit: (entry: KnowledgeEntry) => void,
): Column<KnowledgeEntry>[] {
  const { t, i18n } = useLingui();
  const lang = useAdminLang();
  const pages = useKnowledgePages();
  const pageName = (id: string) => pages.find((p) => p.value === id)?.label ?? id;
  const { deleteEntry, isDeleting } = useDeleteEntry();
  return [
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
            onEdit={() => onEdit(e)}
            onDelete={() => deleteEntry(e)}
            guard={{ undoable: true }}
            isDeleting={isDeleting(e)}
          />
        </Group>
      ),
    },
  ];
}
