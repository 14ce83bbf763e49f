// Configuration that explains itself: a bad DATABASE_URL, or a PostgreSQL or Redis out of reach,
// stops the start with one line saying which and where; Redis keys carry the site's prefix.
import { randomInt } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
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
