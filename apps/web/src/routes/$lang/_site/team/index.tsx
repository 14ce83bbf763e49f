import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { createFileRoute, Link } from "@tanstack/react-router";
import { type Lang, teamPath } from "@lumiere/i18n";
import { jsonLd, teamJsonLd } from "../../../../lib/json-ld";
import { langParam, pageHead } from "../../../../lib/seo";
import { ErrorPage } from "../../../../site/pages/error-page";
import { PageSkeleton } from "../../../../site/pages/page-skeleton";
import { ProfileCard } from "../../../../site/team/profile-card";
import { personOf } from "../../../../site/team/person";
import { loadTeam } from "../../../../site/team/team-loaders";

const teamPaths = (): Record<Lang, string> => ({ en: teamPath("en"), fr: teamPath("fr") });

export const Route = createFileRoute("/$lang/_site/team/")({
  loader: ({ context, params }) => loadTeam(context, langParam(params.lang)),
  head: ({ loaderData, params, match }) => {
    if (!loaderData) return {};
    const lang = langParam(params.lang);
    const { origin, i18n } = match.context;
    const { siteName, people } = loaderData;
    const title = i18n._(msg`Our Team`);
    const head = pageHead({
      lang,
      origin,
      paths: teamPaths(),
      title,
      description: i18n._(msg`Meet the consultants, data scientists and engineers of ${siteName}, in Paris.`),
      siteName,
    });
    const persons = people.map((p) => personOf(p, lang, origin, siteName));
    return { ...head, meta: [...head.meta, jsonLd(teamJsonLd({ url: origin + teamPath(lang), name: title, lang }, persons))] };
  },
  pendingComponent: PageSkeleton,
  errorComponent: ErrorPage,
  component: TeamPage,
});

function TeamPage() {
  const { t } = useLingui();
  const lang = langParam(Route.useParams().lang);
  const { siteName, people } = Route.useLoaderData();
  return (
    <>
      <section className="hero hero-page">
        <div className="hero-glow" aria-hidden="true" />
        <div className="container hero-inner">
          <div className="hero-copy">
            <h1>{t`Our Team`}</h1>
            <p>{t`The people of ${siteName}: consultants, data scientists and engineers who take your AI projects from the first workshop to production.`}</p>
          </div>
        </div>
      </section>
      <section className="section">
        <div className="container">
          {people.length === 0 ? (
            <p className="state-message" role="status">
              <Trans>
                Our team page is being prepared. In the meantime, learn{" "}
                <Link to="/$lang/about" params={{ lang }}>
                  more about us
                </Link>{" "}
                or{" "}
                <Link to="/$lang/contact" params={{ lang }}>
                  get in touch
                </Link>
                .
              </Trans>
            </p>
          ) : (
            <ul className="profile-grid">
              {people.map((p, i) => (
                <ProfileCard key={p.id} profile={p} lang={lang} eager={i < 3} />
              ))}
            </ul>
          )}
        </div>
      </section>
    </>
  );
}
