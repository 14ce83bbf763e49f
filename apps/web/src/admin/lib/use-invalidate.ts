import { useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "../../lib/trpc";

/** Refreshes what a mutation changed: the admin list, the dashboard counts, and the public site's cached copy. */
export function useInvalidate() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const invalidate = (...keys: readonly unknown[][]) => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  return {
    articles: () => invalidate(trpc.admin.articles.pathKey(), trpc.admin.dashboard.counts.queryKey(), trpc.articles.pathKey()),
    pages: () => invalidate(trpc.admin.pages.pathKey(), trpc.admin.dashboard.counts.queryKey(), trpc.pages.pathKey()),
    media: () => invalidate(trpc.admin.media.pathKey(), trpc.admin.dashboard.counts.queryKey()),
    settings: () => invalidate(trpc.admin.settings.get.queryKey(), trpc.auth.me.queryKey()),
    ai: () => invalidate(trpc.admin.ai.get.queryKey()),
    /** Any editorial change: articles, pages, landing pages, their states, versions, redirects and the activity feed. */
    editorial: () =>
      invalidate(
        trpc.admin.articles.pathKey(),
        trpc.admin.pages.pathKey(),
        trpc.admin.dashboard.counts.queryKey(),
        trpc.admin.editorial.pathKey(),
        trpc.admin.versions.pathKey(),
        trpc.admin.redirects.pathKey(),
        trpc.admin.activity.pathKey(),
        trpc.articles.pathKey(),
        trpc.pages.pathKey(),
        trpc.admin.landingPages.pathKey(),
        trpc.landing.pathKey(),
      ),
    knowledge: () => invalidate(trpc.admin.knowledge.pathKey()),
  };
}
