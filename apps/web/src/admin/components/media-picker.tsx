import { useLingui } from "@lingui/react/macro";
import { FileButton, Button, Group, Image, Select, Stack, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconUpload } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "../../lib/trpc";
import { describeError } from "../lib/errors";
import { notifyError } from "../lib/notify";
import { uploadMedia } from "../lib/upload-media";
import { useInvalidate } from "../lib/use-invalidate";

interface MediaPickerProps {
  value: string;
  onChange: (url: string) => void;
  error?: unknown;
  /** The field's name and hint, when it is not an article's image. */
  label?: string;
  description?: string;
}

/** How many pictures the list offers at once; typing narrows them on the server. */
const SHOWN = 25;

/**
 * An image from the Media Library (searched on the server by file name, the first matches shown,
 * each with a small thumbnail loaded when the list shows it), or one uploaded here (it then joins
 * the library).
 */
export function MediaPicker({ value, onChange, error, label, description }: MediaPickerProps) {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const invalidate = useInvalidate();
  const [search, setSearch] = useState("");
  const [q] = useDebouncedValue(search.trim(), 250);
  const [uploading, setUploading] = useState(false);
  const images = useQuery(
    trpc.admin.media.page.queryOptions({ page: 1, perPage: SHOWN, q, category: "image" }, { placeholderData: keepPreviousData }),
  );
  const items = images.data?.items ?? [];
  // The box shows the chosen file's name (or its address): that is not a search.
  const chosenLabel = items.find((m) => m.url === value)?.filename;
  const thumbOf = new Map(items.map((m) => [m.url, m.variants[0]?.url ?? m.url]));
  const options = items.map((m) => ({ value: m.url, label: m.filename }));
  if (value && !options.some((o) => o.value === value)) options.unshift({ value, label: value.split("/").pop() || value });
  const total = images.data?.total ?? 0;

  const upload = async (file: File | null) => {
    if (!file) return;
    setUploading(true);
    try {
      const item = await uploadMedia(file, () => {});
      await invalidate.media();
      onChange(item.url);
    } catch (e) {
      notifyError(t`Error`, describeError(e, i18n) ?? t`Upload failed`);
    } finally {
      setUploading(false);
    }
  };

  return (
    <Stack gap={6}>
      <Group align="flex-end" gap="sm">
        <Select
          label={label ?? t`Image`}
          description={
            description ??
            (total > SHOWN
              ? t`Choose a picture from the Media Library or upload one. The first ${SHOWN} of ${total}: type to find another.`
              : t`Choose a picture from the Media Library or upload one.`)
          }
          placeholder={t`No image`}
          data={options}
          value={value || null}
          onChange={(v) => {
            onChange(v ?? "");
            setSearch("");
          }}
          clearable
          searchable
          onSearchChange={(s) => setSearch(s === chosenLabel || s === value ? "" : s)}
          // The server already searched: show what it sent.
          filter={({ options: all }) => all}
          nothingFoundMessage={images.isFetching ? t`Searching…` : t`Nothing matches.`}
          maxLength={200}
          renderOption={({ option }) => (
            <Group gap="sm" wrap="nowrap">
              {thumbOf.has(option.value) ? (
                <Image src={thumbOf.get(option.value)} alt="" w={40} h={30} fit="cover" radius="xs" loading="lazy" decoding="async" />
              ) : null}
              <Text size="sm" truncate>
                {option.label}
              </Text>
            </Group>
          )}
          error={typeof error === "string" ? error : undefined}
          style={{ flex: 1 }}
        />
        <FileButton onChange={(f) => void upload(f)} accept="image/*">
          {(props) => (
            <Button {...props} variant="default" leftSection={<IconUpload size={16} />} loading={uploading}>
              {t`Upload`}
            </Button>
          )}
        </FileButton>
      </Group>
      {value ? <Image src={value} alt="" h={96} w="auto" fit="contain" radius="sm" data-testid="media-picker-preview" /> : null}
    </Stack>
  );
}
