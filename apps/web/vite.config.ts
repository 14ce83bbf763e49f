import linguiMacro from "@lingui/babel-plugin-lingui-macro";
import { getConfig } from "@lingui/conf";
import { lingui } from "@lingui/vite-plugin";
import babel from "@rolldown/plugin-babel";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { defineConfig, type EnvironmentModuleNode, type Plugin } from "vite";
import { ISLAND_CODE_CHANGED } from "./src/lib/dev-events";

// Lingui looks its config up from process.cwd(); the server starts Vite from apps/server.
const cwd = import.meta.dirname;
const linguiConfig = getConfig({ cwd });

/** Writes chunk file → module ids for the client build, so scripts/check-bundle.mjs can prove no public chunk holds admin code. */
function chunkModules(): Plugin {
  return {
    name: "lumiere:chunk-modules",
    apply: "build",
    writeBundle(options, bundle) {
      if (this.environment.config.consumer !== "client" || !options.dir) return;
      const out: Record<string, string[]> = {};
      for (const [file, item] of Object.entries(bundle)) {
        if (item.type === "chunk") out[file] = item.moduleIds.map((id) => path.relative(cwd, id));
      }
      writeFileSync(path.join(options.dir, ".vite/chunk-modules.json"), JSON.stringify(out, null, 1));
    },
  };
}

/**
 * The server-rendering build's chunks as ASCII: V8 keeps a module's source in memory for as long as
 * the server runs, one byte a character only while all of it is ASCII (one "é" doubles it). The
 * characters left after bundling are written as \uXXXX escapes, which mean the same in strings,
 * regular expressions and comments (the server's own bundle does the same, scripts/build.mjs).
 */
function asciiServerChunks(): Plugin {
  return {
    name: "lumiere:ascii-server-chunks",
    apply: "build",
    generateBundle(_options, bundle) {
      if (this.environment.config.consumer !== "server") return;
      for (const item of Object.values(bundle)) {
        if (item.type !== "chunk") continue;
        item.code = item.code.replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
      }
    },
  };
}

const islandsFile = path.join(cwd, "src/site/islands.ts");

/** True if an island renders this code: one of the modules importing it, directly or not, is an island's own file. */
function islandRenders(modules: EnvironmentModuleNode[]): boolean {
  const seen = new Set(modules);
  for (const mod of seen) {
    for (const importer of mod.importers) {
      if (importer.file === islandsFile) return true;
      seen.add(importer);
    }
  }
  return false;
}

/**
 * `pnpm dev`: an edit to code only the server has rendered shows in the open page, which reloads
 * and gets the server's new HTML. Code the browser has not loaded (an island not hydrated yet)
 * reloads it at once; code it has loaded is hot-replaced where React rendered it, and if an island
 * renders it too, the page reloads should one of its islands not have hydrated (lib/island.tsx).
 */
function reloadServerRendered(): Plugin {
  return {
    name: "lumiere:reload-server-rendered",
    apply: "serve",
    hotUpdate({ file, modules, server }) {
      if (this.environment.name !== "ssr" || modules.length === 0) return;
      const client = server.environments.client;
      // The client's graph also holds files only named by a dynamic import it has seen (an island's
      // own file, from its loader): Vite has not analysed those (isSelfAccepting unset) and skips
      // their updates, so the browser has not loaded them.
      const inBrowser = [...(client.moduleGraph.getModulesByFile(file) ?? [])].some((mod) => mod.isSelfAccepting !== undefined);
      if (!inBrowser) client.hot.send({ type: "full-reload", triggeredBy: file });
      else if (islandRenders(modules)) client.hot.send({ type: "custom", event: ISLAND_CODE_CHANGED, data: { file } });
    },
  };
}

export default defineConfig(({ command, isSsrBuild }) => ({
  root: cwd,
  plugins: [
    tanstackRouter({
      target: "react",
      autoCodeSplitting: true,
      // The entry keeps only route configs. A route's pending UI travels with its component; its
      // loader is a chunk of its own, which hydration never runs: loaders hold the page's tRPC calls,
      // so tRPC's code stays out of the first load (see src/trpc.ts).
      codeSplittingOptions: {
        defaultBehavior: [["loader"], ["component", "pendingComponent"], ["errorComponent"], ["notFoundComponent"]],
        // The public layout (header, footer, chat button) is part of every public page's first
        // load: it stays in the entry chunk, where it compresses with the rest.
        splitBehavior: ({ routeId }) =>
          routeId === "/$lang" || routeId === "/$lang/_site" ? [["loader"], ["notFoundComponent"], ["errorComponent"]] : undefined,
      },
      routesDirectory: `${cwd}/src/routes`,
      generatedRouteTree: `${cwd}/src/routeTree.gen.ts`,
    }),
    react(),
    // The plugin itself, not its name: Babel would resolve a name from process.cwd() (apps/server in `pnpm dev`).
    babel({ plugins: [[linguiMacro, { linguiConfig }]] }),
    lingui({ cwd }),
    chunkModules(),
    asciiServerChunks(),
    reloadServerRendered(),
  ],
  // One React, resolved from apps/web, whoever imports it (pnpm gives @mantine/hooks no react-dom of its own).
  resolve: { dedupe: ["react", "react-dom"] },
  build: {
    manifest: true,
    outDir: "dist/client",
    rolldownOptions: {
      input: "src/entry-client.tsx",
      // tRPC's packages declare no `sideEffects` but have none: without this, importing
      // createTRPCClient would bring every link (WebSocket, batching) along.
      treeshake: { moduleSideEffects: [{ test: /node_modules\/@trpc\//, sideEffects: false }] },
      // Everything the entry needs in one chunk: one request, and better compression than many small ones.
      output: isSsrBuild
        ? // The server-rendering build without its whitespace (names kept): V8 keeps each chunk's
          // source in memory while the server runs, and parses less of it at start.
          { minify: { compress: false, mangle: false, codegen: { removeWhitespace: true } } }
        : { codeSplitting: { groups: [{ name: "core", tags: ["$initial"] }] } },
    },
  },
  ssr: {
    // The production SSR build is self-contained (the server's image carries no web dependencies).
    // In `pnpm dev`, workspace packages and Mantine go through Vite (its react-dom resolves by dedupe).
    noExternal: command === "build" ? true : [/^@lumiere\//, /^@mantine\//],
  },
}));
