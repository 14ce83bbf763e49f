import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Text } from "@mantine/core";
import { IconExternalLink, IconPlus } from "@tabler/icons-react";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { formatLongDate, LANGS, landingPath, langColumn } from "@lumiere/i18n";
import { type LANDING_SORTS, mayChangeArticle } from "@lumiere/validation";
import type { RouterOutputs } from "@lumiere/server/router";
import { useTRPC } from "../../../lib/trpc";
import { actionsColumn, type Column, DataTable } from "../../components/data-table";
import { EditDeleteActions } from "../../components/edit-delete-actions";
import { ListPager, ListSearch, SortHeader, usePagedList } from "../../components/paged-list";
import { PreviewLinkButton } from "../../components/preview-link-button";
import { RowAction } from "../../components/row-action";
import { SectionHeader } from "../../components/section-header";
import { StateBadges } from "../../components/state-badges";
import { titleIn } from "../../lib/editorial";
import { useSaveHandlers } from "../../lib/save-handlers";
import { useAdminLang } from "../../lib/use-admin-lang";
import { useCan } from "../../lib/use-can";
import { useInlineEditor } from "../../lib/use-inline-editor";
import { LandingEditor } from "./landing-editor";

type LandingSort = (typeof LANDING_SORTS)[number];
export type LandingSummary = RouterOutputs["admin"]["landingPages"]["page"]["items"][number];

/** The page on the site: in the admin's language when it is published there, else the other; a draft has none. */
function ViewOnSite({ page }: { page: LandingSummary }) {
  const { t } = useLingui();
  const lang = useAdminLang();
  const shown = page.status[lang].live ? lang : LANGS.find((l) => page.status[l].live);
  if (!shown) return null;
  return (
    <RowAction
      label={t`View on site`}
      ariaLabel={t`View “${titleIn(page, lang)}” on the site`}
      href={landingPath(shown, langColumn(page, "slug", shown))}
      color="gray"
    >
      <IconExternalLink size={18} />
    </RowAction>
  );
}

/** Campaign pages built from blocks: the list with each language's state, create, edit, preview and delete. */
export function LandingSection() {
  const { t } = useLingui();
  const lang = useAdminLang();
  const trpc = useTRPC();
  const handlers = useSaveHandlers();
  const editor = useInlineEditor<LandingSummary>();
  const paged = usePagedList<LandingSort>("updated");
  const list = useQuery(trpc.admin.landingPages.page.queryOptions(paged.input, { placeholderData: keepPreviousData }));
  const allowed = useCan();
  const me = useQuery(trpc.auth.me.queryOptions()).data;
  const remove = useMutation(
    trpc.admin.landingPages.remove.mutationOptions(
      handlers({ success: t`Landing page deleted`, failure: t`Failed to delete the landing page`, onDone: editor.close }),
    ),
  );
  const columns: Column<LandingSummary>[] = [
    {
      key: "title",
      header: (
        <SortHeader list={paged} by="title" reverse="-title">
          <Trans>Title</Trans>
        </SortHeader>
      ),
      render: (p) => (
        <>
          <Text fw={600}>{titleIn(p, lang)}</Text>
          <Text size="sm" c="dimmed">
            /{lang}/{langColumn(p, "slug", lang)}
          </Text>
        </>
      ),
    },
    { key: "state", header: <Trans>State</Trans>, width: 150, render: (p) => <StateBadges status={p.status} /> },
    {
      key: "updated",
      header: (
        <SortHeader list={paged} by="updated">
          <Trans>Updated</Trans>
        </SortHeader>
      ),
      render: (p) => <Text size="sm">{formatLongDate(p.updatedAt, lang)}</Text>,
    },
    actionsColumn(170, (p) => (
      <>
        <ViewOnSite page={p} />
        <PreviewLinkButton contentRef={{ kind: "landing", id: p.id }} title={titleIn(p, lang)} />
        <EditDeleteActions
          editLabel={t`Edit “${titleIn(p, lang)}”`}
          deleteLabel={t`Delete “${titleIn(p, lang)}”`}
          onEdit={() => editor.edit(p)}
          onDelete={() => remove.mutate({ id: p.id })}
          guard={{
            confirm: {
              title: t`Delete “${titleIn(p, lang)}”?`,
              message: t`The page leaves the site in both languages, with its versions. This cannot be undone.`,
            },
          }}
          isDeleting={remove.isPending && remove.variables.id === p.id}
          canDelete={allowed("content.delete")}
          canEdit={me ? mayChangeArticle(me, p.ownerId) : false}
        />
      </>
    )),
  ];
  return (
    <>
      <SectionHeader
        title={t`Landing Pages`}
        description={t`Campaign pages built from blocks, in English and French, at their own address.`}
        actions={
          editor.isOpen ? null : (
            <Button leftSection={<IconPlus size={18} />} onClick={editor.create}>
              <Trans>Create Landing Page</Trans>
            </Button>
          )
        }
      />
      {editor.isOpen ? <LandingEditor key={editor.key} id={editor.item?.id} onDone={editor.close} /> : null}
      <ListSearch list={paged} label={t`Search landing pages`} placeholder={t`Title or address…`} />
      <DataTable
        query={list}
        rows={list.data?.items ?? []}
        columns={columns}
        rowTestId="landing-row"
        minWidth={820}
        empty={
          paged.input.q ? <Trans>No landing pages match this search.</Trans> : <Trans>No landing pages yet. Create the first one.</Trans>
        }
        dimmed={list.isPlaceholderData}
      />
      <ListPager list={paged} total={list.data?.total ?? 0} perPageLabel={t`Landing pages per page`} />
    </>
  );
}
