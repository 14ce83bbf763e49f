import type { RouterContext } from "../../routes/__root";
import { useTRPC } from "../../trpc";
import type { ArticleSummaryView } from "./article-card";
import { useCachedQuery } from "../../lib/use-cached-query";

/**
 * Server: waits for the article list so the HTML holds it; returns true when it failed (the page
 * then renders its error state on both sides). Browser: starts the fetch and lets the page show
 * its skeleton cards meanwhile.
 */
export async function prefetchSummaries(context: RouterContext): Promise<boolean> {
  const pending = context.queryClient.ensureQueryData(context.trpc.articles.summaries.queryOptions());
  if (!import.meta.env.SSR) {
    pending.catch(() => {});
    return false;
  }
  try {
    await pending;
    return false;
  } catch {
    return true;
  }
}

export function useSummaries(failedOnServer: boolean): { articles: ArticleSummaryView[] | undefined; failed: boolean } {
  const trpc = useTRPC();
  const { data, isError } = useCachedQuery(trpc.articles.summaries.queryOptions(), !failedOnServer);
  return { articles: data, failed: failedOnServer || isError };
}
