import { Trans, useLingui } from "@lingui/react/macro";
import { ActionIcon, AspectRatio, Badge, Button, Card, CopyButton, Group, Stack, Text, Tooltip } from "@mantine/core";
import { IconCheck, IconCopy, IconExternalLink, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { formatBytes } from "../../lib/format-bytes";
import type { MediaItem } from "../../lib/types";
import { MediaAltDialog } from "./media-alt-dialog";
import { MediaThumbnail } from "./media-thumbnail";

interface MediaCardProps {
  item: MediaItem;
  onDelete: () => void;
  isDeleting: boolean;
}

export const CATEGORY_LABELS: Record<string, MessageDescriptor> = {
  image: msg`Image`,
  video: msg`Video`,
  audio: msg`Audio`,
  document: msg`Document`,
};

/** One file of the library: thumbnail (images) or type icon, name, category, size, copy URL and delete. */
export function MediaCard({ item, onDelete, isDeleting }: MediaCardProps) {
  const { t, i18n } = useLingui();
  const absoluteUrl = typeof window === "undefined" ? item.url : new URL(item.url, window.location.origin).href;
  const category = CATEGORY_LABELS[item.category];
  const [describing, setDescribing] = useState(false);
  const described = Boolean(item.alt_en.trim() && item.alt_fr.trim());
  return (
    <Card withBorder radius="md" padding="sm" data-testid="media-item">
      <Card.Section>
        <AspectRatio ratio={4 / 3}>
          <MediaThumbnail item={item} />
        </AspectRatio>
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Text fw={600} size="sm" truncate="end" title={item.filename}>
          {item.filename}
        </Text>
        <Group gap="xs" justify="space-between">
          <Badge variant="light" size="sm">
            {category ? i18n._(category) : item.category}
          </Badge>
          <Text size="xs" c="dimmed">
            {formatBytes(item.size, i18n.locale)}
          </Text>
        </Group>
        {item.category === "image" ? (
          <>
            <Button
              size="compact-sm"
              variant={described ? "subtle" : "light"}
              color={described ? "gray" : "orange"}
              onClick={() => setDescribing(true)}
              aria-label={described ? t`Alt text: ${item.filename}` : t`Add alt text: ${item.filename}`}
            >
              {described ? t`Alt text` : t`Add alt text`}
            </Button>
            {describing ? <MediaAltDialog item={item} opened onClose={() => setDescribing(false)} /> : null}
          </>
        ) : null}
        <Group gap={4} justify="space-between" wrap="nowrap">
          <CopyButton value={absoluteUrl} timeout={2000}>
            {({ copied, copy }) => (
              <Button
                size="compact-sm"
                variant="light"
                color={copied ? "teal" : undefined}
                leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
                onClick={copy}
              >
                {copied ? <Trans>Copied</Trans> : <Trans>Copy URL</Trans>}
              </Button>
            )}
          </CopyButton>
          <Group gap={2} wrap="nowrap">
            <Tooltip label={t`Open`}>
              <ActionIcon
                component="a"
                href={item.url}
                target="_blank"
                rel="noopener"
                variant="subtle"
                color="gray"
                aria-label={t`Open ${item.filename}`}
              >
                <IconExternalLink size={16} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t`Delete`}>
              <ActionIcon variant="subtle" color="red" onClick={onDelete} loading={isDeleting} aria-label={t`Delete ${item.filename}`}>
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
      </Stack>
    </Card>
  );
}
