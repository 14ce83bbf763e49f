import { createFileRoute } from "@tanstack/react-router";
import { langParam, pageHead, pathsFor } from "../../../lib/seo";
import { ErrorPage } from "../../../site/pages/error-page";
import { LegalPage } from "../../../site/pages/legal-page";
import { loadPage } from "../../../site/pages/page-data";
import { PageSkeleton } from "../../../site/pages/page-skeleton";

export const Route = createFileRoute("/$lang/_site/cookies")({
  loader: ({ context, params }) => loadPage(context, "cookies", langParam(params.lang)),
  head: ({ loaderData, params, match }) =>
    loaderData ? pageHead({ ...loaderData, lang: langParam(params.lang), origin: match.context.origin, paths: pathsFor("/cookies") }) : {},
  pendingComponent: PageSkeleton,
  errorComponent: ErrorPage,
  component: CookiesPage,
});

function CookiesPage() {
  return <LegalPage pageId="cookies" data={Route.useLoaderData()} />;
}
