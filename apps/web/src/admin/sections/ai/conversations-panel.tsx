import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Button, Grid, Paper, Stack, Text, Title, UnstyledButton } from "@mantine/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { CONVERSATION_SORTS } from "@lumiere/validation";
import { formatLongDate } from "@lumiere/i18n";
import { useState } from "react";
import { useTRPC } from "../../../lib/trpc";
import { EmptyState } from "../../components/empty-state";
import { ListPager, ListSearch, usePagedList } from "../../components/paged-list";
import { QueryState } from "../../components/query-state";
import { useAdminLang } from "../../lib/use-admin-lang";
import { Transcript } from "./transcript";

/** AI Settings → Conversations: visitors' chats with Aya, newest first, searchable, one transcript open. */
export function ConversationsPanel() {
  const { t } = useLingui();
  const lang = useAdminLang();
  const trpc = useTRPC();
  const paged = usePagedList<(typeof CONVERSATION_SORTS)[number]>("newest");
  const debounced = paged.input.q;
  const [open, setOpen] = useState<string | null>(null);
  const list = useQuery(
    trpc.admin.conversations.page.queryOptions(paged.input, { refetchOnMount: "always", placeholderData: keepPreviousData }),
  );
  const transcript = useQuery(trpc.admin.conversations.get.queryOptions({ sessionId: open ?? "" }, { enabled: open !== null }));
  const rows = list.data?.items ?? [];
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <ListSearch list={paged} label={t`Search conversations`} placeholder={t`Words from the conversation…`} />
        <QueryState isPending={list.isPending} error={list.error} onRetry={() => void list.refetch()} />
        {list.isSuccess && rows.length === 0 ? (
          <EmptyState>{debounced ? <Trans>No conversation matches this search.</Trans> : <Trans>No conversations yet.</Trans>}</EmptyState>
        ) : null}
        <Stack gap="xs" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }} aria-label={t`Conversations`}>
          {rows.map((c) => (
            <li key={c.sessionId}>
              <UnstyledButton onClick={() => setOpen(c.sessionId)} w="100%" aria-current={open === c.sessionId ? "true" : undefined}>
                <Paper withBorder radius="md" p="sm" bg={open === c.sessionId ? "indigo.0" : undefined}>
                  <Text size="sm" fw={600} lineClamp={2}>
                    {c.firstMessage || "—"}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatLongDate(c.lastAt, lang)} · <Plural value={c.messages} one="# message" other="# messages" />
                  </Text>
                </Paper>
              </UnstyledButton>
            </li>
          ))}
        </Stack>
        <ListPager list={paged} total={list.data?.total ?? 0} perPageLabel={t`Conversations per page`} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        {open ? (
          <Paper withBorder radius="md" p="md" component="section" aria-labelledby="transcript-title">
            <Title order={2} size="h5" mb="sm" id="transcript-title">
              <Trans>Transcript</Trans>
            </Title>
            <QueryState isPending={transcript.isPending} error={transcript.error} onRetry={() => void transcript.refetch()} />
            {transcript.data ? <Transcript messages={transcript.data.messages} /> : null}
            <Button variant="default" mt="md" onClick={() => setOpen(null)}>
              <Trans>Close</Trans>
            </Button>
          </Paper>
        ) : (
          <Text size="sm" c="dimmed">
            <Trans>Choose a conversation to read its transcript.</Trans>
          </Text>
        )}
      </Grid.Col>
    </Grid>
  );
}
