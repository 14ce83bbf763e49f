import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Card, Group, Select, SimpleGrid, Stack, Textarea, Tooltip } from "@mantine/core";
import { IconChartBar, IconSparkles, IconWand } from "@tabler/icons-react";
import { SampleNotice } from "../../components/sample-notice";
import { SectionHeader } from "../../components/section-header";

/** Spec §2 placeholder: content type, provider, prompt and three buttons, none wired. */
export function AiAssistantSection() {
  const { t } = useLingui();
  const soon = t`Coming soon`;
  return (
    <>
      <SectionHeader title={t`AI Content Assistant`} description={t`Draft, improve and review content with AI.`} />
      <SampleNotice />
      <Card withBorder radius="md" p="lg" shadow="xs" maw={820}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Select
              label={t`Content type`}
              defaultValue="article"
              allowDeselect={false}
              data={[
                { value: "article", label: t`Article` },
                { value: "summary", label: t`Summary` },
                { value: "description", label: t`Description` },
                { value: "title", label: t`Title` },
                { value: "tags", label: t`Tags` },
              ]}
            />
            <Select
              label={t`AI provider`}
              defaultValue="openai"
              allowDeselect={false}
              data={[
                { value: "openai", label: "OpenAI" },
                { value: "anthropic", label: "Anthropic" },
              ]}
            />
          </SimpleGrid>
          <Textarea label={t`Prompt`} placeholder={t`Describe the content you need…`} autosize minRows={5} />
          <Group gap="sm">
            <Tooltip label={soon}>
              <Button leftSection={<IconSparkles size={18} />} data-disabled aria-disabled onClick={(e) => e.preventDefault()}>
                <Trans>Generate</Trans>
              </Button>
            </Tooltip>
            <Tooltip label={soon}>
              <Button variant="light" leftSection={<IconWand size={18} />} data-disabled aria-disabled onClick={(e) => e.preventDefault()}>
                <Trans>Enhance</Trans>
              </Button>
            </Tooltip>
            <Tooltip label={soon}>
              <Button
                variant="default"
                leftSection={<IconChartBar size={18} />}
                data-disabled
                aria-disabled
                onClick={(e) => e.preventDefault()}
              >
                <Trans>Analyze</Trans>
              </Button>
            </Tooltip>
          </Group>
        </Stack>
      </Card>
    </>
  );
}
