import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Group, Modal, Text } from "@mantine/core";
import { useMutation, useQuery } from "@tanstack/react-query";
import { LANGS } from "@lumiere/i18n";
import type { ContentRef } from "@lumiere/validation";
import { useState } from "react";
import { useTRPC } from "../../../lib/trpc";
import { type Column, DataTable } from "../../components/data-table";
import { StateBadges } from "../../components/state-badges";
import { refKey } from "../../lib/editorial";
import { useSaveHandlers } from "../../lib/save-handlers";
import type { EditorialItem } from "../../lib/types";
import { ArticleForm } from "../articles/article-form";
import { PageForm } from "../pages/page-form";

/** Both languages of one item side by side, in its own form. */
function SideBySide({ contentRef, onDone }: { contentRef: ContentRef; onDone: () => void }) {
  const trpc = useTRPC();
  const articles = useQuery({ ...trpc.admin.articles.list.queryOptions(), enabled: contentRef.kind === "article" });
  const pages = useQuery({ ...trpc.admin.pages.list.queryOptions(), enabled: contentRef.kind === "page" });
  if (contentRef.kind === "article") {
    const article = articles.data?.find((a) => a.id === contentRef.id);
    return article ? <ArticleForm article={article} onDone={onDone} /> : null;
  }
  const page = pages.data?.find((p) => p.pageId === contentRef.pageId);
  return page ? <PageForm page={page} onDone={onDone} /> : null;
}

/** Every page and article with each language's translation state (missing, outdated, up to date). */
export function TranslationBoard() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const handlers = useSaveHandlers();
  const items = useQuery(trpc.admin.editorial.list.queryOptions());
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
          <Text fw={600}>{i.title_en || i.title_fr}</Text>
          <Text size="xs" c="dimmed">
            {i.ref.kind === "article" ? <Trans>Article</Trans> : <Trans>Page</Trans>}
          </Text>
        </>
      ),
    },
    { key: "translation", header: <Trans>Translation</Trans>, render: (i) => <StateBadges status={i.status} show="translation" /> },
    {
      key: "actions",
      header: <Trans>Actions</Trans>,
      render: (i) => {
        const title = i.title_en || i.title_fr;
        return (
          <Group gap="xs" wrap="nowrap">
            <Button size="xs" variant="light" onClick={() => setOpen(i)} aria-label={t`Open “${title}” side by side`}>
              <Trans>Open</Trans>
            </Button>
            {LANGS.filter((l) => i.status[l].translation === "outdated").map((l) => (
              <Button key={l} size="xs" variant="default" onClick={() => mark.mutate({ ref: i.ref, lang: l })}>
                {l === "fr" ? t`French is up to date` : t`English is up to date`}
              </Button>
            ))}
          </Group>
        );
      },
    },
  ];

  return (
    <>
      <DataTable
        query={items}
        rows={items.data ?? []}
        columns={columns}
        rowKey={(i) => refKey(i.ref)}
        rowTestId="translation-row"
        empty={<Trans>Nothing to translate.</Trans>}
      />
      <Modal opened={open !== null} onClose={() => setOpen(null)} size="90%" title={open ? open.title_en || open.title_fr : ""}>
        {open ? <SideBySide contentRef={open.ref} onDone={() => setOpen(null)} /> : null}
      </Modal>
    </>
  );
}
