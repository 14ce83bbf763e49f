// Starting the compiled server (`pnpm start`'s dist/server/main.js, with the build's database
// template) as a process of its own, as an operator would. The tests that spawn it need `pnpm build`
// first; turbo builds before `pnpm test`.
import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

const serverDir = fileURLToPath(new URL("../..", import.meta.url));

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

export interface Started {
  child: ChildProcess;
  port: number;
  stdout(): string;
  stderr(): string;
  /** The exit code, once the process has ended. */
  exit: Promise<number | null>;
}

/** The compiled entry `pnpm start` runs, and those of `pnpm backup` and `pnpm restore`. */
export const builtEntry = (name: "main" | "backup" | "restore") => path.join(serverDir, "dist/server", `${name}.js`);

/** The environment of a test server on `port`: embedded database, no Redis, no shedding, no drain. */
export function quietServerEnv(port: number): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATABASE_URL: "",
    REDIS_URL: "",
    NODE_ENV: "test",
    PORT: String(port),
    HOST: "127.0.0.1",
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: "0",
    SHUTDOWN_DRAIN_MS: "0",
  };
}

/**
 * The compiled server with this environment on top of a quiet test one (embedded database unless
 * DATABASE_URL is given), on `port` (a free one by default); `runner` is a command that execs it
 * (e.g. setpriv with its options).
 */
export async function startServer(env: Record<string, string>, options: { port?: number; runner?: string[] } = {}): Promise<Started> {
  const port = options.port ?? (await freePort());
  // node itself, as `pnpm start` (or through a runner that execs it): the child's pid is the server's.
  const [command = process.execPath, ...args] = [...(options.runner ?? []), process.execPath, builtEntry("main")];
  const child = spawn(command, args, {
    cwd: serverDir,
    env: { ...quietServerEnv(port), LOG_LEVEL: "warn", ADMIN_USERNAME: "admin", ADMIN_PASSWORD: "correct horse battery", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  let err = "";
  child.stdout?.on("data", (d: Buffer) => (out += d.toString()));
  child.stderr?.on("data", (d: Buffer) => (err += d.toString()));
  const exit = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, port, stdout: () => out, stderr: () => err, exit };
}

/** GET a path until the server answers (or gives up after 90 s, or when the process has ended). */
export async function whenAnswering(s: Started, pathname: string): Promise<Response | undefined> {
  let ended = false;
  void s.exit.then(() => (ended = true));
  const started = Date.now();
  while (!ended && Date.now() - started < 90_000) {
    const res = await fetch(`http://127.0.0.1:${s.port}${pathname}`).catch(() => undefined);
    if (res) return res;
    await new Promise((r) => setTimeout(r, 200));
  }
  return undefined;
}

/** What stderr says, less Node's own warnings about deprecated options. */
export function stderrLines(s: Pick<Started, "stderr">): string[] {
  return s
    .stderr()
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l && !/^\(node:\d+\)|--trace-warnings/.test(l));
}
