import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import fastifyStatic from "@fastify/static";
import { createTRPCClient, unstable_localLink } from "@trpc/client";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { langRedirect } from "@lumiere/i18n";
import type { Config } from "../env";
import { type AppServices, createRequestContext } from "../trpc/context";
import { type AppRouter, appRouter } from "../trpc/router";
import type { Lang } from "@lumiere/i18n";
import { PAGE_ROUTE, sendNotFound, sendUnavailable } from "../http/pages";
import { type PreviewGrant, previewKey, verifyPreview } from "../domain/editorial/preview";
import { redirectFor } from "../domain/editorial/redirects";
import { contentSecurityPolicy, siteOrigin } from "../plugins/security";
import { compressPage, createPageCache, ownInlineScripts, pageCacheKey, renderNonce, renderedPage, sendPage } from "./page-cache";
import { seoRoutes } from "./seo";

// Unknown API paths that the catch-all page route would otherwise render as a page.
const API_PATH = /^\/(api|trpc)(\/|$)/;
const ADMIN_PATH = /^\/(?:(?:en|fr)\/)?admin(?:\/|$)/;

const webRoot = fileURLToPath(new URL("../../../web/", import.meta.url));
const clientDist = path.join(webRoot, "dist/client");

interface WebEntry {
  render(
    request: Request,
    options: { trpcClient: unknown; scripts: string[]; css?: string[]; preloads?: string[]; scriptNonce?: string },
  ): Promise<Response>;
  renderUnavailablePage(lang: Lang): Promise<string>;
}
// The few Vite calls used in `pnpm dev` (vite is apps/web's dependency, not the server's).
interface ViteModule {
  createServer(options: Record<string, unknown>): Promise<{
    middlewares: (req: unknown, res: unknown, next: () => void) => void;
    ssrLoadModule(url: string): Promise<unknown>;
    close(): Promise<void>;
  }>;
}
interface Assets {
  scripts: string[];
  css: string[];
  preloads: string[];
}

/** Entry script, its CSS and its static imports, from Vite's build manifest. */
function readClientAssets(): Assets {
  const manifestPath = path.join(clientDist, ".vite/manifest.json");
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Record<string, { file: string; css?: string[]; imports?: string[] }>;
  const entry = manifest["src/entry-client.tsx"];
  if (!entry) throw new Error(`no src/entry-client.tsx in ${manifestPath}`);
  const preloads = new Set<string>();
  const css = new Set(entry.css ?? []);
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || preloads.has(chunk.file)) return;
    preloads.add(chunk.file);
    for (const c of chunk.css ?? []) css.add(c);
    for (const i of chunk.imports ?? []) visit(i);
  };
  for (const i of entry.imports ?? []) visit(i);
  return { scripts: [`/${entry.file}`], css: [...css].map((f) => `/${f}`), preloads: [...preloads].map((f) => `/${f}`) };
}

/** The language rule as an HTTP redirect, then server rendering of the web app. */
export const ssrPlugin = fp(
  async (app: FastifyInstance, opts: { config: Config; services: AppServices }) => {
    let loadEntry: () => Promise<WebEntry>;
    let assets: Assets;

    if (opts.config.viteDev) {
      const requireFromWeb = createRequire(path.join(webRoot, "package.json"));
      const vite = (await import(pathToFileURL(requireFromWeb.resolve("vite")).href)) as ViteModule;
      const server = await vite.createServer({
        root: webRoot,
        configFile: path.join(webRoot, "vite.config.ts"),
        // Hot updates over the app's own port: no second port to open, forward or collide on.
        server: { middlewareMode: true, ws: { server: app.server } },
        appType: "custom",
      });
      await app.register((await import("@fastify/middie")).default);
      app.use(server.middlewares);
      app.addHook("onClose", () => server.close());
      loadEntry = () => server.ssrLoadModule("/src/entry-server.tsx") as Promise<WebEntry>;
      assets = { scripts: ["/@vite/client", "/src/entry-client.tsx"], css: [], preloads: [] };
    } else {
      const serverEntry = path.join(webRoot, "dist/server/entry-server.js");
      if (!existsSync(serverEntry) || !existsSync(path.join(clientDist, ".vite/manifest.json"))) {
        // The API keeps working; pages say what is missing instead of the process refusing to start.
        app.log.error(`The web app is not built (${serverEntry} is missing): run "pnpm build". Pages answer 503 until then.`);
        app.get(PAGE_ROUTE, (req, reply) => {
          if (API_PATH.test(req.url)) return sendNotFound(req, reply);
          return reply.code(503).type("text/plain; charset=utf-8").send('The web app is not built: run "pnpm build", then restart.');
        });
        return;
      }
      assets = readClientAssets();
      const entry = (await import(pathToFileURL(serverEntry).href)) as WebEntry;
      loadEntry = async () => entry;
      // Node loads its fetch classes (Request, Response) on first use, about 30 ms: at start, while
      // the database opens, rather than during the first visit.
      void globalThis.Request;
      // Ready before any request: they are what visitors see when the database is down.
      for (const lang of ["en", "fr"] as const) app.unavailablePages[lang] = await entry.renderUnavailablePage(lang);
      // Hashed file names never change content: cache them for a year.
      await app.register(fastifyStatic, {
        root: path.join(clientDist, "assets"),
        prefix: "/assets/",
        decorateReply: false,
        immutable: true,
        maxAge: "365d",
        index: false,
        // .br/.gz siblings written at build time (apps/web/scripts/precompress.mjs).
        preCompressed: true,
      });
      // The starter articles' illustrations (apps/web/public/illustrations): stable names, so a day's cache.
      const illustrations = path.join(clientDist, "illustrations");
      if (existsSync(illustrations)) {
        await app.register(fastifyStatic, {
          root: illustrations,
          prefix: "/illustrations/",
          decorateReply: false,
          maxAge: "1d",
          index: false,
          preCompressed: true,
        });
      }
      for (const file of ["favicon.svg"]) {
        const full = path.join(clientDist, file);
        if (existsSync(full)) {
          const body = readFileSync(full);
          app.get(`/${file}`, (_req, reply) => reply.type("image/svg+xml").header("cache-control", "public, max-age=86400").send(body));
        }
      }
    }

    await app.register(seoRoutes, { services: opts.services });

    const pages = createPageCache();
    opts.services.cache.onClear(() => pages.clear());

    /** The page as HTML, its status and headers, with a CSP allowing exactly the scripts the app emitted. */
    const renderHtml = async (req: FastifyRequest, reply: FastifyReply, preview?: PreviewGrant) => {
      const createContext = async () => ({ ...createRequestContext(opts.services, req, reply), preview });
      const trpcClient = createTRPCClient<AppRouter>({ links: [unstable_localLink({ router: appRouter, createContext })] });
      const request = new Request(new URL(req.url, await siteOrigin(opts.services)), {
        method: "GET",
        headers: req.headers as Record<string, string>,
      });
      const nonce = renderNonce();
      const response = await (await loadEntry()).render(request, { trpcClient, ...assets, scriptNonce: nonce });
      const { html, hashes } = ownInlineScripts(await response.text(), nonce);
      const headers: Record<string, string> = {};
      response.headers.forEach((value, key) => {
        if (key !== "content-length") headers[key] = value;
      });
      if (!opts.config.viteDev) headers["content-security-policy"] = contentSecurityPolicy(opts.config, hashes);
      return { status: response.status, html, headers };
    };

    /**
     * A preview link: the page with the granted draft in place of the live content, for this
     * request only (never in the page cache, never indexed, no Referer). A tampered or expired
     * link gets what visitors see, with 403 or 410.
     */
    const renderPreview = async (req: FastifyRequest, reply: FastifyReply, token: string) => {
      const check = verifyPreview(await previewKey(opts.services), token);
      const page = await renderHtml(req, reply, check.ok ? check.grant : undefined);
      const status = check.ok ? page.status : check.reason === "expired" ? 410 : 403;
      reply
        .code(status)
        .headers(page.headers)
        .header("cache-control", "no-store")
        .header("x-robots-tag", "noindex, nofollow")
        .header("referrer-policy", "no-referrer");
      return reply.compress(page.html.replace(/<head(\s[^>]*)?>/i, (head) => `${head}<meta name="robots" content="noindex, nofollow">`));
    };

    const render = async (req: FastifyRequest, reply: FastifyReply) => {
      const [pathname = "/", query] = req.url.split("?");
      const target = langRedirect(pathname);
      if (target) return reply.redirect(query ? `${target}?${query}` : target, pathname === "/" ? 302 : 301);

      const token = query ? new URLSearchParams(query).get("preview") : null;
      if (token !== null) return renderPreview(req, reply, token);

      // Old addresses (a renamed article, an admin's redirect) answer 301 to the current one.
      const moved = await redirectFor(opts.services, req.url);
      if (moved) return reply.redirect(moved, 301);

      // Public pages are the same for every visitor: served from the page cache. The admin's
      // pages (a client-rendered shell) are rendered per request and never stored.
      const cacheable = !opts.config.viteDev && !ADMIN_PATH.test(pathname);
      const key = `${await siteOrigin(opts.services)}${pageCacheKey(pathname, query)}`;
      const stored = cacheable ? pages.get(key) : undefined;
      if (stored) return sendPage(req, reply, stored);

      const renderedAt = pages.generation;
      const page = await renderHtml(req, reply);
      if (page.status >= 500 && opts.services.dbHealth.isDown()) {
        return sendUnavailable(req, reply, 5, "The service is temporarily unavailable. Please try again shortly.");
      }
      // A page may say it is one visitor's own (cache-control: no-store, a route's `headers`).
      if (cacheable && page.status === 200 && !page.headers["cache-control"]?.includes("no-store")) {
        // Kept at once, so the next visit gets these very bytes (and ETag); compressed for good
        // once done (brotli's best takes ~70 ms), then kept in that form.
        const fresh = renderedPage(page.html, page.headers);
        pages.set(key, fresh, renderedAt);
        compressPage(fresh).then(
          (compressed) => pages.replace(key, fresh, compressed),
          (error: unknown) => req.log.error({ err: error }, "page compression failed; the page is rendered again next time"),
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
