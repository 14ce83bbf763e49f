import { useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { IconMessages } from "@tabler/icons-react";
import { contentHead, langParam } from "../../../lib/seo";
import { ModalButton } from "../../../site/shell/site-actions";
import { ContentPage } from "../../../site/pages/content-page";
import { CtaCard } from "../../../site/pages/cta-card";
import { loadPage } from "../../../site/pages/page-data";
import { PageSkeleton } from "../../../site/pages/page-skeleton";
import { ErrorPage } from "../../../site/pages/error-page";

export const Route = createFileRoute("/$lang/_site/technology")({
  loader: ({ context, params }) => loadPage(context, "technology", langParam(params.lang)),
  head: contentHead("technology"),
  pendingComponent: PageSkeleton,
  errorComponent: ErrorPage,
  component: TechnologyPage,
});

function TechnologyPage() {
  const { t } = useLingui();
  const { page } = Route.useLoaderData();
  return (
    <ContentPage
      page={page}
      cta={
        <CtaCard
          icon={<IconMessages size={24} />}
          title={t`Talk to our engineers`}
          text={t`Tell us about your data and constraints: we will suggest the simplest architecture that works.`}
        >
          <ModalButton modal="consultation" className="btn btn-primary btn-block">
            {t`Request a Free Consultation`}
          </ModalButton>
        </CtaCard>
      }
    />
  );
}
