// The dashboard's figures as a CSV file: one row per figure, the period's series last.
import { toCsv } from "../csv";
import type { AnalyticsReport } from "./report";

const FIELDS = ["section", "item", "lang", "count"] as const;

export function analyticsCsv(report: AnalyticsReport, today: string): { filename: string; csv: string } {
  const rows: Array<Record<(typeof FIELDS)[number], string | number>> = [
    { section: "total", item: "visitors", lang: "", count: report.visitors },
    ...Object.entries(report.events).map(([name, count]) => ({ section: "event", item: name, lang: "", count })),
    ...Object.entries(report.eventVisitors).map(([name, count]) => ({ section: "visitors by event", item: name, lang: "", count })),
    { section: "total", item: "converted visitors", lang: "", count: report.convertedVisitors },
    ...report.topPages.map((p) => ({ section: "page", item: p.path, lang: p.lang, count: p.pageviews })),
    ...report.referrers.map((r) => ({ section: "referrer", item: r.domain, lang: r.lang, count: r.pageviews })),
    ...report.campaigns.map((c) => ({
      section: "campaign",
      item: `${c.campaign} (${c.source}/${c.medium})`,
      lang: c.lang,
      count: c.pageviews,
    })),
    ...report.series.map((s) => ({ section: `pageviews by ${report.bucket}`, item: s.at, lang: "", count: s.pageviews })),
  ];
  return { filename: `analytics-${report.period}-${today}.csv`, csv: toCsv(FIELDS, rows) };
}
