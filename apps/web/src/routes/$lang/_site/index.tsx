import { useLingui } from "@lingui/react/macro";
import { createFileRoute, Link } from "@tanstack/react-router";
import { langParam, pageHead, pathsFor } from "../../../lib/seo";
import { HomeEngageIsland, HomeShowcaseIsland } from "../../../site/shell/islands";
import { preloadModals, useSiteActions } from "../../../site/shell/site-actions";
import { HeroHighlights } from "../../../site/shell/hero-highlights";
import { ShellIcon } from "../../../site/shell/shell-icon";
import { prefetchSummaries } from "../../../site/insights/summaries";
import { loadPage } from "../../../site/pages/page-data";
import { PageHero } from "../../../site/pages/page-hero";
import { PageSkeleton } from "../../../site/pages/page-skeleton";
import { usePage } from "../../../site/pages/use-page";
import { ErrorPage } from "../../../site/pages/error-page";

export const Route = createFileRoute("/$lang/_site/")({
  loader: async ({ context, params }) => {
    const [page, summariesFailed] = await Promise.all([loadPage(context, "home", langParam(params.lang)), prefetchSummaries(context)]);
    return { ...page, summariesFailed };
  },
  head: ({ loaderData, params, match }) =>
    loaderData ? pageHead({ ...loaderData, lang: langParam(params.lang), origin: match.context.origin, paths: pathsFor("") }) : {},
  pendingComponent: PageSkeleton,
  errorComponent: ErrorPage,
  component: HomePage,
});

function HomePage() {
  const { t } = useLingui();
  const { lang } = Route.useParams();
  const data = Route.useLoaderData();
  const page = usePage("home", data.fallback);
  const { openConsultation } = useSiteActions();
  return (
    <>
      <PageHero html={page.hero} title={page.title} variant="home">
        <button
          type="button"
          className="btn btn-light btn-lg"
          onClick={openConsultation}
          onPointerEnter={preloadModals}
          onFocus={preloadModals}
        >
          <ShellIcon name="calendar" size={20} />
          {t`Request a Free Consultation`}
        </button>
        <Link to="/$lang/technology" params={{ lang }} className="btn btn-outline-light btn-lg">
          {t`Explore Our Technology`}
          <ShellIcon name="arrowRight" size={20} />
        </Link>
        <HeroHighlights />
      </PageHero>
      <HomeShowcaseIsland summariesFailed={data.summariesFailed} />
      <HomeEngageIsland />
    </>
  );
}
