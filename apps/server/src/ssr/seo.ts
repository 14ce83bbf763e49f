import type { FastifyInstance, FastifyRequest } from "fastify";
import { articlePath, LANGS, pagePath } from "@lumiere/i18n";
import { PAGE_IDS } from "@lumiere/validation";
import { listArticleSummaries } from "../domain/articles";
import { escapeHtml } from "../domain/html";
import { siteOrigin } from "../plugins/security";
import type { AppServices } from "../trpc/context";

/** /sitemap.xml (every page and article in both languages, reciprocal hreflang) and /robots.txt. */
export async function seoRoutes(app: FastifyInstance, opts: { services: AppServices }) {
  const originOf = (req: FastifyRequest) => siteOrigin(opts.services.config, req);

  app.get("/robots.txt", (req, reply) => {
    reply
      .type("text/plain; charset=utf-8")
      .send(
        `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /en/admin\nDisallow: /fr/admin\n\nSitemap: ${originOf(req)}/sitemap.xml\n`,
      );
  });

  app.get("/sitemap.xml", async (req, reply) => {
    const origin = originOf(req);
    const entries: Array<Record<string, string>> = PAGE_IDS.map((id) => Object.fromEntries(LANGS.map((l) => [l, pagePath(l, id)])));
    for (const a of await listArticleSummaries(opts.services)) {
      entries.push({ en: articlePath("en", a.slug_en), fr: articlePath("fr", a.slug_fr) });
    }
    const urls = entries.flatMap((alternates) =>
      LANGS.map((lang) => {
        const links = [...LANGS.map((l) => [l, alternates[l]]), ["x-default", alternates.en]]
          .map(([hl, href]) => `    <xhtml:link rel="alternate" hreflang="${hl}" href="${escapeHtml(origin + href)}"/>`)
          .join("\n");
        return `  <url>\n    <loc>${escapeHtml(origin + alternates[lang])}</loc>\n${links}\n  </url>`;
      }),
    );
    reply
      .type("application/xml; charset=utf-8")
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`,
      );
  });
}
