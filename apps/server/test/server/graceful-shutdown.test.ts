// The server as an orchestrator runs it (dist/server/main.js, JSON log on stdout): the generated admin password
// only in DATA_DIR's file, request ids in the log, and on SIGTERM a drain (readiness 503, everything else
// answering, each answer with Connection: close so keep-alive clients leave their connections),
// then the listener closes, the request in flight finishes and the process exits 0.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { Agent, get, request } from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import postgres from "postgres";
import { afterAll, describe, expect, it, vi } from "vitest";
import { builtEntry, type Started, startServer, whenAnswering } from "./spawn-support";
import { dbLabel, testDatabaseUrl } from "../helpers/app";

const serverDir = fileURLToPath(new URL("../..", import.meta.url));
const DRAIN_MS = 4000;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** A GET on a connection of its own (no keep-alive pool): its status, or a rejection once nothing listens. */
function status(url: string, headers: Record<string, string> = {}): Promise<{ code: number; headers: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    get(url, { agent: false, headers }, (res) => {
      res.resume();
      res.on("end", () => resolve({ code: res.statusCode ?? 0, headers: res.headers }));
    }).on("error", reject);
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe(`dist/server/main.js run by an orchestrator (${dbLabel})`, () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "lumiere-drain-"));
  const schema = testDatabaseUrl ? `test_drain_${process.pid}_${Math.random().toString(36).slice(2, 8)}` : "";
  let child: ChildProcess | undefined;
  afterAll(async () => {
    child?.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
    if (schema && testDatabaseUrl) {
      const sql = postgres(testDatabaseUrl, { max: 1, onnotice: () => {} });
      await sql.unsafe(`drop schema if exists "${schema}" cascade`);
      await sql.end();
    }
  });

  it("keeps the generated password out of the JSON log, logs request ids, and drains on SIGTERM before closing", {
    timeout: 150_000,
  }, async () => {
    const port = await freePort();
    child = spawn(process.execPath, [builtEntry("main")], {
      cwd: serverDir,
      env: {
        ...process.env,
        DATABASE_URL: testDatabaseUrl ?? "",
        DATABASE_SCHEMA: schema,
        NODE_ENV: "test",
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        LOG_LEVEL: "info",
        ADMIN_USERNAME: "",
        ADMIN_PASSWORD: "",
        OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: "0",
        SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout?.on("data", (d: Buffer) => (stdout += d.toString()));
    child.stderr?.on("data", (d: Buffer) => (stderr += d.toString()));
    const exit = new Promise<number | null>((resolve) => child?.once("exit", (code) => resolve(code)));
    const base = `http://127.0.0.1:${port}`;

    let home: Awaited<ReturnType<typeof status>> | undefined;
    const started = Date.now();
    while (!home && Date.now() - started < 120_000) {
      home = await status(`${base}/api/pages/home`, { "x-request-id": "orchestrator-trace-1" }).catch(() => undefined);
      if (!home) await sleep(200);
    }
    expect(home?.code, stdout + stderr).toBe(200);
    expect(home?.headers["x-request-id"]).toBe("orchestrator-trace-1");

    // The request's log line is written once its answer has gone out.
    const completed = /"reqId":"orchestrator-trace-1".*"request completed"/;
    for (let i = 0; i < 50 && !completed.test(stdout); i++) await sleep(100);
    // stdout is not a terminal: the password is in the file the banner names; no JSON log line holds it.
    const file = /Admin sign-in: .* password in (\S+)/.exec(stdout)?.[1];
    expect(file, stdout).toBe(path.join(dataDir, "admin-password.txt"));
    const password = readFileSync(file as string, "utf8").trim();
    expect(password).toBeTruthy();
    expect(stdout).not.toContain(password);
    const jsonLines = stdout.split("\n").filter((l) => l.startsWith("{"));
    expect(jsonLines.some((l) => l.includes("Created the first admin account"))).toBe(true);
    expect(jsonLines.filter((l) => l.includes(password as string))).toEqual([]);
    expect(stderr).not.toContain(password);
    const traced = jsonLines
      .map((l) => JSON.parse(l) as { reqId?: string; msg?: string })
      .filter((l) => l.reqId === "orchestrator-trace-1");
    expect(traced.map((l) => l.msg)).toContain("request completed");

    // A sign-in the server is still reading when SIGTERM arrives: headers and part of the body sent.
    const body = JSON.stringify({ username: "admin", password });
    let sendRest = () => {};
    const inFlight = new Promise<number>((resolve, reject) => {
      const req = request(
        `${base}/api/auth/login`,
        { method: "POST", agent: false, headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) } },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on("error", reject);
      req.write(body.slice(0, 10));
      sendRest = () => req.end(body.slice(10));
    });
    await sleep(200);
    const sentAt = Date.now();
    child.kill("SIGTERM");
    await sleep(300);

    // Draining: readiness says 503 so traffic moves away; the site and liveness still answer.
    const ready = await status(`${base}/readyz`);
    const live = await status(`${base}/healthz`);
    const page = await status(`${base}/api/pages/home`);
    expect([ready.code, live.code, page.code]).toEqual([503, 200, 200]);

    // Then the listener closes: new connections are refused while the sign-in is still in flight.
    let refused = false;
    while (!refused && Date.now() - sentAt < DRAIN_MS + 20_000) {
      refused = await status(`${base}/healthz`).then(
        () => false,
        () => true,
      );
      if (!refused) await sleep(100);
    }
    expect(refused).toBe(true);
    sendRest();
    expect(await inFlight).toBe(200);
    expect(await exit, stdout + stderr).toBe(0);
  });
});

interface Answer {
  status?: number;
  connection?: string;
  error?: string;
}

// A load balancer with a pool of keep-alive connections (nginx's upstream keepalive, an L4 proxy's
// established flows): it reuses an open connection whenever it has one, and opens new ones only
// while the server says it is ready.
describe("the drain of dist/server/main.js, for keep-alive clients under load (pglite)", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "lumiere-drain-load-"));
  let server: Started | undefined;
  afterAll(() => {
    server?.child.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("answers every request, and those of the drain with Connection: close, so no connection is left to reset", {
    timeout: 150_000,
  }, async () => {
    const s = await startServer({ DATA_DIR: dataDir, SHUTDOWN_DRAIN_MS: "3000" });
    server = s;
    const base = `http://127.0.0.1:${s.port}`;
    expect((await whenAnswering(s, "/api/pages/home"))?.status, s.stdout() + s.stderr()).toBe(200);
    const agent = new Agent({ keepAlive: true, maxSockets: 4 });
    let routed = true;
    let reused = 0;
    const openConnection = () => Object.values(agent.freeSockets).some((sockets) => (sockets?.length ?? 0) > 0);
    const ask = () =>
      new Promise<Answer>((resolve) => {
        const req = get(`${base}/api/pages/home`, { agent }, (res) => {
          if (req.reusedSocket) reused++;
          res.resume();
          res.on("end", () => resolve({ status: res.statusCode, connection: res.headers.connection }));
        });
        req.on("error", (err: NodeJS.ErrnoException) => resolve({ error: err.code }));
      });
    // Four clients, each sending its next request as soon as the last is answered.
    const answers: Answer[][] = [[], [], [], []];
    const clients = answers.map(async (mine) => {
      while (routed || openConnection()) mine.push(await ask());
    });
    await vi.waitFor(() => expect(reused).toBeGreaterThan(40), { timeout: 30_000 });
    s.child.kill("SIGTERM");
    // The balancer's readiness probe: no new connection once the server says it is not ready.
    await vi.waitFor(async () => expect((await status(`${base}/readyz`)).code).toBe(503), { timeout: 10_000, interval: 50 });
    routed = false;
    await Promise.all(clients);
    expect(await s.exit, s.stderr()).toBe(0);
    agent.destroy();

    for (const mine of answers) {
      // No reset, no 503: every request was answered.
      expect(mine.filter((a) => a.status !== 200)).toEqual([]);
      // Keep-alive until the drain, then each answer closes its connection.
      expect(mine.map((a) => a.connection).join(" ")).toMatch(/^(keep-alive )+close( close)*$/);
    }
  });
});

describe("a stop that comes while an answer goes out on a keep-alive connection (pglite)", () => {
  const dataDirs: string[] = [];
  afterAll(() => {
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it("exits 0 at once, not after the forced stop, though the client keeps the connection", { timeout: 120_000 }, async () => {
    // The first page of a new folder goes out compressed on the fly: still going when the signal comes.
    for (let attempt = 0; attempt < 5; attempt++) {
      const dataDir = mkdtempSync(path.join(tmpdir(), "lumiere-stop-keepalive-"));
      dataDirs.push(dataDir);
      const s = await startServer({ DATA_DIR: dataDir, SHUTDOWN_DRAIN_MS: "0" });
      expect((await whenAnswering(s, "/healthz"))?.status, s.stderr()).toBe(200);
      // fetch keeps its connection alive as long as the server's Keep-Alive says, body unread.
      const page = await fetch(`http://127.0.0.1:${s.port}/en`);
      expect(page.status).toBe(200);
      s.child.kill("SIGTERM");
      // The forced stop (after the grace period) exits 1: 0 is the drain ending by itself.
      expect(await s.exit, `${s.stderr()}\n${s.stdout()}`).toBe(0);
    }
  });
});
