// The team pages' loaders (kept apart from the components and the heads: this module brings
// the tRPC client, which a route's component chunk does not need).
import type { Lang } from "@lumiere/i18n";
import type { RouterContext } from "../../lib/router-context";
import { trpcOf } from "../../lib/trpc";
import type { TeamProfile } from "./team-types";

/** The site's name and the published profiles of `lang`. */
export async function loadTeam(context: RouterContext, lang: Lang) {
  const { trpc } = trpcOf(context);
  const [site, people] = await Promise.all([
    context.queryClient.ensureQueryData(trpc.pages.siteInfo.queryOptions()),
    context.queryClient.ensureQueryData(trpc.team.list.queryOptions({ lang })),
  ]);
  return { siteName: site.siteName, people };
}

/**
 * Whether a profile is published: pages that point to the team (About's "Meet the team") show the
 * link only then, not to a page still being prepared. An error counts as yes: the link stays, and
 * the team page handles its own errors.
 */
export function hasPublishedTeam(context: RouterContext): Promise<boolean> {
  return context.queryClient.ensureQueryData(trpcOf(context).trpc.team.published.queryOptions()).catch(() => true);
}

/** An author page's data; null when there is no such published profile (or page). */
export async function loadAuthor(context: RouterContext, lang: Lang, slug: string, page: number) {
  const { trpc } = trpcOf(context);
  const [site, profile, articles] = await Promise.all([
    context.queryClient.ensureQueryData(trpc.pages.siteInfo.queryOptions()),
    context.queryClient.ensureQueryData(trpc.team.author.queryOptions({ lang, slug })),
    context.queryClient.ensureQueryData(trpc.team.articles.queryOptions({ lang, slug, page })),
  ]);
  return profile && articles ? { siteName: site.siteName, profile, articles } : null;
}

/** An article's published author, or null (none, or it could not be read: the article still shows). */
export function loadArticleAuthor(context: RouterContext, lang: Lang, slug: string): Promise<TeamProfile | null> {
  return context.queryClient.ensureQueryData(trpcOf(context).trpc.team.ofArticle.queryOptions({ lang, slug })).catch(() => null);
}
