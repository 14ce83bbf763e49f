import type { RouterOutputs } from "@lumiere/server/router";

export type AnalyticsReport = RouterOutputs["admin"]["analytics"]["report"];
