// The case studies' loaders, kept apart from the components: this module brings the tRPC client.
import type { Lang } from "@lumiere/i18n";
import type { RouterContext } from "../../lib/router-context";
import { trpcOf } from "../../lib/trpc";
import type { CaseStudiesSearch } from "./search";

/** One page of the list: undefined past the last page, null when it could not be loaded. */
export function loadCaseStudiesPage(context: RouterContext, lang: Lang, search: CaseStudiesSearch) {
  const input = { lang, page: search.page ?? 1, industry: search.industry ?? "", service: search.service ?? "" };
  return context.queryClient.ensureQueryData(trpcOf(context).trpc.showcase.caseStudies.queryOptions(input)).then(
    (page) => page ?? undefined,
    () => null,
  );
}

/** One case study published in `lang`, or null (not found, or an error: both mean "not found"). */
export function loadCaseStudy(context: RouterContext, lang: Lang, slug: string) {
  return context.queryClient.ensureQueryData(trpcOf(context).trpc.showcase.caseStudy.queryOptions({ lang, slug })).catch(() => null);
}

/** The published testimonials and logos (the home page); empty lists when they could not be loaded. */
export function loadClients(context: RouterContext, lang: Lang) {
  return context.queryClient
    .ensureQueryData(trpcOf(context).trpc.showcase.clients.queryOptions({ lang }))
    .catch(() => ({ testimonials: [], logos: [] }));
}
