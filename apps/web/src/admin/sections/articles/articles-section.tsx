import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Text } from "@mantine/core";
import { IconExternalLink, IconPlus } from "@tabler/icons-react";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { articlePath, formatLongDate, LANGS, langColumn, otherLang } from "@lumiere/i18n";
import { type ARTICLE_SORTS, categoryByText, mayChangeArticle } from "@lumiere/validation";
import { useTRPC } from "../../../lib/trpc";
import { actionsColumn, type Column, DataTable } from "../../components/data-table";
import { EditDeleteActions } from "../../components/edit-delete-actions";
import { useCan } from "../../lib/use-can";
import { ListPager, ListSearch, SortHeader, usePagedList } from "../../components/paged-list";
import { PreviewLinkButton } from "../../components/preview-link-button";
import { RowAction } from "../../components/row-action";
import { SectionHeader } from "../../components/section-header";
import { StateBadges } from "../../components/state-badges";
import { useSaveHandlers } from "../../lib/save-handlers";
import type { ArticleSummary } from "../../lib/types";
import { useAdminLang } from "../../lib/use-admin-lang";
import { useInlineEditor } from "../../lib/use-inline-editor";
import { ArticleEditor } from "./article-editor";
import { CategoryPill } from "./article-meta-fields";
import { titleIn } from "../../lib/editorial";

type ArticleSort = (typeof ARTICLE_SORTS)[number];

/** The article's page on the site: in the admin's language when it is published there, else the other; a draft has none. */
function ViewOnSite({ article }: { article: ArticleSummary }) {
  const { t } = useLingui();
  const lang = useAdminLang();
  const shown = article.status[lang].live ? lang : LANGS.find((l) => article.status[l].live);
  if (!shown) return null;
  return (
    <RowAction
      label={t`View on site`}
      ariaLabel={t`View “${titleIn(article, lang)}” on the site`}
      href={articlePath(shown, langColumn(article, "slug", shown))}
      color="gray"
    >
      <IconExternalLink size={18} />
    </RowAction>
  );
}

/** Spec §2: the article list (paged on the server) with each language's state, Create Article, the inline form, edit, preview and delete per row. */
export function ArticlesSection() {
  const { t } = useLingui();
  const lang = useAdminLang();
  const trpc = useTRPC();
  const handlers = useSaveHandlers();
  const editor = useInlineEditor<ArticleSummary>();
  const paged = usePagedList<ArticleSort>("newest");
  const list = useQuery(
    trpc.admin.articles.page.queryOptions(paged.input, {
      placeholderData: keepPreviousData,
      // Something scheduled goes live on its own: look again every few seconds while one is shown.
      refetchInterval: (query) =>
        query.state.data?.items.some((a) => a.status.en.state === "scheduled" || a.status.fr.state === "scheduled") ? 5_000 : false,
    }),
  );
  const rows = list.data?.items ?? [];
  const allowed = useCan();
  const me = useQuery(trpc.auth.me.queryOptions()).data;

  const remove = useMutation(
    trpc.admin.articles.remove.mutationOptions(
      handlers({ success: t`Article deleted successfully`, failure: t`Failed to delete article`, onDone: editor.close }),
    ),
  );

  const columns: Column<ArticleSummary>[] = [
    {
      key: "title",
      header: (
        <SortHeader list={paged} by="title" reverse="-title">
          <Trans>Title</Trans>
        </SortHeader>
      ),
      render: (a) => (
        <>
          <Text fw={600}>{titleIn(a, lang)}</Text>
          <Text size="sm" c="dimmed" lineClamp={2} maw={480}>
            {langColumn(a, "excerpt", lang) || langColumn(a, "excerpt", otherLang(lang))}
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
    { key: "state", header: <Trans>State</Trans>, width: 150, render: (a) => <StateBadges status={a.status} /> },
    {
      key: "date",
      header: (
        <SortHeader list={paged} by="newest" reverse="oldest">
          <Trans>Published</Trans>
        </SortHeader>
      ),
      render: (a) => <Text size="sm">{formatLongDate(a.publishedAt, lang)}</Text>,
    },
    actionsColumn(170, (a) => (
      <>
        <ViewOnSite article={a} />
        <PreviewLinkButton contentRef={{ kind: "article", id: a.id }} title={titleIn(a, lang)} />
        <EditDeleteActions
          editLabel={t`Edit “${titleIn(a, lang)}”`}
          deleteLabel={t`Delete “${titleIn(a, lang)}”`}
          onEdit={() => editor.edit(a)}
          onDelete={() => remove.mutate({ id: a.id })}
          guard={{
            confirm: {
              title: t`Delete “${titleIn(a, lang)}”?`,
              message: t`The article leaves the site in both languages, with its versions. This cannot be undone.`,
            },
          }}
          isDeleting={remove.isPending && remove.variables.id === a.id}
          canDelete={allowed("content.delete")}
          canEdit={me ? mayChangeArticle(me, a.ownerId) : false}
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
      {editor.isOpen ? <ArticleEditor key={editor.key} id={editor.item?.id} onDone={editor.close} /> : null}
      <ListSearch list={paged} label={t`Search articles`} placeholder={t`Title or address…`} />
      <DataTable
        query={list}
        rows={rows}
        columns={columns}
        rowTestId="article-row"
        minWidth={960}
        empty={paged.input.q ? <Trans>No articles match this search.</Trans> : <Trans>No articles yet. Create the first one.</Trans>}
        dimmed={list.isPlaceholderData}
      />
      <ListPager list={paged} total={list.data?.total ?? 0} perPageLabel={t`Articles per page`} />
    </>
  );
}
