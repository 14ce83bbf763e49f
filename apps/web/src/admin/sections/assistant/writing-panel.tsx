import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Card, Group, Stack, Textarea, Title } from "@mantine/core";
import { IconLanguage, IconSparkles, IconWand } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import type { Lang } from "@lumiere/i18n";
import type { AssistantContentType } from "@lumiere/validation";
import { useState } from "react";
import { useTRPC } from "../../../lib/trpc";
import { useLangNames, useWriting, type WritingTarget } from "./use-writing";
import { DraftEditor, NoProviderAlert, WritingOptions } from "./writing-parts";

interface WritingPanelProps {
  target: WritingTarget | null;
  lang: Lang;
  onNavigate?: ((sectionId: string) => void) | undefined;
}

/**
 * Generate, Enhance and Translate with the configured provider. A written text comes back here for
 * a person to read and edit; it is saved only as a draft, after asking. A translation is saved by
 * the server into the other language as a change in review.
 */
export function WritingPanel({ target, lang, onNavigate }: WritingPanelProps) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const configured = useQuery(trpc.admin.assistant.status.queryOptions()).data?.configured ?? false;
  const [type, setType] = useState<AssistantContentType>("article");
  const [prompt, setPrompt] = useState("");
  const langNames = useLangNames();
  const writing = useWriting(target, lang, type);
  const { write, busy, draft, current, other } = writing;
  return (
    <Card withBorder radius="md" p="lg" shadow="xs" maw={820}>
      <Stack gap="md">
        <Title order={2} size="h3">
          <Trans>Write with AI</Trans>
        </Title>
        {configured ? null : <NoProviderAlert onNavigate={onNavigate} />}
        <WritingOptions type={type} onType={setType} />
        <Textarea
          label={t`Prompt`}
          placeholder={t`Describe the content you need…`}
          description={t`For Enhance: what to improve (optional). The text improved is the draft below, or the chosen item's field.`}
          value={prompt}
          onChange={(e) => setPrompt(e.currentTarget.value)}
          autosize
          minRows={4}
          maxLength={4000}
        />
        <Group gap="sm" aria-describedby={configured ? undefined : "assistant-no-provider"}>
          <Button
            leftSection={<IconSparkles size={18} />}
            disabled={!configured || busy || !prompt.trim()}
            loading={write.isPending && write.variables?.mode === "generate"}
            onClick={() => write.mutate({ mode: "generate", contentType: type, lang, prompt })}
          >
            <Trans>Generate</Trans>
          </Button>
          <Button
            variant="light"
            leftSection={<IconWand size={18} />}
            disabled={!configured || busy || !(draft?.text || current)}
            loading={write.isPending && write.variables?.mode === "enhance"}
            onClick={() => write.mutate({ mode: "enhance", contentType: type, lang, prompt, text: draft?.text || current })}
          >
            <Trans>Enhance</Trans>
          </Button>
          <Button
            variant="default"
            leftSection={<IconLanguage size={18} />}
            disabled={!configured || busy || !target}
            loading={writing.translate.isPending}
            onClick={writing.startTranslation}
          >
            {t`Translate into ${langNames[other]}`}
          </Button>
        </Group>
        <DraftEditor writing={writing} target={target} lang={lang} />
      </Stack>
    </Card>
  );
}
