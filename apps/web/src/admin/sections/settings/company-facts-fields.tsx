import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Checkbox, Fieldset, Group, SimpleGrid, Stack, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { WEEK_DAYS, type WeekDay } from "@lumiere/validation";
import type { Settings } from "../../lib/types";

/** The company's facts in Site Configuration: one place for the footer, the contact blocks, Aya, e-mails and JSON-LD. */
export const FACT_FIELDS = [
  "streetAddress_en",
  "streetAddress_fr",
  "postalCode",
  "addressLocality",
  "addressCountry",
  "openingDays",
  "opens",
  "closes",
  "hoursNote_en",
  "hoursNote_fr",
  "linkedinUrl",
  "xUrl",
  "githubUrl",
] as const;
type FactField = (typeof FACT_FIELDS)[number];
export type FactValues = { [K in FactField]: K extends "openingDays" ? WeekDay[] : string };

/** The saved facts as form values (every field present). */
export function factValues(settings: Settings): FactValues {
  return {
    streetAddress_en: settings.streetAddress_en ?? "",
    streetAddress_fr: settings.streetAddress_fr ?? "",
    postalCode: settings.postalCode ?? "",
    addressLocality: settings.addressLocality ?? "",
    addressCountry: settings.addressCountry ?? "",
    openingDays: [...(settings.openingDays ?? [])],
    opens: settings.opens ?? "",
    closes: settings.closes ?? "",
    hoursNote_en: settings.hoursNote_en ?? "",
    hoursNote_fr: settings.hoursNote_fr ?? "",
    linkedinUrl: settings.linkedinUrl ?? "",
    xUrl: settings.xUrl ?? "",
    githubUrl: settings.githubUrl ?? "",
  };
}

const DAY_LABELS: Record<WeekDay, ReturnType<typeof msg>> = {
  Mo: msg`Monday`,
  Tu: msg`Tuesday`,
  We: msg`Wednesday`,
  Th: msg`Thursday`,
  Fr: msg`Friday`,
  Sa: msg`Saturday`,
  Su: msg`Sunday`,
};

/** Address (street per language), opening days and hours (note per language), social profiles. */
export function CompanyFactsFields<V extends FactValues>({ form }: { form: UseFormReturnType<V> }) {
  const { t, i18n } = useLingui();
  const input = (field: FactField) => form.getInputProps(field as never);
  return (
    <Stack gap="sm">
      <Fieldset legend={t`Office address`} variant="unstyled">
        <Stack gap="xs">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label={t`Street (English)`} {...input("streetAddress_en")} />
            <TextInput label={t`Street (French)`} {...input("streetAddress_fr")} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <TextInput label={t`Postal code`} {...input("postalCode")} />
            <TextInput label={t`City`} {...input("addressLocality")} />
            <TextInput label={t`Country code`} description={t`Two letters, such as FR`} maxLength={2} {...input("addressCountry")} />
          </SimpleGrid>
        </Stack>
      </Fieldset>
      <Fieldset legend={t`Opening hours`} variant="unstyled">
        <Stack gap="xs">
          <Checkbox.Group label={t`Opening days`} {...input("openingDays")}>
            <Group gap="md" mt={4}>
              {WEEK_DAYS.map((day) => (
                <Checkbox key={day} value={day} label={i18n._(DAY_LABELS[day])} />
              ))}
            </Group>
          </Checkbox.Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput type="time" label={t`Opens at`} {...input("opens")} />
            <TextInput type="time" label={t`Closes at`} {...input("closes")} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label={t`Note on the hours (English)`} {...input("hoursNote_en")} />
            <TextInput label={t`Note on the hours (French)`} {...input("hoursNote_fr")} />
          </SimpleGrid>
        </Stack>
      </Fieldset>
      <Fieldset legend={t`Social profiles`} variant="unstyled">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput type="url" label={t`LinkedIn address`} placeholder="https://" {...input("linkedinUrl")} />
          <TextInput type="url" label={t`X address`} placeholder="https://" {...input("xUrl")} />
          <TextInput type="url" label={t`GitHub address`} placeholder="https://" {...input("githubUrl")} />
        </SimpleGrid>
      </Fieldset>
    </Stack>
  );
}
