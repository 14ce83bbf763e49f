import { Trans, useLingui } from "@lingui/react/macro";
import { Card, Group, Progress, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconClock, IconEye, IconUsers, IconArrowBackUp } from "@tabler/icons-react";
import { SampleNotice } from "../../components/sample-notice";
import { SectionHeader } from "../../components/section-header";
import { StatCard } from "../../components/stat-card";

// Fixed sample figures (spec §2): nothing here is measured.
const TOP_PAGES = [
  { path: "/en", views: 4821 },
  { path: "/en/technology", views: 2314 },
  { path: "/fr", views: 1987 },
  { path: "/en/insights", views: 1502 },
  { path: "/en/contact", views: 876 },
];

/** Spec §2 placeholder: fixed sample numbers. */
export function AnalyticsSection() {
  const { t, i18n } = useLingui();
  const number = (n: number, digits = 0) => new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: digits }).format(n);
  const max = Math.max(...TOP_PAGES.map((p) => p.views));
  return (
    <>
      <SectionHeader title={t`Analytics Dashboard`} description={t`Traffic and engagement over the last 30 days.`} />
      <SampleNotice />
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="lg" mb="lg">
        <StatCard label={t`Page views`} value={number(12458)} icon={IconEye} color="indigo" hint={t`+12% vs previous period`} />
        <StatCard label={t`Unique visitors`} value={number(3247)} icon={IconUsers} color="teal" hint={t`+8% vs previous period`} />
        <StatCard label={t`Avg. session`} value="3:42" icon={IconClock} color="grape" hint={t`minutes:seconds`} />
        <StatCard
          label={t`Bounce rate`}
          value={`${number(42.3, 1)} %`}
          icon={IconArrowBackUp}
          color="orange"
          hint={t`-3% vs previous period`}
        />
      </SimpleGrid>
      <Card withBorder radius="md" p="lg" shadow="xs" maw={720}>
        <Title order={2} size="h4" mb="md">
          <Trans>Top pages</Trans>
        </Title>
        <Stack gap="sm">
          {TOP_PAGES.map((p) => (
            <div key={p.path}>
              <Group justify="space-between" mb={4}>
                <Text size="sm" ff="monospace">
                  {p.path}
                </Text>
                <Text size="sm" c="dimmed">
                  {number(p.views)}
                </Text>
              </Group>
              <Progress value={(p.views / max) * 100} size="sm" aria-hidden />
            </div>
          ))}
        </Stack>
      </Card>
    </>
  );
}
