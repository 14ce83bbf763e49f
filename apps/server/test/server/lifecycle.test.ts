import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { builtEntry } from "./spawn-support";
import { loadConfig } from "../../src/env";

const serverDir = fileURLToPath(new URL("../..", import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

describe("loadConfig", () => {
  it("names every malformed variable at once", () => {
    expect(() => loadConfig({ PORT: "eighty", DATABASE_URL: "mysql://x", ADMIN_PASSWORD: "short" })).toThrowError(
      /PORT[\s\S]*DATABASE_URL[\s\S]*ADMIN_PASSWORD/,
    );
  });
  it("defaults to PGlite in ./.data on port 3000", () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.dataDir).toBe(path.resolve(".data"));
  });
});

describe("pnpm start (dist/server/main.js) on an empty DATA_DIR", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "lumiere-main-"));
  let child: ChildProcess | undefined;
  afterAll(() => {
    child?.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("answers GET /api/pages/home, prints how to sign in, and on SIGTERM finishes the request in flight, refuses new ones and exits 0", {
    timeout: 120_000,
  }, async () => {
    const port = await freePort();
    child = spawn(process.execPath, [builtEntry("main")], {
      cwd: serverDir,
      env: {
        ...process.env,
        DATABASE_URL: "",
        NODE_ENV: "test",
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        LOG_LEVEL: "warn",
        ADMIN_USERNAME: "",
        ADMIN_PASSWORD: "",
        OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: "0",
        // The drain before closing has its own test (graceful-shutdown); here the close itself.
        SHUTDOWN_DRAIN_MS: "0",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    child.stdout?.on("data", (d: Buffer) => (out += d.toString()));
    child.stderr?.on("data", (d: Buffer) => (out += d.toString()));
    const exit = new Promise<number | null>((resolve) => child?.once("exit", (code) => resolve(code)));

    const base = `http://127.0.0.1:${port}`;
    const started = Date.now();
    let home: Response | undefined;
    while (Date.now() - started < 90_000) {
      home = await fetch(`${base}/api/pages/home`).catch(() => undefined);
      if (home) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(home?.status, out).toBe(200);
    expect(((await home!.json()) as { title_en: string }).title_en).toBe("Home");
    expect(out).toMatch(
      /Admin sign-in: http:\/\/127\.0\.0\.1:\d+\/admin\/login with username "admin", password in \S+admin-password\.txt /,
    );

    // A request the server is reading when SIGTERM arrives: headers and half the body sent first.
    const body = JSON.stringify({ username: "nobody", password: "wrong password" });
    const inFlight = new Promise<number>((resolve, reject) => {
      const req = request(
        `${base}/api/auth/login`,
        { method: "POST", headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) } },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on("error", reject);
      req.write(body.slice(0, 10));
      setTimeout(() => {
        child?.kill("SIGTERM");
        setTimeout(() => req.end(body.slice(10)), 300);
      }, 300);
    });
    expect(await inFlight).toBe(401);
    // No new connections once shutting down.
    await expect(fetch(`${base}/api/pages/home`)).rejects.toThrow();
    expect(await exit, out).toBe(0);
  });
});
