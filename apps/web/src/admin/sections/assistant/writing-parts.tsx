import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Anchor, Button, Group, Select, SimpleGrid, Stack, Text, Textarea } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import type { Lang } from "@lumiere/i18n";
import { ASSISTANT_CONTENT_TYPES, type AssistantContentType } from "@lumiere/validation";
import { useCan } from "../../lib/use-can";
import { useLangNames, type Writing, type WritingTarget } from "./use-writing";

/** Why the buttons are off when no provider is configured, with a way to AI Settings for those who may go. */
export function NoProviderAlert({ onNavigate }: { onNavigate?: ((sectionId: string) => void) | undefined }) {
  const { t } = useLingui();
  const can = useCan();
  return (
    <Alert color="yellow" icon={<IconAlertTriangle />} id="assistant-no-provider" title={t`No AI provider is configured`}>
      <Text size="sm">
        <Trans>Generate, Enhance and Translate need an OpenAI-compatible provider: its key (OPENAI_API_KEY) is set on the server.</Trans>
      </Text>
      {can("knowledge") && onNavigate ? (
        <Anchor component="button" type="button" size="sm" onClick={() => onNavigate("ai-settings")}>
          <Trans>Open AI Settings</Trans>
        </Anchor>
      ) : null}
    </Alert>
  );
}

/** The content type to write, and the provider (one for now). */
export function WritingOptions({ type, onType }: { type: AssistantContentType; onType: (type: AssistantContentType) => void }) {
  const { t } = useLingui();
  const typeLabels: Record<AssistantContentType, string> = {
    article: t`Article`,
    summary: t`Summary`,
    description: t`Description`,
    title: t`Title`,
    tags: t`Tags`,
  };
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Select
        label={t`Content type`}
        value={type}
        allowDeselect={false}
        onChange={(v) => v && onType(v as AssistantContentType)}
        data={ASSISTANT_CONTENT_TYPES.map((v) => ({ value: v, label: typeLabels[v] }))}
      />
      <Select
        label={t`AI provider`}
        value="openai"
        allowDeselect={false}
        description={t`Anthropic through its OpenAI-compatible endpoint is coming soon.`}
        data={[
          { value: "openai", label: t`OpenAI-compatible (configured on the server)` },
          { value: "anthropic", label: t`Anthropic (coming soon)`, disabled: true },
        ]}
      />
    </SimpleGrid>
  );
}

/** The assistant's draft, to read and edit, then save into the chosen item or discard. */
export function DraftEditor({ writing, target, lang }: { writing: Writing; target: WritingTarget | null; lang: Lang }) {
  const { t } = useLingui();
  const langNames = useLangNames();
  const { draft, setDraft, field, busy } = writing;
  if (!draft) return null;
  return (
    <Stack gap="sm">
      {draft.truncated ? (
        <Alert color="orange" icon={<IconAlertTriangle />} title={t`The answer was cut short`}>
          <Trans>The provider stopped at its length limit: what came is below. Check its end before saving it.</Trans>
        </Alert>
      ) : null}
      <Textarea
        label={t`The assistant's draft (${langNames[lang]})`}
        description={t`Read and edit it; it is saved only when you choose to, as a draft for review.`}
        value={draft.text}
        onChange={(e) => setDraft({ ...draft, text: e.currentTarget.value })}
        autosize
        minRows={6}
      />
      <Group gap="sm">
        <Button onClick={writing.saveDraft} disabled={!target || !field || busy || !draft.text.trim()}>
          <Trans>Save as draft</Trans>
        </Button>
        <Button variant="default" onClick={() => setDraft(null)} disabled={busy}>
          <Trans>Discard</Trans>
        </Button>
      </Group>
      {!target || !field ? (
        <Text size="sm" c="dimmed">
          {target ? (
            <Trans>Tags have no field: copy them where you need them.</Trans>
          ) : (
            <Trans>Choose a page or an article to save this text into.</Trans>
          )}
        </Text>
      ) : null}
    </Stack>
  );
}
