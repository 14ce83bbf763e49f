import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Group, Stack, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconWorld } from "@tabler/icons-react";
import { siteSettingsSchema } from "@lumiere/validation";
import type { Settings } from "../../lib/types";
import { zodValidate } from "../../../lib/zod-form";
import { CompanyFactsFields, type FactValues, factValues } from "./company-facts-fields";
import { SettingsCard } from "./settings-card";
import { useSaveSettings } from "./use-save-settings";

type SiteValues = Pick<Settings, "siteName" | "siteDescription" | "contactEmail" | "phone" | "address"> &
  FactValues & { bookingUrl: string };

/** Site Configuration: name, description and the company's facts shown across the site. */
export function SiteSettingsCard({ settings }: { settings: Settings }) {
  const { t, i18n } = useLingui();
  const save = useSaveSettings();
  const form = useForm<SiteValues>({
    mode: "controlled",
    initialValues: {
      siteName: settings.siteName,
      siteDescription: settings.siteDescription,
      contactEmail: settings.contactEmail,
      phone: settings.phone,
      // The single-line address of earlier versions travels unchanged (the street fields replace it).
      address: settings.address,
      ...factValues(settings),
      bookingUrl: settings.bookingUrl ?? "",
    },
    validate: zodValidate<SiteValues>(siteSettingsSchema, i18n),
  });
  return (
    <SettingsCard
      title={t`Site Configuration`}
      description={t`The name and the company's facts (contact details, address, hours, social profiles) shown across the site, in e-mails and by Aya.`}
      icon={IconWorld}
    >
      <form onSubmit={form.onSubmit((data) => save.mutate({ type: "site", data }))} noValidate>
        <Stack gap="sm">
          <TextInput label={t`Site name`} {...form.getInputProps("siteName")} />
          <Textarea label={t`Site description`} autosize minRows={2} maxRows={5} {...form.getInputProps("siteDescription")} />
          <TextInput label={t`Contact email`} type="email" {...form.getInputProps("contactEmail")} />
          <TextInput label={t`Phone`} type="tel" {...form.getInputProps("phone")} />
          <CompanyFactsFields form={form} />
          <TextInput
            type="url"
            label={t`Booking link`}
            description={t`A Calendly, Cal.com or other https page: offered as "pick a time" after a consultation request and by Aya.`}
            placeholder="https://"
            {...form.getInputProps("bookingUrl")}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending && save.variables.type === "site"}>
              <Trans>Save Site Settings</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </SettingsCard>
  );
}
