// A database that accepts connections but never answers: its processes stopped with SIGSTOP. This
// needs a PostgreSQL of its own (the shared test server must keep answering the other test files),
// started here from the installed server binaries; run only where the suites run on PostgreSQL.
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { LOCK_IDS } from "@lumiere/db";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app";
import { buildTestApp, multiServerConfig, type TestApp, testDatabaseUrl } from "../helpers/app";
import { contactPayload } from "../rest/support";
import { batchResults } from "../trpc/support";
import { answered, requests, UNAVAILABLE } from "./database-support";

/** The newest installed server binaries (Debian keeps them in /usr/lib/postgresql/<major>/bin). */
function postgresBinDir(): string | undefined {
  const root = "/usr/lib/postgresql";
  const majors = existsSync(root) ? readdirSync(root).filter((v) => existsSync(path.join(root, v, "bin", "initdb"))) : [];
  const newest = majors.sort((a, b) => Number(b) - Number(a))[0];
  if (newest) return path.join(root, newest, "bin");
  try {
    const dir = execFileSync("pg_config", ["--bindir"], { encoding: "utf8" }).trim();
    return existsSync(path.join(dir, "initdb")) ? dir : undefined;
  } catch {
    return undefined;
  }
}

const binDir = testDatabaseUrl ? postgresBinDir() : undefined;
if (testDatabaseUrl && !binDir) console.warn("database-hung: no PostgreSQL server binaries (initdb) found; skipped");

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Processes whose parent is `pid` (the postmaster's backends and helpers), read from /proc. */
function childrenOf(pid: number): number[] {
  return readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
        // Fields after the command name (which may hold spaces): state, then the parent's pid.
        return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) === pid;
      } catch {
        return false; // ended meanwhile
      }
    })
    .map(Number);
}

/** A PostgreSQL of the test's own on a free loopback port; initdb and postgres refuse to run as root. */
async function startPrivatePostgres(bin: string) {
  const dir = mkdtempSync(path.join(tmpdir(), "lumiere-pg-"));
  const data = path.join(dir, "data");
  const asRoot = process.getuid?.() === 0;
  const run = (tool: string, args: string[]) =>
    execFileSync(asRoot ? "runuser" : path.join(bin, tool), asRoot ? ["-u", "postgres", "--", path.join(bin, tool), ...args] : args, {
      stdio: "pipe",
    });
  if (asRoot) execFileSync("chown", ["postgres:", dir]);
  run("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"]);
  const port = await freePort();
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off`;
  run("pg_ctl", ["start", "-w", "-D", data, "-l", path.join(dir, "log"), "-o", options]);
  const postmaster = Number(readFileSync(path.join(data, "postmaster.pid"), "utf8").split("\n")[0]);
  const signalAll = (signal: NodeJS.Signals) => {
    // The postmaster first when stopping (no new backend forks), last when resuming.
    const pids = [postmaster, ...childrenOf(postmaster)];
    for (const pid of signal === "SIGSTOP" ? pids : pids.reverse()) process.kill(pid, signal);
  };
  // Should this process end before afterAll (a crash, a kill), the server must not stay stopped
  // and running: an immediate shutdown.
  const onExit = () => {
    try {
      signalAll("SIGCONT");
      process.kill(postmaster, "SIGQUIT");
    } catch {
      // already gone
    }
  };
  process.once("exit", onExit);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    pause: () => signalAll("SIGSTOP"),
    resume: () => signalAll("SIGCONT"),
    stop() {
      process.off("exit", onExit);
      try {
        signalAll("SIGCONT");
        run("pg_ctl", ["stop", "-w", "-m", "immediate", "-D", data]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** What a client sees of a 503: status, body and the headers that make it the branded answer. */
const shapeOf = (res: LightMyRequestResponse) => ({
  status: res.statusCode,
  contentType: res.headers["content-type"],
  retryAfter: res.headers["retry-after"],
  cacheControl: res.headers["cache-control"],
  body: res.body,
});

describe.skipIf(!binDir)("with a database that accepts connections but never answers (SIGSTOP)", () => {
  let server: Awaited<ReturnType<typeof startPrivatePostgres>> | undefined;
  let hung: TestApp | undefined;
  /** The same app on a port where nothing listens: the stopped database the answers must match. */
  let stopped: TestApp | undefined;
  let deadlines: Record<string, string> = {};

  beforeAll(async () => {
    server = await startPrivatePostgres(binDir as string);
    deadlines = { DATABASE_QUERY_TIMEOUT_MS: "1500", DATABASE_CONNECT_TIMEOUT_MS: "1500", DATABASE_POOL_SIZE: "2" };
    hung = await buildTestApp({ ...deadlines, DATABASE_URL: server.url }, { ssr: true });
    stopped = await buildTestApp({ ...deadlines, DATABASE_URL: "postgres://postgres@127.0.0.1:1/test" }, { ssr: true });
  });

  afterAll(async () => {
    try {
      server?.resume();
      await hung?.close();
      // close() would drop a per-test schema through the dead URL; only the app needs closing.
      await stopped?.app.close();
      if (stopped) rmSync(stopped.config.dataDir, { recursive: true, force: true });
    } finally {
      server?.stop();
    }
  });

  it("serves pages and the API before the database stops", async () => {
    const app = (hung as TestApp).app;
    expect((await app.inject({ method: "GET", url: "/api/pages/home" })).statusCode).toBe(200);
  });

  it("answers a page, the API, a form and a batched /trpc call at once with the branded 503 of a stopped database", async () => {
    const app = (hung as TestApp).app;
    const reference = (stopped as TestApp).app;
    (server as NonNullable<typeof server>).pause();
    // All at once on a pool of two connections: each waits for the database (or a connection) in
    // parallel, and none may wait past its deadline.
    const answers = await Promise.all(Object.entries(requests).map(([name, r]) => answered(name, app.inject(r))));
    const expected = await Promise.all(Object.values(requests).map((r) => reference.inject(r)));
    for (const [i, name] of Object.keys(requests).entries()) {
      const res = answers[i] as LightMyRequestResponse;
      expect(res.statusCode, `${name}: ${res.body}`).toBe(503);
      // Each call of the batch ran and says so the tRPC way (as when the database stops after start).
      if (name !== "batch") expect(shapeOf(res), name).toEqual(shapeOf(expected[i] as LightMyRequestResponse));
    }
    expect(answers[0]?.body).toContain("Back in a moment");
    expect(answers[1]?.json()).toEqual({ message: UNAVAILABLE });
    // A client told to come back is told when, through /trpc as through /api.
    expect(Number(answers[3]?.headers["retry-after"])).toBeGreaterThan(0);
    const calls = batchResults(answers[3] as LightMyRequestResponse);
    expect(calls.map((c) => [c.error?.data.httpStatus, c.error?.message])).toEqual([
      [503, UNAVAILABLE],
      [503, UNAVAILABLE],
    ]);
  });

  it("then answers every request at once exactly as a stopped database does, for new visitors too", async () => {
    const app = (hung as TestApp).app;
    const reference = (stopped as TestApp).app;
    const entries = Object.entries(requests).flatMap((entry) => [entry, entry]);
    const again = await Promise.all(entries.map(([name, r]) => answered(name, app.inject(r))));
    const expected = await Promise.all(entries.map(([, r]) => reference.inject(r)));
    for (const [i, [name]] of entries.entries()) {
      expect(shapeOf(again[i] as LightMyRequestResponse), name).toEqual(shapeOf(expected[i] as LightMyRequestResponse));
    }
    expect(again.map((r) => r.statusCode)).toEqual(Array(again.length).fill(503));
    const session = await answered(
      "with a session cookie",
      app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie: "lumiere_session=abcdefghijklmnopqrstuvwxyz234567" } }),
    );
    expect(session.statusCode).toBe(503);
  });

  it("serves again once the database resumes, and takes a form for real", async () => {
    const app = (hung as TestApp).app;
    (server as NonNullable<typeof server>).resume();
    // The cancels of the abandoned statements reach the server as it resumes, and PostgreSQL cancels
    // whatever their connection runs then: a request may still get a 503 (never a 500) meanwhile.
    let articles = await answered("articles", app.inject(requests.articles));
    for (let retry = 0; articles.statusCode === 503 && retry < 20; retry++) {
      await new Promise((r) => setTimeout(r, 100));
      articles = await answered("articles", app.inject(requests.articles));
    }
    expect(articles.statusCode, articles.body).toBe(200);
    expect(articles.json<unknown[]>().length).toBeGreaterThan(0);
    const page = await answered("page", app.inject(requests.page));
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain("Back in a moment");
    const contact = await answered("contact", app.inject({ ...requests.contact, payload: contactPayload({ email: "after@example.com" }) }));
    expect(contact.statusCode, contact.body).toBe(201);
    const batch = await answered("batch", app.inject(requests.batch));
    expect(batch.statusCode, batch.body).toBe(200);
  });

  it("answers 503 instead of waiting while another process holds the database's preparation, then serves", async () => {
    const url = (server as NonNullable<typeof server>).url;
    const other = postgres(url, { max: 1, onnotice: () => {} });
    const dataDir = mkdtempSync(path.join(tmpdir(), "lumiere-test-"));
    let app: FastifyInstance | undefined;
    try {
      // Another server process migrating: this one's preparation (a new schema) waits for the lock.
      const held = await other.reserve();
      await held`select pg_advisory_lock(${LOCK_IDS.migrations})`;
      app = await buildApp(multiServerConfig(dataDir, "test_hung_waiting", { ...deadlines, DATABASE_URL: url }), { logger: false });
      await app.ready();
      const waiting = await answered("articles", app.inject(requests.articles));
      expect(waiting.json(), waiting.body).toEqual({ message: UNAVAILABLE });
      expect(waiting.statusCode).toBe(503);

      await held`select pg_advisory_unlock(${LOCK_IDS.migrations})`;
      held.release();
      await app.ensureDbReady();
      expect((await answered("articles", app.inject(requests.articles))).statusCode).toBe(200);
    } finally {
      await app?.close();
      await other.end();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
