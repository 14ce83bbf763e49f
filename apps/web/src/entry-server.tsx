import { existsSync, readFileSync } from "node:fs";
import { createRequestHandler, defineHandlerCallback, RouterServer, renderSsrHtmlResponse } from "@tanstack/react-router/ssr/server";
import { renderToReadableStream } from "react-dom/server";
import { isLang, type Lang } from "@lumiere/i18n";
import { entryLoaderScript, routeChunksScript } from "./lib/after-paint-scripts";
import { firstLoadCatalog, loadCatalog } from "./lib/i18n";
import { loadServerIslands } from "./lib/island";
import { createAppRouter } from "./router";
// Every island, so that loadServerIslands() loads them all before the first render.
import "./site/islands";
export { renderUnavailablePage } from "./site/pages/unavailable-page";
import type { AppTRPCClient } from "./lib/trpc";

// ServerManifest isn't exported by @tanstack/react-router; derive it from the handler's options.
type Manifest = NonNullable<Parameters<typeof createRequestHandler>[0]["getRouterManifest"]> extends () => infer M ? Awaited<M> : never;

export interface RenderOptions {
  /** In-process tRPC client (no HTTP hop) with the request's context. */
  trpcClient: AppTRPCClient;
  /** Module scripts to load on the client (entry chunk; Vite client in dev). */
  scripts: string[];
  /** Stylesheets of the entry (prod); dev styles come through Vite. */
  css?: string[];
  /** Chunks the entry imports, fetched early. */
  preloads?: string[];
  /**
   * A nonce for this render only, on every script the app emits (router, hydration data, color
   * scheme): the server allows exactly those by hash, and removes the nonce before sending.
   */
  scriptNonce?: string;
}

interface ViteChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

/**
 * Route id → the chunks its split code needs, and language → its catalog chunk, from the client
 * build's manifest: the HTML preloads them so the browser fetches them alongside the entry instead
 * of discovering them one after another while hydrating.
 */
interface ChunkPreloads {
  routes: Record<string, string[]>;
  /** Language → its "core" and "site" catalog chunks. */
  catalogs: Partial<Record<Lang, { core?: string; site?: string }>>;
}

function readChunkPreloads(): ChunkPreloads {
  const routes: ChunkPreloads["routes"] = {};
  const catalogs: ChunkPreloads["catalogs"] = {};
  if (!import.meta.env.PROD) return { routes, catalogs };
  const manifestUrl = new URL("../client/.vite/manifest.json", import.meta.url);
  if (!existsSync(manifestUrl)) return { routes, catalogs };
  const manifest = JSON.parse(readFileSync(manifestUrl, "utf8")) as Record<string, ViteChunk>;
  const closure = (key: string, out: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || out.has(`/${chunk.file}`)) return;
    out.add(`/${chunk.file}`);
    for (const i of chunk.imports ?? []) closure(i, out);
  };
  for (const key of Object.keys(manifest)) {
    // The page's own split code, not its error or not-found components (loaded when shown) nor
    // its loader (run on client-side navigations only).
    const route = /^src\/routes\/(.*)\.tsx\?tsr-split=(?!errorComponent$|notFoundComponent$|loader$)/.exec(key)?.[1];
    if (route !== undefined) {
      const id = `/${route}`.replace(/\/route$/, "").replace(/\/index$/, "/");
      const files = new Set(routes[id] ?? []);
      closure(key, files);
      routes[id] = [...files];
      continue;
    }
    const catalog = /catalogs\/(site\/)?(\w+)\.po$/.exec(key);
    const lang = catalog?.[2];
    if (catalog && isLang(lang)) catalogs[lang] = { ...catalogs[lang], [catalog[1] ? "site" : "core"]: `/${manifest[key]?.file}` };
  }
  return { routes, catalogs };
}

const chunkPreloads = readChunkPreloads();
const DOCTYPE = "<!DOCTYPE html>";

/**
 * Renders the page whole: the server sends it once complete (it is cached and compressed as one),
 * so every Suspense boundary is rendered in place. Streamed, React would send the content after
 * the shell with scripts that move it in on a timer, and a reveal running before a later move
 * finds its target gone.
 */
const wholePageHandler = defineHandlerCallback(({ request, router, responseHeaders }) =>
  renderSsrHtmlResponse({
    router,
    responseHeaders,
    render: async () => {
      const stream = await renderToReadableStream(<RouterServer router={router} />, {
        signal: request.signal,
        nonce: router.options.ssr?.nonce,
        // Never outline a finished boundary for its size: the page goes out in one piece anyway.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onError: (error) => {
          if (!request.signal.aborted) console.error("Error while rendering a page:", error);
        },
      });
      await stream.allReady;
      // React starts a whole document with its doctype, and the router adds its own in front.
      const html = await new Response(stream).text();
      return html.startsWith(DOCTYPE) ? html.slice(DOCTYPE.length) : html;
    },
  }),
);

/** Renders one request to an HTML Response (status 404 for unknown routes). */
export async function render(request: Request, options: RenderOptions): Promise<Response> {
  const url = new URL(request.url);
  const { lang, parts } = firstLoadCatalog(url.pathname);
  await Promise.all([loadCatalog("en"), loadCatalog("fr"), loadServerIslands()]);

  // The catalog chunks the page hydrates with (the same rule as entry-client).
  const catalogs = parts.map((part) => chunkPreloads.catalogs[lang]?.[part]).filter((f): f is string => Boolean(f));
  // The scripts load after the first paint (lib/after-paint-scripts.ts), so nothing is preloaded
  // from the head: each matched route's script lists its chunks, the root's loads them.
  const routes: Manifest["routes"] = {
    __root__: {
      scripts: [{ children: entryLoaderScript(options.scripts, [...(options.preloads ?? []), ...catalogs]) }],
      css: options.css ?? [],
    },
  };
  for (const [id, files] of Object.entries(chunkPreloads.routes)) {
    if (id === "__root__") continue;
    routes[id] = { scripts: [{ children: routeChunksScript(files) }] };
  }
  const handler = createRequestHandler({
    request,
    createRouter: () => createAppRouter({ trpcClient: options.trpcClient, lang, origin: url.origin, scriptNonce: options.scriptNonce }),
    getRouterManifest: () => ({ routes }),
  });
  return handler(wholePageHandler);
}
