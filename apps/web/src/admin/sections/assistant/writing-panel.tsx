import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Anchor, Button, Card, Group, Select, SimpleGrid, Stack, Text, Textarea, Title } from "@mantine/core";
import { IconAlertTriangle, IconLanguage, IconSparkles, IconWand } from "@tabler/icons-react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { type Lang, otherLang } from "@lumiere/i18n";
import { ASSISTANT_CONTENT_TYPES, type AssistantContentType, type ContentRef } from "@lumiere/validation";
import { useState } from "react";
import { useTRPC } from "../../../lib/trpc";
import { useConfirm } from "../../lib/confirm";
import { describeError, errorCode } from "../../lib/errors";
import { notifyError, notifySuccess } from "../../lib/notify";
import { useCan } from "../../lib/use-can";
import { useInvalidate } from "../../lib/use-invalidate";
import { draftField } from "./draft-target";

interface WritingPanelProps {
  target: { ref: ContentRef; title: string; copy: Record<string, unknown> } | null;
  lang: Lang;
  onNavigate?: ((sectionId: string) => void) | undefined;
}

/**
 * Generate, Enhance and Translate with the configured provider. A written text comes back here for
 * a person to read and edit; it is saved only as a draft, after asking. A translation is saved by
 * the server into the other language as a change in review.
 */
export function WritingPanel({ target, lang, onNavigate }: WritingPanelProps) {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const can = useCan();
  const confirm = useConfirm();
  const invalidate = useInvalidate();
  const configured = useQuery(trpc.admin.assistant.status.queryOptions()).data?.configured ?? false;
  const [type, setType] = useState<AssistantContentType>("article");
  const [prompt, setPrompt] = useState("");
  const [draft, setDraft] = useState<{ text: string; truncated: boolean } | null>(null);
  // Language names inside a sentence (lower case in French).
  const langNames: Record<Lang, string> = {
    en: t({ message: "English", context: "in a sentence" }),
    fr: t({ message: "French", context: "in a sentence" }),
  };
  const other = otherLang(lang);
  const field = target ? draftField(target.ref, type) : null;
  const current = target && field ? String(target.copy[`${field}_${lang}`] ?? "") : "";

  const fail = (title: string) => (error: unknown) =>
    notifyError(
      title,
      errorCode(error) === "TOO_MANY_REQUESTS"
        ? t`Too many requests to the AI provider: nothing was changed. Please wait a minute and try again.`
        : (describeError(error, i18n) ?? t`Nothing was changed. Please try again.`),
    );
  const write = useMutation(
    trpc.admin.assistant.write.mutationOptions({
      onSuccess: (out) => setDraft({ text: out.text, truncated: out.truncated }),
      onError: fail(t`The assistant could not write`),
    }),
  );
  const translate = useMutation(
    trpc.admin.assistant.translate.mutationOptions({
      onSuccess: async () => {
        await invalidate.editorial();
        notifySuccess(
          t`Translation saved for review`,
          t`The ${langNames[other]} fields hold the translation, sent to review. Nothing was published.`,
        );
      },
      onError: fail(t`The translation was not saved`),
    }),
  );
  const saved = {
    onSuccess: async () => {
      await invalidate.editorial();
      setDraft(null);
      notifySuccess(t`Draft saved`, t`The text is saved as a draft for review. Nothing was published.`);
    },
    onError: fail(t`The draft was not saved`),
  };
  const saveArticle = useMutation(trpc.admin.articles.update.mutationOptions(saved));
  const savePage = useMutation(trpc.admin.pages.update.mutationOptions(saved));
  const busy = write.isPending || translate.isPending || saveArticle.isPending || savePage.isPending;

  const saveDraft = () => {
    if (!target || !field || !draft) return;
    const key = `${field}_${lang}`;
    const options = { action: "draft" as const, langs: [lang] };
    confirm({
      title: t`Save this text in “${target.title}”?`,
      message: t`It replaces the ${langNames[lang]} field and is kept as a draft for review; nothing is published.`,
      confirmLabel: t`Save as draft`,
      color: "blue",
      onConfirm: () => {
        if (target.ref.kind === "page") return savePage.mutate({ pageId: target.ref.pageId, [key]: draft.text, ...options });
        // The article's other fields are sent as they are saved: only this one changes.
        const c = target.copy as Record<string, string | undefined>;
        const text = (k: string) => (k === key ? draft.text : (c[k] ?? ""));
        saveArticle.mutate({
          id: target.ref.id,
          ...{ title_en: text("title_en"), title_fr: text("title_fr"), excerpt_en: text("excerpt_en"), excerpt_fr: text("excerpt_fr") },
          ...{ content_en: text("content_en"), content_fr: text("content_fr"), image_url: c.image_url ?? "" },
          ...options,
        });
      },
    });
  };
  const startTranslation = () => {
    if (!target) return;
    confirm({
      title: t`Translate “${target.title}” into ${langNames[other]}?`,
      message: t`The ${langNames[lang]} text is sent to the AI provider. Its translation replaces the ${langNames[other]} fields and is sent to review; nothing is published.`,
      confirmLabel: t`Translate`,
      color: "blue",
      onConfirm: () => translate.mutate({ ref: target.ref, from: lang }),
    });
  };

  const typeLabels: Record<AssistantContentType, string> = {
    article: t`Article`,
    summary: t`Summary`,
    description: t`Description`,
    title: t`Title`,
    tags: t`Tags`,
  };
  return (
    <Card withBorder radius="md" p="lg" shadow="xs" maw={820}>
      <Stack gap="md">
        <Title order={2} size="h3">
          <Trans>Write with AI</Trans>
        </Title>
        {configured ? null : (
          <Alert color="yellow" icon={<IconAlertTriangle />} id="assistant-no-provider" title={t`No AI provider is configured`}>
            <Text size="sm">
              <Trans>
                Generate, Enhance and Translate need an OpenAI-compatible provider: its key (OPENAI_API_KEY) is set on the server.
              </Trans>
            </Text>
            {can("knowledge") && onNavigate ? (
              <Anchor component="button" type="button" size="sm" onClick={() => onNavigate("ai-settings")}>
                <Trans>Open AI Settings</Trans>
              </Anchor>
            ) : null}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            label={t`Content type`}
            value={type}
            allowDeselect={false}
            onChange={(v) => v && setType(v as AssistantContentType)}
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
            loading={translate.isPending}
            onClick={startTranslation}
          >
            {t`Translate into ${langNames[other]}`}
          </Button>
        </Group>
        {draft ? (
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
              <Button onClick={saveDraft} disabled={!target || !field || busy || !draft.text.trim()}>
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
        ) : null}
      </Stack>
    </Card>
  );
}
