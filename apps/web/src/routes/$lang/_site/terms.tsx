import { createFileRoute } from "@tanstack/react-router";
import { contentHead, langParam } from "../../../lib/seo";
import { ErrorPage } from "../../../site/pages/error-page";
import { LegalPage } from "../../../site/pages/legal-page";
import { loadPage } from "../../../site/pages/page-data";
import { PageSkeleton } from "../../../site/pages/page-skeleton";

export const Route = createFileRoute("/$lang/_site/terms")({
  loader: ({ context, params }) => loadPage(context, "terms", langParam(params.lang)),
  head: contentHead("terms"),
  pendingComponent: PageSkeleton,
  errorComponent: ErrorPage,
  component: TermsPage,
});

function TermsPage() {
  return <LegalPage data={Route.useLoaderData()} />;
}
