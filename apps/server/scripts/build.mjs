// Compiles the server for production: one ES module (dist/server/main.js) with the workspace
// packages (@lumiere/*) inlined and npm packages left to node_modules, plus the SQL migrations
// beside it. `pnpm start` and the image run it with plain node; tsx is for `pnpm dev` only.
import { cpSync, readFileSync, rmSync } from "node:fs";
import { builtinModules } from "node:module";
import { build } from "esbuild";

const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
const runtime = new Set(Object.keys(pkg.dependencies ?? {}));

rmSync("dist", { recursive: true, force: true });
await build({
  entryPoints: ["src/main.ts"],
  // dist/server/ keeps the source's depth, so paths relative to a module (../../../web/,
  // ../migrations) resolve the same from src/ssr and from the bundle.
  outfile: "dist/server/main.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  logLevel: "warning",
  plugins: [
    {
      name: "npm-packages-external",
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) => {
          if (args.path.startsWith("node:") || args.path.startsWith("@lumiere/")) return undefined;
          const name = args.path.startsWith("@") ? args.path.split("/").slice(0, 2).join("/") : args.path.split("/")[0];
          // Every package the bundle imports must be a declared runtime dependency of the server.
          if (!runtime.has(name) && !builtinModules.includes(name))
            throw new Error(`${args.path} (imported by ${args.importer}) is not in apps/server dependencies`);
          return { path: args.path, external: true };
        });
      },
    },
  ],
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
});
cpSync("../../packages/db/migrations", "dist/migrations", { recursive: true });
console.log("built dist/server/main.js");
