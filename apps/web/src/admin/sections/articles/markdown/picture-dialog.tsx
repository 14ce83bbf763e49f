import { useLingui } from "@lingui/react/macro";
import { Alert, Button, Group, Image, SimpleGrid, Stack, Text, TextInput, UnstyledButton } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type Lang, langColumn } from "@lumiere/i18n";
import { useState } from "react";
import { useTRPC } from "../../../../lib/trpc";
import { AdminModal } from "../../../components/admin-modal";

interface PictureDialogProps {
  opened: boolean;
  lang: Lang;
  onClose: () => void;
  /** Called with the chosen picture's address and its alt text in `lang`. */
  onInsert: (url: string, alt: string) => void;
}

/** One of the list page sizes: the newest pictures, or those a search finds. */
const SHOWN = 25;

/**
 * A picture from the Media Library for an article's text. Only a picture described in the article's
 * language can be placed: one without alt text there is refused with a message saying where to write it.
 */
export function PictureDialog({ opened, lang, onClose, onInsert }: PictureDialogProps) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const [search, setSearch] = useState("");
  const [q] = useDebouncedValue(search.trim(), 250);
  const [refused, setRefused] = useState<string | null>(null);
  const images = useQuery({
    ...trpc.admin.media.page.queryOptions({ page: 1, perPage: SHOWN, q, category: "image" }, { placeholderData: keepPreviousData }),
    enabled: opened,
  });
  const items = images.data?.items ?? [];
  const close = () => {
    setRefused(null);
    onClose();
  };
  const choose = (item: (typeof items)[number]) => {
    const alt = langColumn(item, "alt", lang).trim();
    if (!alt) {
      const noAlt: Record<Lang, string> = {
        en: t`"${item.filename}" has no English alt text. Describe it in the Media Library first: a picture in an article needs alt text in the article's language.`,
        fr: t`"${item.filename}" has no French alt text. Describe it in the Media Library first: a picture in an article needs alt text in the article's language.`,
      };
      setRefused(noAlt[lang]);
      return;
    }
    setRefused(null);
    onInsert(item.url, alt);
  };
  return (
    <AdminModal opened={opened} onClose={close} title={t`Insert a picture from the Media Library`} size="lg">
      <Stack gap="sm">
        <TextInput label={t`Search pictures`} value={search} onChange={(e) => setSearch(e.currentTarget.value)} maxLength={200} />
        {refused ? (
          <Alert color="red" role="alert" data-testid="picture-refused">
            {refused}
          </Alert>
        ) : null}
        {items.length === 0 ? (
          <Text size="sm" c="dimmed">
            {images.isFetching
              ? t`Searching…`
              : images.isError
                ? t`The pictures could not be loaded.`
                : t`No pictures in the Media Library.`}
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
            {items.map((item) => {
              const alt = langColumn(item, "alt", lang);
              return (
                <UnstyledButton
                  key={item.id}
                  onClick={() => choose(item)}
                  aria-label={t`Insert ${item.filename}`}
                  style={{ border: "1px solid var(--mantine-color-gray-3)", borderRadius: 8, padding: 6 }}
                >
                  <Image src={item.variants[0]?.url ?? item.url} alt="" h={90} fit="cover" radius="sm" loading="lazy" />
                  <Text size="xs" fw={600} truncate mt={4}>
                    {item.filename}
                  </Text>
                  <Text size="xs" c={alt ? "dimmed" : "red.9"} lineClamp={2}>
                    {alt || t`No alt text`}
                  </Text>
                </UnstyledButton>
              );
            })}
          </SimpleGrid>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t`Cancel`}
          </Button>
        </Group>
      </Stack>
    </AdminModal>
  );
}
