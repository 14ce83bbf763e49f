// Configuration that explains itself: a bad DATABASE_URL, or a PostgreSQL or Redis out of reach,
// stops the start with one line saying which and where; Redis keys carry the site's prefix.
import { randomInt } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../src/env";
import { redisKeyPrefix } from "../../src/limits/redis-key-prefix";
import { buildTestApp, dbLabel, type TestApp } from "../helpers/app";
import { contactPayload } from "../rest/support";
import { trpcMutation } from "../trpc/support";
import { freePort, startServer, stderrLines } from "./spawn-support";

const REDIS_URL = process.env.TEST_REDIS_URL || "redis://127.0.0.1:6379";

function configError(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error("accepted");
}

describe("configuration", () => {
  it("puts a relative DATA_DIR where the user ran the command (pnpm's INIT_CWD), not inside apps/server", () => {
    expect(loadConfig({ INIT_CWD: "/srv/lumiere" }).dataDir).toBe(path.join("/srv/lumiere", ".data"));
    expect(loadConfig({ INIT_CWD: "/srv/lumiere", DATA_DIR: "state" }).dataDir).toBe(path.join("/srv/lumiere", "state"));
    expect(loadConfig({ INIT_CWD: "/srv/lumiere", DATA_DIR: "/var/lib/lumiere" }).dataDir).toBe("/var/lib/lumiere");
  });

  it("refuses DATABASE_SCHEMA without DATABASE_URL (the embedded database has its tables in one schema)", () => {
    expect(configError({ DATABASE_SCHEMA: "site_a" })).toBe(
      "Invalid environment: DATABASE_SCHEMA is set but DATABASE_URL is not: a schema is for PostgreSQL only",
    );
    expect(loadConfig({ DATABASE_SCHEMA: "site_a", DATABASE_URL: "postgres://u@127.0.0.1:5432/db" }).databaseSchema).toBe("site_a");
  });

  it("treats an empty variable as unset and refuses a malformed one with its name", () => {
    expect(loadConfig({ PORT: "" }).port).toBe(3000);
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT/);
  });
});

describe("DATABASE_URL", () => {
  it.each([
    ["postgres://", "DATABASE_URL must name a host"],
    ["postgresql://", "DATABASE_URL must name a host"],
    ["postgres://user:s3cret@db.example.com", "DATABASE_URL must name a database after the host"],
    ["postgres://user:s3cret@db.example.com:5432/", "DATABASE_URL must name a database after the host"],
    ["mysql://user:s3cret@db.example.com/lumiere", "DATABASE_URL must start with postgres:// or postgresql://"],
    ["postgres://user:s3cret@db.example.com:99999/lumiere", "DATABASE_URL is not a valid URL"],
    ["postgres://user:s3cret%zz@db.example.com/lumiere", "DATABASE_URL has a % in its password that starts no escape"],
    ["postgres://us%er:s3cret@db.example.com/lumiere", "DATABASE_URL has a % in its user name that starts no escape"],
    ["postgres://user:s3cret@db.example.com/100%", "DATABASE_URL has a % in its database name that starts no escape"],
  ])("refuses %s in one line that names the variable and never the password", (value, said) => {
    const message = configError({ DATABASE_URL: value });
    expect(message).toContain(said);
    expect(message).not.toContain("\n");
    expect(message).not.toContain("s3cret");
  });

  it("accepts a URL naming a host and a database, or a socket folder as ?host=", () => {
    expect(loadConfig({ DATABASE_URL: "postgres://u:p@db.example.com:5432/lumiere" }).databaseUrl).toBe(
      "postgres://u:p@db.example.com:5432/lumiere",
    );
    expect(loadConfig({ DATABASE_URL: "postgresql:///lumiere?host=/var/run/postgresql" }).databaseUrl).toBeDefined();
  });

  it("puts several bad variables on the one line", () => {
    const message = configError({ DATABASE_URL: "postgres://", REDIS_KEY_PREFIX: "has space" });
    expect(message).toMatch(/^Invalid environment: DATABASE_URL .+; REDIS_KEY_PREFIX .+$/);
  });
});

describe("a service out of reach at start", () => {
  it("PostgreSQL: exits 1 with one line naming it and host:port, without the password", { timeout: 120_000 }, async () => {
    const port = await freePort();
    const s = await startServer({ DATABASE_URL: `postgres://lumiere:s3cret@127.0.0.1:${port}/lumiere` });
    expect(await s.exit).toBe(1);
    const lines = stderrLines(s);
    expect(lines, s.stderr()).toHaveLength(1);
    expect(lines[0]).toContain(`Cannot start: PostgreSQL at 127.0.0.1:${port} (DATABASE_URL) cannot be reached: connect ECONNREFUSED`);
    expect(s.stderr() + s.stdout()).not.toContain("s3cret");
  });

  it("Redis: exits 1 with one line naming it and host:port, without the password", { timeout: 120_000 }, async () => {
    const port = await freePort();
    const dataDir = mkdtempSync(path.join(tmpdir(), "lumiere-config-"));
    const s = await startServer({ DATA_DIR: dataDir, REDIS_URL: `redis://:s3cret@127.0.0.1:${port}` });
    expect(await s.exit).toBe(1);
    rmSync(dataDir, { recursive: true, force: true });
    const lines = stderrLines(s);
    expect(lines, s.stderr()).toHaveLength(1);
    expect(lines[0]).toContain(`Cannot start: Redis at 127.0.0.1:${port} (REDIS_URL) cannot be reached: connect ECONNREFUSED`);
    expect(s.stderr() + s.stdout()).not.toContain("s3cret");
  });
});

describe("a configuration dist/server/main.js cannot start on: one line on stderr, exit 1", () => {
  const scratch = mkdtempSync(path.join(tmpdir(), "lumiere-config-"));
  const file = path.join(scratch, "a-file");
  writeFileSync(file, "");
  const readOnly = path.join(scratch, "read-only");
  mkdirSync(readOnly, { mode: 0o555 });
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  const startsWith = async (env: Record<string, string>, runner: string[] = []) => {
    const s = await startServer(env, { runner });
    expect(await s.exit, s.stderr()).toBe(1);
    const lines = stderrLines(s);
    expect(lines, s.stderr()).toHaveLength(1);
    return { line: lines[0], output: s.stdout() + s.stderr() };
  };

  it("DATA_DIR is a file", { timeout: 120_000 }, async () => {
    expect((await startsWith({ DATA_DIR: file })).line).toBe(`Cannot start: DATA_DIR ${file} is a file, not a folder`);
  });

  it("DATA_DIR is under a file", { timeout: 120_000 }, async () => {
    const under = path.join(file, "data");
    expect((await startsWith({ DATA_DIR: under })).line).toBe(
      `Cannot start: DATA_DIR ${under} cannot be a folder: part of its path is a file`,
    );
  });

  // Where the kernel refuses a folder with ENOENT although the parent exists (Node's recursive
  // mkdir never returned there).
  it.skipIf(!existsSync("/proc/self"))("DATA_DIR under /proc", { timeout: 120_000 }, async () => {
    expect((await startsWith({ DATA_DIR: "/proc/lumiere-data" })).line).toBe(
      "Cannot start: DATA_DIR /proc/lumiere-data cannot be created there: set DATA_DIR to a folder on a writable file system",
    );
  });

  // Root writes anywhere unless its capability to override permissions is dropped (setpriv).
  const root = process.getuid?.() === 0;
  const setpriv = ["/usr/bin/setpriv", "/bin/setpriv"].find((f) => existsSync(f));
  const asUserWithoutWriteAccess = root && setpriv ? [setpriv, "--bounding-set=-dac_override,-dac_read_search,-fowner"] : [];
  it.skipIf(root && !setpriv)(
    "DATA_DIR this user cannot write, existing or not (as root: needs setpriv)",
    { timeout: 180_000 },
    async () => {
      const uid = process.getuid?.();
      for (const dir of [readOnly, path.join(readOnly, "data")]) {
        expect((await startsWith({ DATA_DIR: dir }, asUserWithoutWriteAccess)).line).toBe(
          `Cannot start: DATA_DIR ${dir} cannot be written by this user (uid ${uid}): give it that user, or set DATA_DIR to a folder it can write`,
        );
      }
    },
  );

  it("a % in DATABASE_URL that starts no escape, without showing the password", { timeout: 120_000 }, async () => {
    const { line, output } = await startsWith({ DATABASE_URL: "postgres://lumiere:s3cret%zz@127.0.0.1:5432/lumiere" });
    expect(line).toBe("Invalid environment: DATABASE_URL has a % in its password that starts no escape: write a % there as %25");
    expect(output).not.toContain("s3cret");
  });

  it("METRICS_PORT equal to PORT", { timeout: 120_000 }, async () => {
    const port = String(await freePort());
    expect((await startsWith({ DATA_DIR: scratch, PORT: port, METRICS_PORT: port })).line).toBe(
      `Invalid environment: METRICS_PORT must differ from PORT (${port}): the metrics have a listener of their own`,
    );
  });
});

describe(`Redis keys carry the site's prefix (${dbLabel})`, () => {
  const prefix = `lumiere-test-${process.pid}-${randomInt(1e9)}:`;
  let named: TestApp;
  let derived: TestApp;
  const redis = new Redis(REDIS_URL, { lazyConnect: true });
  beforeAll(async () => {
    [named, derived] = await Promise.all([buildTestApp({ REDIS_URL, REDIS_KEY_PREFIX: prefix }), buildTestApp({ REDIS_URL })]);
    await redis.connect();
  });
  afterAll(async () => {
    await Promise.all([named?.close(), derived?.close()]);
    redis.disconnect();
  });
  const ip = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

  it("counts a form sent through /api under REDIS_KEY_PREFIX", async () => {
    const from = ip();
    const res = await named.app.inject({ method: "POST", url: "/api/contact", remoteAddress: from, payload: contactPayload() });
    expect(res.statusCode).toBe(201);
    expect(await redis.keys(`${prefix}*`)).toEqual([`${prefix}rl:forms:${from}`]);
  });

  it("counts a form sent through /trpc under the prefix derived from the database when none is set", async () => {
    const expected = redisKeyPrefix(derived.config);
    expect(expected).toMatch(/^lumiere:/);
    if (derived.config.databaseSchema) expect(expected).toContain(derived.config.databaseSchema);
    const from = ip();
    expect((await trpcMutation(derived.app, "leads.createContact", contactPayload(), { ip: from })).statusCode).toBe(200);
    expect(await redis.exists(`${expected}rl:forms:${from}`)).toBe(1);
  });
});
