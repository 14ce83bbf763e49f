// Two servers with their own DATA_DIR, one PostgreSQL and one bucket: a file uploaded through one is
// served by the other byte for byte, and a delete through the other empties the bucket. (Needs
// TEST_DATABASE_URL: two embedded databases are two databases.)
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app";
import { buildTestApp, loginCookie, multiServerConfig, type TestApp, testDatabaseUrl } from "../helpers/app";
import { startTestBucket, type TestBucket } from "../helpers/s3";
import { photo, storedNames, uploadMedia } from "./support";

describe.skipIf(!testDatabaseUrl)("two servers, one database, one media bucket", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "lumiere-media-b-"));
  let bucket: TestBucket;
  let a: TestApp;
  let b: FastifyInstance | undefined;

  beforeAll(async () => {
    bucket = await startTestBucket("shared-media");
    a = await buildTestApp(bucket.env);
    b = await buildApp(multiServerConfig(dir, a.config.databaseSchema as string, bucket.env), { logger: false });
    await b.ready();
    await b.ensureDbReady();
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await bucket?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("serves through B what was uploaded through A, and a delete through B empties the bucket", async () => {
    const server = b as FastifyInstance;
    expect(a.config.dataDir).not.toBe(dir);
    const cookie = await loginCookie(a.app);
    const bytes = await photo();
    const item = await uploadMedia(a.app, cookie, bytes, "shared.jpg");
    expect(await bucket.keys()).toEqual(storedNames(item).sort());

    for (const url of [item.url, ...item.variants.map((v) => v.url)]) {
      const fromA = await a.app.inject({ method: "GET", url });
      const fromB = await server.inject({ method: "GET", url });
      expect(fromB.statusCode, url).toBe(200);
      expect(fromB.rawPayload.equals(fromA.rawPayload)).toBe(true);
    }
    expect((await server.inject({ method: "GET", url: item.url })).rawPayload.equals(bytes)).toBe(true);

    const res = await server.inject({ method: "DELETE", url: `/api/admin/media/${item.id}`, headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await bucket.keys()).toEqual([]);
    expect((await a.app.inject({ method: "GET", url: item.url })).statusCode).toBe(404);
  });
});
