import { createFileRoute } from "@tanstack/react-router";
import { contentHead, langParam } from "../../../lib/seo";
import { ErrorPage } from "../../../site/pages/error-page";
import { LegalPage } from "../../../site/pages/legal-page";
import { loadPage } from "../../../site/pages/page-data";
import { PageSkeleton } from "../../../site/pages/page-skeleton";

export const Route = createFileRoute("/$lang/_site/cookies")({
  loader: ({ context, params }) => loadPage(context, "cookies", langParam(params.lang)),
  head: contentHead("cookies"),
  pendingComponent: PageSkeleton,
  errorComponent: ErrorPage,
  component: CookiesPage,
});

function CookiesPage() {
  return <LegalPage data={Route.useLoaderData()} />;
}
