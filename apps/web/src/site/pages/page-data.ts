import type { Lang } from "@lumiere/i18n";
import type { PageId } from "@lumiere/validation";
import { loadSanitizer } from "../../lib/sanitize";
import { isNotFoundError } from "../../lib/trpc-errors";
import type { RouterContext } from "../../routes/__root";
import { type LocalizedPage, localizePage } from "./localized-page";

export interface PageLoaderData {
  siteName: string;
  title: string;
  description: string;
  /** Built-in copy, only when the page has no record (spec §2); null otherwise. */
  fallback: LocalizedPage | null;
}

/**
 * A route loader's work for a content page: the record and the site settings into the query
 * cache (fetched in-process on the server and hydrated, so the browser refetches nothing), the
 * sanitiser for client-side navigations, and the built-in copy when the record is missing.
 */
export async function loadPage(context: RouterContext, pageId: PageId, lang: Lang): Promise<PageLoaderData> {
  const { queryClient, trpc } = context;
  const [site, page] = await Promise.all([
    queryClient.ensureQueryData(trpc.pages.siteInfo.queryOptions()),
    queryClient.ensureQueryData(trpc.pages.byPageId.queryOptions({ pageId })).catch((error: unknown) => {
      if (isNotFoundError(error)) return null;
      throw error;
    }),
    loadSanitizer(),
  ]);
  if (page) {
    const copy = localizePage(page, lang);
    return { siteName: site.siteName, title: copy.title, description: copy.description, fallback: null };
  }
  const { fallbackPage } = await import("./fallback-copy");
  const fallback = fallbackPage(pageId, lang);
  return { siteName: site.siteName, title: fallback.title, description: fallback.description, fallback };
}
