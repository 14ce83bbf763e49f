import { msg } from "@lingui/core/macro";
import { createFileRoute, notFound, redirect } from "@tanstack/react-router";
import { isLang, langRedirect } from "@lumiere/i18n";
import { activateLang } from "../../lib/i18n";
import { noIndexHead, pathsOf } from "../../lib/seo";
import { SiteNotFound } from "../../site/layout/site-not-found";
import { trpcOf } from "../../lib/trpc";

export const Route = createFileRoute("/$lang")({
  beforeLoad: async ({ params, location, context }) => {
    if (!isLang(params.lang)) {
      const target = langRedirect(location.pathname);
      if (target) throw redirect({ href: target });
      throw notFound();
    }
    await activateLang(context.i18n, params.lang);
    // The address asked for: the 404 page's hreflang links point at it in each language.
    return { lang: params.lang, pathname: location.pathname };
  },
  // Brand and contact details for the header, footer and titles (also on the 404 page).
  loader: ({ context }) => context.queryClient.ensureQueryData(trpcOf(context).trpc.pages.siteInfo.queryOptions()),
  // Pages set their own title; this one shows when no page matched (the 404 page).
  head: ({ match, matches, loaderData }) => {
    const isNotFound = matches.some((m) => m._notFound || m.status === "notFound");
    if (!isNotFound || !loaderData) return {};
    const { i18n, origin, pathname } = match.context;
    return noIndexHead({
      origin,
      paths: pathsOf(pathname),
      title: i18n._(msg`Page Not Found`),
      description: i18n._(msg`This page does not exist. Find our AI consulting services, insights and contact details from the home page.`),
      siteName: loaderData.siteName,
    });
  },
  notFoundComponent: SiteNotFound,
});
