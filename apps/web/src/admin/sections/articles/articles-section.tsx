import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Text } from "@mantine/core";
import { IconExternalLink, IconPlus } from "@tabler/icons-react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { articlePath, formatLongDate } from "@lumiere/i18n";
import { categoryByText } from "@lumiere/validation";
import { useTRPC } from "../../../lib/trpc";
import { actionsColumn, type Column, DataTable } from "../../components/data-table";
import { EditDeleteActions } from "../../components/edit-delete-actions";
import { PreviewLinkButton } from "../../components/preview-link-button";
import { RowAction } from "../../components/row-action";
import { SectionHeader } from "../../components/section-header";
import { StateBadges } from "../../components/state-badges";
import { refKey } from "../../lib/editorial";
import { useSaveHandlers } from "../../lib/save-handlers";
import type { Article } from "../../lib/types";
import { useAdminLang } from "../../lib/use-admin-lang";
import { useEditorialStates } from "../../lib/use-editorial-states";
import { useInlineEditor } from "../../lib/use-inline-editor";
import { ArticleForm } from "./article-form";
import { CategoryPill } from "./article-meta-fields";

/** Spec §2: the article list with each language's state, Create Article, the inline form, edit, preview and delete per row. */
export function ArticlesSection() {
  const { t } = useLingui();
  const lang = useAdminLang();
  const trpc = useTRPC();
  const handlers = useSaveHandlers();
  const editor = useInlineEditor<Article>();
  const list = useQuery(trpc.admin.articles.list.queryOptions());
  const statusOf = useEditorialStates("article");

  const remove = useMutation(
    trpc.admin.articles.remove.mutationOptions(
      handlers({ success: t`Article deleted successfully`, failure: t`Failed to delete article`, onDone: editor.close }),
    ),
  );

  const columns: Column<Article>[] = [
    {
      key: "title",
      header: <Trans>Title</Trans>,
      render: (a) => (
        <>
          <Text fw={600}>{a.title_en || a.title_fr}</Text>
          <Text size="sm" c="dimmed" lineClamp={2} maw={480}>
            {a.excerpt_en}
          </Text>
        </>
      ),
    },
    {
      key: "category",
      header: <Trans>Category</Trans>,
      width: 190,
      render: (a) => <CategoryPill category={categoryByText(a.category_en)?.key ?? "general"} />,
    },
    {
      key: "state",
      header: <Trans>State</Trans>,
      width: 150,
      render: (a) => {
        const status = statusOf(refKey({ kind: "article", id: a.id }));
        return status ? <StateBadges status={status} /> : null;
      },
    },
    { key: "date", header: <Trans>Published</Trans>, render: (a) => <Text size="sm">{formatLongDate(a.publishedAt, lang)}</Text> },
    actionsColumn(170, (a) => (
      <>
        <RowAction
          label={t`View on site`}
          ariaLabel={t`View “${a.title_en}” on the site`}
          href={articlePath(lang, lang === "fr" ? a.slug_fr : a.slug_en)}
          color="gray"
        >
          <IconExternalLink size={18} />
        </RowAction>
        <PreviewLinkButton contentRef={{ kind: "article", id: a.id }} title={a.title_en} />
        <EditDeleteActions
          editLabel={t`Edit “${a.title_en}”`}
          deleteLabel={t`Delete “${a.title_en}”`}
          onEdit={() => editor.edit(a)}
          onDelete={() => remove.mutate({ id: a.id })}
          isDeleting={remove.isPending && remove.variables.id === a.id}
        />
      </>
    )),
  ];

  return (
    <>
      <SectionHeader
        title={t`Articles`}
        description={t`Insights published on the site, in English and French.`}
        actions={
          editor.isOpen ? null : (
            <Button leftSection={<IconPlus size={18} />} onClick={editor.create}>
              <Trans>Create Article</Trans>
            </Button>
          )
        }
      />
      {editor.isOpen ? <ArticleForm key={editor.key} article={editor.item} onDone={editor.close} /> : null}
      <DataTable
        query={list}
        rows={list.data ?? []}
        columns={columns}
        rowTestId="article-row"
        minWidth={960}
        empty={<Trans>No articles yet. Create the first one.</Trans>}
      />
    </>
  );
}
