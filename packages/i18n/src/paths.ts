// The spec's language rule (§2), in one place: the server answers it as an HTTP redirect and the
// router applies it to client navigations.
import { DEFAULT_LANG, isLang, type Lang } from "./langs";

// The spec lists the admin sign-in and dashboard without a prefix too (§2 admin routes); they open in English.
const UNPREFIXED_ROUTES = /^\/admin(\/login)?\/?$/;

/** Where a path must be redirected so that it starts with a language, or null when it already does. */
export function langRedirect(pathname: string): string | null {
  const [, first = ""] = pathname.split("/");
  if (isLang(first) || UNPREFIXED_ROUTES.test(pathname)) return null;
  if (pathname === "/" || pathname === "") return `/${DEFAULT_LANG}`;
  return `/${DEFAULT_LANG}${pathname.startsWith("/") ? pathname : `/${pathname}`}`;
}

/** The path without its language prefix: "/fr/about" → "/about", "/en" → "". */
export function stripLang(pathname: string): string {
  const [, first = ""] = pathname.split("/");
  if (!isLang(first)) return pathname;
  return pathname.slice(first.length + 1);
}

/** Prefix a language-less path ("" or "/about") with a language. */
export function withLang(lang: Lang, rest: string): string {
  if (rest === "" || rest === "/") return `/${lang}`;
  return `/${lang}${rest.startsWith("/") ? rest : `/${rest}`}`;
}

/** Same path in another language: "/en/about" → "/fr/about". */
export function swapLang(pathname: string, lang: Lang): string {
  return withLang(lang, stripLang(pathname));
}

/** A page's address: "home" → "/en", "about" → "/en/about" (server links, sitemap, SEO and the site alike). */
export function pagePath(lang: Lang, pageId: string): string {
  return withLang(lang, pageId === "home" ? "" : `/${pageId}`);
}

/** An article's address: "/en/insights/{slug}". */
export function articlePath(lang: Lang, slug: string): string {
  return `/${lang}/insights/${slug}`;
}

/** A language's RSS feed of articles: "/en/insights/rss.xml" (a dot no slug has, so never an article's address). */
export function feedPath(lang: Lang): string {
  return `/${lang}/insights/rss.xml`;
}

/** A case study's address ("/en/case-studies/{slug}"); the list is `pagePath(lang, "case-studies")`. */
export function caseStudyPath(lang: Lang, slug: string): string {
  return `/${lang}/case-studies/${slug}`;
}

/** The Team page, or with a profile's slug its author page: "/en/team", "/en/team/jane-doe". */
export function teamPath(lang: Lang, slug?: string): string {
  return slug ? `/${lang}/team/${slug}` : `/${lang}/team`;
}

/**
 * A page path as the server matches it (old addresses that redirect): percent-decoded as typed
 * ("/en/%C3%A9t%C3%A9/" → "/en/été"; an undecodable one kept as sent), without a trailing slash.
 */
export function matchPath(pathname: string): string {
  let path = pathname;
  try {
    path = decodeURI(pathname);
  } catch {
    // Malformed percent-encoding: matched as sent.
  }
  return path.length > 1 ? path.replace(/\/+$/, "") || "/" : path;
}

/** What a signup e-mail's link led to: each is a page of the site, "/en/signup/confirmed". */
export const SIGNUP_STATES = ["confirmed", "unsubscribe", "unsubscribed", "still-unsubscribed", "invalid", "busy"] as const;
export type SignupState = (typeof SIGNUP_STATES)[number];

/** The page telling a visitor what their signup link did ("unsubscribe" asks before acting). */
export function signupPagePath(lang: Lang, state: SignupState): string {
  return withLang(lang, `/signup/${state}`);
}

/** A signup e-mail's link: the API acts on it (old e-mails keep this address), then shows the page. */
export function signupLinkPath(action: "confirm" | "unsubscribe", lang: Lang, token: string): string {
  return `/api/signups/${action}?${new URLSearchParams({ token, lang })}`;
}

/** A landing page's address: "/en/{slug}" (the site's fixed pages win over it; their segments are reserved). */
export function landingPath(lang: Lang, slug: string): string {
  return `/${lang}/${slug}`;
}
