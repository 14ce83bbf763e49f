import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const serverDir = fileURLToPath(new URL("../../../server/", import.meta.url));
export const ADMIN = { username: "admin", password: "e2e admin password" };

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });
}

/** Waits until no process of the group is left (the server below `pnpm dev` may outlive pnpm). */
async function groupGone(pid: number | undefined): Promise<void> {
  if (!pid) return;
  for (let i = 0; ; i++) {
    try {
      // Asked to stop already; killed after ten seconds.
      process.kill(-pid, i < 100 ? 0 : "SIGKILL");
    } catch {
      return;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * The real production server (built web app, SSR) on a free loopback port, with a fresh DATA_DIR;
 * on Postgres (a schema of its own) when DATABASE_URL is set, else embedded PGlite. `dev`: the
 * server as `pnpm dev` runs it instead (sources watched, the web app through Vite).
 */
export async function startServer(env: Record<string, string> = {}, mode: "built" | "dev" = "built"): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "lumiere-e2e-"));
  const schema = process.env.DATABASE_URL ? `e2e_${process.pid}_${port}` : undefined;
  // The compiled server, as `pnpm start` and the image run it (turbo builds it before these tests).
  const [command, args] = mode === "dev" ? ["pnpm", ["run", "dev"]] : [process.execPath, ["dist/server/main.js"]];
  const child: ChildProcess = spawn(command, args, {
    cwd: serverDir,
    // `pnpm dev` runs the server two processes down: stopped as a group.
    detached: mode === "dev",
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: "warn",
      RATE_LIMIT_FORMS_PER_MINUTE: "1000",
      RATE_LIMIT_CHAT_PER_MINUTE: "1000",
      RATE_LIMIT_LOGIN_PER_MINUTE: "1000",
      RATE_LIMIT_RENDERS_PER_MINUTE: "100000",
      // Load shedding has its own test; a busy test machine must not turn answers into 503s.
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: "0",
      ...(schema ? { DATABASE_SCHEMA: schema } : {}),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const kill = (signal: NodeJS.Signals) => (mode === "dev" && child.pid ? process.kill(-child.pid, signal) : child.kill(signal));
  let output = "";
  child.stdout?.on("data", (d: Buffer) => (output += d.toString()));
  child.stderr?.on("data", (d: Buffer) => (output += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      const res = await fetch(`${url}/readyz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      kill("SIGKILL");
      throw new Error(`server did not start within 60 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        kill("SIGTERM");
        await exited;
      }
      if (mode === "dev") await groupGone(child.pid);
      if (schema && process.env.DATABASE_URL) {
        const { default: postgres } = await import("postgres");
        const sql = postgres(process.env.DATABASE_URL, { max: 1, onnotice: () => {} });
        await sql.unsafe(`drop schema if exists "${schema}" cascade`);
        await sql.end();
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
