import { createFileRoute } from "@tanstack/react-router";
import { SafeHtml } from "../../../../lib/safe-html";
import { contentHead, langParam } from "../../../../lib/seo";
import { ArticleGrid } from "../../../../site/insights/article-grid";
import { PaginationRow } from "../../../../site/insights/pagination-row";
import { loadSummaries } from "../../../../site/insights/summaries";
import { loadPage } from "../../../../site/pages/page-data";
import { PageHero } from "../../../../site/pages/page-hero";
import { InsightsSkeleton } from "../../../../site/pages/page-skeleton";
import { ErrorPage } from "../../../../site/pages/error-page";

export const Route = createFileRoute("/$lang/_site/insights/")({
  loader: async ({ context, params }) => {
    const [page, summaries] = await Promise.all([
      loadPage(context, "insights", langParam(params.lang)),
      loadSummaries(context, langParam(params.lang)),
    ]);
    return { ...page, summaries };
  },
  head: contentHead("insights"),
  pendingComponent: InsightsSkeleton,
  errorComponent: ErrorPage,
  component: InsightsPage,
});

function InsightsPage() {
  const { lang } = Route.useParams();
  const { page, summaries: articles } = Route.useLoaderData();
  return (
    <>
      <PageHero html={page.hero} title={page.title} />
      <section className="section">
        <div className="container">
          <ArticleGrid articles={articles} lang={langParam(lang)} />
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
