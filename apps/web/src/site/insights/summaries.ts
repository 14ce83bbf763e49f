import type { RouterContext } from "../../lib/router-context";
import { trpcOf } from "../../lib/trpc";
import type { ArticleSummaryView } from "./article-card";

/** The article list through the query cache, or null when it could not be loaded (the page shows its error state). */
export function loadSummaries(context: RouterContext): Promise<ArticleSummaryView[] | null> {
  return context.queryClient.ensureQueryData(trpcOf(context).trpc.articles.summaries.queryOptions()).catch(() => null);
}
