// The bare baseline server (bench/serve.ts) in a process of its own, for the benches that compare
// the site with a server sending the same bytes.
import { type ChildProcess, spawn } from "node:child_process";
import { serverDir } from "./site";

/** Starts bench/serve.ts copying `specs` (`path[,encoding]`) from `source`; `/copy/{i}` serves each. */
export function startBare(source: string, specs: string[]): Promise<{ url: string; child: ChildProcess }> {
  // node --import tsx (not the tsx CLI, which runs a second process): its pid is the server's.
  const child = spawn(process.execPath, ["--import", "tsx", "bench/serve.ts", source, ...specs], {
    cwd: serverDir,
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    let out = "";
    child.stdout?.on("data", (d: Buffer) => {
      out += d.toString();
      const port = /PORT=(\d+)/.exec(out)?.[1];
      if (port) resolve({ url: `http://127.0.0.1:${port}`, child });
    });
    child.once("exit", (code) => reject(new Error(`bare server exited with ${code}`)));
  });
}
