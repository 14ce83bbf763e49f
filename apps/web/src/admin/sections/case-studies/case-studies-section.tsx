import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Group } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { CASE_STUDY_SORTS } from "@lumiere/validation";
import { useTRPC } from "../../../lib/trpc";
import { DataTable } from "../../components/data-table";
import { ListPager, ListSearch, usePagedList } from "../../components/paged-list";
import { SectionHeader } from "../../components/section-header";
import { useCan } from "../../lib/use-can";
import { useInlineEditor } from "../../lib/use-inline-editor";
import { useCaseStudyColumns } from "./case-study-columns";
import { CaseStudyForm } from "./case-study-form";
import type { AdminCaseStudy } from "./types";

/** Case studies: the list with each language's state, the form, and the workflow's actions. */
export function CaseStudiesSection() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const can = useCan();
  const editor = useInlineEditor<AdminCaseStudy>();
  const paged = usePagedList<(typeof CASE_STUDY_SORTS)[number]>("updated");
  const list = useQuery(trpc.admin.caseStudies.page.queryOptions(paged.input, { placeholderData: keepPreviousData }));
  const columns = useCaseStudyColumns(paged, editor.edit);
  return (
    <>
      <SectionHeader
        title={t`Case Studies`}
        description={t`Client work told as challenge, approach and results; published through the site's workflow.`}
        actions={
          editor.isOpen || !can("content.own") ? null : (
            <Group>
              <Button leftSection={<IconPlus size={18} />} onClick={editor.create}>
                <Trans>New case study</Trans>
              </Button>
            </Group>
          )
        }
      />
      {editor.isOpen ? <CaseStudyForm key={editor.key} study={editor.item} onDone={editor.close} /> : null}
      <ListSearch list={paged} label={t`Search case studies`} placeholder={t`Title or client…`} />
      <DataTable
        query={list}
        rows={list.data?.items ?? []}
        columns={columns}
        minWidth={760}
        empty={paged.input.q ? <Trans>No case study matches this search.</Trans> : <Trans>No case studies yet.</Trans>}
        dimmed={list.isPlaceholderData}
      />
      <ListPager list={paged} total={list.data?.total ?? 0} perPageLabel={t`Case studies per page`} />
    </>
  );
}
