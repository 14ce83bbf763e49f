import { useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { IconBell, IconRocket } from "@tabler/icons-react";
import { contentHead, langParam } from "../../../lib/seo";
import { ModalButton } from "../../../site/shell/site-actions";
import { ContentPage } from "../../../site/pages/content-page";
import { CtaCard } from "../../../site/pages/cta-card";
import { loadPage } from "../../../site/pages/page-data";
import { PageSkeleton } from "../../../site/pages/page-skeleton";
import { ErrorPage } from "../../../site/pages/error-page";

export const Route = createFileRoute("/$lang/_site/product")({
  loader: ({ context, params }) => loadPage(context, "product", langParam(params.lang)),
  head: contentHead("product"),
  pendingComponent: PageSkeleton,
  errorComponent: ErrorPage,
  component: ProductPage,
});

function ProductPage() {
  const { t } = useLingui();
  const { page } = Route.useLoaderData();
  const notify = (className: string) => (
    <ModalButton modal="notify" className={className}>
      <IconBell size={20} aria-hidden="true" />
      {t`Notify Me of Launch`}
    </ModalButton>
  );
  return (
    <ContentPage
      page={page}
      heroActions={notify("btn btn-light btn-lg")}
      cta={
        <CtaCard
          icon={<IconRocket size={24} />}
          title={t`Launching soon`}
          text={t`Leave your email address and we will tell you as soon as Lumière Studio is available.`}
        >
          {notify("btn btn-primary btn-block")}
        </CtaCard>
      }
    />
  );
}
