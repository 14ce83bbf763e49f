import type { Lang } from "@lumiere/i18n";
import type { RouterContext } from "../../lib/router-context";
import { trpcOf } from "../../lib/trpc";
import type { ArticleSummaryView } from "./article-card";

/**
 * The articles published in `lang` through the query cache (one published in this language alone is
 * listed too), or null when they could not be loaded (the page shows its error state).
 */
export function loadSummaries(context: RouterContext, lang: Lang): Promise<ArticleSummaryView[] | null> {
  return context.queryClient.ensureQueryData(trpcOf(context).trpc.articles.summaries.queryOptions({ lang })).catch(() => null);
}
