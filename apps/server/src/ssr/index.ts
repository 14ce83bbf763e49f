import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { langRedirect } from "@lumiere/i18n";
import { redirectFor } from "../domain/editorial/redirects";
import type { Config } from "../env";
import { compressPage, createPageCache, type PageCache, pageCacheKey, renderedPage, sendPage, type StoredPage } from "../http/cache";
import { CompressionQueueFull } from "../http/encoding";
import { isAdminPath, PAGE_ROUTE, sendNotFound, sendTooManyRequests, sendUnavailable } from "../http/pages";
import { SERVICE_UNAVAILABLE } from "../plugins/db-errors";
import { siteOrigin } from "../plugins/security";
import type { AppServices } from "../trpc/context";
import { previewToken, sendPreview } from "./preview";
import { createRenderer } from "./render";
import { feedRoutes } from "./feeds";
import { seoRoutes } from "./seo";
import { API_PATH, loadWebApp } from "./web-app";

declare module "fastify" {
  interface FastifyInstance {
    /** The public pages rendered and kept, for answers given before Fastify (http/early-answers.ts). */
    storedPages?: PageCache;
  }
}

/** The language rule as an HTTP redirect, then server rendering of the web app. */
export const ssrPlugin = fp(
  async (app: FastifyInstance, opts: { config: Config; services: AppServices }) => {
    const { config, services } = opts;
    const web = await loadWebApp(app, config);
    if (!web) return;
    await app.register(seoRoutes, { services });
    await app.register(feedRoutes, { services });

    const renderHtml = createRenderer(web, config, services);
    const pages = createPageCache();
    const renders = oneRenderAtATime();
    services.cache.onClear(() => pages.clear());
    app.decorate("storedPages", pages);

    const render = async (req: FastifyRequest, reply: FastifyReply) => {
      const [pathname = "/", query] = req.url.split("?");
      const target = langRedirect(pathname);
      if (target) return reply.redirect(query ? `${target}?${query}` : target, pathname === "/" ? 302 : 301);

      const token = previewToken(query);
      if (token !== null) return sendPreview(services, renderHtml, req, reply, token);

      // Old addresses (a renamed article, an admin's redirect) answer 301 to the current one.
      const moved = await redirectFor(services, req.url);
      if (moved) return reply.redirect(moved, 301);

      // Public pages are the same for every visitor: served from the page cache. The admin's
      // pages (a client-rendered shell) are rendered per request and never stored.
      const cacheable = !config.viteDev && !isAdminPath(pathname);
      const key = `${await siteOrigin(services)}${pageCacheKey(pathname, query)}`;
      const stored = cacheable ? pages.get(key) : undefined;
      if (stored) return sendPage(req, reply, stored);
      if (!cacheable) return renderAndSend(req, reply, null);
      // Visitors arriving while this page is rendered wait for that render: one render and one
      // compression, not one each (a render is never byte-identical to another, so none could share).
      // (Checked and led without an await between, or two visitors could both lead.)
      const underway = renders.get(key);
      if (!underway) return renders.lead(key, (keep) => renderAndSend(req, reply, { key, keep }));
      const shared = await underway;
      return shared ? sendPage(req, reply, shared) : renderAndSend(req, reply, null);
    };

    /**
     * Whether this address may have one more page rendered this minute. A stored page costs next to
     * nothing and a render (an address that is no page, a page not stored yet) costs far more: one
     * client asking for made-up addresses must not take the server's time from everyone.
     * When the counters fail, the render goes ahead: a visitor is not refused for our fault.
     */
    const mayRender = (req: FastifyRequest) =>
      services.limits.consume("renders", req.ip).catch((err: unknown) => {
        req.log.warn({ err }, "render limit could not be checked; rendering");
        return { ok: true, retryAfterSeconds: 0 };
      });

    /** Renders the page; a public one (`stored`) is kept at once and handed to the visitors waiting. */
    const renderAndSend = async (
      req: FastifyRequest,
      reply: FastifyReply,
      stored: { key: string; keep: (page: StoredPage) => void } | null,
    ) => {
      const allowed = await mayRender(req);
      if (!allowed.ok) return sendTooManyRequests(req, reply, allowed.retryAfterSeconds);
      const renderedAt = pages.generation;
      if (stored) app.metrics.pageRenders.inc();
      const page = await renderHtml(req, reply);
      if (page.status >= 500 && services.dbHealth.isDown()) {
        return sendUnavailable(req, reply, 5, SERVICE_UNAVAILABLE);
      }
      // A page may say it is one visitor's own (cache-control: no-store, a route's `headers`).
      const status = page.status === 200 || page.status === 404 ? page.status : null;
      if (stored && status && !page.headers["cache-control"]?.includes("no-store")) {
        // Kept at once, so the next visit gets these very bytes (and ETag); compressed for good
        // once done, then kept in that form.
        const fresh = renderedPage(status, page.html, page.headers);
        pages.set(stored.key, fresh, renderedAt);
        stored.keep(fresh);
        // Not compressed (a burst of new pages filled the queue, or it failed): not kept either,
        // or every visit would compress it again; the next visit renders it afresh.
        compressPage(fresh).then(
          (compressed) => pages.replace(stored.key, fresh, compressed),
          (error: unknown) => {
            pages.drop(stored.key, fresh);
            if (!(error instanceof CompressionQueueFull))
              req.log.error({ err: error }, "page compression failed; the page is rendered again next time");
          },
        );
        return sendPage(req, reply, fresh);
      }
      reply.code(page.status).headers(page.headers).header("cache-control", "no-store");
      return reply.compress(page.html);
    };

    // A catch-all route rather than the not-found handler: @fastify/compress only decorates routes.
    // Every more specific route (/api, /trpc, /assets, /media, SEO files) still wins over it.
    app.get(PAGE_ROUTE, (req, reply) => {
      if (API_PATH.test(req.url)) return sendNotFound(req, reply);
      return render(req, reply);
    });
  },
  { name: "ssr", dependencies: ["db"] },
);

/** The renders of public pages under way, by page: the first visitor renders, the others wait. */
function oneRenderAtATime() {
  const underway = new Map<string, Promise<StoredPage | null>>();
  return {
    /** The page being rendered under `key` once kept (null if it was not), or undefined if none is. */
    get: (key: string) => underway.get(key),
    async lead<T>(key: string, render: (keep: (page: StoredPage) => void) => Promise<T>): Promise<T> {
      let keep: (page: StoredPage | null) => void = () => {};
      underway.set(
        key,
        new Promise((resolve) => {
          keep = resolve;
        }),
      );
      try {
        return await render(keep);
      } finally {
        keep(null);
        underway.delete(key);
      }
    },
  };
}
