import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app";
import { buildTestApp, multiServerConfig, type TestApp } from "../helpers/app";
import { contactPayload, expectJsonError } from "../rest/support";
import { UNAVAILABLE } from "./database-support";

/** The real Postgres the recovery test forwards to (CI sets DATABASE_URL; this machine has one on 5432). */
const TARGET_URL = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test";
const target = new URL(TARGET_URL);
const targetHost = target.hostname || "127.0.0.1";
const targetPort = Number(target.port || 5432);

function canConnect(host: string, port: number, timeoutMs = 1500): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once("connect", () => done(true));
    socket.once("error", () => done(false));
  });
}

const postgresReachable = await canConnect(targetHost, targetPort);

/** A port nothing listens on right now (the OS hands it out, we release it at once). */
function reservePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

describe("with DATABASE_URL pointing at a port where nothing listens", () => {
  let t: TestApp;

  beforeAll(async () => {
    // Start-up tolerates the missing database: building must not throw.
    // Short waits for a database that never answers: each 503 comes after them, not after 5 s.
    t = await buildTestApp({
      DATABASE_URL: "postgres://postgres@127.0.0.1:1/test",
      DATABASE_CONNECT_TIMEOUT_MS: "500",
      DATABASE_QUERY_TIMEOUT_MS: "500",
    });
  });
  afterAll(async () => {
    // close() would try to drop a per-test schema through the dead URL; only the app needs closing here.
    await t?.app.close();
    if (t) rmSync(t.config.dataDir, { recursive: true, force: true });
  });

  it("builds the app and answers GET /api/pages/home with 503 and a JSON message", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/pages/home" });
    expect(expectJsonError(res, 503).message).toBe(UNAVAILABLE);
  });

  it.each([
    ["GET", "/api/articles?lang=en"],
    ["GET", "/api/articles/some-slug?lang=fr"],
    ["GET", "/api/auth/me"],
    ["GET", "/api/admin/dashboard"],
  ] as const)("answers %s %s with 503 and a JSON message", async (method, url) => {
    const res = await t.app.inject({ method, url });
    expect(expectJsonError(res, 503).message).toBe(UNAVAILABLE);
  });

  it("answers the lead forms and sign-in with 503, not a success that stored nothing", async () => {
    for (const [url, payload] of [
      ["/api/contact", contactPayload()],
      ["/api/consultation", { name: "A", email: "a@example.com" }],
      ["/api/prospects", { email: "a@example.com" }],
      ["/api/auth/login", { username: "admin", password: "correct horse battery" }],
    ] as const) {
      const res = await t.app.inject({ method: "POST", url, payload });
      expect(expectJsonError(res, 503).message, url).toBe(UNAVAILABLE);
    }
  });

  it("answers a request with a session cookie with 503 too", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/admin/articles",
      headers: { cookie: "lumiere_session=abcdefghijklmnopqrstuvwxyz234567" },
    });
    expectJsonError(res, 503);
  });

  it("keeps answering under a burst of concurrent requests (no crash, no hang)", async () => {
    const results = await Promise.all(Array.from({ length: 25 }, () => t.app.inject({ method: "GET", url: "/api/pages/about" })));
    expect(results.map((r) => r.statusCode)).toEqual(Array(25).fill(503));
    const after = await t.app.inject({ method: "GET", url: "/api/pages/home" });
    expect(after.statusCode).toBe(503);
  });
});

describe.skipIf(!postgresReachable)("when the database becomes reachable after start-up", () => {
  const schema = `test_down_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const sockets = new Set<net.Socket>();
  let proxy: net.Server | undefined;
  let port: number;
  let app: FastifyInstance;
  let dataDir: string;

  /** Starts forwarding 127.0.0.1:port to the real Postgres. */
  async function startProxy(): Promise<void> {
    proxy = net.createServer((client) => {
      const upstream = net.connect({ host: targetHost, port: targetPort });
      sockets.add(client).add(upstream);
      const end = () => {
        client.destroy();
        upstream.destroy();
        sockets.delete(client);
        sockets.delete(upstream);
      };
      client.on("error", end).on("close", end);
      upstream.on("error", end).on("close", end);
      client.pipe(upstream).pipe(client);
    });
    const server = proxy;
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => resolve());
    });
  }

  /** Stops forwarding and cuts every open connection: the database is gone again. */
  async function stopProxy(): Promise<void> {
    const server = proxy;
    proxy = undefined;
    for (const s of sockets) s.destroy();
    sockets.clear();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The first answer that is not the branded 503, asking again as a client would (a few tries). */
  async function untilServed(send: () => Promise<LightMyRequestResponse>): Promise<LightMyRequestResponse> {
    let res = await send();
    for (let tries = 1; tries < 20 && res.statusCode === 503; tries++) {
      expect(expectJsonError(res, 503).message).toBe(UNAVAILABLE);
      await new Promise((resolve) => setTimeout(resolve, 500));
      res = await send();
    }
    return res;
  }

  /** Why the app still thinks the database is unavailable (for a readable failure). */
  async function diagnose(): Promise<string> {
    try {
      await app.ensureDbReady();
      return "ensureDbReady() resolves";
    } catch (error) {
      const chain: string[] = [];
      for (let e: unknown = error; e && chain.length < 6; e = (e as { cause?: unknown }).cause) {
        chain.push(`${(e as Error).name}: ${(e as Error).message} [${String((e as { code?: unknown }).code)}]`);
      }
      return chain.join(" <- ");
    }
  }

  beforeAll(async () => {
    port = await reservePort();
    const proxied = new URL(TARGET_URL);
    proxied.hostname = "127.0.0.1";
    proxied.port = String(port);
    dataDir = mkdtempSync(path.join(tmpdir(), "lumiere-test-"));
    const config = multiServerConfig(dataDir, schema, { RATE_LIMIT_FORMS_PER_MINUTE: "1000", DATABASE_URL: proxied.toString() });
    app = await buildApp(config, { logger: false });
    await app.ready();
  });

  afterAll(async () => {
    // Let the app end its connections through a live proxy, then drop what the test created.
    if (!proxy) await startProxy().catch(() => {});
    await app?.close();
    await stopProxy();
    const sql = postgres(TARGET_URL, { max: 1, onnotice: () => {} });
    try {
      await sql.unsafe(`drop schema if exists "${schema}" cascade`);
    } finally {
      await sql.end();
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("answers 503 while nothing listens, then serves again once the database is reachable", async () => {
    const down = await app.inject({ method: "GET", url: "/api/pages/home" });
    expect(expectJsonError(down, 503).message).toBe(UNAVAILABLE);

    await startProxy();

    // A client retries a 503 as told: the first request back starts the deferred migration and
    // seed, which may outlast one request's deadline on a busy machine, and then it serves.
    const up = await untilServed(() => app.inject({ method: "GET", url: "/api/pages/home" }));
    if (up.statusCode !== 200) expect.fail(`still ${up.statusCode} after the database came back: ${await diagnose()}`);
    expect(up.json()).toMatchObject({ pageId: "home" });
    // The deferred start-up ran in full: migrated, seeded, admin account ensured.
    const articles = await app.inject({ method: "GET", url: "/api/articles?lang=en" });
    expect(articles.statusCode).toBe(200);
    expect(articles.json<unknown[]>().length).toBeGreaterThan(0);
    const login = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { username: "admin", password: "correct horse battery" },
    });
    expect(login.statusCode, login.body).toBe(200);
    expect((await app.inject({ method: "POST", url: "/api/contact", payload: contactPayload() })).statusCode).toBe(201);
  });

  it("answers 503 again when the database goes away while running, and recovers when it is back", async () => {
    await stopProxy();
    const down = await app.inject({ method: "POST", url: "/api/contact", payload: contactPayload() });
    expect(expectJsonError(down, 503).message).toBe(UNAVAILABLE);

    await startProxy();
    const up = await untilServed(() => app.inject({ method: "POST", url: "/api/contact", payload: contactPayload() }));
    if (up.statusCode !== 201) expect.fail(`still ${up.statusCode} after the database came back: ${up.body} / ${await diagnose()}`);
  });
});

describe("pages, assets and health while the database is down (web app built)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ DATABASE_URL: "postgres://postgres@127.0.0.1:1/test" }, { ssr: true });
  });
  afterAll(async () => {
    await t?.app.close();
    if (t) rmSync(t.config.dataDir, { recursive: true, force: true });
  });

  it.each([
    ["/en", "en", "Back in a moment"],
    ["/fr/insights", "fr", "De retour dans un instant"],
  ])("answers the page %s with the branded 503 page in its language", async (url, lang, title) => {
    const res = await t.app.inject({ method: "GET", url, headers: { accept: "text/html" } });
    expect(res.statusCode).toBe(503);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
    expect(res.body).toContain(`<html lang="${lang}"`);
    expect(res.body).toContain(title);
    expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
  });

  it("still answers API clients with JSON", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/pages/home" });
    expect(expectJsonError(res, 503).message).toBe(UNAVAILABLE);
  });

  it("serves assets to a visitor with a (forged) session cookie", async () => {
    const page = await t.app.inject({ method: "GET", url: "/en" });
    const asset = /\/assets\/[^"]+\.css/.exec(page.body)?.[0];
    expect(asset).toBeDefined();
    const res = await t.app.inject({
      method: "GET",
      url: asset as string,
      headers: { cookie: "lumiere_session=abcdefghijklmnopqrstuvwxyz234567" },
    });
    expect(res.statusCode).toBe(200);
  });

  it("says alive on /healthz and not ready on /readyz", async () => {
    expect((await t.app.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: "/readyz" })).statusCode).toBe(503);
  });
});
