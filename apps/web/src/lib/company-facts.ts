// The company's facts on the public site: read from the `$lang` route's site info (the server's one
// accessor, `getCompanyFacts`); `fillCompanyFactsIn` (@lumiere/validation) writes them into page HTML
// where its placeholders stand, so that no page record holds a copy of an address or opening hours.
import { useMatch } from "@tanstack/react-router";
import { type CompanyFacts, type CompanyFactsText, companyFacts, SITE_DEFAULTS } from "@lumiere/validation";
import type { Lang } from "@lumiere/i18n";
import { useLang } from "./use-lang";

export { fillCompanyFactsIn, telHref } from "@lumiere/validation";

let defaults: CompanyFacts | undefined;
/** Made only when needed: formatting them creates Intl objects, costly the first time on a page. */
function defaultFacts(): CompanyFacts {
  defaults ??= companyFacts(SITE_DEFAULTS);
  return defaults;
}

/** The facts of Settings; the defaults outside a language (the bare 404 page). */
export function useCompanyFacts(): { facts: CompanyFacts; text: CompanyFactsText; lang: Lang } {
  const lang = useLang();
  const info = useMatch({ from: "/$lang", shouldThrow: false })?.loaderData as { facts?: CompanyFacts } | undefined;
  const facts = info?.facts ?? defaultFacts();
  return { facts, text: facts.text[lang], lang };
}
