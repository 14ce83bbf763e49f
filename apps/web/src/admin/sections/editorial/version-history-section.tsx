import { Trans, useLingui } from "@lingui/react/macro";
import { Badge, Button, Card, Group, Select, Stack, Text } from "@mantine/core";
import { IconRestore } from "@tabler/icons-react";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { formatDateTime } from "@lumiere/i18n";
import type { ContentRef, HISTORY_SORTS } from "@lumiere/validation";
import { useState } from "react";
import { useTRPC } from "../../../lib/trpc";
import { ContentSelect } from "../../components/content-select";
import { EmptyState } from "../../components/empty-state";
import { ListState } from "../../components/list-state";
import { ListPager, ListSearch, usePagedList } from "../../components/paged-list";
import { SectionHeader } from "../../components/section-header";
import { useConfirm } from "../../lib/confirm";
import { useSaveHandlers } from "../../lib/save-handlers";
import { useAdminLang } from "../../lib/use-admin-lang";
import { useCan } from "../../lib/use-can";
import { actorName } from "../../lib/activity-labels";
import { VersionDiff } from "./version-diff";

/** Spec §2 Version History: every save of a page or article (who, when, what changed), and Restore. */
export function VersionHistorySection() {
  const { t } = useLingui();
  const lang = useAdminLang();
  const trpc = useTRPC();
  const handlers = useSaveHandlers();
  const [ref, setRefState] = useState<ContentRef | null>(null);
  const paged = usePagedList<(typeof HISTORY_SORTS)[number]>("newest", 10);
  const setRef = (next: ContentRef | null) => {
    setRefState(next);
    paged.setPage(1);
  };
  const versions = useQuery({
    ...trpc.admin.versions.page.queryOptions(
      { ...paged.input, ref: ref ?? { kind: "page", pageId: "home" } },
      { placeholderData: keepPreviousData },
    ),
    enabled: ref !== null,
  });
  const confirm = useConfirm();
  const allowed = useCan();
  const restore = useMutation(
    trpc.admin.versions.restore.mutationOptions(handlers({ success: t`Version restored`, failure: t`The version could not be restored` })),
  );
  const items = versions.data?.items ?? [];
  const actionLabel = (action: string) =>
    action === "restore" ? t`Restored` : action === "create" ? t`Created` : action === "initial" ? t`Original` : t`Saved`;

  return (
    <>
      <SectionHeader title={t`Version History`} description={t`Every save of a page or article, what it changed, and a way back.`} />
      <ContentSelect value={ref} onChange={setRef} />
      {ref === null ? (
        <EmptyState>
          <Trans>Choose a page or an article to see its versions.</Trans>
        </EmptyState>
      ) : (
        <>
          <Group gap="md" align="flex-end" wrap="wrap" mt="md">
            <ListSearch list={paged} label={t`Search versions`} placeholder={t`Who saved it…`} />
            <Select
              label={t`Order`}
              data={[
                { value: "newest", label: t`Newest first` },
                { value: "oldest", label: t`Oldest first` },
              ]}
              value={paged.sort}
              onChange={(v) => paged.setSort(v === "oldest" ? "oldest" : "newest")}
              allowDeselect={false}
              w={200}
              mb="md"
            />
          </Group>
          <ListState
            query={versions}
            isEmpty={items.length === 0}
            empty={paged.input.q ? <Trans>No version matches this search.</Trans> : <Trans>No versions yet.</Trans>}
          />
          <Stack gap="md">
            {items.map((v) => (
              <Card key={v.id} withBorder radius="md" p="md" data-testid="version">
                <Group justify="space-between" mb="xs">
                  <Group gap="xs">
                    <Badge variant="filled">v{v.number}</Badge>
                    <Badge variant="light">{actionLabel(v.action)}</Badge>
                    <Text size="sm">
                      <Trans>
                        by {actorName(v)} on {formatDateTime(v.createdAt, lang)}
                      </Trans>
                    </Text>
                    {v.restoredFrom ? <Text size="xs" c="dimmed">{t`(from an earlier version)`}</Text> : null}
                  </Group>
                  {v.current ? (
                    <Badge color="green" variant="light">
                      <Trans>Current</Trans>
                    </Badge>
                  ) : allowed("content.edit") && allowed("content.publish") ? (
                    <Button
                      size="xs"
                      variant="light"
                      leftSection={<IconRestore size={16} />}
                      loading={restore.isPending && restore.variables.versionId === v.id}
                      onClick={() =>
                        confirm({
                          title: t`Restore version ${v.number}?`,
                          message: t`Version ${v.number}, saved by ${actorName(v)} on ${formatDateTime(v.createdAt, lang)}, becomes the current text and is published at once. The text it replaces stays in this history.`,
                          confirmLabel: t`Restore`,
                          color: "brand",
                          onConfirm: () => restore.mutate({ versionId: v.id }),
                        })
                      }
                      aria-label={t`Restore version ${v.number}`}
                    >
                      <Trans>Restore</Trans>
                    </Button>
                  ) : null}
                </Group>
                {v.changes.length > 0 ? <VersionDiff changes={v.changes} /> : <Text size="sm" c="dimmed">{t`No text changed.`}</Text>}
              </Card>
            ))}
          </Stack>
          <ListPager list={paged} total={versions.data?.total ?? 0} perPageLabel={t`Versions per page`} />
        </>
      )}
    </>
  );
}
