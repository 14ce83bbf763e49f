import { createFileRoute } from "@tanstack/react-router";
import { SafeHtml } from "../../../../lib/safe-html";
import { langParam, pageHead, pathsFor } from "../../../../lib/seo";
import { ArticleGrid } from "../../../../site/insights/article-grid";
import { PaginationRow } from "../../../../site/insights/pagination-row";
import { prefetchSummaries, useSummaries } from "../../../../site/insights/summaries";
import { loadPage } from "../../../../site/pages/page-data";
import { PageHero } from "../../../../site/pages/page-hero";
import { usePage } from "../../../../site/pages/use-page";
import { ErrorPage } from "../../../../site/pages/error-page";

export const Route = createFileRoute("/$lang/_site/insights/")({
  loader: async ({ context, params }) => {
    const [page, summariesFailed] = await Promise.all([loadPage(context, "insights", langParam(params.lang)), prefetchSummaries(context)]);
    return { ...page, summariesFailed };
  },
  head: ({ loaderData, params, match }) =>
    loaderData ? pageHead({ ...loaderData, lang: langParam(params.lang), origin: match.context.origin, paths: pathsFor("/insights") }) : {},
  errorComponent: ErrorPage,
  component: InsightsPage,
});

function InsightsPage() {
  const { lang } = Route.useParams();
  const data = Route.useLoaderData();
  const page = usePage("insights", data.fallback);
  const { articles, failed } = useSummaries(data.summariesFailed);
  return (
    <>
      <PageHero html={page.hero} title={page.title} />
      <section className="section">
        <div className="container">
          <ArticleGrid articles={articles} failed={failed} lang={langParam(lang)} skeletons={6} />
          {articles && articles.length > 0 && <PaginationRow />}
        </div>
      </section>
      {page.main && (
        <section className="section section-tinted">
          <div className="container narrow">
            <SafeHtml html={page.main} className="prose" />
          </div>
        </section>
      )}
    </>
  );
}
