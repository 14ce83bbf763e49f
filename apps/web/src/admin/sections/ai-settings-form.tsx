import { Trans, useLingui } from "@lingui/react/macro";
import { Autocomplete, Button, Card, Group, NumberInput, Slider, Stack, Text, Textarea, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMutation } from "@tanstack/react-query";
import { AI_MODELS, type AiSettingsInput, aiSettingsInputSchema } from "@lumiere/validation";
import { useTRPC } from "../../lib/trpc";
import { describeError } from "../lib/errors";
import { notifyError, notifySuccess } from "../lib/notify";
import type { AiSettings } from "../lib/types";
import { useInvalidate } from "../lib/use-invalidate";
import { zodValidate } from "../../lib/zod-form";

/** Temperature 0–1 in steps of 0.1, max length in words, system prompt, model (spec §9 choices). */
export function AiSettingsForm({ settings }: { settings: AiSettings }) {
  const { t, i18n } = useLingui();
  // "0.7" in English, "0,7" in French.
  const decimal = (v: number) => new Intl.NumberFormat(i18n.locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(v);
  const trpc = useTRPC();
  const invalidate = useInvalidate();
  const form = useForm<AiSettingsInput>({
    mode: "controlled",
    initialValues: {
      temperature: settings.temperature,
      maxLength: settings.maxLength,
      systemPrompt: settings.systemPrompt,
      selectedModel: settings.selectedModel,
    },
    validate: zodValidate<AiSettingsInput>(aiSettingsInputSchema, i18n),
  });
  const save = useMutation(
    trpc.admin.ai.save.mutationOptions({
      onSuccess: async () => {
        await invalidate.ai();
        notifySuccess(t`Success`, t`AI settings saved successfully`);
      },
      onError: (error) => notifyError(t`Error`, describeError(error, i18n) ?? t`Failed to save AI settings`),
    }),
  );
  const models = [...new Set<string>([...AI_MODELS, settings.selectedModel])];

  return (
    <Card withBorder radius="md" p="lg" shadow="xs">
      <Title order={2} size="h4" mb="md">
        <Trans>Response settings</Trans>
      </Title>
      <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
        <Stack gap="lg">
          <div>
            <Group justify="space-between" mb={4}>
              <Text size="sm" fw={500} id="ai-temperature-label">
                <Trans>Temperature</Trans>
              </Text>
              <Text size="sm" c="dimmed" data-testid="temperature-value">
                {decimal(form.values.temperature)}
              </Text>
            </Group>
            <Slider
              min={0}
              max={1}
              step={0.1}
              precision={1}
              label={decimal}
              marks={[
                { value: 0, label: "0" },
                { value: 0.5, label: decimal(0.5) },
                { value: 1, label: "1" },
              ]}
              thumbProps={{ "aria-labelledby": "ai-temperature-label" }}
              value={form.values.temperature}
              onChange={(v) => form.setFieldValue("temperature", Math.round(v * 10) / 10)}
              mb="md"
            />
            <Text size="xs" c="dimmed" mt="lg">
              <Trans>Lower is more focused and predictable, higher is more varied.</Trans>
            </Text>
            {form.errors.temperature ? (
              <Text size="xs" c="red">
                {form.errors.temperature}
              </Text>
            ) : null}
          </div>
          <NumberInput
            label={t`Max response length (words)`}
            min={10}
            max={2000}
            step={10}
            allowDecimal={false}
            // Out of range stays as typed so the form refuses it, instead of clamping it on blur.
            clampBehavior="none"
            {...form.getInputProps("maxLength")}
            onChange={(v) => form.setFieldValue("maxLength", typeof v === "number" ? v : Number(v))}
          />
          <Textarea label={t`System prompt`} autosize minRows={5} maxRows={14} {...form.getInputProps("systemPrompt")} />
          <Autocomplete
            label={t`Model`}
            description={t`Used by the OpenAI-compatible provider (any model name your server knows, e.g. llama3.1 on Ollama); the built-in assistant does not use a model.`}
            data={models}
            {...form.getInputProps("selectedModel")}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              <Trans>Save AI Settings</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
