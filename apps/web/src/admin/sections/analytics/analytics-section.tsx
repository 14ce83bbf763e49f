import "@mantine/charts/styles.css";
import { useLingui } from "@lingui/react/macro";
import { Button, SegmentedControl, SimpleGrid } from "@mantine/core";
import { IconDownload, IconEye, IconMessageChatbot, IconTargetArrow, IconUsers } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { ANALYTICS_PERIODS, type AnalyticsPeriod } from "@lumiere/validation";
import { useState } from "react";
import { useTRPC, useTRPCClient } from "../../../lib/trpc";
import { QueryState } from "../../components/query-state";
import { SectionHeader } from "../../components/section-header";
import { StatCard } from "../../components/stat-card";
import { downloadFile } from "../../lib/download";
import { describeError } from "../../lib/errors";
import { notifyError } from "../../lib/notify";
import { TrafficChart } from "./traffic-chart";
import { Funnel } from "./funnel";
import { TopLists } from "./top-lists";

/** Cookie-free analytics: real visitors, page views, sources and conversions over a chosen period. */
export function AnalyticsSection() {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const client = useTRPCClient();
  const [period, setPeriod] = useState<AnalyticsPeriod>("7d");
  const [exporting, setExporting] = useState(false);
  const report = useQuery(
    trpc.admin.analytics.report.queryOptions({ period }, { refetchOnMount: "always", placeholderData: keepPreviousData }),
  );
  const data = report.data;
  const number = (n: number | undefined) => (n === undefined ? undefined : new Intl.NumberFormat(i18n.locale).format(n));
  // Visitors who converted over visitors, both counted per day: a visitor sending two forms counts once.
  const rate = data && data.visitors > 0 ? Math.min(1, data.convertedVisitors / data.visitors) : 0;
  const periodLabels: Record<AnalyticsPeriod, string> = {
    today: t`Today`,
    "7d": t`7 days`,
    "30d": t`30 days`,
    "12m": t`12 months`,
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      const file = await client.admin.analytics.exportCsv.query({ period });
      downloadFile(file.filename, new Blob([file.csv], { type: "text/csv;charset=utf-8" }));
    } catch (error) {
      notifyError(t`Error`, describeError(error, i18n) ?? t`Export failed`);
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <SectionHeader
        title={t`Analytics Dashboard`}
        description={t`Visitors and what they do, counted without cookies. Days are UTC days.`}
        actions={
          <>
            <SegmentedControl
              aria-label={t`Period`}
              value={period}
              onChange={(value) => setPeriod(value as AnalyticsPeriod)}
              data={ANALYTICS_PERIODS.map((p) => ({ value: p, label: periodLabels[p] }))}
            />
            <Button variant="default" leftSection={<IconDownload size={18} />} loading={exporting} onClick={() => void exportCsv()}>
              {t`Export CSV`}
            </Button>
          </>
        }
      />
      {report.error ? <QueryState isPending={false} error={report.error} onRetry={() => void report.refetch()} /> : null}
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="lg" mb="lg">
        <StatCard label={t`Unique visitors`} value={number(data?.visitors)} icon={IconUsers} color="teal" hint={t`Distinct per day`} />
        <StatCard label={t`Page views`} value={number(data?.pageviews)} icon={IconEye} color="indigo" />
        <StatCard label={t`Conversations`} value={number(data?.conversions.chat)} icon={IconMessageChatbot} color="grape" />
        <StatCard
          label={t`Conversion rate`}
          value={data ? new Intl.NumberFormat(i18n.locale, { style: "percent", maximumFractionDigits: 1 }).format(rate) : undefined}
          icon={IconTargetArrow}
          color="orange"
          hint={t`Requests, messages and signups per visitor`}
        />
      </SimpleGrid>
      {data ? (
        <>
          <TrafficChart report={data} />
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg" mt="lg">
            <Funnel report={data} />
            <TopLists report={data} />
          </SimpleGrid>
        </>
      ) : null}
    </>
  );
}
