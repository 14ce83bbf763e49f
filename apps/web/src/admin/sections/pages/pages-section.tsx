import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Code, Group, Text } from "@mantine/core";
import { IconPencil } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { PAGE_SORTS, PageId } from "@lumiere/validation";
import { useState } from "react";
import { useTRPC } from "../../../lib/trpc";
import { type Column, DataTable } from "../../components/data-table";
import { ListPager, ListSearch, SortHeader, usePagedList } from "../../components/paged-list";
import { PreviewLinkButton } from "../../components/preview-link-button";
import { SectionHeader } from "../../components/section-header";
import { SectionTabs } from "../../components/section-tabs";
import { StateBadges } from "../../components/state-badges";
import type { PageSummary } from "../../lib/types";
import { PageEditor } from "./page-editor";
import { RedirectsPanel } from "./redirects-panel";
import { useAdminLang } from "../../lib/use-admin-lang";
import { titleIn } from "../../lib/editorial";

/** Spec §2: pages by English title and page ID, each with its state and an edit button; the redirects in a tab. */
export function PagesSection() {
  const { t } = useLingui();
  const lang = useAdminLang();
  const trpc = useTRPC();
  const paged = usePagedList<(typeof PAGE_SORTS)[number]>("page");
  const list = useQuery(trpc.admin.pages.page.queryOptions(paged.input, { placeholderData: keepPreviousData }));
  const [editingId, setEditingId] = useState<PageId | null>(null);
  const pages = list.data?.items ?? [];

  const columns: Column<PageSummary>[] = [
    {
      key: "title",
      header: (
        <SortHeader list={paged} by="title" reverse="-title">
          <Trans>Title</Trans>
        </SortHeader>
      ),
      render: (p) => <Text fw={600}>{titleIn(p, lang)}</Text>,
    },
    {
      key: "id",
      header: (
        <SortHeader list={paged} by="page">
          <Trans>Page ID</Trans>
        </SortHeader>
      ),
      render: (p) => <Code>{p.pageId}</Code>,
    },
    { key: "state", header: <Trans>State</Trans>, render: (p) => <StateBadges status={p.status} /> },
    {
      key: "actions",
      header: <Trans>Actions</Trans>,
      width: 150,
      render: (p) => (
        <Group gap={4} wrap="nowrap">
          <PreviewLinkButton contentRef={{ kind: "page", pageId: p.pageId as PageId }} title={titleIn(p, lang)} />
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPencil size={16} />}
            onClick={() => setEditingId(p.pageId as PageId)}
            aria-label={t`Edit page ${p.pageId}`}
          >
            <Trans>Edit</Trans>
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <>
      <SectionHeader title={t`Pages`} description={t`Titles, meta descriptions and copy of the site's pages.`} />
      <SectionTabs
        tabs={[
          {
            value: "pages",
            label: <Trans>Pages</Trans>,
            content: (
              <>
                {editingId ? <PageEditor key={editingId} pageId={editingId} onDone={() => setEditingId(null)} /> : null}
                <ListSearch list={paged} label={t`Search pages`} placeholder={t`Title or page ID…`} />
                <DataTable
                  query={list}
                  rows={pages}
                  columns={columns}
                  rowKey={(p) => p.pageId}
                  rowTestId="page-row"
                  minWidth={640}
                  empty={<Trans>No pages found.</Trans>}
                  dimmed={list.isPlaceholderData}
                />
                <ListPager list={paged} total={list.data?.total ?? 0} perPageLabel={t`Pages per page`} />
              </>
            ),
          },
          { value: "redirects", label: <Trans>Redirects</Trans>, content: <RedirectsPanel /> },
        ]}
      />
    </>
  );
}
