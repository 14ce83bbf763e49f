import { Plural, useLingui } from "@lingui/react/macro";
import { Badge, Group, List, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconAlertTriangle, IconCircleCheck, IconCircleX } from "@tabler/icons-react";
import type { RouterOutputs } from "@lumiere/server/router";
import { FINDING_TEXTS, GROUP_TITLES } from "./finding-texts";

export type Analysis = RouterOutputs["admin"]["assistant"]["analyze"];
type Finding = Analysis["findings"][number];

const STATUS_STYLE = {
  good: { color: "teal", icon: IconCircleCheck },
  improve: { color: "orange", icon: IconAlertTriangle },
  problem: { color: "red", icon: IconCircleX },
} as const;

/** The findings grouped (search engines, readability, translation), problems first, each with its fix. */
export function AnalysisResults({ analysis }: { analysis: Analysis }) {
  const { i18n, t } = useLingui();
  const order = { problem: 0, improve: 1, good: 2 } as const;
  const statusLabel = { good: t`Good`, improve: t`To improve`, problem: t`Problem` } as const;
  const groups = ["seo", "readability", "translation"] as const;
  return (
    <Stack gap="lg" mt="md" aria-live="polite">
      <Group gap="sm">
        <Badge size="lg" variant="light">{t`Reading ease: ${i18n.number(analysis.readability.readingEase)}`}</Badge>
        <Badge size="lg" variant="outline" color="gray">
          <Plural value={analysis.readability.words} one="# word" other="# words" />
        </Badge>
      </Group>
      {groups.map((group) => {
        const findings = analysis.findings.filter((f) => f.group === group).sort((a, b) => order[a.status] - order[b.status]);
        if (findings.length === 0) return null;
        return (
          <section key={group} aria-label={i18n._(GROUP_TITLES[group])}>
            <Title order={2} size="h4" mb="xs">
              {i18n._(GROUP_TITLES[group])}
            </Title>
            <List spacing="xs" listStyleType="none">
              {findings.map((f) => (
                <FindingItem key={f.id} finding={f} statusLabel={statusLabel[f.status]} />
              ))}
            </List>
          </section>
        );
      })}
    </Stack>
  );
}

/** The values the finding texts choose a plural form by. */
const PLURAL_VALUES = new Set(["count", "words"]);

function FindingItem({ finding, statusLabel }: { finding: Finding; statusLabel: string }) {
  const { i18n } = useLingui();
  const texts = FINDING_TEXTS[finding.id];
  const style = STATUS_STYLE[finding.status];
  const Icon = style.icon;
  // Numbers in the admin's language (92,9 in French); counts stay numbers, for their plural forms (# formats them).
  const values = Object.fromEntries(
    Object.entries(finding.values ?? {}).map(([k, v]) => [k, typeof v === "number" && !PLURAL_VALUES.has(k) ? i18n.number(v) : v]),
  );
  return (
    <List.Item
      data-finding={finding.id}
      data-status={finding.status}
      icon={
        <ThemeIcon color={style.color} variant="light" size="sm" radius="xl" aria-label={statusLabel} role="img">
          <Icon size={14} />
        </ThemeIcon>
      }
    >
      <Text size="sm">{texts ? i18n._(texts.text.id, values, { message: texts.text.message }) : finding.id}</Text>
      {texts?.fix && finding.status !== "good" ? (
        <Text size="sm" c="dimmed">
          {i18n._(texts.fix.id, values, { message: texts.fix.message })}
        </Text>
      ) : null}
    </List.Item>
  );
}
