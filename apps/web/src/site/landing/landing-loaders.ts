// The landing page's loader, apart from its components: this module brings the tRPC client.
import type { Lang } from "@lumiere/i18n";
import type { RouterContext } from "../../lib/router-context";
import { trpcOf } from "../../lib/trpc";

/** The landing page published in `lang` at `slug` (or a preview link's draft); null when there is none. */
export function loadLanding(context: RouterContext, lang: Lang, slug: string) {
  return context.queryClient.ensureQueryData(trpcOf(context).trpc.landing.bySlug.queryOptions({ lang, slug }));
}

/** The site's name and default share picture, as every public page's head uses them. */
export function loadSiteInfo(context: RouterContext) {
  return context.queryClient.ensureQueryData(trpcOf(context).trpc.pages.siteInfo.queryOptions());
}
