// Two nodes behind a real reverse proxy, as docker-compose.two-nodes.yml runs them: two built server
// processes (dist/server/main.js, as `pnpm start`) on one PostgreSQL schema and one S3 bucket, behind
// nginx with the project's own proxy configuration (deploy/nginx.conf, its addresses replaced).
// What one node does, the other sees: a publication within a second, a session, an upload. And a
// node killed mid-load (SIGKILL, then SIGTERM) loses none of the forms the proxy acknowledged.
// PostgreSQL only: the embedded database is one process's.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { testDatabaseUrl } from "../helpers/app";
import { startTestBucket, type TestBucket } from "../helpers/s3";
import { photo } from "../media/support";
import { contactPayload } from "../rest/support";
import { freePort, type Started, startServer } from "./spawn-support";

const root = fileURLToPath(new URL("../../../..", import.meta.url));
const NGINX = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((file) => existsSync(file));
const REDIS_URL = process.env.TEST_REDIS_URL || "redis://127.0.0.1:6379";
const ADMIN = { username: "admin", password: "correct horse battery" };
// CI installs nginx (.ci/run): there a missing one is a failure, not a skip.
if (!NGINX && process.env.CI && testDatabaseUrl) throw new Error("the two-node test needs nginx (apt-get install nginx)");

/** nginx with deploy/nginx.conf, its upstream servers and listen port replaced, in a folder of its own. */
function nginxConfig(dir: string, listen: number, nodes: number[]): string {
  const site = readFileSync(path.join(root, "deploy/nginx.conf"), "utf8")
    .replace(/^\s*server app(-2)?:3000 (.*);$/gm, "")
    .replace(
      /upstream lumiere \{/,
      `upstream lumiere {\n${nodes.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join("\n")}`,
    )
    .replace(/listen 8080;/, `listen 127.0.0.1:${listen};`);
  expect(site).toContain(`server 127.0.0.1:${nodes[1]}`);
  writeFileSync(path.join(dir, "site.conf"), site);
  for (const temp of ["body", "proxy", "fastcgi", "uwsgi", "scgi"]) mkdirSync(path.join(dir, temp), { recursive: true });
  const file = path.join(dir, "nginx.conf");
  writeFileSync(
    file,
    `${process.getuid?.() === 0 ? `user ${userInfo().username};\n` : ""}worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/site.conf;
}
`,
  );
  return file;
}

interface Load {
  /** Messages of the forms answered 2xx through the proxy. */
  acknowledged: string[];
  /** Statuses (0: no answer) of the others. */
  refused: number[];
  stop(): Promise<void>;
}

/** Contact forms posted through the proxy by `clients` at once, each with a message of its own, until stopped. */
function contactLoad(proxy: string, run: string, clients: number): Load {
  const acknowledged: string[] = [];
  const refused: number[] = [];
  let stopping = false;
  let n = 0;
  const client = async () => {
    while (!stopping) {
      const message = `${run} form ${n++}`;
      const status = await fetch(`${proxy}/api/contact`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(contactPayload({ message, email: `two-nodes-${n}@example.com` })),
      }).then(
        async (res) => {
          await res.arrayBuffer();
          return res.status;
        },
        () => 0,
      );
      if (status >= 200 && status < 300) acknowledged.push(message);
      else refused.push(status);
    }
  };
  const running = Promise.all(Array.from({ length: clients }, client));
  return {
    acknowledged,
    refused,
    async stop() {
      stopping = true;
      await running;
    },
  };
}

describe.skipIf(!testDatabaseUrl || !NGINX)(
  `two server processes behind nginx, one PostgreSQL schema, one bucket (${
    !testDatabaseUrl
      ? "skipped: PostgreSQL only, set DATABASE_URL; on PGlite one process holds the database"
      : !NGINX
        ? "skipped: no nginx"
        : "PostgreSQL"
  })`,
  () => {
    const schema = `test_two_nodes_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const dir = mkdtempSync(path.join(tmpdir(), "lumiere-two-nodes-"));
    const nodes: Started[] = [];
    let bucket: TestBucket;
    let proxy: ChildProcess | undefined;
    let proxyUrl = "";
    let env: Record<string, string>;
    const sql = postgres(testDatabaseUrl ?? "", { max: 1, onnotice: () => {} });

    const ready = async (node: Started) => {
      await vi.waitFor(
        async () => {
          const res = await fetch(`http://127.0.0.1:${node.port}/readyz`).catch(() => undefined);
          expect(res?.status, node.stdout() + node.stderr()).toBe(200);
        },
        { timeout: 90_000, interval: 200 },
      );
    };
    const startNode = async (name: string, port?: number) => {
      const node = await startServer({ ...env, DATA_DIR: path.join(dir, name) }, { port });
      nodes.push(node);
      return node;
    };
    const at = (node: Started) => `http://127.0.0.1:${node.port}`;
    let probes = 0;
    /** Resolves once the proxy has sent a request to `node` (its access line names the request's id). */
    const inRotation = async (node: Started) => {
      await vi.waitFor(
        async () => {
          const id = `two-nodes-probe-${probes++}`;
          const res = await fetch(`${proxyUrl}/api/pages/home`, { headers: { "x-request-id": id } });
          expect(res.status).toBe(200);
          await res.arrayBuffer();
          // Log lines are written out at least every second.
          await vi.waitFor(() => expect(nodes.some((n) => n.stdout().includes(`"reqId":"${id}"`))).toBe(true), { timeout: 3000 });
          expect(node.stdout()).toContain(`"reqId":"${id}"`);
        },
        { timeout: 30_000, interval: 0 },
      );
    };
    const signIn = async (base: string) => {
      const res = await fetch(`${base}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(ADMIN),
      });
      expect(res.status).toBe(200);
      return (res.headers.get("set-cookie") ?? "").split(";")[0] as string;
    };
    const storedMessages = async (run: string) =>
      new Set(
        (await sql.unsafe(`select message from "${schema}".contacts where message like $1`, [`${run} %`])).map((r) => r.message as string),
      );

    beforeAll(async () => {
      bucket = await startTestBucket("two-nodes-media");
      const proxyPort = await freePort();
      proxyUrl = `http://127.0.0.1:${proxyPort}`;
      env = {
        DATABASE_URL: testDatabaseUrl as string,
        DATABASE_SCHEMA: schema,
        REDIS_URL,
        REDIS_KEY_PREFIX: `${schema}:`,
        PUBLIC_URL: proxyUrl,
        TRUST_PROXY: "1",
        // Access lines (info) say which node answered which request.
        LOG_LEVEL: "info",
        RATE_LIMIT_FORMS_PER_MINUTE: "100000",
        RATE_LIMIT_LOGIN_PER_MINUTE: "1000",
        ...bucket.env,
      };
      const [a, b] = await Promise.all([startNode("a"), startNode("b")]);
      await Promise.all([ready(a as Started), ready(b as Started)]);
      proxy = spawn(NGINX as string, ["-p", dir, "-c", nginxConfig(dir, proxyPort, [a.port, b.port]), "-g", "daemon off;"], {
        stdio: ["ignore", "ignore", "pipe"],
      });
      let proxyErr = "";
      proxy.stderr?.on("data", (d: Buffer) => (proxyErr += d.toString()));
      await vi.waitFor(
        async () => {
          const res = await fetch(`${proxyUrl}/healthz`).catch(() => undefined);
          expect(res?.status, proxyErr).toBe(200);
        },
        { timeout: 20_000, interval: 100 },
      );
    }, 180_000);

    afterAll(async () => {
      // nginx's fast shutdown: its master stops the worker before exiting (SIGKILL would leave the
      // worker running, still listening).
      if (proxy && proxy.exitCode === null) {
        const stopped = new Promise((resolve) => proxy?.once("exit", resolve));
        proxy.kill("SIGTERM");
        await stopped;
      }
      for (const node of nodes) node.child.kill("SIGKILL");
      await Promise.all(nodes.map((node) => node.exit));
      await sql.unsafe(`drop schema if exists "${schema}" cascade`).catch(() => {});
      await sql.end();
      await bucket?.close();
      rmSync(dir, { recursive: true, force: true });
    });

    it("serves through the proxy from both nodes", async () => {
      for (const node of nodes) await inRotation(node);
    });

    it("shows on one node, within a second, an article published through the other", async () => {
      const [a, b] = nodes as [Started, Started];
      const title = `Two nodes ${Math.random().toString(36).slice(2, 8)}`;
      const slug = title.toLowerCase().replaceAll(" ", "-");
      // B has read (and cached) the list and the missing article first.
      const before = (await (await fetch(`${at(b)}/api/articles`)).json()) as unknown[];
      expect((await fetch(`${at(b)}/api/articles/${slug}`)).status).toBe(404);

      const cookie = await signIn(at(a));
      const created = await fetch(`${at(a)}/api/admin/articles`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie },
        body: JSON.stringify({
          title_en: title,
          title_fr: `${title} fr`,
          excerpt_en: "E",
          excerpt_fr: "E",
          content_en: "C",
          content_fr: "C",
        }),
      });
      expect(created.status, await created.clone().text()).toBe(201);
      const publishedAt = performance.now();
      // B's cached list is cleared by the change notice A sends through PostgreSQL.
      await vi.waitFor(
        async () => {
          expect((await fetch(`${at(b)}/api/articles/${slug}`)).status).toBe(200);
          const after = (await (await fetch(`${at(b)}/api/articles`)).json()) as unknown[];
          expect(after.length).toBe(before.length + 1);
        },
        { timeout: 1000, interval: 20 },
      );
      console.log(`two nodes: published through A, listed by B after ${Math.round(performance.now() - publishedAt)} ms`);
    });

    it("keeps a session opened through one node on the other, and ends it on both", async () => {
      const [a, b] = nodes as [Started, Started];
      const cookie = await signIn(at(a));
      const me = await fetch(`${at(b)}/api/auth/me`, { headers: { cookie } });
      expect(me.status).toBe(200);
      expect(await me.json()).toMatchObject({ username: ADMIN.username });
      expect((await fetch(`${at(b)}/api/auth/logout`, { method: "POST", headers: { cookie } })).status).toBeLessThan(300);
      // Signed out: `me` answers null, on the node that opened the session too.
      expect(await (await fetch(`${at(a)}/api/auth/me`, { headers: { cookie } })).json()).toBeNull();
    });

    it("serves from one node, byte for byte, a file uploaded through the other", async () => {
      const [a, b] = nodes as [Started, Started];
      const cookie = await signIn(at(a));
      const bytes = await photo();
      const form = new FormData();
      form.append("file", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), "two-nodes.jpg");
      const res = await fetch(`${at(a)}/api/admin/media/upload`, { method: "POST", body: form, headers: { cookie } });
      expect(res.status, await res.clone().text()).toBe(201);
      const item = (await res.json()) as { url: string; variants: { url: string }[] };
      const original = await fetch(`${at(b)}${item.url}`);
      expect(original.status).toBe(200);
      expect(Buffer.from(await original.arrayBuffer()).equals(bytes)).toBe(true);
      for (const variant of item.variants) expect((await fetch(`${at(b)}${variant.url}`)).status).toBe(200);
    });

    for (const signal of ["SIGKILL", "SIGTERM"] as const) {
      it(`loses no acknowledged form when a node gets ${signal} mid-load`, { timeout: 120_000 }, async () => {
        // The node to stop: B first (SIGKILL); then, B restarted on its port, A (SIGTERM).
        if (signal === "SIGTERM") {
          const b = nodes[1] as Started;
          const restarted = await startNode("b", b.port);
          nodes[1] = restarted;
          await ready(restarted);
          // nginx takes a node it saw fail back after fail_timeout: the load starts once B has answered through it.
          await inRotation(restarted);
        }
        const victim = (signal === "SIGKILL" ? nodes[1] : nodes[0]) as Started;
        const run = `two-nodes ${signal} ${Math.random().toString(36).slice(2, 8)}`;
        const load = contactLoad(proxyUrl, run, 8);
        await vi.waitFor(() => expect(load.acknowledged.length).toBeGreaterThanOrEqual(40), { timeout: 60_000, interval: 20 });
        const atKill = load.acknowledged.length;
        victim.child.kill(signal);
        await victim.exit;
        // The survivor carries on alone.
        await vi.waitFor(() => expect(load.acknowledged.length).toBeGreaterThanOrEqual(atKill + 40), { timeout: 60_000, interval: 20 });
        await load.stop();

        const stored = await storedMessages(run);
        const lost = load.acknowledged.filter((m) => !stored.has(m));
        console.log(
          `two nodes, ${signal}: ${load.acknowledged.length} forms acknowledged (${atKill} before the kill), ${load.refused.length} refused (${[...new Set(load.refused)].join(", ") || "none"}), ${lost.length} acknowledged but not stored`,
        );
        expect(lost).toEqual([]);
        // A refused form is one the visitor is told to send again, never a success.
        expect(load.refused.every((status) => status === 0 || status >= 500)).toBe(true);
      });
    }
  },
);
