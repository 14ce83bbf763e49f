// Build step: the V8 code cache of the compiled server (dist/compile-cache/), which main.js hands to
// Node (module.enableCompileCache) so that a start reads the server's compiled code instead of
// compiling its chunks again. Made by one start of the built server on a new DATA_DIR, up to its
// first page, once both the server and the web app are built (`pnpm build` at the root, turbo.json):
// the cache then holds the functions a start and a first page run. V8 accepts a cache only under the
// flags it was made with (Node keeps one folder per set), hence those of `pnpm start` (bin/node.sh).
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const cacheDir = "dist/compile-cache";
rmSync(cacheDir, { recursive: true, force: true });
mkdirSync(cacheDir);
const dataDir = mkdtempSync(path.join(tmpdir(), "lumiere-compile-cache-"));
// Started as `pnpm start` starts it (bin/node.sh holds the node flags), with the building shell's node.
const server = spawn("sh", ["bin/node.sh", "dist/server/main.js"], {
  // Only what this start needs: no database, Redis, mail or storage from the building shell.
  env: { PATH: process.env.PATH, NODE_ENV: "production", PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn" },
  stdio: ["ignore", "pipe", "inherit"],
});
const exited = new Promise((resolve) => server.once("exit", resolve));
const stuck = setTimeout(() => server.kill("SIGKILL"), 120_000);
try {
  const origin = await new Promise((resolve, reject) => {
    let out = "";
    server.stdout.on("data", (chunk) => {
      out += chunk;
      const running = /running at (http:\/\/\S+?)\/en\b/.exec(out);
      if (running) resolve(running[1]);
    });
    void exited.then((code) => reject(new Error(`the server exited (${code}) before it answered:\n${out}`)));
  });
  const page = await fetch(`${origin}/en`);
  if (!page.ok) throw new Error(`GET /en answered ${page.status}`);
  await page.arrayBuffer();
  // Node writes the cache as the process exits.
  server.kill("SIGINT");
  await exited;
} finally {
  if (server.exitCode === null && server.signalCode === null) server.kill("SIGKILL");
  clearTimeout(stuck);
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(`wrote ${cacheDir}/ (node flags of bin/node.sh)`);
