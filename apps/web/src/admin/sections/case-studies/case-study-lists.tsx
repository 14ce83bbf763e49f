import { Trans, useLingui } from "@lingui/react/macro";
import { ActionIcon, Button, Card, Group, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { MediaPicker } from "../../components/media-picker";
import type { CaseStudyFormValues } from "./case-study-values";

type Form = UseFormReturnType<CaseStudyFormValues>;

/** The results: a figure and what it measures, in each language; added and removed in place. */
export function ResultsField({ form }: { form: Form }) {
  const { t } = useLingui();
  return (
    <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Text component="legend" fw={600} size="sm">
        <Trans>Results</Trans>
      </Text>
      {form.getValues().results.map((_, i) => (
        <Group key={i} align="flex-start" gap="xs" wrap="nowrap">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs" style={{ flex: 1 }}>
            <TextInput label={t`Figure`} placeholder="-38 %" {...form.getInputProps(`results.${i}.figure`)} />
            <TextInput label={t`What it measures (English)`} {...form.getInputProps(`results.${i}.label_en`)} />
            <TextInput label={t`What it measures (French)`} {...form.getInputProps(`results.${i}.label_fr`)} />
          </SimpleGrid>
          <ActionIcon
            variant="subtle"
            color="red"
            mt={28}
            aria-label={t`Remove result ${i + 1}`}
            onClick={() => form.removeListItem("results", i)}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconPlus size={16} />}
          onClick={() => form.insertListItem("results", { figure: "", label_en: "", label_fr: "" })}
        >
          <Trans>Add a result</Trans>
        </Button>
      </Group>
    </Stack>
  );
}

/** The pictures: each from the Media Library, with what it shows in each language. */
export function PicturesField({ form }: { form: Form }) {
  const { t } = useLingui();
  return (
    <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Text component="legend" fw={600} size="sm">
        <Trans>Pictures</Trans>
      </Text>
      {form.getValues().pictures.map((_, i) => (
        <Card key={i} withBorder p="sm">
          <Group align="flex-start" gap="xs" wrap="nowrap">
            <SimpleGrid cols={{ base: 1, md: 3 }} spacing="xs" style={{ flex: 1 }}>
              <MediaPicker
                label={t`Picture ${i + 1}`}
                value={form.getValues().pictures[i]?.url ?? ""}
                onChange={(url) => form.setFieldValue(`pictures.${i}.url`, url)}
                error={form.errors[`pictures.${i}.url`]}
              />
              <TextInput label={t`What it shows (English)`} {...form.getInputProps(`pictures.${i}.alt_en`)} />
              <TextInput label={t`What it shows (French)`} {...form.getInputProps(`pictures.${i}.alt_fr`)} />
            </SimpleGrid>
            <ActionIcon
              variant="subtle"
              color="red"
              mt={28}
              aria-label={t`Remove picture ${i + 1}`}
              onClick={() => form.removeListItem("pictures", i)}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        </Card>
      ))}
      <Group>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconPlus size={16} />}
          onClick={() => form.insertListItem("pictures", { url: "", alt_en: "", alt_fr: "" })}
        >
          <Trans>Add a picture</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
