import { useLingui } from "@lingui/react/macro";
import { Button, Group, Stack, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMutation } from "@tanstack/react-query";
import { useTRPC } from "../../../lib/trpc";
import { AdminModal } from "../../components/admin-modal";
import { describeError, fieldErrors } from "../../lib/errors";
import { notifyError, notifySuccess } from "../../lib/notify";
import type { MediaItem } from "../../lib/types";
import { useInvalidate } from "../../lib/use-invalidate";

interface MediaAltDialogProps {
  item: MediaItem;
  opened: boolean;
  onClose: () => void;
}

/** What a picture shows, in each language: read to people who cannot see it, required to place it in an article. */
export function MediaAltDialog({ item, opened, onClose }: MediaAltDialogProps) {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const invalidate = useInvalidate();
  const form = useForm({ initialValues: { alt_en: item.alt_en, alt_fr: item.alt_fr } });
  const save = useMutation(
    trpc.admin.media.setAlt.mutationOptions({
      onSuccess: async () => {
        notifySuccess(t`Success`, t`Alt text saved`);
        await invalidate.media();
        onClose();
      },
      onError: (error: unknown) => {
        const errors = fieldErrors(error, i18n);
        if (Object.keys(errors).length > 0) form.setErrors(errors);
        else notifyError(t`Error`, describeError(error, i18n) ?? t`The alt text could not be saved`);
      },
    }),
  );
  return (
    <AdminModal opened={opened} onClose={onClose} title={t`Alt text: ${item.filename}`}>
      <form onSubmit={form.onSubmit((values) => save.mutate({ id: item.id, ...values }))} noValidate>
        <Stack gap="sm">
          <Textarea
            label={t`English alt text`}
            description={t`What the picture shows, in a sentence.`}
            autosize
            minRows={2}
            maxLength={300}
            {...form.getInputProps("alt_en")}
          />
          <Textarea label={t`French alt text`} autosize minRows={2} maxLength={300} {...form.getInputProps("alt_fr")} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t`Cancel`}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t`Save`}
            </Button>
          </Group>
        </Stack>
      </form>
    </AdminModal>
  );
}
