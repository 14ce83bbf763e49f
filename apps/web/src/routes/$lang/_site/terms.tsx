import { createFileRoute } from "@tanstack/react-router";
import { langParam, pageHead, pathsFor } from "../../../lib/seo";
import { ErrorPage } from "../../../site/pages/error-page";
import { LegalPage } from "../../../site/pages/legal-page";
import { loadPage } from "../../../site/pages/page-data";
import { PageSkeleton } from "../../../site/pages/page-skeleton";

export const Route = createFileRoute("/$lang/_site/terms")({
  loader: ({ context, params }) => loadPage(context, "terms", langParam(params.lang)),
  head: ({ loaderData, params, match }) =>
    loaderData ? pageHead({ ...loaderData, lang: langParam(params.lang), origin: match.context.origin, paths: pathsFor("/terms") }) : {},
  pendingComponent: PageSkeleton,
  errorComponent: ErrorPage,
  component: TermsPage,
});

function TermsPage() {
  return <LegalPage pageId="terms" data={Route.useLoaderData()} />;
}
