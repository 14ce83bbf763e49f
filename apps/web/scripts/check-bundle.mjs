// Build check (run after `pnpm build`): fails when the JavaScript a visitor downloads to open /en
// exceeds the budget, or when any chunk a public page can load contains admin code.
//
// "Loaded by /en" = the entry chunk and its static imports, the English catalog, and the split
// chunks of the routes /en matches (the same files the server preloads), gzip level 9.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const BUDGET_BYTES = 120 * 1024;
const HOME_ROUTES = ["src/routes/$lang/route.tsx", "src/routes/$lang/_site/route.tsx", "src/routes/$lang/_site/index.tsx"];
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

// 1. What /en loads.
const firstLoad = staticClosure(entryKey);
for (const key of Object.keys(manifest)) {
  const [file, query = ""] = key.split("?");
  // A route's error and not-found components load only when they are shown.
  const isPageCode = !/tsr-split=(errorComponent|notFoundComponent)$/.test(query);
  if ((HOME_ROUTES.includes(file) && isPageCode) || /catalogs\/en\.po$/.test(file)) staticClosure(key, firstLoad);
}
const gzip = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
const brotli = (file) =>
  brotliCompressSync(readFileSync(path.join(dist, file)), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const rows = [...firstLoad].filter((f) => f.endsWith(".js")).map((f) => ({ file: f, gzip: gzip(f), brotli: brotli(f) }));
rows.sort((a, b) => b.gzip - a.gzip);
const total = rows.reduce((n, r) => n + r.gzip, 0);
const totalBr = rows.reduce((n, r) => n + r.brotli, 0);
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log("JavaScript loaded by /en (gzip -9 / brotli -11):");
for (const r of rows) console.log(`  ${kb(r.gzip).padStart(9)} ${kb(r.brotli).padStart(9)}  ${r.file}`);
console.log(`  ${kb(total).padStart(9)} ${kb(totalBr).padStart(9)}  total (budget ${kb(BUDGET_BYTES)} gzip)`);

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

let failed = false;
if (total > BUDGET_BYTES) {
  console.error(`FAIL: /en loads ${kb(total)} of gzip JavaScript, over the ${kb(BUDGET_BYTES)} budget.`);
  failed = true;
}
if (leaks.length) {
  console.error(`FAIL: admin modules in public chunks:\n  ${leaks.join("\n  ")}`);
  failed = true;
}
const adminFirstLoad = [...firstLoad].filter((f) => (modules[f] ?? []).some((id) => ADMIN_MODULE.test(id)));
if (adminFirstLoad.length) {
  console.error(`FAIL: /en loads admin code: ${adminFirstLoad.join(", ")}`);
  failed = true;
}
if (failed) process.exit(1);
console.log(`OK: ${publicChunks.size} public chunks, none with admin modules.`);
