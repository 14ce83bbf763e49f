import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { createFileRoute, Link, notFound, redirect } from "@tanstack/react-router";
import { IconArrowLeft } from "@tabler/icons-react";
import { caseStudyPath } from "@lumiere/i18n";
import { BRAND } from "@lumiere/validation";
import { caseStudyJsonLd, jsonLd } from "../../../../lib/json-ld";
import { alternatesOf, langParam, noIndexHead, pageHead, sharedImage } from "../../../../lib/seo";
import { trpcOf } from "../../../../lib/trpc";
import { TestimonialQuote } from "../../../../site/case-studies/clients-section";
import { industryLabel, serviceLabel } from "../../../../site/case-studies/labels";
import { loadCaseStudy } from "../../../../site/case-studies/loaders";
import type { SiteContact } from "../../../../site/layout/site-info";
import { ArticleSkeleton } from "../../../../site/pages/page-skeleton";
import { sharedPicture } from "../../../../site/pages/shared-picture";
import { ErrorPage } from "../../../../site/pages/error-page";

const NOT_FOUND_TITLE = msg`Case Study Not Found`;
const NOT_FOUND_TEXT = msg`The case study you're looking for doesn't exist.`;

export const Route = createFileRoute("/$lang/_site/case-studies/$slug")({
  loader: async ({ context, params }) => {
    const lang = langParam(params.lang);
    const [site, study] = await Promise.all([
      context.queryClient.ensureQueryData(trpcOf(context).trpc.pages.siteInfo.queryOptions()),
      loadCaseStudy(context, lang, params.slug),
    ]);
    if (!study) throw notFound();
    // The other language's slug also resolves: send it to this language's address.
    if (study.slug !== params.slug) throw redirect({ href: caseStudyPath(lang, study.slug), statusCode: 301 });
    // Made here, not in the head: the head is part of every page's first load, the loader is not.
    const keywords = [industryLabel(study.industry), ...study.services.map(serviceLabel)].flatMap((d) => (d ? [context.i18n._(d)] : []));
    const alternates = alternatesOf(study.slugs, caseStudyPath);
    return { siteName: site.siteName, shareImage: sharedPicture(study.shareImage || site.socialImage), keywords, study, alternates };
  },
  head: ({ loaderData, params, match, matches }) => {
    const { i18n, origin } = match.context;
    if (!loaderData) {
      const site = matches.find((m) => (m.routeId as string) === "/$lang")?.loaderData as SiteContact | undefined;
      return noIndexHead({
        origin,
        paths: { en: caseStudyPath("en", params.slug), fr: caseStudyPath("fr", params.slug) },
        title: i18n._(NOT_FOUND_TITLE),
        description: i18n._(NOT_FOUND_TEXT),
        siteName: site?.siteName ?? BRAND,
      });
    }
    const lang = langParam(params.lang);
    const { study } = loaderData;
    const paths = loaderData.alternates;
    const image = loaderData.shareImage;
    const head = pageHead({
      lang,
      origin,
      paths,
      title: study.title,
      description: study.summary,
      siteName: loaderData.siteName,
      type: "article",
      image,
    });
    const thing = caseStudyJsonLd({
      url: origin + (paths[lang] ?? caseStudyPath(lang, params.slug)),
      headline: study.title,
      description: study.summary,
      image: sharedImage(image, origin),
      datePublished: study.publishedAt,
      dateModified: study.updatedAt,
      lang,
      siteName: loaderData.siteName,
      logo: `${origin}/favicon.svg`,
      origin,
      client: study.client,
      keywords: loaderData.keywords,
    });
    return { ...head, meta: [...head.meta, jsonLd(thing)] };
  },
  pendingComponent: ArticleSkeleton,
  notFoundComponent: CaseStudyNotFound,
  errorComponent: ErrorPage,
  component: CaseStudyPage,
});

function CaseStudyNotFound() {
  const { t, i18n } = useLingui();
  const lang = langParam(Route.useParams().lang);
  return (
    <section className="section">
      <div className="container narrow state-message">
        <h1>{i18n._(NOT_FOUND_TITLE)}</h1>
        <p>{i18n._(NOT_FOUND_TEXT)}</p>
        <Link to="/$lang/case-studies" params={{ lang }}>
          {t`Back to Case Studies`}
        </Link>
      </div>
    </section>
  );
}

function CaseStudyPage() {
  const { t, i18n } = useLingui();
  const lang = langParam(Route.useParams().lang);
  const { study } = Route.useLoaderData();
  const industry = industryLabel(study.industry);
  const services = study.services.flatMap((s) => {
    const d = serviceLabel(s);
    return d ? [i18n._(d)] : [];
  });
  return (
    <article className="case-page">
      <header className="page-hero">
        <div className="container narrow">
          <Link to="/$lang/case-studies" params={{ lang }} className="back-link">
            <IconArrowLeft size={18} aria-hidden="true" />
            {t`Back to Case Studies`}
          </Link>
          <h1>{study.title}</h1>
          <p className="lead">{study.summary}</p>
          <dl className="case-facts">
            <div>
              <dt>{t`Client`}</dt>
              <dd>{study.client}</dd>
            </div>
            {industry && (
              <div>
                <dt>{t`Industry`}</dt>
                <dd>{i18n._(industry)}</dd>
              </div>
            )}
            {services.length > 0 && (
              <div>
                <dt>{t`Services`}</dt>
                <dd>{services.join(", ")}</dd>
              </div>
            )}
          </dl>
        </div>
      </header>
      <div className="section">
        <div className="container narrow prose">
          {study.results.length > 0 && (
            <section aria-labelledby="results-title">
              <h2 id="results-title">{t`Results`}</h2>
              <dl className="case-figures">
                {study.results.map((r) => (
                  <div key={`${r.figure}-${r.label}`}>
                    <dt>{r.figure}</dt>
                    <dd>{r.label}</dd>
                  </div>
                ))}
              </dl>
            </section>
          )}
          {study.challenge && <CaseText id="challenge-title" title={t`The challenge`} text={study.challenge} />}
          {study.approach && <CaseText id="approach-title" title={t`Our approach`} text={study.approach} />}
          {study.pictures.length > 0 && (
            <div className="case-pictures">
              {study.pictures.map((p) => (
                <figure key={p.url}>
                  <img src={p.url} alt={p.alt} loading="lazy" decoding="async" />
                </figure>
              ))}
            </div>
          )}
          {study.testimonial ? (
            <TestimonialQuote testimonial={study.testimonial} />
          ) : (
            study.quote && (
              <figure className="testimonial">
                <blockquote>
                  <p>{study.quote}</p>
                </blockquote>
                <figcaption>{study.client}</figcaption>
              </figure>
            )
          )}
        </div>
      </div>
    </article>
  );
}

/** A section of text: paragraphs on blank lines, as the articles' plain text. */
function CaseText({ id, title, text }: { id: string; title: string; text: string }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {text.split(/\n\s*\n/).map((p) => (
        <p key={p}>{p}</p>
      ))}
    </section>
  );
}
