import { Trans, useLingui } from "@lingui/react/macro";
import { Button, FileButton, Group, Select, SimpleGrid, Text } from "@mantine/core";
import { IconUpload } from "@tabler/icons-react";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import type { MEDIA_SORTS } from "@lumiere/validation";
import { useState } from "react";
import { useTRPC } from "../../../lib/trpc";
import { ListState } from "../../components/list-state";
import { ListPager, ListSearch, usePagedList } from "../../components/paged-list";
import { SectionHeader } from "../../components/section-header";
import { describeError } from "../../lib/errors";
import { notifyError, notifySuccess } from "../../lib/notify";
import { MEDIA_ACCEPT, uploadMedia } from "../../lib/upload-media";
import { saveHandlers } from "../../lib/save-handlers";
import { useConfirm } from "../../lib/confirm";
import { useInvalidate } from "../../lib/use-invalidate";
import { MediaCard } from "./media-card";
import { UploadProgress } from "./upload-progress";

type MediaSort = (typeof MEDIA_SORTS)[number];

/** Spec §2: upload (starts on file choice, with progress) and the grid of files, a page at a time. */
export function MediaSection() {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const invalidate = useInvalidate();
  const paged = usePagedList<MediaSort>("newest");
  const list = useQuery(trpc.admin.media.page.queryOptions(paged.input, { placeholderData: keepPreviousData }));
  const sortLabels: Record<MediaSort, string> = {
    newest: t`Newest first`,
    oldest: t`Oldest first`,
    name: t`Name (A–Z)`,
    "-name": t`Name (Z–A)`,
    size: t`Smallest first`,
    "-size": t`Largest first`,
  };
  const [upload, setUpload] = useState<{ fileName: string; percent: number } | null>(null);

  const start = async (file: File | null) => {
    if (!file) return;
    setUpload({ fileName: file.name, percent: 0 });
    try {
      await uploadMedia(file, (percent) => setUpload({ fileName: file.name, percent }));
      await invalidate.media();
      notifySuccess(t`Success`, t`Media uploaded successfully`);
    } catch (error) {
      notifyError(t`Error`, describeError(error, i18n) ?? t`Failed to upload media`);
    } finally {
      setUpload(null);
    }
  };

  const confirm = useConfirm();
  const remove = useMutation(
    trpc.admin.media.remove.mutationOptions(
      saveHandlers({ i18n, refresh: invalidate.media, success: t`Media deleted successfully`, failure: t`Failed to delete media` }),
    ),
  );

  const items = list.data?.items ?? [];
  return (
    <>
      <SectionHeader
        title={t`Media Library`}
        description={t`Images, videos, audio, PDF and Word documents for the site.`}
        actions={
          <FileButton onChange={(file) => void start(file)} accept={MEDIA_ACCEPT} disabled={upload !== null}>
            {(props) => (
              <Button {...props} leftSection={<IconUpload size={18} />} loading={upload !== null}>
                <Trans>Upload Media</Trans>
              </Button>
            )}
          </FileButton>
        }
      />
      <Text size="xs" c="dimmed" mt={-12} mb="lg">
        <Trans>Accepted: image, video, audio, PDF, DOC and DOCX files.</Trans>
      </Text>
      {upload ? <UploadProgress fileName={upload.fileName} percent={upload.percent} /> : null}
      <Group gap="md" align="flex-end" wrap="wrap">
        <ListSearch list={paged} label={t`Search files`} placeholder={t`File name…`} />
        <Select
          label={t`Sort by`}
          data={Object.entries(sortLabels).map(([value, label]) => ({ value, label }))}
          value={paged.sort}
          onChange={(v) => paged.setSort((v ?? "newest") as MediaSort)}
          allowDeselect={false}
          w={200}
          mb="md"
        />
      </Group>
      <ListState
        query={list}
        isEmpty={items.length === 0}
        empty={paged.input.q ? <Trans>No files match this search.</Trans> : <Trans>No media files yet. Upload the first one.</Trans>}
      />
      {items.length > 0 ? (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 4 }} spacing="md" style={list.isPlaceholderData ? { opacity: 0.6 } : undefined}>
          {items.map((item) => (
            <MediaCard
              key={item.id}
              item={item}
              onDelete={() =>
                confirm({
                  title: t`Delete ${item.filename}?`,
                  message: t`The file is deleted for good; pages and articles that show it lose it. This cannot be undone.`,
                  confirmLabel: t`Delete`,
                  onConfirm: () => remove.mutate({ id: item.id }),
                })
              }
              isDeleting={remove.isPending && remove.variables.id === item.id}
            />
          ))}
        </SimpleGrid>
      ) : null}
      <ListPager list={paged} total={list.data?.total ?? 0} perPageLabel={t`Files per page`} />
    </>
  );
}
