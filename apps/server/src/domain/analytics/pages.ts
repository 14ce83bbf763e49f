// Which addresses analytics counts: the public pages of the web app (apps/web/src/routes/$lang/_site),
// each under one canonical address. A beacon may name any path, so anything else is counted nowhere:
// made-up paths never reach the dashboard nor grow the rollups. Articles count only when published,
// read from the cached list of published addresses (the sitemap's): no query per beacon, one per
// content change.
import { isLang, type Lang, matchPath, SIGNUP_STATES } from "@lumiere/i18n";
import { PAGE_IDS } from "@lumiere/validation";
import { listArticleAddresses } from "../articles";
import type { ContentDeps } from "../deps";
import { listLandingAddresses } from "../landing/public";
import { listCaseStudyAddresses } from "../showcase/case-studies";
import { listProfileSlugs } from "../team/public";

const PAGES: ReadonlySet<string> = new Set([...PAGE_IDS.filter((id) => id !== "home"), "team", "case-studies"]);
const SIGNUP_PAGES: ReadonlySet<string> = new Set(SIGNUP_STATES);

/**
 * The path as pages are matched (`matchPath`: percent-decoded, no trailing slash), without query or
 * fragment; null for what is not a path of this site ("//host/…" and "/\host/…" are other sites to
 * a browser).
 */
export function canonicalPath(raw: string): string | null {
  const [path = ""] = raw.split(/[?#]/, 1);
  if (!path.startsWith("/") || path.startsWith("//") || path.includes("\\")) return null;
  const canonical = matchPath(path);
  return canonical.startsWith("//") ? null : canonical;
}

type Slugs = Record<Lang, ReadonlySet<string>>;
/** The slugs each language's article pages answer to, built once per cached list of addresses. */
const slugsByList = new WeakMap<object, Slugs>();

async function publishedSlugs(deps: ContentDeps): Promise<Slugs> {
  const addresses = await listArticleAddresses(deps);
  let slugs = slugsByList.get(addresses);
  if (!slugs) {
    // As getArticleBySlug resolves them: an article published in a language answers there to
    // either of its published slugs.
    const of = (lang: Lang) => new Set(addresses.filter((a) => a[lang]).flatMap((a) => [a.en, a.fr].filter(Boolean)));
    slugs = { en: of("en"), fr: of("fr") };
    slugsByList.set(addresses, slugs);
  }
  return slugs;
}

/** The canonical address of the site's page at `raw`, or null when the site serves no page there. */
export async function sitePage(deps: ContentDeps, raw: string): Promise<string | null> {
  const path = canonicalPath(raw);
  if (path === null) return null;
  const [, lang, segment, second, ...more] = path.split("/");
  if (!isLang(lang) || more.length > 0) return null;
  if (segment === undefined) return path;
  // The router matches fixed segments whatever their case ("/en/About" is the about page): counted once, in lower case.
  const first = segment.toLowerCase();
  if (second === undefined) {
    if (PAGES.has(first)) return `/${lang}/${first}`;
    // A landing page answers in a language to its slug there, exactly as written (slugs are lower case).
    return (await listLandingAddresses(deps)).some((a) => a[`slug_${lang}`] === segment) ? `/${lang}/${segment}` : null;
  }
  if (first === "signup") return SIGNUP_PAGES.has(second) ? `/${lang}/${first}/${second}` : null;
  if (first === "team") return (await listProfileSlugs(deps)).includes(second) ? `/${lang}/${first}/${second}` : null;
  // A case study answers in a language to its slug there (the other language's slug redirects).
  if (first === "case-studies")
    return (await listCaseStudyAddresses(deps)).some((a) => a[lang] === second) ? `/${lang}/${first}/${second}` : null;
  if (first === "insights") return (await publishedSlugs(deps))[lang].has(second) ? `/${lang}/${first}/${second}` : null;
  return null;
}
