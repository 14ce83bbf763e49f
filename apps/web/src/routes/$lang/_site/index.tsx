import { useLingui } from "@lingui/react/macro";
import { createFileRoute, Link } from "@tanstack/react-router";
import { contentHead, langParam } from "../../../lib/seo";
import { HomeEngageIsland, HomeShowcaseIsland } from "../../../site/islands";
import { ModalButton } from "../../../site/shell/site-actions";
import { HeroHighlights } from "../../../site/shell/hero-highlights";
import { ShellIcon } from "../../../site/shell/shell-icon";
import { loadLatest } from "../../../site/insights/insights-loaders";
import { loadClients } from "../../../site/case-studies/loaders";
import { loadPage } from "../../../site/pages/page-data";
import { PageHero } from "../../../site/pages/page-hero";
import { PageSkeleton } from "../../../site/pages/page-skeleton";
import { ErrorPage } from "../../../site/pages/error-page";

/** Cards in the latest insights section: one row. */
const LATEST_COUNT = 3;

export const Route = createFileRoute("/$lang/_site/")({
  loader: async ({ context, params }) => {
    const [data, summaries, clients] = await Promise.all([
      loadPage(context, "home", langParam(params.lang)),
      loadLatest(context, langParam(params.lang), LATEST_COUNT),
      loadClients(context, langParam(params.lang)),
    ]);
    // The home page shows its record's hero only (its sections are built in): the page carries no more.
    return { ...data, page: { ...data.page, main: "" }, summaries, clients };
  },
  head: contentHead("home"),
  pendingComponent: PageSkeleton,
  errorComponent: ErrorPage,
  component: HomePage,
});

function HomePage() {
  const { t } = useLingui();
  const { lang } = Route.useParams();
  const { page, summaries, clients } = Route.useLoaderData();
  return (
    <>
      <PageHero html={page.hero} title={page.title} variant="home">
        <ModalButton modal="consultation" className="btn btn-light btn-lg">
          <ShellIcon name="calendar" size={20} />
          {t`Request a Free Consultation`}
        </ModalButton>
        <Link to="/$lang/technology" params={{ lang }} className="btn btn-outline-light btn-lg">
          {t`Explore Our Technology`}
          <ShellIcon name="arrowRight" size={20} />
        </Link>
        <HeroHighlights />
      </PageHero>
      <HomeShowcaseIsland summaries={summaries} clients={clients} />
      <HomeEngageIsland />
    </>
  );
}
