import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import type { FastifyInstance } from "fastify";
import postgres from "postgres";
import { afterAll, beforeAll, inject } from "vitest";
import { type BuildOptions, buildApp } from "../../src/app";
import { type Config, loadConfig } from "../../src/env";

/** The Postgres to test against as well as PGlite; CI sets DATABASE_URL. */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || undefined;
export const dbLabel = testDatabaseUrl ? "postgres" : "pglite";

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  close(): Promise<void>;
}

/** Another server process on a test app's Postgres schema (its caches kept in step over NOTIFY). */
export async function buildSecondProcess(first: TestApp, options: { ssr?: boolean } = {}): Promise<TestApp> {
  if (!first.config.databaseUrl || !first.config.databaseSchema) throw new Error("a second process needs Postgres");
  const config = { ...first.config, ssr: options.ssr ?? first.config.ssr };
  const app = await buildApp(config, { inMemoryDb: false, logger: false });
  await app.ready();
  await app.ensureDbReady();
  // The first app owns the schema and drops it.
  return { app, config, close: () => app.close() };
}

/**
 * A fully built app that does not listen: PGlite in a DATA_DIR of its own, or a Postgres schema of
 * its own when DATABASE_URL is set; migrated and seeded. `env` overrides environment variables.
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  options: { ssr?: boolean; outbox?: BuildOptions["outbox"]; webhooks?: BuildOptions["webhooks"]; logger?: BuildOptions["logger"] } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "lumiere-test-"));
  const schema = testDatabaseUrl ? `test_${process.pid}_${Math.random().toString(36).slice(2, 10)}` : undefined;
  const config = {
    ...loadConfig({
      NODE_ENV: "test",
      DATA_DIR: dataDir,
      ADMIN_USERNAME: "admin",
      ADMIN_PASSWORD: "correct horse battery",
      LOG_LEVEL: "silent",
      RATE_LIMIT_FORMS_PER_MINUTE: "1000",
      RATE_LIMIT_CHAT_PER_MINUTE: "1000",
      RATE_LIMIT_LOGIN_PER_MINUTE: "1000",
      RATE_LIMIT_RENDERS_PER_MINUTE: "100000",
      // Load shedding has its own test; a busy test machine must not turn answers into 503s.
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: "0",
      ...(testDatabaseUrl ? { DATABASE_URL: testDatabaseUrl } : {}),
      ...env,
    }),
    databaseSchema: schema,
    ssr: options.ssr ?? false,
  };
  const app = await buildApp(config, {
    // On disk, as production runs it: a new folder is the build's template written out, which opens
    // in a fraction of the time PGlite takes to unpack it into memory.
    inMemoryDb: false,
    logger: options.logger ?? false,
    outbox: options.outbox,
    webhooks: options.webhooks,
    ...pgliteTemplate(),
  });
  await app.ready();
  // As main.ts does: prepare the database up front, but tolerate one that is down (503 tests).
  await app.ensureDbReady().catch(() => {});
  return {
    app,
    config,
    async close() {
      await app.close();
      if (schema && config.databaseUrl) {
        const sql = postgres(config.databaseUrl, { max: 1, onnotice: () => {} });
        await sql.unsafe(`drop schema if exists "${schema}" cascade`);
        await sql.end();
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A logger for buildTestApp that keeps every JSON line it writes, parsed, in `lines`. */
export function collectedLog(level = "info"): { logger: { level: string; stream: Writable }; lines: Array<Record<string, unknown>> } {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split("\n").filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { logger: { level, stream }, lines };
}

/** One more server process of a multi-server test: the test Postgres, in `schema`, no pages. */
export function multiServerConfig(dataDir: string, schema: string, env: Record<string, string> = {}): Config {
  return {
    ...loadConfig({
      NODE_ENV: "test",
      DATA_DIR: dataDir,
      ...(testDatabaseUrl ? { DATABASE_URL: testDatabaseUrl } : {}),
      ADMIN_PASSWORD: "correct horse battery",
      LOG_LEVEL: "silent",
      ...env,
    }),
    databaseSchema: schema,
    ssr: false,
  };
}

let template: Uint8Array<ArrayBuffer> | undefined;
/** The run's PGlite template (test/global-setup.ts), read once per test file. */
export function pgliteTemplate(): { pgliteTemplate?: () => Uint8Array<ArrayBuffer> } {
  const file = inject("pgliteTemplate");
  if (!file) return {};
  return {
    pgliteTemplate: () => {
      template ??= readFileSync(file);
      return template;
    },
  };
}

/** Signs in through the REST API and returns the Cookie header value. */
export async function loginCookie(app: FastifyInstance, username = "admin", password = "correct horse battery"): Promise<string> {
  const res = await app.inject({ method: "POST", url: "/api/auth/login", payload: { username, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === "lumiere_session");
  if (!cookie) throw new Error("no session cookie");
  return `lumiere_session=${cookie.value}`;
}

export interface SignedInApp extends Omit<TestApp, "close"> {
  /** The admin's Cookie header value. */
  cookie: string;
}

/**
 * The test file's app with the admin signed in: built in `beforeAll`, closed in `afterAll`. Its
 * fields are read inside tests and hooks, once `beforeAll` has run.
 */
export function useSignedInApp(env: Record<string, string> = {}, options: Parameters<typeof buildTestApp>[1] = {}): SignedInApp {
  let built: TestApp | undefined;
  let cookie: string | undefined;
  beforeAll(async () => {
    built = await buildTestApp(env, options);
    cookie = await loginCookie(built.app);
  });
  afterAll(async () => {
    await built?.close();
  });
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error("useSignedInApp: read before its beforeAll ran");
    return value;
  };
  return {
    get app() {
      return ready(built).app;
    },
    get config() {
      return ready(built).config;
    },
    get cookie() {
      return ready(cookie);
    },
  };
}
