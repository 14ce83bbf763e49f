import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { createFileRoute, Link, notFound } from "@tanstack/react-router";
import { IconArrowLeft, IconChevronLeft, IconChevronRight } from "@tabler/icons-react";
import { type Lang, LANGS, teamPath } from "@lumiere/i18n";
import { AUTHOR_ARTICLES_PER_PAGE } from "@lumiere/validation";
import { jsonLd, personJsonLd } from "../../../../lib/json-ld";
import { searchPage } from "../../../../lib/search-text";
import { langParam, pageHead } from "../../../../lib/seo";
import { ArticleGrid } from "../../../../site/insights/article-grid";
import { ErrorPage } from "../../../../site/pages/error-page";
import { PageSkeleton } from "../../../../site/pages/page-skeleton";
import { bioParagraphs } from "../../../../site/team/person";
import { ProfileBio } from "../../../../site/team/profile-bio";
import { ProfileLinks } from "../../../../site/team/profile-links";
import { ProfilePhoto } from "../../../../site/team/profile-photo";
import { personOf } from "../../../../site/team/person";
import { loadAuthor } from "../../../../site/team/team-loaders";

/** `?page=` (PAGE_QUERY_PARAMS): absent on the first page. */
interface AuthorSearch {
  page?: number;
}

const pageQuery = (page: number | undefined) => (page && page > 1 ? `?page=${page}` : "");

/** A meta description from the role and the bio's first paragraph, cut at a word. */
function summary(parts: string[]): string {
  const text = parts.filter(Boolean).join(". ");
  return text.length <= 160 ? text : `${text.slice(0, 157).replace(/\s+\S*$/, "")}…`;
}

export const Route = createFileRoute("/$lang/_site/team/$slug")({
  validateSearch: (search: Record<string, unknown>): AuthorSearch => ({ page: searchPage(search.page) }),
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: async ({ context, params, deps }) => {
    const data = await loadAuthor(context, langParam(params.lang), params.slug, deps.page);
    if (!data) throw notFound();
    return { ...data, page: deps.page };
  },
  head: ({ loaderData, params, match }) => {
    if (!loaderData) return {};
    const lang = langParam(params.lang);
    const { origin, i18n } = match.context;
    const { profile, siteName, page } = loaderData;
    const paths = Object.fromEntries(LANGS.map((l) => [l, teamPath(l, profile.slug) + pageQuery(page)])) as Record<Lang, string>;
    const name = profile.name;
    const description = summary([profile.role, bioParagraphs(profile.bio)[0] ?? ""]) || i18n._(msg`Articles by ${name}`);
    const head = pageHead({
      lang,
      origin,
      paths,
      title: profile.role ? `${name}, ${profile.role}` : name,
      description,
      siteName,
      type: "profile",
      image: profile.photo,
      imageAlt: profile.photo?.alt,
    });
    return { ...head, meta: [...head.meta, jsonLd(personJsonLd(personOf(profile, lang, origin, siteName)))] };
  },
  pendingComponent: PageSkeleton,
  errorComponent: ErrorPage,
  component: AuthorPage,
});

function AuthorPage() {
  const { t } = useLingui();
  const lang = langParam(Route.useParams().lang);
  const { profile, articles, page } = Route.useLoaderData();
  const pageCount = Math.max(1, Math.ceil(articles.total / AUTHOR_ARTICLES_PER_PAGE));
  const name = profile.name;
  return (
    <>
      <section className="section">
        <div className="container narrow">
          <Link to="/$lang/team" params={{ lang }} className="back-link">
            <IconArrowLeft size={18} aria-hidden="true" />
            {t`Back to the team`}
          </Link>
          <div className="author-header">
            <ProfilePhoto profile={profile} size="page" eager />
            <div>
              <h1>{name}</h1>
              {profile.role && <p className="profile-role">{profile.role}</p>}
              <ProfileLinks profile={profile} />
            </div>
          </div>
          <ProfileBio bio={profile.bio} />
        </div>
      </section>
      <section className="section section-tinted" aria-labelledby="author-articles">
        <div className="container">
          <h2 id="author-articles" className="author-articles-title">{t`Articles by ${name}`}</h2>
          <ArticleGrid articles={articles.items} lang={lang} headingLevel={3} />
          {pageCount > 1 && (
            <nav className="author-pager" aria-label={t`Pages of articles`}>
              {page > 1 ? (
                <Link to="/$lang/team/$slug" params={{ lang, slug: profile.slug }} search={{ page: page - 1 > 1 ? page - 1 : undefined }}>
                  <IconChevronLeft size={18} aria-hidden="true" />
                  {t`Newer articles`}
                </Link>
              ) : (
                <span />
              )}
              {page < pageCount && (
                <Link to="/$lang/team/$slug" params={{ lang, slug: profile.slug }} search={{ page: page + 1 }}>
                  {t`Older articles`}
                  <IconChevronRight size={18} aria-hidden="true" />
                </Link>
              )}
            </nav>
          )}
        </div>
      </section>
    </>
  );
}
