import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { createFileRoute, Link, notFound } from "@tanstack/react-router";
import { caseStudyPath, LANGS, type Lang, pagePath } from "@lumiere/i18n";
import { CASE_STUDIES_PER_PAGE } from "@lumiere/validation/showcase-lists";
import { collectionJsonLd, jsonLd } from "../../../../lib/json-ld";
import { langParam, pageHead } from "../../../../lib/seo";
import { trpcOf } from "../../../../lib/trpc";
import { CaseStudiesFilter } from "../../../../site/case-studies/case-studies-filter";
import { CaseStudiesPager } from "../../../../site/case-studies/case-studies-pager";
import { CaseStudyCard } from "../../../../site/case-studies/case-study-card";
import { loadCaseStudiesPage } from "../../../../site/case-studies/loaders";
import { parseCaseStudiesSearch, queryOf } from "../../../../site/case-studies/search";
import { InsightsSkeleton } from "../../../../site/pages/page-skeleton";
import { ErrorPage } from "../../../../site/pages/error-page";

const TITLE = msg`Case Studies`;
const DESCRIPTION = msg`How our clients use AI: the challenge, our approach and the results, with figures.`;

export const Route = createFileRoute("/$lang/_site/case-studies/")({
  validateSearch: parseCaseStudiesSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, params, deps }) => {
    const lang = langParam(params.lang);
    const [site, list] = await Promise.all([
      context.queryClient.ensureQueryData(trpcOf(context).trpc.pages.siteInfo.queryOptions()),
      loadCaseStudiesPage(context, lang, deps),
    ]);
    // A page past the last does not exist (404); page 1 always does, empty or not.
    if (list === undefined) throw notFound();
    return { siteName: site.siteName, list, search: deps };
  },
  head: ({ loaderData, params, match }) => {
    if (!loaderData) return {};
    const { i18n, origin } = match.context;
    const lang = langParam(params.lang);
    // Filters are the same keys in every language: each language's address keeps them.
    const paths = Object.fromEntries(LANGS.map((l) => [l, pagePath(l, "case-studies") + queryOf(loaderData.search)])) as Record<
      Lang,
      string
    >;
    const title = i18n._(TITLE);
    const description = i18n._(DESCRIPTION);
    const head = pageHead({ lang, origin, paths, title, description, siteName: loaderData.siteName });
    const items = (loaderData.list?.items ?? []).map((c) => origin + caseStudyPath(lang, c.slug));
    return {
      ...head,
      meta: [...head.meta, jsonLd(collectionJsonLd({ url: origin + paths[lang], name: title, description, lang, items }))],
    };
  },
  pendingComponent: InsightsSkeleton,
  errorComponent: ErrorPage,
  component: CaseStudiesPage,
});

function CaseStudiesPage() {
  const { t, i18n } = useLingui();
  const lang = langParam(Route.useParams().lang);
  const { list, search } = Route.useLoaderData();
  const filtered = Boolean(search.industry || search.service);
  return (
    <>
      <section className="hero hero-page">
        <div className="hero-glow" aria-hidden="true" />
        <div className="container hero-inner">
          <div className="hero-copy">
            <h1>{i18n._(TITLE)}</h1>
            <p>{i18n._(DESCRIPTION)}</p>
          </div>
        </div>
      </section>
      <section className="section">
        <div className="container">
          {/* Filters over nothing published would only offer empty lists. */}
          {(filtered || (list?.total ?? 0) > 0) && <CaseStudiesFilter lang={lang} search={search} />}
          {list === null && (
            <p className="state-message" role="alert">
              {t`Failed to load case studies. Please try again later.`}
            </p>
          )}
          {list && list.total === 0 && (
            <p className="state-message" role="status">
              {filtered ? t`No case study matches these filters.` : t`No case studies published yet.`}{" "}
              {filtered && <Link to="/$lang/case-studies" params={{ lang }}>{t`Show all case studies`}</Link>}
            </p>
          )}
          {list && list.items.length > 0 && (
            <div className="case-grid">
              {list.items.map((study, i) => (
                <CaseStudyCard key={study.id} study={study} lang={lang} eager={i < 3} />
              ))}
            </div>
          )}
          {list && <CaseStudiesPager lang={lang} search={search} pageCount={Math.ceil(list.total / CASE_STUDIES_PER_PAGE)} />}
        </div>
      </section>
    </>
  );
}
