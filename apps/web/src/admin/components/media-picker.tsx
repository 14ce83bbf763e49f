import { useLingui } from "@lingui/react/macro";
import { FileButton, Button, Group, Image, Select, Stack } from "@mantine/core";
import { IconUpload } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
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
}

/** An image from the Media Library, or one uploaded here (it then joins the library). */
export function MediaPicker({ value, onChange, error }: MediaPickerProps) {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const invalidate = useInvalidate();
  const media = useQuery(trpc.admin.media.list.queryOptions());
  const [uploading, setUploading] = useState(false);
  const images = (media.data ?? []).filter((m) => m.mimeType.startsWith("image/"));
  const options = images.map((m) => ({ value: m.url, label: m.filename }));
  if (value && !options.some((o) => o.value === value)) options.unshift({ value, label: value });

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
          label={t`Image`}
          description={t`Choose a picture from the Media Library or upload one.`}
          placeholder={t`No image`}
          data={options}
          value={value || null}
          onChange={(v) => onChange(v ?? "")}
          clearable
          searchable
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
      {value ? <Image src={value} alt="" h={96} w="auto" fit="contain" radius="sm" /> : null}
    </Stack>
  );
}
