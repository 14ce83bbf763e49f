import { createFileRoute, Outlet } from "@tanstack/react-router";
import type { CompanyFacts } from "@lumiere/validation";
import { feedLink } from "../../../lib/feed-link";
import { jsonLd, organizationJsonLd } from "../../../lib/json-ld";
import { langParam } from "../../../lib/seo";
import { SiteChrome } from "../../../site/shell/site-chrome";

/** Public layout: header, footer, chat widget and modals wrap every visitor page. */
export const Route = createFileRoute("/$lang/_site")({
  // Who the company is, on every public page: its facts as Settings hold them, on the site's origin.
  head: ({ matches, match, params }) => {
    const site = matches.find((m) => (m.routeId as string) === "/$lang")?.loaderData as
      | { facts?: CompanyFacts; siteName?: string }
      | undefined;
    const facts = site?.facts;
    if (!facts) return {};
    const lang = langParam(params.lang);
    const { origin, i18n } = match.context;
    return {
      meta: [jsonLd(organizationJsonLd({ origin, lang, logo: `${origin}/favicon.svg`, facts, street: facts.address.street[lang] }))],
      // The language's articles feed, on every public page.
      links: [feedLink(i18n, { lang, origin, siteName: site.siteName ?? "" })],
    };
  },
  component: SiteLayout,
});

function SiteLayout() {
  return (
    <SiteChrome>
      <Outlet />
    </SiteChrome>
  );
}
