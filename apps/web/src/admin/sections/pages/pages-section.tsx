import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Code, Group, Text } from "@mantine/core";
import { IconPencil } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import type { PageId } from "@lumiere/validation";
import { useState } from "react";
import { useTRPC } from "../../../lib/trpc";
import { type Column, DataTable } from "../../components/data-table";
import { PreviewLinkButton } from "../../components/preview-link-button";
import { SectionHeader } from "../../components/section-header";
import { SectionTabs } from "../../components/section-tabs";
import { StateBadges } from "../../components/state-badges";
import type { Page } from "../../lib/types";
import { useEditorialStates } from "../../lib/use-editorial-states";
import { PageForm } from "./page-form";
import { RedirectsPanel } from "./redirects-panel";

/** Spec §2: pages by English title and page ID, each with its state and an edit button; the redirects in a tab. */
export function PagesSection() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const list = useQuery(trpc.admin.pages.list.queryOptions());
  const statusOf = useEditorialStates("page");
  const [editingId, setEditingId] = useState<string | null>(null);
  const pages = list.data ?? [];
  const editing = pages.find((p) => p.pageId === editingId);

  const columns: Column<Page>[] = [
    { key: "title", header: <Trans>Title</Trans>, render: (p) => <Text fw={600}>{p.title_en}</Text> },
    { key: "id", header: <Trans>Page ID</Trans>, render: (p) => <Code>{p.pageId}</Code> },
    {
      key: "state",
      header: <Trans>State</Trans>,
      render: (p) => {
        const status = statusOf(`page:${p.pageId}`);
        return status ? <StateBadges status={status} /> : null;
      },
    },
    {
      key: "actions",
      header: <Trans>Actions</Trans>,
      width: 150,
      render: (p) => (
        <Group gap={4} wrap="nowrap">
          <PreviewLinkButton contentRef={{ kind: "page", pageId: p.pageId as PageId }} title={p.title_en} />
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPencil size={16} />}
            onClick={() => setEditingId(p.pageId)}
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
                {editing ? <PageForm key={editing.pageId} page={editing} onDone={() => setEditingId(null)} /> : null}
                <DataTable
                  query={list}
                  rows={pages}
                  columns={columns}
                  rowKey={(p) => p.pageId}
                  rowTestId="page-row"
                  minWidth={640}
                  empty={<Trans>No pages found.</Trans>}
                />
              </>
            ),
          },
          { value: "redirects", label: <Trans>Redirects</Trans>, content: <RedirectsPanel /> },
        ]}
      />
    </>
  );
}
