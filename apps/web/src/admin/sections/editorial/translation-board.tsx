import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Group, Select, Text } from "@mantine/core";
import { AdminModal } from "../../components/admin-modal";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { LANGS, type Lang } from "@lumiere/i18n";
import type { ContentRef, PageId } from "@lumiere/validation";
import { useState } from "react";
import { useTRPC } from "../../../lib/trpc";
import { type Column, DataTable } from "../../components/data-table";
import { ListPager, ListSearch, usePagedList } from "../../components/paged-list";
import { StateBadges } from "../../components/state-badges";
import { refKey, titleIn } from "../../lib/editorial";
import { useSaveHandlers } from "../../lib/save-handlers";
import type { EditorialItem } from "../../lib/types";
import { ArticleEditor } from "../articles/article-editor";
import { PageEditor } from "../pages/page-editor";
import { LandingEditor } from "../landing/landing-editor";
import { useAdminLang } from "../../lib/use-admin-lang";

type Needs = "all" | "missing" | "outdated";

/** Both languages of one item side by side, in its own form (its whole copy read when it opens). */
function SideBySide({ contentRef, onDone }: { contentRef: ContentRef; onDone: () => void }) {
  if (contentRef.kind === "landing") return <LandingEditor id={contentRef.id} onDone={onDone} />;
  return contentRef.kind === "article" ? (
    <ArticleEditor id={contentRef.id} onDone={onDone} />
  ) : (
    <PageEditor pageId={contentRef.pageId as PageId} onDone={onDone} />
  );
}

/** Pages and articles a page at a time, with each language's translation state (missing, outdated, up to date). */
export function TranslationBoard() {
  const { t } = useLingui();
  const upToDate: Record<Lang, string> = { en: t`English is up to date`, fr: t`French is up to date` };
  const lang = useAdminLang();
  const trpc = useTRPC();
  const handlers = useSaveHandlers();
  const paged = usePagedList<"newest">("newest");
  const [needs, setNeedsState] = useState<Needs>("all");
  const setNeeds = (value: Needs) => {
    setNeedsState(value);
    paged.setPage(1);
  };
  const items = useQuery(
    trpc.admin.editorial.page.queryOptions(
      { ...paged.input, ...(needs === "all" ? {} : { translation: needs }) },
      { placeholderData: keepPreviousData },
    ),
  );
  const [open, setOpen] = useState<EditorialItem | null>(null);
  const mark = useMutation(
    trpc.admin.editorial.markTranslated.mutationOptions(
      handlers({ success: t`Marked as translated`, failure: t`This step could not be taken` }),
    ),
  );

  const columns: Column<EditorialItem>[] = [
    {
      key: "title",
      header: <Trans>Content</Trans>,
      render: (i) => (
        <>
          <Text fw={600}>{titleIn(i, lang)}</Text>
          <Text size="xs" c="dimmed">
            {i.ref.kind === "article" ? (
              <Trans>Article</Trans>
            ) : i.ref.kind === "landing" ? (
              <Trans>Landing page</Trans>
            ) : (
              <Trans>Page</Trans>
            )}
          </Text>
        </>
      ),
    },
    { key: "translation", header: <Trans>Translation</Trans>, render: (i) => <StateBadges status={i.status} show="translation" /> },
    {
      key: "actions",
      header: <Trans>Actions</Trans>,
      render: (i) => {
        const title = titleIn(i, lang);
        return (
          <Group gap="xs" wrap="nowrap">
            <Button size="xs" variant="light" onClick={() => setOpen(i)} aria-label={t`Open “${title}” side by side`}>
              <Trans>Open</Trans>
            </Button>
            {LANGS.filter((l) => i.status[l].translation === "outdated").map((l) => (
              <Button key={l} size="xs" variant="default" onClick={() => mark.mutate({ ref: i.ref, lang: l })}>
                {upToDate[l]}
              </Button>
            ))}
          </Group>
        );
      },
    },
  ];

  return (
    <>
      <Group gap="md" align="flex-end" wrap="wrap">
        <ListSearch list={paged} label={t`Search content`} placeholder={t`Title or address…`} />
        <Select
          label={t`Show`}
          data={[
            { value: "all", label: t`Everything` },
            { value: "missing", label: t`A language is missing` },
            { value: "outdated", label: t`A language is outdated` },
          ]}
          value={needs}
          onChange={(v) => setNeeds((v as Needs | null) ?? "all")}
          allowDeselect={false}
          w={240}
          mb="md"
        />
      </Group>
      <DataTable
        query={items}
        rows={items.data?.items ?? []}
        columns={columns}
        rowKey={(i) => refKey(i.ref)}
        rowTestId="translation-row"
        empty={paged.input.q || needs !== "all" ? <Trans>Nothing matches.</Trans> : <Trans>Nothing to translate.</Trans>}
        dimmed={items.isPlaceholderData}
      />
      <ListPager list={paged} total={items.data?.total ?? 0} perPageLabel={t`Items per page`} />
      <AdminModal opened={open !== null} onClose={() => setOpen(null)} size="90%" title={open ? titleIn(open, lang) : ""}>
        {open ? <SideBySide contentRef={open.ref} onDone={() => setOpen(null)} /> : null}
      </AdminModal>
    </>
  );
}
