import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Group, Text } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { KNOWLEDGE_SORTS } from "@lumiere/validation";
import { useTRPC } from "../../../lib/trpc";
import { DataTable } from "../../components/data-table";
import { ListPager, ListSearch, usePagedList } from "../../components/paged-list";
import type { KnowledgeEntry } from "../../lib/types";
import { useInlineEditor } from "../../lib/use-inline-editor";
import { useKnowledgeColumns } from "./knowledge-columns";
import { KnowledgeForm } from "./knowledge-form";

/** AI Settings → Knowledge: the company facts Aya answers from before it searches the pages. */
export function KnowledgePanel() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const editor = useInlineEditor<KnowledgeEntry>();
  const paged = usePagedList<(typeof KNOWLEDGE_SORTS)[number]>("position");
  const list = useQuery(trpc.admin.knowledge.page.queryOptions(paged.input, { placeholderData: keepPreviousData }));
  const columns = useKnowledgeColumns(paged, editor.edit);
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
