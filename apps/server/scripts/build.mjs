// Compiles the server for production: ES modules in dist/server/ (main.js, the entry, and the chunks
// it imports) with the workspace packages (@lumiere/*) and most npm packages inlined, plus the SQL
// migrations and the embedded database's thread beside them.
// `pnpm start` and the image run it with plain node; tsx is for `pnpm dev` only.
// Inlining the npm packages spares Node resolving, reading and compiling some 650 files one by one
// at every start: 0.25 s of 1.7 s to the first page on a 2-core machine. Left to node_modules: what
// cannot be inlined, and what is loaded only when a feature is first used (LOADED_AT_RUN_TIME).
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
const runtime = new Set(Object.keys(pkg.dependencies ?? {}));
const outdir = "dist/server";
const LOADED_AT_RUN_TIME = new Set([
  // Native addons, and PGlite, which reads its WebAssembly and data files beside its own module.
  "@electric-sql/pglite",
  "@node-rs/argon2",
  "sharp",
  // Imported on first use only (a mail, an upload, the assistant, Redis, a two-factor QR code, a
  // page to sanitise): kept out of the start-up bundle, which every start compiles.
  "dompurify",
  "file-type",
  "ioredis",
  "jsdom",
  "nodemailer",
  "openai",
  "qrcode",
  // `pnpm dev` only (Vite is apps/web's dependency).
  "@fastify/middie",
  "vite",
]);

rmSync("dist", { recursive: true, force: true });
await build({
  // The server, and the backup and restore commands (`pnpm backup`, `pnpm restore`).
  entryPoints: ["src/main.ts", "src/cli/backup.ts", "src/cli/restore.ts"],
  // dist/server/ keeps the source's depth, so paths relative to a module (../../../web/,
  // ../migrations) resolve the same from src/ssr and from the bundle.
  outdir,
  entryNames: "[name]",
  // main.js only reads the configuration and opens the embedded database's thread; the rest of
  // the server is a chunk it imports next, compiled while the database opens.
  splitting: true,
  chunkNames: "[name]-[hash]",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node22",
  sourcemap: true,
  // V8 keeps every module's source in memory for Function.prototype.toString and lazy compiling:
  // without its whitespace it is a third smaller, and faster to parse. Names are kept, so a stack
  // trace still names its functions (the source map gives lines).
  minifyWhitespace: true,
  minifySyntax: true,
  logLevel: "warning",
  plugins: [
    {
      // Node's built-ins are required, not imported: importing one builds its ES module face, which
      // reads each of its exports, and node:http's include WebSocket and the fetch classes, whose
      // first read loads undici (a tenth of a second of every start, for nothing the server uses).
      // Required, they are read where used (esbuild's CommonJS interop), through the banner's require.
      name: "required-built-ins",
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) => {
          if (!(args.path.startsWith("node:") || builtinModules.includes(args.path))) return undefined;
          // A dynamic import() of one stays one (esbuild would make it a chunk exporting only `default`).
          if (args.namespace === "built-in" || args.kind !== "import-statement") return { path: args.path, external: true };
          return { path: args.path, namespace: "built-in" };
        });
        b.onLoad({ filter: /.*/, namespace: "built-in" }, (args) => ({
          contents: `module.exports = require(${JSON.stringify(args.path)});`,
          loader: "js",
        }));
      },
    },
    {
      name: "npm-packages",
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) => {
          // Node's built-ins esbuild leaves to Node ("process/", with its slash, is an npm package).
          if (args.path.startsWith("node:") || builtinModules.includes(args.path) || args.path.startsWith("@lumiere/")) return undefined;
          // drizzle's PGlite driver names PGlite, which runs on the database's own thread instead.
          if (args.path === "@electric-sql/pglite" && args.importer.includes("/node_modules/drizzle-orm/"))
            return { path: fileURLToPath(new URL("./pglite-in-main-thread.mjs", import.meta.url)) };
          const name = args.path.startsWith("@") ? args.path.split("/").slice(0, 2).join("/") : args.path.split("/")[0];
          // Inside an npm package, its own dependencies are its business; in our code, every package
          // imported must be a declared runtime dependency of the server.
          if (!args.importer.includes("/node_modules/") && !runtime.has(name))
            throw new Error(`${args.path} (imported by ${args.importer}) is not in apps/server dependencies`);
          return LOADED_AT_RUN_TIME.has(name) ? { path: args.path, external: true } : undefined;
        });
      },
    },
  ],
  // CommonJS packages inlined into an ES module still call require() for Node's built-ins.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
});
// V8 keeps a module's source in memory as one byte per character only while it is all ASCII (one
// é makes it two bytes a character, doubling it). esbuild escapes strings, not regular
// expressions or comments: escape the few characters left there (\uXXXX means the same there).
for (const file of readdirSync(outdir).filter((name) => name.endsWith(".js"))) {
  const code = path.join(outdir, file);
  writeFileSync(
    code,
    readFileSync(code, "utf8").replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`),
  );
}
cpSync("../../packages/db/migrations", "dist/migrations", { recursive: true });
// Aya's training corpus, read beside the bundle (see src/domain/chat/understanding/corpus.ts).
cpSync("data/aya-corpus", "dist/aya-corpus", { recursive: true });
// The embedded database's thread, loaded by its path beside the chunks (see @lumiere/db/pglite-thread),
// and the module it writes a new data directory with.
for (const file of ["pglite-worker.mjs", "template-extract.mjs"]) cpSync(`../../packages/db/src/${file}`, path.join(outdir, file));
console.log(`built ${outdir}/main.js`);
