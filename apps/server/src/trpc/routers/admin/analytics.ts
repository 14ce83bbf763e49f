import { analyticsPeriodInputSchema } from "@lumiere/validation";
import { analyticsCsv } from "../../../domain/analytics/export";
import { analyticsReport, summaryOf } from "../../../domain/analytics/report";
import { utcDay } from "../../../domain/analytics/visitor";
import { router, staffProcedure } from "../../init";

export const adminAnalyticsRouter = router({
  /** GET /api/admin/analytics/summary: totals, top pages, referrers, conversions. */
  summary: staffProcedure("dashboard")
    .input(analyticsPeriodInputSchema)
    .query(async ({ ctx, input }) => summaryOf(await analyticsReport(ctx.db, input.period))),
  /** The dashboard: the summary split by language, campaigns, every event and the chart's series. */
  report: staffProcedure("dashboard")
    .input(analyticsPeriodInputSchema)
    .query(({ ctx, input }) => analyticsReport(ctx.db, input.period)),
  exportCsv: staffProcedure("dashboard")
    .input(analyticsPeriodInputSchema)
    .query(async ({ ctx, input }) => analyticsCsv(await analyticsReport(ctx.db, input.period), utcDay(new Date()))),
});
