import { useLingui } from "@lingui/react/macro";
import { createFileRoute, Link } from "@tanstack/react-router";
import { IconCalendarEvent, IconUsers } from "@tabler/icons-react";
import { contentHead, langParam } from "../../../lib/seo";
import { ModalButton } from "../../../site/shell/site-actions";
import { ContentPage } from "../../../site/pages/content-page";
import { CtaCard } from "../../../site/pages/cta-card";
import { loadPage } from "../../../site/pages/page-data";
import { PageSkeleton } from "../../../site/pages/page-skeleton";
import { ErrorPage } from "../../../site/pages/error-page";
import { hasPublishedTeam } from "../../../site/team/team-loaders";

export const Route = createFileRoute("/$lang/_site/about")({
  loader: async ({ context, params }) => {
    const lang = langParam(params.lang);
    const [data, teamPublished] = await Promise.all([loadPage(context, "about", lang), hasPublishedTeam(context)]);
    return { ...data, teamPublished };
  },
  head: contentHead("about"),
  pendingComponent: PageSkeleton,
  errorComponent: ErrorPage,
  component: AboutPage,
});

function AboutPage() {
  const { t } = useLingui();
  const { page, teamPublished } = Route.useLoaderData();
  const { lang } = Route.useParams();
  const consult = (className: string) => (
    <ModalButton modal="consultation" className={className}>
      <IconCalendarEvent size={20} aria-hidden="true" />
      {t`Request a Consultation`}
    </ModalButton>
  );
  return (
    <ContentPage
      page={page}
      heroActions={consult("btn btn-light btn-lg")}
      cta={
        <CtaCard
          icon={<IconUsers size={24} />}
          title={t`Work with our team`}
          text={t`A free first conversation with a senior consultant, with no commitment.`}
        >
          {consult("btn btn-primary btn-block")}
          {teamPublished && (
            <Link to="/$lang/team" params={{ lang }} className="cta-card-link">
              {t`Meet the team`}
            </Link>
          )}
        </CtaCard>
      }
    />
  );
}
