import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Card, Group, Radio, Stack, Text, Title } from "@mantine/core";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { LANGS, type Lang } from "@lumiere/i18n";
import { type EditorialState, type Transition, type Workflow, WORKFLOWS } from "@lumiere/validation";
import { useState } from "react";
import { useTRPC } from "../../../lib/trpc";
import { type Column, DataTable } from "../../components/data-table";
import { ListPager, ListSearch, usePagedList } from "../../components/paged-list";
import { SectionHeader } from "../../components/section-header";
import { StateBadges } from "../../components/state-badges";
import { refKey, titleIn, WORKFLOW_LABELS } from "../../lib/editorial";
import { useSaveHandlers } from "../../lib/save-handlers";
import { useOwnChange } from "../../lib/use-approve";
import { useCan } from "../../lib/use-can";
import type { EditorialItem } from "../../lib/types";
import { useAdminLang } from "../../lib/use-admin-lang";

const WAITING = ["in_review", "approved"] as const satisfies readonly EditorialState[];
const waiting = (item: EditorialItem, lang: Lang) => (WAITING as readonly string[]).includes(item.status[lang].state);

/** Spec §2 and §9: the publishing workflow (a real setting) and what waits for review, approval or publication. */
export function WorkflowsSection() {
  const { t, i18n } = useLingui();
  const lang = useAdminLang();
  const trpc = useTRPC();
  const handlers = useSaveHandlers();
  const allowed = useCan();
  const workflow = useQuery(trpc.admin.editorial.workflow.queryOptions());
  // The choice shows at once; it goes back to the saved one if saving fails.
  const [chosen, setChosen] = useState<Workflow | null>(null);
  // Only what waits, a page at a time: the server filters on the states.
  const paged = usePagedList<"newest">("newest", 10);
  const items = useQuery(
    trpc.admin.editorial.page.queryOptions({ ...paged.input, states: [...WAITING] }, { placeholderData: keepPreviousData }),
  );
  const setWorkflow = useMutation(
    trpc.admin.editorial.setWorkflow.mutationOptions(handlers({ success: t`Workflow saved`, failure: t`The workflow could not be saved` })),
  );
  const step = useMutation(trpc.admin.editorial.transition.mutationOptions());
  // The toast says what happened to which item, not just that something did.
  const doneText = (action: Transition, title: string): string => {
    if (action === "publish") return t`“${title}” is published.`;
    if (action === "reject") return t`“${title}” is sent back to draft.`;
    if (action !== "approve") return t`“${title}” is updated.`;
    // With Draft-Review-Publish the approval is the publication.
    return workflow.data?.workflow === "draft-review-publish"
      ? t`“${title}” is approved and published.`
      : t`“${title}” is approved: an editor can now publish it.`;
  };
  const act = (item: EditorialItem, action: Transition, langs = LANGS.filter((l) => waiting(item, l))) =>
    step.mutate(
      { ref: item.ref, action, langs },
      handlers({ success: doneText(action, titleIn(item, lang)), failure: t`This step could not be taken` }),
    );
  // Nobody approves their own change: only the languages in review someone else changed.
  const ownChange = useOwnChange();
  const approvable = (item: EditorialItem) => LANGS.filter((l) => item.status[l].state === "in_review" && !ownChange(item.status, l));

  const columns: Column<EditorialItem>[] = [
    { key: "title", header: <Trans>Content</Trans>, render: (i) => <Text fw={600}>{titleIn(i, lang)}</Text> },
    { key: "state", header: <Trans>Step</Trans>, render: (i) => <StateBadges status={i.status} /> },
    { key: "by", header: <Trans>Last change by</Trans>, render: (i) => <Text size="sm">{i.updatedBy}</Text> },
    {
      key: "actions",
      header: <Trans>Actions</Trans>,
      render: (i) => {
        const approved = LANGS.some((l) => i.status[l].state === "approved");
        const title = titleIn(i, lang);
        // An author sees what waits, but approving and publishing are an editor's.
        if (!allowed(approved ? "content.publish" : "content.approve")) return null;
        return (
          <Group gap="xs" wrap="nowrap">
            {approved ? (
              <Button size="xs" onClick={() => act(i, "publish")} aria-label={t`Publish “${title}”`}>
                <Trans>Publish</Trans>
              </Button>
            ) : (
              <Button
                size="xs"
                onClick={() => act(i, "approve", approvable(i))}
                disabled={approvable(i).length === 0}
                aria-label={t`Approve “${title}”`}
                aria-describedby={approvable(i).length === 0 ? `own-change-${refKey(i.ref)}` : undefined}
              >
                <Trans>Approve</Trans>
              </Button>
            )}
            <Button size="xs" variant="default" onClick={() => act(i, "reject")} aria-label={t`Send “${title}” back to draft`}>
              <Trans>Send back</Trans>
            </Button>
            {!approved && approvable(i).length === 0 ? (
              <Text size="xs" c="dimmed" id={`own-change-${refKey(i.ref)}`}>
                <Trans>Your change: someone else approves it.</Trans>
              </Text>
            ) : null}
          </Group>
        );
      },
    },
  ];

  return (
    <>
      <SectionHeader title={t`Workflows`} description={t`Review and approval steps before content is published.`} />
      <Stack gap="lg">
        <Card withBorder radius="md" p="lg" shadow="xs" maw={640}>
          <Radio.Group
            label={t`Publishing workflow`}
            value={chosen ?? workflow.data?.workflow ?? null}
            onChange={(v) => {
              setChosen(v as Workflow);
              setWorkflow.mutate({ workflow: v as Workflow }, { onError: () => setChosen(null) });
            }}
          >
            <Stack gap="sm" mt="xs">
              {WORKFLOWS.map((w) => (
                <Radio
                  key={w}
                  value={w}
                  label={i18n._(WORKFLOW_LABELS[w].label)}
                  description={i18n._(WORKFLOW_LABELS[w].description)}
                  disabled={setWorkflow.isPending}
                />
              ))}
            </Stack>
          </Radio.Group>
        </Card>
        <div>
          <Title order={2} size="h4" mb="sm">
            <Trans>In review</Trans>
          </Title>
          <ListSearch list={paged} label={t`Search content`} placeholder={t`Title or address…`} />
          <DataTable
            query={items}
            rows={items.data?.items ?? []}
            columns={columns}
            rowKey={(i) => refKey(i.ref)}
            rowTestId="review-row"
            empty={paged.input.q ? <Trans>Nothing matches.</Trans> : <Trans>Nothing waits for a review.</Trans>}
            dimmed={items.isPlaceholderData}
          />
          <ListPager list={paged} total={items.data?.total ?? 0} perPageLabel={t`Items per page`} />
        </div>
      </Stack>
    </>
  );
}
