// The JavaScript a public page loads before it hydrates, from the client build's manifest: shared
// by the bundle check (check-bundle.mjs) and the performance budgets (apps/server/bench/bytes.ts).
//
// "Loaded by a page" = the entry chunk and its static imports, the catalog parts the page hydrates
// with, and the split chunks of the routes it matches (the same files the server preloads). Chunks
// that load later (chat, modals, below-the-fold islands, route loaders) are not part of it.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

export const LANGS = ["en", "fr"];
const LAYOUT_ROUTES = ["src/routes/$lang/route.tsx", "src/routes/$lang/_site/route.tsx"];
// Public page → its address after the language, its route file, and whether it hydrates with the
// "core" catalog alone (src/lib/i18n.ts). The signup pages are answers to e-mail links, not pages
// a visitor opens; they are left out.
export const PUBLIC_PAGES = [
  { name: "home", path: "", route: "index", coreOnly: true },
  { name: "technology", path: "/technology", route: "technology" },
  { name: "about", path: "/about", route: "about" },
  { name: "product", path: "/product", route: "product" },
  { name: "insights", path: "/insights", route: "insights/index" },
  { name: "article", path: "/insights/{slug}", route: "insights/$slug" },
  { name: "contact", path: "/contact", route: "contact" },
  { name: "privacy", path: "/privacy", route: "privacy" },
  { name: "terms", path: "/terms", route: "terms" },
  { name: "cookies", path: "/cookies", route: "cookies" },
];

/** A page's address in a language; `slug` fills an article's. */
export const addressOf = (page, lang, slug = "{slug}") => `/${lang}${page.path.replace("{slug}", slug)}`;

export const defaultClientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../dist/client");

/** The client build in `dist` (`pnpm build` first): its manifest, and what each page loads. */
export function readClientBuild(dist = defaultClientDir) {
  const manifest = JSON.parse(readFileSync(path.join(dist, ".vite/manifest.json"), "utf8"));
  const modules = JSON.parse(readFileSync(path.join(dist, ".vite/chunk-modules.json"), "utf8"));
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entryKey) throw new Error("no entry in the client manifest");

  /** Files of `key` and of everything it imports statically. */
  const staticClosure = (key, out = new Set()) => {
    const chunk = manifest[key];
    if (!chunk || out.has(chunk.file)) return out;
    out.add(chunk.file);
    for (const i of chunk.imports ?? []) staticClosure(i, out);
    return out;
  };

  /** The JavaScript files a page loads before it hydrates, in a language. */
  const firstLoadOf = ({ route, coreOnly }, lang) => {
    const files = staticClosure(entryKey);
    const routeFiles = [...LAYOUT_ROUTES, `src/routes/$lang/_site/${route}.tsx`];
    const catalogOfLang = new RegExp(`catalogs/(site/)?${lang}\\.po$`);
    for (const key of Object.keys(manifest)) {
      const [file, query = ""] = key.split("?");
      // A route's error and not-found components load only when they are shown, its loader only on
      // a client-side navigation (hydration never runs it).
      const isPageCode = !/tsr-split=(errorComponent|notFoundComponent|loader)$/.test(query);
      const catalog = catalogOfLang.exec(file);
      if ((routeFiles.includes(file) && isPageCode) || (catalog && !(coreOnly && catalog[1]))) staticClosure(key, files);
    }
    return [...files].filter((f) => f.endsWith(".js"));
  };

  const sizes = new Map();
  /** A file's size compressed as the server sends it (brotli -11, precompress.mjs) and in gzip -9. */
  const sizeOf = (file) => {
    let size = sizes.get(file);
    if (!size) {
      const bytes = readFileSync(path.join(dist, file));
      size = {
        gzip: gzipSync(bytes, { level: 9 }).length,
        brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
      };
      sizes.set(file, size);
    }
    return size;
  };

  /** A page's first load in bytes, summed over its files. */
  const firstLoadBytes = (page, lang) => {
    const files = firstLoadOf(page, lang);
    return {
      gzip: files.reduce((n, f) => n + sizeOf(f).gzip, 0),
      brotli: files.reduce((n, f) => n + sizeOf(f).brotli, 0),
    };
  };

  return { manifest, modules, entryKey, firstLoadOf, sizeOf, firstLoadBytes };
}
