import { useLingui } from "@lingui/react/macro";
import { createFileRoute, Link, notFound } from "@tanstack/react-router";
import { LANGS, type Lang, pagePath } from "@lumiere/i18n";
import { INSIGHTS_PER_PAGE } from "@lumiere/validation";
import { SafeHtml } from "../../../../lib/safe-html";
import { langParam, pageHead } from "../../../../lib/seo";
import { ArticleGrid } from "../../../../site/insights/article-grid";
import { InsightsFinder } from "../../../../site/insights/insights-finder";
import { loadInsightsPage } from "../../../../site/insights/insights-loaders";
import { type InsightsSearch, parseInsightsSearch } from "../../../../site/insights/insights-search";
import { PaginationRow } from "../../../../site/insights/pagination-row";
import { loadPage } from "../../../../site/pages/page-data";
import { PageHero } from "../../../../site/pages/page-hero";
import { InsightsSkeleton } from "../../../../site/pages/page-skeleton";
import { ErrorPage } from "../../../../site/pages/error-page";

/** "?category=…&tag=…&page=2" of a list address, in a fixed order (one canonical per page). */
function queryOf(search: InsightsSearch): string {
  const params = new URLSearchParams();
  if (search.category) params.set("category", search.category);
  if (search.q) params.set("q", search.q);
  if (search.tag) params.set("tag", search.tag);
  if (search.page && search.page > 1) params.set("page", String(search.page));
  const query = params.toString();
  return query ? `?${query}` : "";
}

export const Route = createFileRoute("/$lang/_site/insights/")({
  validateSearch: parseInsightsSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, params, deps }) => {
    const lang = langParam(params.lang);
    const [page, list] = await Promise.all([loadPage(context, "insights", lang), loadInsightsPage(context, lang, deps)]);
    // A page past the last does not exist (404); page 1 always does, empty or not.
    if (list === undefined) throw notFound();
    return { ...page, list, search: deps };
  },
  head: ({ loaderData, params, match }) => {
    if (!loaderData) return {};
    const lang = langParam(params.lang);
    // Categories and tags are words of one language: a filtered list has no counterpart in the other.
    const { category, q, tag } = loaderData.search;
    const shared = category || q || tag ? {} : { page: loaderData.search.page };
    const paths = Object.fromEntries(
      LANGS.map((l) => [l, pagePath(l, "insights") + queryOf(l === lang ? loaderData.search : shared)]),
    ) as Record<Lang, string>;
    return pageHead({ ...loaderData, lang, origin: match.context.origin, paths });
  },
  pendingComponent: InsightsSkeleton,
  errorComponent: ErrorPage,
  component: InsightsPage,
});

function InsightsPage() {
  const { t } = useLingui();
  const lang = langParam(Route.useParams().lang);
  const { page, list, search } = Route.useLoaderData();
  const filtered = Boolean(search.category || search.q || search.tag);
  return (
    <>
      <PageHero html={page.hero} title={page.title} />
      <section className="section">
        <div className="container">
          {list && <InsightsFinder lang={lang} search={search} categories={list.categories} tags={list.tags} />}
          {list && list.total === 0 && filtered ? (
            <p className="state-message" role="status">
              {t`No articles match your search.`} <Link to="/$lang/insights" params={{ lang }}>{t`Show all articles`}</Link>
            </p>
          ) : (
            <ArticleGrid articles={list?.items ?? null} lang={lang} aboveTheFold />
          )}
          {list && list.total > 0 && (
            <PaginationRow
              lang={lang}
              search={{ category: search.category, q: search.q, tag: search.tag }}
              page={search.page ?? 1}
              pageCount={Math.max(1, Math.ceil(list.total / INSIGHTS_PER_PAGE))}
            />
          )}
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
