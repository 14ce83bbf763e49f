import { ContentPage } from "./content-page";
import type { PageLoaderData } from "./page-data";

/** Privacy, terms and cookie policy: page records edited in the admin, shown as plain content pages. */
export function LegalPage({ data }: { data: PageLoaderData }) {
  return <ContentPage page={data.page} />;
}
