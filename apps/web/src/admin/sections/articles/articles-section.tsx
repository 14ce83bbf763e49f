import { Trans, useLingui } from "@lingui/react/macro";
import { ActionIcon, Badge, Button, Group, Paper, Table, Text, Tooltip } from "@mantine/core";
import { IconExternalLink, IconPencil, IconPlus, IconTrash } from "@tabler/icons-react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { articlePath, formatLongDate } from "@lumiere/i18n";
import { useState } from "react";
import { useTRPC } from "../../../lib/trpc";
import { EmptyState } from "../../components/empty-state";
import { QueryState } from "../../components/query-state";
import { SectionHeader } from "../../components/section-header";
import { describeError } from "../../lib/errors";
import { notifyError, notifySuccess } from "../../lib/notify";
import type { Article } from "../../lib/types";
import { useAdminLang } from "../../lib/use-admin-lang";
import { useInvalidate } from "../../lib/use-invalidate";
import { ArticleForm } from "./article-form";

type Editing = { mode: "create" } | { mode: "edit"; article: Article } | null;

/** Spec §2: the article list, Create Article, the inline form, edit and delete per row. */
export function ArticlesSection() {
  const { t, i18n } = useLingui();
  const lang = useAdminLang();
  const trpc = useTRPC();
  const invalidate = useInvalidate();
  const [editing, setEditing] = useState<Editing>(null);
  const list = useQuery(trpc.admin.articles.list.queryOptions());

  const remove = useMutation(
    trpc.admin.articles.remove.mutationOptions({
      onSuccess: async (_data, variables) => {
        if (editing?.mode === "edit" && editing.article.id === variables.id) setEditing(null);
        await invalidate.articles();
        notifySuccess(t`Success`, t`Article deleted successfully`);
      },
      onError: (error) => notifyError(t`Error`, describeError(error, i18n) ?? t`Failed to delete article`),
    }),
  );

  const articles = list.data ?? [];
  return (
    <>
      <SectionHeader
        title={t`Articles`}
        description={t`Insights published on the site, in English and French.`}
        actions={
          editing ? null : (
            <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing({ mode: "create" })}>
              <Trans>Create Article</Trans>
            </Button>
          )
        }
      />
      {editing ? (
        <ArticleForm
          key={editing.mode === "edit" ? editing.article.id : "new"}
          article={editing.mode === "edit" ? editing.article : undefined}
          onDone={() => setEditing(null)}
        />
      ) : null}
      <QueryState isPending={list.isPending} error={list.error} onRetry={() => void list.refetch()} />
      {list.isSuccess && articles.length === 0 ? (
        <EmptyState>
          <Trans>No articles yet. Create the first one.</Trans>
        </EmptyState>
      ) : null}
      {articles.length > 0 ? (
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>
                    <Trans>Title</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Category</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Published</Trans>
                  </Table.Th>
                  <Table.Th w={130}>
                    <Trans>Actions</Trans>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {articles.map((a) => (
                  <Table.Tr key={a.id} data-testid="article-row">
                    <Table.Td maw={520}>
                      <Text fw={600}>{a.title_en}</Text>
                      <Text size="sm" c="dimmed" lineClamp={2}>
                        {a.excerpt_en}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light">{lang === "fr" ? a.category_fr : a.category_en}</Badge>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{formatLongDate(a.publishedAt, lang)}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <Tooltip label={t`View on site`}>
                          <ActionIcon
                            component="a"
                            href={articlePath(lang, lang === "fr" ? a.slug_fr : a.slug_en)}
                            target="_blank"
                            variant="subtle"
                            color="gray"
                            aria-label={t`View “${a.title_en}” on the site`}
                          >
                            <IconExternalLink size={18} />
                          </ActionIcon>
                        </Tooltip>
                        <Tooltip label={t`Edit`}>
                          <ActionIcon
                            variant="subtle"
                            aria-label={t`Edit “${a.title_en}”`}
                            onClick={() => setEditing({ mode: "edit", article: a })}
                          >
                            <IconPencil size={18} />
                          </ActionIcon>
                        </Tooltip>
                        <Tooltip label={t`Delete`}>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={t`Delete “${a.title_en}”`}
                            loading={remove.isPending && remove.variables.id === a.id}
                            onClick={() => remove.mutate({ id: a.id })}
                          >
                            <IconTrash size={18} />
                          </ActionIcon>
                        </Tooltip>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      ) : null}
    </>
  );
}
