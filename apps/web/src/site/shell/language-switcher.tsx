import { useLingui } from "@lingui/react/macro";
import { Link, useRouterState } from "@tanstack/react-router";
import { LANGS, type Lang, swapLang } from "@lumiere/i18n";
import type { Alternates } from "../../lib/seo";
import { useLang } from "../../lib/use-lang";

const names: Record<Lang, string> = { en: "English", fr: "Français" };

/**
 * EN / FR: the same page in the other language. A page with its own address per language (an
 * article, a case study, a landing page) names them in its loader's `alternates`; where it is not
 * published in a language, the switcher goes to the section it belongs to there.
 */
export function LanguageSwitcher() {
  const { t } = useLingui();
  const lang = useLang();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const alternates = useRouterState({
    select: (s) => s.matches.map((m) => (m.loaderData as { alternates?: Alternates } | undefined)?.alternates).findLast(Boolean),
  });
  const hrefFor = (target: Lang) =>
    alternates ? (alternates[target] ?? swapLang(pathname.slice(0, pathname.lastIndexOf("/")), target)) : swapLang(pathname, target);
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
