import { useLingui } from "@lingui/react/macro";
import { Link, useMatch, useRouterState } from "@tanstack/react-router";
import { articlePath, LANGS, type Lang, swapLang } from "@lumiere/i18n";
import { useLang } from "../../lib/use-lang";

const names: Record<Lang, string> = { en: "English", fr: "Français" };

/** EN / FR: the same page in the other language; on an article, the article's slug in that language. */
export function LanguageSwitcher() {
  const { t } = useLingui();
  const lang = useLang();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const article = useMatch({ from: "/$lang/_site/insights/$slug", shouldThrow: false });
  const slugs = article?.loaderData?.slugs;
  const hrefFor = (target: Lang) => (slugs ? articlePath(target, slugs[target]) : swapLang(pathname, target));
  return (
    <nav className="lang-switch" aria-label={t`Language`}>
      {LANGS.map((l) => (
        <Link
          key={l}
          // A plain path: the switcher works on every route, including the 404 page.
          to={hrefFor(l) as "/"}
          className="lang-btn"
          // The current language's link points at this very page: the router marks it aria-current="page".
          activeOptions={{ exact: true, includeSearch: false }}
          data-active={l === lang || undefined}
          hrefLang={l}
          lang={l}
          preload={false}
        >
          {l.toUpperCase()}
          <span className="sr-only"> – {names[l]}</span>
        </Link>
      ))}
    </nav>
  );
}
