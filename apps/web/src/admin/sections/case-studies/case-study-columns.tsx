import { Trans, useLingui } from "@lingui/react/macro";
import { Badge, Button, Group, Stack, Text } from "@mantine/core";
import { LANGS, langColumn } from "@lumiere/i18n";
import { mayChangeArticle, type CASE_STUDY_SORTS } from "@lumiere/validation";
import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../../lib/trpc";
import type { Column } from "../../components/data-table";
import { EditDeleteActions } from "../../components/edit-delete-actions";
import { type PagedList, SortHeader } from "../../components/paged-list";
import { STATE_LABELS } from "../../lib/editorial";
import { useAdminLang } from "../../lib/use-admin-lang";
import { useCan } from "../../lib/use-can";
import type { AdminCaseStudy } from "./types";
import { useCaseStudyActions } from "./use-case-study-actions";

/** The state actions a row offers this person: what the workflow allows next, what their role may do. */
function RowTransitions({ study }: { study: AdminCaseStudy }) {
  const { t } = useLingui();
  const can = useCan();
  const me = useQuery(useTRPC().auth.me.queryOptions()).data;
  const actions = useCaseStudyActions();
  const states = LANGS.map((l) => langColumn(study, "state", l));
  const own = me
    ? LANGS.some((l) => langColumn(study, "editedBy", l) === me.username || langColumn(study, "submittedBy", l) === me.username)
    : true;
  const buttons = [
    { action: "review" as const, show: states.includes("draft"), label: t`Submit for review` },
    { action: "approve" as const, show: can("content.approve") && states.includes("in_review") && !own, label: t`Approve` },
    {
      action: "reject" as const,
      show: can("content.approve") && states.some((s) => s === "in_review" || s === "approved"),
      label: t`Send back`,
    },
    { action: "publish" as const, show: can("content.publish") && states.some((s) => s !== "published"), label: t`Publish` },
    { action: "unpublish" as const, show: can("content.publish") && (study.live_en || study.live_fr), label: t`Unpublish` },
  ].filter((b) => b.show);
  return (
    <Group gap={4} wrap="wrap">
      {buttons.map((b) => (
        <Button
          key={b.action}
          size="compact-sm"
          variant={b.action === "publish" ? "filled" : "default"}
          loading={actions.isActing(study.id)}
          onClick={() => actions.act(study.id, b.action)}
          aria-label={`${b.label}: ${study.copy.title_en || study.copy.title_fr}`}
        >
          {b.label}
        </Button>
      ))}
    </Group>
  );
}

/** The list's columns: title and client (sortable by title), each language's state, the actions. */
export function useCaseStudyColumns(paged: PagedList<(typeof CASE_STUDY_SORTS)[number]>, onEdit: (s: AdminCaseStudy) => void) {
  const { t, i18n } = useLingui();
  const lang = useAdminLang();
  const can = useCan();
  const me = useQuery(useTRPC().auth.me.queryOptions()).data;
  const actions = useCaseStudyActions();
  const titleOf = (s: AdminCaseStudy) => langColumn(s.copy, "title", lang) || s.copy.title_en || s.copy.title_fr;
  const columns: Column<AdminCaseStudy>[] = [
    {
      key: "title",
      header: (
        <SortHeader list={paged} by="title" reverse="-title">
          <Trans>Title</Trans>
        </SortHeader>
      ),
      render: (s) => (
        <Stack gap={2}>
          <Text fw={600} size="sm">
            {titleOf(s)}
          </Text>
          <Text size="xs" c="dimmed">
            {s.copy.client}
          </Text>
        </Stack>
      ),
    },
    {
      key: "states",
      header: <Trans>Status</Trans>,
      render: (s) => (
        <Group gap={6}>
          {LANGS.map((l) => {
            const style = STATE_LABELS[langColumn(s, "state", l)];
            return (
              <Badge key={l} variant="light" color={style.color} data-testid={`state-${l}`}>
                {l.toUpperCase()} · {i18n._(style.label)}
              </Badge>
            );
          })}
        </Group>
      ),
    },
    { key: "workflow", header: <Trans>Workflow</Trans>, render: (s) => <RowTransitions study={s} /> },
    {
      key: "actions",
      header: (
        <span className="sr-only">
          <Trans>Actions</Trans>
        </span>
      ),
      render: (s) => (
        <Group gap={4} wrap="nowrap" justify="flex-end">
          <EditDeleteActions
            editLabel={t`Edit ${titleOf(s)}`}
            deleteLabel={t`Delete ${titleOf(s)}`}
            onEdit={() => onEdit(s)}
            onDelete={() => actions.remove(s.id)}
            isDeleting={actions.isRemoving(s.id)}
            canDelete={can("content.delete")}
            canEdit={me ? mayChangeArticle(me, s.ownerId) : false}
            guard={{ confirm: { title: t`Delete this case study?`, message: t`“${titleOf(s)}” will be removed from the site.` } }}
          />
        </Group>
      ),
    },
  ];
  return columns;
}
