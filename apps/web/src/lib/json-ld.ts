// Structured data (schema.org JSON-LD) for search engines, in one place: every route that describes
// something adds its builder here and puts `jsonLd(…)` in its head's `meta`. TanStack Router writes
// such an entry as `<script type="application/ld+json">` with `<`, `>` and `&` escaped, so text from
// content cannot close the element; a data block is never executed, so the CSP has nothing to allow.

/** A schema.org object (its `@type` and properties). */
export type JsonLdThing = { "@type": string } & Record<string, unknown>;

/** A head `meta` entry that the router renders as one JSON-LD script. */
export function jsonLd(thing: JsonLdThing): { "script:ld+json": Record<string, unknown> } {
  return { "script:ld+json": { "@context": "https://schema.org", ...thing } };
}

export interface ArticleJsonLdInput {
  /** Absolute address of the article in this language. */
  url: string;
  headline: string;
  description: string;
  /** Absolute URL of its picture (the social copy when there is one). */
  image: string | null;
  datePublished: string;
  dateModified: string;
  lang: string;
  siteName: string;
  /** Absolute URL of the site's logo. */
  logo: string;
  origin: string;
}

/** `Article` of an article page; the author and the publisher are the company itself. */
export function articleJsonLd(a: ArticleJsonLdInput): JsonLdThing {
  const organization = { "@type": "Organization", name: a.siteName, url: `${a.origin}/` };
  return {
    "@type": "Article",
    headline: a.headline.slice(0, 110),
    description: a.description,
    ...(a.image ? { image: [a.image] } : {}),
    datePublished: a.datePublished,
    dateModified: a.dateModified,
    inLanguage: a.lang,
    mainEntityOfPage: { "@type": "WebPage", "@id": a.url },
    author: organization,
    publisher: { ...organization, logo: { "@type": "ImageObject", url: a.logo } },
  };
}
