import type { FastifyInstance } from "fastify";
import { articlePath, LANGS, type Lang, pagePath } from "@lumiere/i18n";
import { PAGE_IDS } from "@lumiere/validation";
import { listArticleAddresses } from "../domain/articles";
import { escapeHtml } from "../domain/html";
import { siteOrigin } from "../plugins/security";
import type { AppServices } from "../trpc/context";

/**
 * /sitemap.xml (every page in both languages, every article in the languages it is published in,
 * reciprocal hreflang between published languages only) and /robots.txt.
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
    const entries: Array<Partial<Record<Lang, string>>> = PAGE_IDS.map((id) => Object.fromEntries(LANGS.map((l) => [l, pagePath(l, id)])));
    for (const a of await listArticleAddresses(opts.services)) {
      entries.push(Object.fromEntries(LANGS.filter((l) => a[l]).map((l) => [l, articlePath(l, a[l])])));
    }
    const urls = entries.flatMap((alternates) =>
      LANGS.flatMap((lang) => {
        const loc = alternates[lang];
        if (!loc) return [];
        const pairs = LANGS.flatMap((l) => (alternates[l] ? [[l, alternates[l]]] : []));
        if (alternates.en) pairs.push(["x-default", alternates.en]);
        const links = pairs
          .map(([hl, href]) => `    <xhtml:link rel="alternate" hreflang="${hl}" href="${escapeHtml(origin + href)}"/>`)
          .join("\n");
        return [`  <url>\n    <loc>${escapeHtml(origin + loc)}</loc>\n${links}\n  </url>`];
      }),
    );
    reply
      .type("application/xml; charset=utf-8")
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`,
      );
  });
}
