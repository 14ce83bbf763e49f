import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Card, Group, SegmentedControl, Stack, Text, TextInput, Title } from "@mantine/core";
import { IconChartBar } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import type { Lang } from "@lumiere/i18n";
import type { ContentRef } from "@lumiere/validation";
import { useState } from "react";
import { useTRPC } from "../../../lib/trpc";
import { ContentSelect } from "../../components/content-select";
import { QueryState } from "../../components/query-state";
import { SectionHeader } from "../../components/section-header";
import type { SectionProps } from "../../sections";
import { AnalysisResults } from "./analysis-results";
import { WritingPanel } from "./writing-panel";

/**
 * The AI Content Assistant: Analyze (search engines, readability, translation state; no provider
 * needed) for one language of a page or article, and writing with the configured provider.
 */
export function AssistantSection({ onNavigate }: SectionProps) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const [ref, setRef] = useState<ContentRef | null>(null);
  const [lang, setLang] = useState<Lang>("en");
  const [keyword, setKeyword] = useState("");
  const [asked, setAsked] = useState<{ ref: ContentRef; lang: Lang; keyword: string } | null>(null);
  const analysis = useQuery(
    trpc.admin.assistant.analyze.queryOptions(asked ?? { ref: { kind: "page", pageId: "home" }, lang }, { enabled: asked !== null }),
  );
  const item = useQuery(trpc.admin.editorial.get.queryOptions({ ref: ref ?? { kind: "page", pageId: "home" } }, { enabled: ref !== null }));
  const target =
    ref && item.data
      ? { ref, title: item.data.item.title_en || item.data.item.title_fr, copy: item.data.copy as unknown as Record<string, unknown> }
      : null;
  return (
    <>
      <SectionHeader
        title={t`AI Content Assistant`}
        description={t`Review, draft, improve and translate content. Nothing is published from here.`}
      />
      <Stack gap="lg">
        <Card withBorder radius="md" p="lg" shadow="xs" maw={820}>
          <Title order={2} size="h3" mb="sm">
            <Trans>Content</Trans>
          </Title>
          <ContentSelect value={ref} onChange={setRef} />
          <Group align="flex-end" gap="md" wrap="wrap">
            <Stack gap={4}>
              <Text size="sm" fw={500} id="assistant-lang">
                <Trans>Language</Trans>
              </Text>
              <SegmentedControl
                aria-labelledby="assistant-lang"
                value={lang}
                onChange={(v) => setLang(v as Lang)}
                data={[
                  { value: "en", label: t`English` },
                  { value: "fr", label: t`French` },
                ]}
              />
            </Stack>
            <TextInput
              label={t`Focus keyword`}
              placeholder={t`e.g. computer vision`}
              value={keyword}
              onChange={(e) => setKeyword(e.currentTarget.value)}
              maxLength={100}
              w={260}
            />
            <Button
              variant="default"
              leftSection={<IconChartBar size={18} />}
              disabled={!ref}
              loading={analysis.isFetching}
              onClick={() => {
                if (ref) setAsked({ ref, lang, keyword });
                if (asked && ref) void analysis.refetch();
              }}
            >
              <Trans>Analyze</Trans>
            </Button>
          </Group>
          {asked ? <QueryState isPending={analysis.isPending} error={analysis.error} onRetry={() => void analysis.refetch()} /> : null}
          {analysis.data && asked ? <AnalysisResults analysis={analysis.data} /> : null}
        </Card>
        <WritingPanel target={target} lang={lang} onNavigate={onNavigate} />
      </Stack>
    </>
  );
}
