import { isLang, LANGS, type Lang, pagePath, swapLang } from "@lumiere/i18n";
import type { PageId } from "@lumiere/validation";

/** A route's `lang` param as a Lang (the `$lang` route has already rejected anything else). */
export function langParam(value: string): Lang {
  return isLang(value) ? value : "en";
}

export interface PageHeadInput {
  lang: Lang;
  origin: string;
  /**
   * The page's path in each language it is published in ("/en/about", "/fr/about"): a language
   * without one gets no alternate (its own language always has one).
   */
  paths: Alternates;
  title: string;
  description: string;
  siteName: string;
  type?: "website" | "article" | "profile";
  /** The picture shared with the page (its 1200×630 social copy is used when it has one). */
  image?: { url: string; width?: number; height?: number } | null;
  /** What the picture shows, in the page's language. */
  imageAlt?: string;
}

const ogLocale: Record<Lang, string> = { en: "en_US", fr: "fr_FR" };

/** A page's address in each language it is published in, from its slugs there. */
export type Alternates = Partial<Record<Lang, string>>;
export function alternatesOf(slugs: Partial<Record<Lang, string>>, pathOf: (lang: Lang, slug: string) => string): Alternates {
  return Object.fromEntries(LANGS.flatMap((l) => (slugs[l] ? [[l, pathOf(l, slugs[l])]] : [])));
}

/** A page's address in every language: "about" → { en: "/en/about", fr: "/fr/about" }. */
export function pagePaths(pageId: string): Record<Lang, string> {
  return { en: pagePath("en", pageId), fr: pagePath("fr", pageId) };
}

/** The absolute URL of a shared picture (site/pages/shared-picture.ts chose it). */
export function sharedImage(image: { url: string } | null | undefined, origin: string): string | null {
  if (!image) return null;
  try {
    return new URL(image.url, origin).href;
  } catch {
    return null;
  }
}

/** Title, description, canonical, hreflang (en, fr, x-default → en) and Open Graph tags of a page. */
export function pageHead({ lang, origin, paths, title, description, siteName, type = "website", image, imageAlt }: PageHeadInput) {
  const fullTitle = `${title} | ${siteName}`;
  const url = origin + (paths[lang] ?? pagePath(lang, "home"));
  const published = LANGS.filter((l) => paths[l]);
  const shared = sharedImage(image, origin);
  const picture = shared
    ? [
        { property: "og:image", content: shared },
        ...(image?.width && image.height
          ? [
              { property: "og:image:width", content: String(image.width) },
              { property: "og:image:height", content: String(image.height) },
            ]
          : []),
        ...(imageAlt ? [{ property: "og:image:alt", content: imageAlt }] : []),
        { name: "twitter:image", content: shared },
      ]
    : [];
  return {
    meta: [
      { title: fullTitle },
      { name: "description", content: description },
      { property: "og:title", content: fullTitle },
      { property: "og:description", content: description },
      { property: "og:type", content: type },
      { property: "og:url", content: url },
      { property: "og:site_name", content: siteName },
      { property: "og:locale", content: ogLocale[lang] },
      ...published.filter((l) => l !== lang).map((l) => ({ property: "og:locale:alternate", content: ogLocale[l] })),
      ...picture,
      { name: "twitter:card", content: shared ? "summary_large_image" : "summary" },
    ],
    links: [
      { rel: "canonical", href: url },
      // Reciprocal alternates between the published languages only, as in the sitemap.
      ...published.map((l) => ({ rel: "alternate", hrefLang: l, href: origin + paths[l] })),
      ...(paths.en ? [{ rel: "alternate", hrefLang: "x-default", href: origin + paths.en }] : []),
    ],
  };
}

export interface NoIndexHeadInput {
  origin: string;
  paths: Record<Lang, string>;
  title: string;
  description: string;
  siteName: string;
  robots?: string;
}

/**
 * Head of a page search engines should not index (404, Article Not Found, admin): title,
 * description, robots and the hreflang alternates of the same address in each language.
 */
export function noIndexHead({ origin, paths, title, description, siteName, robots = "noindex" }: NoIndexHeadInput) {
  return {
    meta: [{ title: `${title} | ${siteName}` }, { name: "description", content: description }, { name: "robots", content: robots }],
    links: [
      ...LANGS.map((l) => ({ rel: "alternate", hrefLang: l, href: origin + paths[l] })),
      { rel: "alternate", hrefLang: "x-default", href: origin + paths.en },
    ],
  };
}

/** The same address in each language: "/fr/admin/login" → { en: "/en/admin/login", fr: "/fr/admin/login" }. */
export function pathsOf(pathname: string): Record<Lang, string> {
  return { en: swapLang(pathname, "en"), fr: swapLang(pathname, "fr") };
}

interface ContentHeadContext {
  loaderData?: { siteName: string; title: string; description: string; image?: PageHeadInput["image"] };
  params: { lang: string };
  match: { context: { origin: string } };
}

/** The `head` of a content page ("about"), from its loader's title and description. */
export function contentHead(pageId: PageId) {
  return ({ loaderData, params, match }: ContentHeadContext) =>
    loaderData ? pageHead({ ...loaderData, lang: langParam(params.lang), origin: match.context.origin, paths: pagePaths(pageId) }) : {};
}
