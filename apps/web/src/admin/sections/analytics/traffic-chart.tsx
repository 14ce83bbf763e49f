import { useLingui } from "@lingui/react/macro";
import { AreaChart } from "@mantine/charts";
import { Card, Title } from "@mantine/core";
import type { AnalyticsReport } from "./types";

/** Page views (and visitors, per day or month) over the period: one point per hour, day or month. */
export function TrafficChart({ report }: { report: AnalyticsReport }) {
  const { t, i18n } = useLingui();
  const format: Intl.DateTimeFormatOptions =
    report.bucket === "hour"
      ? { hour: "2-digit", minute: "2-digit", timeZone: "UTC" }
      : report.bucket === "day"
        ? { day: "numeric", month: "short", timeZone: "UTC" }
        : { month: "short", year: "2-digit", timeZone: "UTC" };
  const label = new Intl.DateTimeFormat(i18n.locale, format);
  const data = report.series.map((point) => ({
    label: label.format(new Date(point.at)),
    pageviews: point.pageviews,
    visitors: point.visitors ?? undefined,
  }));
  const series = [
    { name: "pageviews", label: t`Page views`, color: "indigo.6" },
    ...(report.bucket === "hour" ? [] : [{ name: "visitors", label: t`Unique visitors`, color: "teal.6" }]),
  ];
  return (
    <Card withBorder radius="md" p="lg" shadow="xs" data-testid="traffic-chart">
      <Title order={2} size="h4" mb="md">
        {t`Traffic`}
      </Title>
      <AreaChart h={260} data={data} dataKey="label" series={series} curveType="monotone" withLegend tickLine="y" />
    </Card>
  );
}
