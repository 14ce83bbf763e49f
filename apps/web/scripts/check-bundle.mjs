// Build check (run after `pnpm build`): fails when the JavaScript a visitor downloads to open a
// public page exceeds the budget, or when any chunk a public page can load contains admin code.
//
// What a page loads on its first load: first-load.mjs (shared with the performance budgets,
// bench/budgets.json, which hold each page's own figure).
// Budget (122 KB): every public page in each language as browsers receive it, brotli (the server
// sends precompressed .br, and every browser the site serves accepts it; DESIGN §7). Gzip sizes
// are printed for comparison only.
import { addressOf, LANGS, PUBLIC_PAGES, readClientBuild } from "./first-load.mjs";

const BUDGET_BYTES = 122 * 1024;
// Admin code: src/admin/**, the split (lazy) parts of admin routes, and the admin catalogs. An admin
// route's bare config (path, beforeLoad) necessarily sits in the route tree of the entry.
const ADMIN_MODULE = /(^|\/)src\/admin\/|(^|\/)src\/routes\/(\$lang\/)?admin\/.*\?tsr-split|catalogs\/admin\//;

const { manifest, modules, entryKey, firstLoadOf, sizeOf, firstLoadBytes } = readClientBuild();
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
let failed = false;

// 1. What each public page loads.
const home = firstLoadOf(PUBLIC_PAGES[0], "en").map((file) => ({ file, ...sizeOf(file) }));
home.sort((a, b) => b.gzip - a.gzip);
console.log("JavaScript loaded by /en (gzip -9 / brotli -11):");
for (const r of home) console.log(`  ${kb(r.gzip).padStart(9)} ${kb(r.brotli).padStart(9)}  ${r.file}`);
console.log("First load per public page (gzip -9 / brotli -11; budget 122 KB in brotli, as served):");
const firstLoads = LANGS.flatMap((lang) => PUBLIC_PAGES.map((page) => ({ page, lang, address: addressOf(page, lang) })));
for (const { page, lang, address } of firstLoads) {
  const { gzip, brotli } = firstLoadBytes(page, lang);
  console.log(`  ${kb(gzip).padStart(9)} ${kb(brotli).padStart(9)}  ${address}`);
  if (brotli > BUDGET_BYTES) {
    console.error(`FAIL: ${address} loads ${kb(brotli)} of brotli JavaScript, over the ${kb(BUDGET_BYTES)} budget.`);
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
const adminFirstLoad = firstLoads
  .flatMap(({ page, lang }) => firstLoadOf(page, lang))
  .filter((f) => (modules[f] ?? []).some((id) => ADMIN_MODULE.test(id)));
if (adminFirstLoad.length) {
  console.error(`FAIL: a public page loads admin code on its first load: ${adminFirstLoad.join(", ")}`);
  failed = true;
}
// 3. tRPC (client, options proxy) is never part of a first load: loaders, islands, modals and the
// admin fetch it when they need it (src/trpc.ts).
const trpcFirstLoad = firstLoads
  .flatMap(({ page, lang }) => firstLoadOf(page, lang))
  .filter((f) => (modules[f] ?? []).some((id) => /node_modules\/@trpc\//.test(id)));
if (trpcFirstLoad.length) {
  console.error(`FAIL: a public page loads tRPC on its first load: ${[...new Set(trpcFirstLoad)].join(", ")}`);
  failed = true;
}
if (failed) process.exit(1);
console.log(`OK: ${publicChunks.size} public chunks, none with admin modules.`);
