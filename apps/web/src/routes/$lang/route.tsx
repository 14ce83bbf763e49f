import { msg } from "@lingui/core/macro";
import { createFileRoute, notFound, redirect } from "@tanstack/react-router";
import { isLang, langRedirect } from "@lumiere/i18n";
import { activateLang } from "../../lib/i18n";
import { SiteNotFound } from "../../site/layout/site-not-found";

export const Route = createFileRoute("/$lang")({
  beforeLoad: async ({ params, location, context }) => {
    if (!isLang(params.lang)) {
      const target = langRedirect(location.pathname);
      if (target) throw redirect({ href: target });
      throw notFound();
    }
    await activateLang(context.i18n, params.lang);
    return { lang: params.lang };
  },
  // Brand and contact details for the header, footer and titles (also on the 404 page).
  loader: ({ context }) => context.queryClient.ensureQueryData(context.trpc.pages.siteInfo.queryOptions()),
  // Pages set their own title; this one shows when no page matched (the 404 page).
  head: ({ match, matches, loaderData }) => {
    const isNotFound = matches.some((m) => m._notFound || m.status === "notFound");
    if (!isNotFound || !loaderData) return {};
    const title = match.context.i18n._(msg`Page Not Found`);
    return { meta: [{ title: `${title} | ${loaderData.siteName}` }, { name: "robots", content: "noindex" }] };
  },
  notFoundComponent: SiteNotFound,
});
