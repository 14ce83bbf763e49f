import type { Lang } from "@lumiere/i18n";
import type { PageId } from "@lumiere/validation";
import { loadSanitizer } from "../../lib/sanitize";
import { isNotFoundError } from "../../lib/trpc-errors";
import type { RouterContext } from "../../lib/router-context";
import { trpcOf } from "../../lib/trpc";
import { type LocalizedPage, localizePage } from "./localized-page";
import { type SharedPicture, sharedPicture } from "./shared-picture";

export interface PageLoaderData {
  siteName: string;
  title: string;
  description: string;
  /** The site's default social picture (SEO settings). */
  image: SharedPicture | null;
  /** The record's copy in the page's language, or the built-in copy when it has no record (spec §2). */
  page: LocalizedPage;
}

/**
 * A route loader's work for a content page: the record and the site settings through the query
 * cache (fetched in-process on the server and hydrated, so the browser refetches nothing), the
 * sanitiser for client-side navigations, and the built-in copy when the record is missing.
 */
export async function loadPage(context: RouterContext, pageId: PageId, lang: Lang): Promise<PageLoaderData> {
  const { queryClient } = context;
  const { trpc } = trpcOf(context);
  const [site, record] = await Promise.all([
    queryClient.ensureQueryData(trpc.pages.siteInfo.queryOptions()),
    queryClient.ensureQueryData(trpc.pages.byPageId.queryOptions({ pageId })).catch((error: unknown) => {
      if (isNotFoundError(error)) return null;
      throw error;
    }),
    loadSanitizer(),
  ]);
  const page = record ? localizePage(record, lang) : (await import("./fallback-copy")).fallbackPage(pageId, lang);
  return { siteName: site.siteName, title: page.title, description: page.description, image: sharedPicture(site.socialImage), page };
}
