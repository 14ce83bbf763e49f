import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { FastifyInstance } from "fastify";
import { LANGS, type Lang } from "@lumiere/i18n";
import type { Config } from "../env";
import { PAGE_ROUTE, sendNotFound } from "../http/pages";
import { staticFiles } from "./static-files";

// Unknown API paths that the catch-all page route would otherwise render as a page.
export const API_PATH = /^\/(api|trpc)(\/|$)/;

const webRoot = fileURLToPath(new URL("../../../web/", import.meta.url));
const clientDist = path.join(webRoot, "dist/client");

export interface WebEntry {
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
export interface Assets {
  scripts: string[];
  css: string[];
  preloads: string[];
}

/** The web app's server entry and the client files a page loads. */
export interface WebApp {
  loadEntry(): Promise<WebEntry>;
  assets: Assets;
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

/** `pnpm dev`: Vite in middleware mode, the entry loaded through it on every render. */
async function viteWebApp(app: FastifyInstance): Promise<WebApp> {
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
  return {
    loadEntry: () => server.ssrLoadModule("/src/entry-server.tsx") as Promise<WebEntry>,
    assets: { scripts: ["/@vite/client", "/src/entry-client.tsx"], css: [], preloads: [] },
  };
}

/**
 * The web app in development (Vite) or as built, with its static files. Not built: null, and pages
 * answer 503 saying so (the API keeps working) instead of the process refusing to start.
 */
export async function loadWebApp(app: FastifyInstance, config: Config): Promise<WebApp | null> {
  if (config.viteDev) return viteWebApp(app);
  const serverEntry = path.join(webRoot, "dist/server/entry-server.js");
  if (!existsSync(serverEntry) || !existsSync(path.join(clientDist, ".vite/manifest.json"))) {
    app.log.error(`The web app is not built (${serverEntry} is missing): run "pnpm build". Pages answer 503 until then.`);
    app.get(PAGE_ROUTE, (req, reply) => {
      if (API_PATH.test(req.url)) return sendNotFound(req, reply);
      return reply.code(503).type("text/plain; charset=utf-8").send('The web app is not built: run "pnpm build", then restart.');
    });
    return null;
  }
  const assets = readClientAssets();
  const entry = (await import(pathToFileURL(serverEntry).href)) as WebEntry;
  // Node loads its fetch classes (Request, Response) on first use, about 30 ms: at start, while
  // the database opens, rather than during the first visit.
  void globalThis.Request;
  // Ready before any request: they are what visitors see when the database is down.
  for (const lang of LANGS) app.unavailablePages[lang] = await entry.renderUnavailablePage(lang);
  await app.register(staticFiles, { clientDist });
  return { loadEntry: async () => entry, assets };
}
