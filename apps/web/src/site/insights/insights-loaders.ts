// The list loaders, kept apart from the search parameters: route loaders are split into chunks
// of their own, and this module brings the tRPC client, which a first load must not carry.
import type { Lang } from "@lumiere/i18n";
import type { RouterContext } from "../../lib/router-context";
import { trpcOf } from "../../lib/trpc";
import type { InsightsSearch } from "./insights-search";

/** The newest `limit` articles of `lang` (the home page), or null when they could not be loaded. */
export function loadLatest(context: RouterContext, lang: Lang, limit: number) {
  return context.queryClient.ensureQueryData(trpcOf(context).trpc.articles.latest.queryOptions({ lang, limit })).catch(() => null);
}

/**
 * One page of the list: undefined when the page does not exist (past the last), null when it could
 * not be loaded (the page shows its error state).
 */
export function loadInsightsPage(context: RouterContext, lang: Lang, search: InsightsSearch) {
  const input = { lang, page: search.page ?? 1, category: search.category ?? "", q: search.q ?? "", tag: search.tag ?? "" };
  return context.queryClient.ensureQueryData(trpcOf(context).trpc.articles.page.queryOptions(input)).then(
    (page) => page ?? undefined,
    () => null,
  );
}
