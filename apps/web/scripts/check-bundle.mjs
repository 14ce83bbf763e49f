// Build check (run after `pnpm build`): fails when the JavaScript a visitor downloads to open a
// public page exceeds the budget, or when any chunk a public page can load contains admin code.
//
// "Loaded by a page" = the entry chunk and its static imports, the catalog parts the page hydrates
// with, and the split chunks of the routes it matches (the same files the server preloads).
// Budget (120 KB): every public page as browsers receive it, brotli (the server sends
// precompressed .br, and every browser the site serves accepts it; DESIGN §7). Gzip sizes are
// printed for comparison only. Chunks that load later (chat, modals, below-the-fold islands, route loaders) are not part of the first load.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const BUDGET_BYTES = 120 * 1024;
const LAYOUT_ROUTES = ["src/routes/$lang/route.tsx", "src/routes/$lang/_site/route.tsx"];
// Public page → its route file, and whether it hydrates with the "core" catalog alone (src/lib/i18n.ts).
const PAGES = [
  { path: "/en", route: "index", coreOnly: true },
  { path: "/en/technology", route: "technology" },
  { path: "/en/about", route: "about" },
  { path: "/en/product", route: "product" },
  { path: "/en/insights", route: "insights/index" },
  { path: "/en/insights/{slug}", route: "insights/$slug" },
  { path: "/en/contact", route: "contact" },
];
// Admin code: src/admin/**, the split (lazy) parts of admin routes, and the admin catalogs. An admin
// route's bare config (path, beforeLoad) necessarily sits in the route tree of the entry.
const ADMIN_MODULE = /(^|\/)src\/admin\/|(^|\/)src\/routes\/(\$lang\/)?admin\/.*\?tsr-split|catalogs\/admin\//;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dist = path.join(root, "dist/client");
const manifest = JSON.parse(readFileSync(path.join(dist, ".vite/manifest.json"), "utf8"));
const modules = JSON.parse(readFileSync(path.join(dist, ".vite/chunk-modules.json"), "utf8"));

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
if (!entryKey) throw new Error("no entry in the client manifest");

/** Files of `key` and of everything it imports statically. */
function staticClosure(key, out = new Set()) {
  const chunk = manifest[key];
  if (!chunk || out.has(chunk.file)) return out;
  out.add(chunk.file);
  for (const i of chunk.imports ?? []) staticClosure(i, out);
  return out;
}

/** What a page loads before it hydrates. */
function firstLoadOf({ route, coreOnly }) {
  const files = staticClosure(entryKey);
  const routeFiles = [...LAYOUT_ROUTES, `src/routes/$lang/_site/${route}.tsx`];
  for (const key of Object.keys(manifest)) {
    const [file, query = ""] = key.split("?");
    // A route's error and not-found components load only when they are shown, its loader only on
    // a client-side navigation (hydration never runs it).
    const isPageCode = !/tsr-split=(errorComponent|notFoundComponent|loader)$/.test(query);
    const catalog = /catalogs\/(site\/)?en\.po$/.exec(file);
    if ((routeFiles.includes(file) && isPageCode) || (catalog && !(coreOnly && catalog[1]))) staticClosure(key, files);
  }
  return [...files].filter((f) => f.endsWith(".js"));
}

const sizes = new Map();
function sizeOf(file) {
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
}
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
let failed = false;

// 1. What each public page loads.
const home = firstLoadOf(PAGES[0]).map((file) => ({ file, ...sizeOf(file) }));
home.sort((a, b) => b.gzip - a.gzip);
console.log("JavaScript loaded by /en (gzip -9 / brotli -11):");
for (const r of home) console.log(`  ${kb(r.gzip).padStart(9)} ${kb(r.brotli).padStart(9)}  ${r.file}`);
console.log("First load per public page (gzip -9 / brotli -11; budget 120 KB in brotli, as served):");
for (const page of PAGES) {
  const files = firstLoadOf(page);
  const gzip = files.reduce((n, f) => n + sizeOf(f).gzip, 0);
  const brotli = files.reduce((n, f) => n + sizeOf(f).brotli, 0);
  console.log(`  ${kb(gzip).padStart(9)} ${kb(brotli).padStart(9)}  ${page.path}`);
  if (brotli > BUDGET_BYTES) {
    console.error(`FAIL: ${page.path} loads ${kb(brotli)} of brotli JavaScript, over the ${kb(BUDGET_BYTES)} budget.`);
    failed = true;
  }
}

// 2. Every chunk a public page can reach (statically or lazily), not crossing into admin chunks
// (lazy imports whose own source is admin code, e.g. an admin route's component).
const publicChunks = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || publicChunks.has(chunk.file) || ADMIN_MODULE.test(key)) return;
  publicChunks.add(chunk.file);
  for (const i of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(i);
};
visit(entryKey);
const leaks = [];
for (const file of publicChunks) {
  for (const id of modules[file] ?? []) if (ADMIN_MODULE.test(id)) leaks.push(`${file}: ${id}`);
}

if (leaks.length) {
  console.error(`FAIL: admin modules in public chunks:\n  ${leaks.join("\n  ")}`);
  failed = true;
}
const adminFirstLoad = PAGES.flatMap(firstLoadOf).filter((f) => (modules[f] ?? []).some((id) => ADMIN_MODULE.test(id)));
if (adminFirstLoad.length) {
  console.error(`FAIL: a public page loads admin code on its first load: ${adminFirstLoad.join(", ")}`);
  failed = true;
}
// 3. tRPC (client, options proxy) is never part of a first load: loaders, islands, modals and the
// admin fetch it when they need it (src/trpc.ts).
const trpcFirstLoad = PAGES.flatMap(firstLoadOf).filter((f) => (modules[f] ?? []).some((id) => /node_modules\/@trpc\//.test(id)));
if (trpcFirstLoad.length) {
  console.error(`FAIL: a public page loads tRPC on its first load: ${[...new Set(trpcFirstLoad)].join(", ")}`);
  failed = true;
}
if (failed) process.exit(1);
console.log(`OK: ${publicChunks.size} public chunks, none with admin modules.`);
