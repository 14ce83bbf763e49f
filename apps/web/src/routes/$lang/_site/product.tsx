import { useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { IconBell, IconRocket } from "@tabler/icons-react";
import { langParam, pageHead, pathsFor } from "../../../lib/seo";
import { preloadModals, useSiteActions } from "../../../site/shell/site-actions";
import { ContentPage } from "../../../site/pages/content-page";
import { CtaCard } from "../../../site/pages/cta-card";
import { loadPage } from "../../../site/pages/page-data";
import { PageSkeleton } from "../../../site/pages/page-skeleton";
import { usePage } from "../../../site/pages/use-page";
import { ErrorPage } from "../../../site/pages/error-page";

export const Route = createFileRoute("/$lang/_site/product")({
  loader: ({ context, params }) => loadPage(context, "product", langParam(params.lang)),
  head: ({ loaderData, params, match }) =>
    loaderData ? pageHead({ ...loaderData, lang: langParam(params.lang), origin: match.context.origin, paths: pathsFor("/product") }) : {},
  pendingComponent: PageSkeleton,
  errorComponent: ErrorPage,
  component: ProductPage,
});

function ProductPage() {
  const { t } = useLingui();
  const page = usePage("product", Route.useLoaderData().fallback);
  const { openNotify } = useSiteActions();
  const notify = (className: string) => (
    <button type="button" className={className} onClick={openNotify} onPointerEnter={preloadModals} onFocus={preloadModals}>
      <IconBell size={20} aria-hidden="true" />
      {t`Notify Me of Launch`}
    </button>
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
