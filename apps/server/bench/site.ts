// The compiled server as `pnpm start` runs it, for the benches (bench/run.ts, bench/pages.ts): on a
// free port, PGlite in DATA_DIR or DATABASE_URL in a schema of its own; and a process's CPU and RSS.
import { type ChildProcess, spawn } from "node:child_process";
import { openSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import postgres from "postgres";

export const DATABASE_URL = process.env.DATABASE_URL;
export const serverDir = fileURLToPath(new URL("..", import.meta.url));
const CLOCK_TICKS = 100; // USER_HZ on Linux

export const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

/** CPU time (µs) and RSS (MiB) of a process, from /proc. */
export function usage(pid: number): { cpuUs: number; rssMiB: number } {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  const cpuUs = ((Number(stat[11]) + Number(stat[12])) / CLOCK_TICKS) * 1e6;
  const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
  return { cpuUs, rssMiB: Number(rss) / 1024 };
}

export interface Running {
  url: string;
  child: ChildProcess;
  startedInMs: number;
  stop(): Promise<void>;
}

/** What `pnpm start` runs (apps/server/package.json): the node settings live in bin/node.sh, which execs node. */
const START = ["bin/node.sh", "dist/server/main.js"];

/**
 * The command starting the server: pinned with `taskset -c` to BENCH_SERVER_CPUS when set ("0": one
 * core for every thread of it, the database's included), so a figure does not depend on a second core.
 * taskset and sh both exec, so the child's pid is node's.
 */
function startCommand(): [string, string[]] {
  const cpus = process.env.BENCH_SERVER_CPUS;
  return cpus ? ["taskset", ["-c", cpus, "sh", ...START]] : ["sh", START];
}

/** The compiled server on a free port, started as production starts it; resolves at its first 200 on /en. */
export async function startSite(dataDir: string, schema: string | undefined, fixedPort?: number): Promise<Running> {
  const port = fixedPort ?? (await freePort());
  const started = performance.now();
  const [command, args] = startCommand();
  const child = spawn(command, args, {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: "bench admin password",
      RATE_LIMIT_FORMS_PER_MINUTE: "100000000",
      RATE_LIMIT_RENDERS_PER_MINUTE: "100000000",
      ...(DATABASE_URL ? { DATABASE_URL, DATABASE_SCHEMA: schema } : { DATABASE_URL: "" }),
    },
    // The default log level, written to a file as a container's log would be: the access log's cost counts.
    stdio: ["ignore", openSync(path.join(dataDir, "server.log"), "a"), "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error("the server exited during start-up");
    const ok = await fetch(`${url}/en`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 20));
  }
  const startedInMs = performance.now() - started;
  return {
    url,
    child,
    startedInMs,
    // SIGINT: the graceful shutdown without SIGTERM's drain delay for load balancers (main.ts).
    stop: () =>
      new Promise((resolve) => {
        child.once("exit", () => resolve());
        child.kill("SIGINT");
      }),
  };
}

export const schemaOf = (tag: string) => `bench_${tag}_${process.pid}`;
export const dropSchema = async (schema: string) => {
  if (!DATABASE_URL) return;
  const sql = postgres(DATABASE_URL, { max: 1, onnotice: () => {} });
  await sql.unsafe(`drop schema if exists "${schema}" cascade`);
  await sql.end();
};
