import { Trans, useLingui } from "@lingui/react/macro";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { REDIRECT_SORTS } from "@lumiere/validation";
import { useTRPC } from "../../../lib/trpc";
import { DataTable } from "../../components/data-table";
import { ListPager, ListSearch, usePagedList } from "../../components/paged-list";
import { useRedirectColumns } from "./redirect-columns";
import { RedirectForm, useRedirectEditor } from "./redirect-form";

/** Old addresses answering 301 (recorded on every slug change, or added here): add, edit, delete. */
export function RedirectsPanel() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const paged = usePagedList<(typeof REDIRECT_SORTS)[number]>("from");
  const list = useQuery(trpc.admin.redirects.page.queryOptions(paged.input, { placeholderData: keepPreviousData }));
  const editor = useRedirectEditor();
  const columns = useRedirectColumns(paged, editor);
  return (
    <>
      <RedirectForm editor={editor} />
      <ListSearch list={paged} label={t`Search redirects`} placeholder={t`Old or new address…`} />
      <DataTable
        query={list}
        rows={list.data?.items ?? []}
        columns={columns}
        rowTestId="redirect-row"
        empty={
          paged.input.q ? (
            <Trans>No redirects match this search.</Trans>
          ) : (
            <Trans>No redirects yet. Renaming a published article records one.</Trans>
          )
        }
        dimmed={list.isPlaceholderData}
      />
      <ListPager list={paged} total={list.data?.total ?? 0} perPageLabel={t`Redirects per page`} />
    </>
  );
}
