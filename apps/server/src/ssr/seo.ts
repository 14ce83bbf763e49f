import type { FastifyInstance } from "fastify";
import { articlePath, caseStudyPath, LANGS, type Lang, landingPath, pagePath, teamPath } from "@lumiere/i18n";
import { PAGE_IDS } from "@lumiere/validation";
import { listArticleAddresses } from "../domain/articles";
import { listCaseStudyAddresses } from "../domain/showcase/case-studies";
import { listLandingAddresses } from "../domain/landing/public";
import { listProfileSlugs } from "../domain/team/public";
import { escapeHtml } from "../domain/html";
import { sendNotFound } from "../http/pages";
import { siteOrigin } from "../plugins/security";
import type { AppServices } from "../trpc/context";

/** Addresses per child sitemap: the protocol's limit (tests lower it). */
export const SITEMAP_LIMITS = { urlsPerSitemap: 50_000 };

const XML_TYPE = "application/xml; charset=utf-8";
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** Where the n-th child sitemap (from 1) lives. */
export const childSitemapPath = (n: number) => `/sitemaps/${n}.xml`;

/** One <url> per published address: every page in both languages, every article in its published languages. */
async function urlElements(services: AppServices, origin: string): Promise<string[]> {
  const entries: Array<Partial<Record<Lang, string>>> = PAGE_IDS.map((id) => Object.fromEntries(LANGS.map((l) => [l, pagePath(l, id)])));
  // The Team page and each published profile's author page, in every language.
  for (const slug of ["", ...(await listProfileSlugs(services))]) {
    entries.push(Object.fromEntries(LANGS.map((l) => [l, teamPath(l, slug || undefined)])));
  }
  for (const a of await listArticleAddresses(services)) {
    entries.push(Object.fromEntries(LANGS.filter((l) => a[l]).map((l) => [l, articlePath(l, a[l])])));
  }
  // The case studies list (its title and description are the site's own words, not a page record).
  entries.push(Object.fromEntries(LANGS.map((l) => [l, pagePath(l, "case-studies")])));
  for (const c of await listCaseStudyAddresses(services)) {
    entries.push(Object.fromEntries(LANGS.filter((l) => c[l]).map((l) => [l, caseStudyPath(l, c[l])])));
  }
  for (const p of await listLandingAddresses(services)) {
    entries.push(Object.fromEntries(LANGS.filter((l) => p[`slug_${l}`]).map((l) => [l, landingPath(l, p[`slug_${l}`])])));
  }
  return entries.flatMap((alternates) =>
    LANGS.flatMap((lang) => {
      const loc = alternates[lang];
      if (!loc) return [];
      // Reciprocal hreflang between the published languages only.
      const pairs = LANGS.flatMap((l) => (alternates[l] ? [[l, alternates[l]]] : []));
      if (alternates.en) pairs.push(["x-default", alternates.en]);
      const links = pairs
        .map(([hl, href]) => `    <xhtml:link rel="alternate" hreflang="${hl}" href="${escapeHtml(origin + href)}"/>`)
        .join("\n");
      return [`  <url>\n    <loc>${escapeHtml(origin + loc)}</loc>\n${links}\n  </url>`];
    }),
  );
}

/**
 * The child sitemaps' bodies, at most `urlsPerSitemap` addresses each, kept in the content cache:
 * built once, rebuilt after any publication or edit clears it (in every process).
 */
function childSitemaps(services: AppServices, origin: string): Promise<string[]> {
  const limit = SITEMAP_LIMITS.urlsPerSitemap;
  return services.cache.get(`sitemaps:${origin}:${limit}`, async () => {
    const urls = await urlElements(services, origin);
    const children: string[] = [];
    for (let i = 0; i === 0 || i < urls.length; i += limit) {
      children.push(
        `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.slice(i, i + limit).join("\n")}\n</urlset>\n`,
      );
    }
    return children;
  });
}

/**
 * /robots.txt, and /sitemap.xml: a sitemap index whose children (/sitemaps/{n}.xml) list the
 * published addresses, with absolute URLs from the site's origin.
 */
export async function seoRoutes(app: FastifyInstance, opts: { services: AppServices }) {
  const originOf = () => siteOrigin(opts.services);

  app.get("/robots.txt", async (_req, reply) => {
    return reply
      .type("text/plain; charset=utf-8")
      .send(
        `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /en/admin\nDisallow: /fr/admin\n\nSitemap: ${await originOf()}/sitemap.xml\n`,
      );
  });

  app.get("/sitemap.xml", async (_req, reply) => {
    const origin = await originOf();
    const children = await childSitemaps(opts.services, origin);
    const entries = children.map((_, i) => `  <sitemap>\n    <loc>${escapeHtml(origin + childSitemapPath(i + 1))}</loc>\n  </sitemap>`);
    return reply
      .type(XML_TYPE)
      .send(`${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</sitemapindex>\n`);
  });

  app.get("/sitemaps/:name", async (req, reply) => {
    const n = /^([1-9]\d{0,5})\.xml$/.exec((req.params as { name: string }).name)?.[1];
    const body = n ? (await childSitemaps(opts.services, await originOf()))[Number(n) - 1] : undefined;
    if (!body) return sendNotFound(req, reply);
    return reply.type(XML_TYPE).send(body);
  });
}
