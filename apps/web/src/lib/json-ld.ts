// Structured data (schema.org JSON-LD) for search engines, in one place: every route that describes
// something adds its builder here and puts `jsonLd(…)` in its head's `meta`. TanStack Router writes
// such an entry as `<script type="application/ld+json">` with `<`, `>` and `&` escaped, so text from
// content cannot close the element; a data block is never executed, so the CSP has nothing to allow.
import type { JSX } from "react";

/** A schema.org object (its `@type` and properties). */
export type JsonLdThing = { "@type": string | string[] } & Record<string, unknown>;

/** What a route's `head().meta` holds: typed as React's meta props, though the router also reads `script:ld+json` from it. */
type HeadMeta = JSX.IntrinsicElements["meta"];

/** A head `meta` entry that the router renders as one JSON-LD script. */
export function jsonLd(thing: JsonLdThing): HeadMeta {
  const entry = { "script:ld+json": { "@context": "https://schema.org", ...thing } };
  return entry as unknown as HeadMeta;
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
  /** The article's author (a published team profile); absent: the company is the author. */
  author?: PersonJsonLdInput | null;
}

/** `Article` of an article page; the publisher is the company, and so is the author unless a person is named. */
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
    author: a.author ? personJsonLd(a.author) : organization,
    publisher: { ...organization, logo: { "@type": "ImageObject", url: a.logo } },
  };
}

/** What `organizationJsonLd` needs: the company's facts (as `pages.siteInfo` gives them). */
export interface OrganizationJsonLdInput {
  origin: string;
  lang: string;
  /** Absolute URL of the site's logo. */
  logo: string;
  facts: {
    name: string;
    email: string;
    phone: string;
    address: { postalCode: string; locality: string; country: string };
    hours: { days: string[]; opens: string; closes: string };
    social: { url: string }[];
  };
  /** The street in this language. */
  street: string;
}

const DAY_URIS: Record<string, string> = {
  Mo: "Monday",
  Tu: "Tuesday",
  We: "Wednesday",
  Th: "Thursday",
  Fr: "Friday",
  Sa: "Saturday",
  Su: "Sunday",
};

/**
 * Who the company is, site-wide: an `Organization` that is also a `ProfessionalService` (a
 * LocalBusiness), with its address, hours, telephone, e-mail and social profiles from Settings.
 */
export function organizationJsonLd({ origin, lang, logo, facts, street }: OrganizationJsonLdInput): JsonLdThing {
  const { address, hours } = facts;
  const sameAs = facts.social.map((s) => s.url).filter(Boolean);
  return {
    "@type": ["Organization", "ProfessionalService"],
    "@id": `${origin}/#organization`,
    name: facts.name,
    url: `${origin}/${lang}`,
    logo,
    image: logo,
    telephone: facts.phone,
    email: facts.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: street,
      ...(address.postalCode ? { postalCode: address.postalCode } : {}),
      ...(address.locality ? { addressLocality: address.locality } : {}),
      ...(address.country ? { addressCountry: address.country } : {}),
    },
    openingHoursSpecification: [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: hours.days.map((d) => `https://schema.org/${DAY_URIS[d] ?? d}`),
        opens: hours.opens,
        closes: hours.closes,
      },
    ],
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}

export interface CaseStudyJsonLdInput extends ArticleJsonLdInput {
  /** The client the work was for. */
  client: string;
  /** The industry and the services, in the page's language. */
  keywords: string[];
}

/**
 * A case study: an `Article` (a CreativeWork) by the company, `about` the client. No `Review`:
 * the client's quote is about the company on the company's own site, which Google's review
 * snippet rules call self-serving and do not allow.
 */
export function caseStudyJsonLd(c: CaseStudyJsonLdInput): JsonLdThing {
  return {
    ...articleJsonLd(c),
    genre: "Case study",
    about: { "@type": "Organization", name: c.client },
    ...(c.keywords.length > 0 ? { keywords: c.keywords.join(", ") } : {}),
  };
}

/** A list page (the case studies): a `CollectionPage` whose `ItemList` holds the addresses it shows. */
export function collectionJsonLd(p: { url: string; name: string; description: string; lang: string; items: string[] }): JsonLdThing {
  return {
    "@type": "CollectionPage",
    "@id": p.url,
    url: p.url,
    name: p.name,
    description: p.description,
    inLanguage: p.lang,
    mainEntity: {
      "@type": "ItemList",
      itemListElement: p.items.map((url, i) => ({ "@type": "ListItem", position: i + 1, url })),
    },
  };
}

/** What `personJsonLd` needs: a team profile as its page shows it. */
export interface PersonJsonLdInput {
  name: string;
  /** Absolute address of the person's author page. */
  url: string;
  jobTitle: string;
  description?: string;
  /** Absolute URL of the photo. */
  image: string | null;
  /** The profile's links (LinkedIn, X…). */
  sameAs: string[];
  /** The company, as `organizationJsonLd` names it on every page. */
  origin: string;
  siteName: string;
}

/** A `Person` of the team: who they are, their page and profiles elsewhere, and the company they work for. */
export function personJsonLd(p: PersonJsonLdInput): JsonLdThing {
  return {
    "@type": "Person",
    "@id": `${p.url}#person`,
    name: p.name,
    url: p.url,
    ...(p.jobTitle ? { jobTitle: p.jobTitle } : {}),
    ...(p.description ? { description: p.description } : {}),
    ...(p.image ? { image: p.image } : {}),
    ...(p.sameAs.length > 0 ? { sameAs: p.sameAs } : {}),
    worksFor: { "@type": "Organization", "@id": `${p.origin}/#organization`, name: p.siteName },
  };
}

/** The Team page: a page about the company whose main entity is the list of its people, in order. */
export function teamJsonLd(page: { url: string; name: string; lang: string }, people: PersonJsonLdInput[]): JsonLdThing {
  return {
    "@type": ["AboutPage", "CollectionPage"],
    url: page.url,
    name: page.name,
    inLanguage: page.lang,
    mainEntity: {
      "@type": "ItemList",
      numberOfItems: people.length,
      itemListElement: people.map((p, i) => ({ "@type": "ListItem", position: i + 1, item: personJsonLd(p) })),
    },
  };
}

/** A landing page: a `WebPage` in its language, published by the company. */
export function webPageJsonLd(p: {
  url: string;
  name: string;
  description: string;
  lang: string;
  image: string | null;
  siteName: string;
  origin: string;
  dateModified: string;
}): JsonLdThing {
  return {
    "@type": "WebPage",
    "@id": p.url,
    url: p.url,
    name: p.name,
    description: p.description,
    inLanguage: p.lang,
    ...(p.image ? { primaryImageOfPage: { "@type": "ImageObject", url: p.image } } : {}),
    dateModified: p.dateModified,
    isPartOf: { "@type": "WebSite", name: p.siteName, url: `${p.origin}/` },
  };
}

/** The questions and answers a page shows (its FAQ blocks), as a `FAQPage`. */
export function faqJsonLd(p: { url: string; lang: string; items: Array<{ question: string; answer: string }> }): JsonLdThing {
  return {
    "@type": "FAQPage",
    "@id": `${p.url}#faq`,
    inLanguage: p.lang,
    mainEntity: p.items.map((i) => ({ "@type": "Question", name: i.question, acceptedAnswer: { "@type": "Answer", text: i.answer } })),
  };
}
