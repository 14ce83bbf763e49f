import { createFileRoute, notFound } from "@tanstack/react-router";
import { landingPath } from "@lumiere/i18n";
import { faqJsonLd, jsonLd, webPageJsonLd } from "../../../lib/json-ld";
import { alternatesOf, langParam, pageHead, sharedImage } from "../../../lib/seo";
import { LandingBlocks } from "../../../site/landing/landing-blocks";
import { loadLanding, loadSiteInfo } from "../../../site/landing/landing-loaders";
import { ErrorPage } from "../../../site/pages/error-page";
import { PageSkeleton } from "../../../site/pages/page-skeleton";
import { sharedPicture } from "../../../site/pages/shared-picture";

// A landing page at /{lang}/{slug}. Every fixed route of the site wins over this one (the router
// ranks static segments first, and their names are refused as slugs); an unknown slug is the
// site's 404.
export const Route = createFileRoute("/$lang/_site/$slug")({
  loader: async ({ context, params }) => {
    const lang = langParam(params.lang);
    const [site, page] = await Promise.all([loadSiteInfo(context), loadLanding(context, lang, params.slug)]);
    if (!page) throw notFound();
    // Made here, not in the head: the head is part of every page's first load, the loader is not.
    const faq = page.blocks.flatMap((b) => (b.type === "faq" ? b.items : []));
    const alternates = alternatesOf(page.slugs, landingPath);
    return { page, faq, alternates, siteName: site.siteName, shareImage: sharedPicture(page.shareImage || site.socialImage) };
  },
  head: ({ loaderData, params, match }) => {
    if (!loaderData) return {};
    const lang = langParam(params.lang);
    const { origin } = match.context;
    const { page, faq, alternates: paths, siteName, shareImage } = loaderData;
    const head = pageHead({ lang, origin, paths, title: page.title, description: page.description, siteName, image: shareImage });
    const url = origin + (paths[lang] ?? landingPath(lang, params.slug));
    const things = [
      webPageJsonLd({
        url,
        name: page.title,
        description: page.description,
        lang,
        image: sharedImage(shareImage, origin),
        siteName,
        origin,
        dateModified: page.updatedAt,
      }),
      ...(faq.length > 0 ? [faqJsonLd({ url, lang, items: faq })] : []),
    ];
    return { ...head, meta: [...head.meta, ...things.map(jsonLd)] };
  },
  pendingComponent: PageSkeleton,
  errorComponent: ErrorPage,
  component: LandingPage,
});

function LandingPage() {
  const lang = langParam(Route.useParams().lang);
  const { page } = Route.useLoaderData();
  return <LandingBlocks page={page} lang={lang} />;
}
