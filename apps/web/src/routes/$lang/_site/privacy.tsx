import { createFileRoute } from "@tanstack/react-router";
import { contentHead, langParam } from "../../../lib/seo";
import { ErrorPage } from "../../../site/pages/error-page";
import { LegalPage } from "../../../site/pages/legal-page";
import { loadPage } from "../../../site/pages/page-data";
import { PageSkeleton } from "../../../site/pages/page-skeleton";

export const Route = createFileRoute("/$lang/_site/privacy")({
  loader: ({ context, params }) => loadPage(context, "privacy", langParam(params.lang)),
  head: contentHead("privacy"),
  pendingComponent: PageSkeleton,
  errorComponent: ErrorPage,
  component: PrivacyPage,
});

function PrivacyPage() {
  return <LegalPage data={Route.useLoaderData()} />;
}
