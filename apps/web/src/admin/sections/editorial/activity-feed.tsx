import { Trans, useLingui } from "@lingui/react/macro";
import { Avatar, Badge, Group, Paper, Select, Stack, Text } from "@mantine/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { formatDateTime, type Lang } from "@lumiere/i18n";
import type { ActivityAction, HISTORY_SORTS } from "@lumiere/validation";
import { useTRPC } from "../../../lib/trpc";
import { ListState } from "../../components/list-state";
import { ListPager, ListSearch, usePagedList } from "../../components/paged-list";
import { ACTIVITY_LABELS, actorName, SUBJECT_LABELS } from "../../lib/activity-labels";
import type { ActivityItem } from "../../lib/types";
import { useAdminLang } from "../../lib/use-admin-lang";

/** How each language quotes a title. */
const QUOTES: Record<Lang, (title: string) => string> = { en: (title) => `“${title}”`, fr: (title) => `«\u00a0${title}\u00a0»` };

/** The entry's subject in a few words: a title, a redirect's two addresses, or languages. */
function detailOf(item: ActivityItem, lang: Lang): string {
  const d = item.data as Record<string, unknown>;
  const parts: string[] = [];
  if (typeof d.title === "string" && d.title) parts.push(QUOTES[lang](d.title));
  if (typeof d.fromPath === "string") parts.push(`${d.fromPath} → ${String(d.toPath ?? "")}`);
  if (Array.isArray(d.langs) && d.langs.length > 0) parts.push(`(${d.langs.map((l) => String(l).toUpperCase()).join(", ")})`);
  return parts.join(" ");
}

/** Spec §2 Collaboration: who did what and when, newest first, a page at a time (paged, searched and sorted on the server). */
export function ActivityFeed() {
  const { i18n, t } = useLingui();
  const lang = useAdminLang();
  const trpc = useTRPC();
  const paged = usePagedList<(typeof HISTORY_SORTS)[number]>("newest");
  const feed = useQuery(trpc.admin.activity.page.queryOptions(paged.input, { placeholderData: keepPreviousData }));
  const items = feed.data?.items ?? [];
  return (
    <>
      <Group gap="md" align="flex-end" wrap="wrap">
        <ListSearch list={paged} label={t`Search activity`} placeholder={t`Who, or a title…`} />
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
        query={feed}
        isEmpty={items.length === 0}
        empty={paged.input.q ? <Trans>No activity matches this search.</Trans> : <Trans>No activity yet.</Trans>}
      />
      <Stack gap="xs">
        {items.map((item) => {
          const label = ACTIVITY_LABELS[item.action as ActivityAction];
          const subject = item.subjectKind ? SUBJECT_LABELS[item.subjectKind] : undefined;
          const who = actorName(item);
          return (
            <Paper key={item.id} withBorder radius="md" p="sm" data-testid="activity-entry">
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <Avatar radius="xl" color="indigo" size="sm">
                  {who.slice(0, 2).toUpperCase()}
                </Avatar>
                <div style={{ flex: 1 }}>
                  <Text size="sm">
                    <Text span fw={600}>
                      {who}
                    </Text>{" "}
                    {label ? i18n._(label) : item.action} {detailOf(item, lang)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatDateTime(item.createdAt, lang)}
                  </Text>
                </div>
                {item.subjectKind ? (
                  <Badge variant="light" color="gray" size="sm">
                    {subject ? i18n._(subject) : item.subjectKind}
                  </Badge>
                ) : null}
              </Group>
            </Paper>
          );
        })}
      </Stack>
      <ListPager list={paged} total={feed.data?.total ?? 0} perPageLabel={t`Entries per page`} />
    </>
  );
}
