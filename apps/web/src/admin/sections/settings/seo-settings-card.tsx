import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Group, Stack, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconSearch } from "@tabler/icons-react";
import { seoSettingsSchema } from "@lumiere/validation";
import type { Settings } from "../../lib/types";
import { zodValidate } from "../../../lib/zod-form";
import { MediaPicker } from "../../components/media-picker";
import { SettingsCard } from "./settings-card";
import { useSaveSettings } from "./use-save-settings";

type SeoValues = Pick<Settings, "metaTitle" | "metaDescription" | "googleAnalyticsId"> & { socialImage: string };

/** SEO Settings: default meta title and description, the default social picture, analytics id. */
export function SeoSettingsCard({ settings }: { settings: Settings }) {
  const { t, i18n } = useLingui();
  const save = useSaveSettings();
  const form = useForm<SeoValues>({
    mode: "controlled",
    initialValues: {
      metaTitle: settings.metaTitle,
      metaDescription: settings.metaDescription,
      googleAnalyticsId: settings.googleAnalyticsId,
      socialImage: settings.socialImage ?? "",
    },
    validate: zodValidate<SeoValues>(seoSettingsSchema, i18n),
  });
  return (
    <SettingsCard title={t`SEO Settings`} description={t`Defaults for search engines when a page has none of its own.`} icon={IconSearch}>
      <form onSubmit={form.onSubmit((data) => save.mutate({ type: "seo", data }))} noValidate>
        <Stack gap="sm">
          <TextInput label={t`Default meta title`} {...form.getInputProps("metaTitle")} />
          <Textarea label={t`Default meta description`} autosize minRows={2} maxRows={5} {...form.getInputProps("metaDescription")} />
          <MediaPicker
            label={t`Default social picture`}
            description={t`Shown when a page or an article without a picture of its own is shared (og:image). Best at 1200×630.`}
            value={form.values.socialImage}
            onChange={(url) => form.setFieldValue("socialImage", url)}
            error={form.errors.socialImage}
          />
          <TextInput label={t`Google Analytics ID`} placeholder="G-XXXXXXXXXX" {...form.getInputProps("googleAnalyticsId")} />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending && save.variables.type === "seo"}>
              <Trans>Save SEO Settings</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </SettingsCard>
  );
}
