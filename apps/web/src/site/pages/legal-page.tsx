import type { LEGAL_PAGE_IDS } from "@lumiere/validation";
import { ContentPage } from "./content-page";
import { usePage } from "./use-page";
import type { PageLoaderData } from "./page-data";

/** Privacy, terms and cookie policy: page records edited in the admin, shown as plain content pages. */
export function LegalPage({ pageId, data }: { pageId: (typeof LEGAL_PAGE_IDS)[number]; data: PageLoaderData }) {
  const page = usePage(pageId, data.fallback);
  return <ContentPage page={page} />;
}
