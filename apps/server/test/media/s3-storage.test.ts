// Media in an S3-compatible bucket (a real s3rver on loopback): uploads land in the bucket with their
// resized copies, are served from it byte for byte with the same headers as from disk (plus ETag,
// 304 and ranges for video), and a delete empties the bucket of the original and its copies.
import { readdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { media } from "@lumiere/db";
import { serverMessages } from "@lumiere/validation";
import { checkMediaBucket } from "../../src/startup-checks";
import { loadConfig } from "../../src/env";
import { buildTestApp, dbLabel, loginCookie, type TestApp } from "../helpers/app";
import { startTestBucket, type TestBucket } from "../helpers/s3";
import { multipartBody, rowCount } from "../rest/support";
import { batchResults, trpcBatch, trpcQueryBatch } from "../trpc/support";
import { photo, storedNames, type UploadedMedia, uploadMedia } from "./support";

const PREFIX = "site1/media/";
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");

let bucket: TestBucket;
let t: TestApp;
let cookie: string;
let bytes: Buffer;
let item: UploadedMedia;

beforeAll(async () => {
  bucket = await startTestBucket("lumiere-media", PREFIX);
  t = await buildTestApp(bucket.env);
  cookie = await loginCookie(t.app);
  bytes = await photo();
});
afterAll(async () => {
  await t?.close();
  await bucket?.close();
});

describe(`media in an S3 bucket (${dbLabel})`, () => {
  it("stores an upload and its resized copies in the bucket, under the prefix, and nothing on disk", async () => {
    item = await uploadMedia(t.app, cookie, bytes, "team.jpg");
    expect(item.variants.length).toBeGreaterThan(0);
    expect(await bucket.keys()).toEqual(
      storedNames(item)
        .map((n) => PREFIX + n)
        .sort(),
    );
    expect(t.app.services.mediaStorage.kind).toBe("s3");
    expect(readdirSync(t.config.dataDir)).not.toContain("media");
  });

  it("serves it from the bucket byte for byte, with the headers served from disk", async () => {
    const res = await t.app.inject({ method: "GET", url: item.url });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(bytes)).toBe(true);
    expect(res.headers).toMatchObject({
      "content-type": "image/jpeg",
      "content-length": String(bytes.length),
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; sandbox",
      "content-disposition": "inline",
      "accept-ranges": "bytes",
    });
    expect(res.headers["cache-control"]).toMatch(/max-age=31536000/);
    expect(res.headers["cache-control"]).toMatch(/immutable/);
    expect(res.headers.etag).toMatch(/^"/);
    expect(Date.parse(String(res.headers["last-modified"]))).not.toBeNaN();

    const copy = await t.app.inject({ method: "GET", url: item.variants[0]?.url ?? "" });
    expect(copy.statusCode).toBe(200);
    expect(copy.headers["content-type"]).toBe("image/webp");
    expect(copy.rawPayload.subarray(8, 12).toString()).toBe("WEBP");
  });

  it("answers 304 to a client that has it", async () => {
    const first = await t.app.inject({ method: "GET", url: item.url });
    const again = await t.app.inject({ method: "GET", url: item.url, headers: { "if-none-match": String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(first.headers.etag);
  });

  it("serves byte ranges (206), to the end when open, and 416 past the end", async () => {
    const part = await t.app.inject({ method: "GET", url: item.url, headers: { range: "bytes=100-1099" } });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 100-1099/${bytes.length}`);
    expect(part.rawPayload.equals(bytes.subarray(100, 1100))).toBe(true);

    const tail = await t.app.inject({ method: "GET", url: item.url, headers: { range: `bytes=${bytes.length - 10}-` } });
    expect(tail.statusCode).toBe(206);
    expect(tail.headers["content-range"]).toBe(`bytes ${bytes.length - 10}-${bytes.length - 1}/${bytes.length}`);
    expect(tail.rawPayload.equals(bytes.subarray(bytes.length - 10))).toBe(true);

    const past = await t.app.inject({ method: "GET", url: item.url, headers: { range: `bytes=${bytes.length + 5}-` } });
    expect(past.statusCode).toBe(416);
    expect(past.headers["content-range"]).toBe(`bytes */${bytes.length}`);

    const stale = await t.app.inject({ method: "GET", url: item.url, headers: { range: "bytes=0-9", "if-range": '"not-this-one"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.equals(bytes)).toBe(true);
  });

  it("answers HEAD with the headers and no body", async () => {
    const res = await t.app.inject({ method: "HEAD", url: item.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-length"]).toBe(String(bytes.length));
    expect(res.headers["content-type"]).toBe("image/jpeg");
    expect(res.rawPayload.length).toBe(0);
  });

  it("answers 404 for an unknown name, a hidden one, and anything with a path in it", async () => {
    const name = storedNames(item)[0] ?? "";
    for (const url of [
      "/media/00000000-0000-0000-0000-000000000000.png",
      `/media/.${name}`,
      `/media/x%2f..%2f${name}`,
      `/media/..%2f${name}`,
      "/media/",
      `/media/a/${name}`,
    ]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(404);
    }
  });

  it("serves a document as an attachment", async () => {
    const pdf = await uploadMedia(t.app, cookie, PDF, "brochure.pdf");
    const res = await t.app.inject({ method: "GET", url: pdf.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toBe("attachment");
    expect(res.rawPayload.equals(PDF)).toBe(true);
  });

  it("lists through batched /trpc, and a batched delete empties the bucket of the originals and their copies", async () => {
    const listed = await trpcQueryBatch(t.app, [["admin.media.page", {}]], { cookie });
    const ids = ((batchResults(listed)[0]?.result?.data as { items: UploadedMedia[] } | undefined)?.items ?? []).map((m) => m.id);
    expect(ids).toContain(item.id);
    expect(await bucket.keys()).toHaveLength(storedNames(item).length + 1);
    const res = await trpcBatch(
      t.app,
      "admin.media.remove",
      ids.map((id) => ({ id })),
      { cookie },
    );
    expect(batchResults(res).map((r) => r.result?.data)).toEqual(ids.map(() => ({ success: true })));
    expect(await bucket.keys()).toEqual([]);
    expect((await t.app.inject({ method: "GET", url: item.url })).statusCode).toBe(404);
  });
});

describe(`a bucket that refuses writes (${dbLabel})`, () => {
  it("answers an upload with 502 and a clear message, and stores nothing", async () => {
    const other = await buildTestApp({ ...bucket.env, MEDIA_S3_BUCKET: "gone-bucket" });
    try {
      const otherCookie = await loginCookie(other.app);
      const { payload, headers } = await multipartBody([{ field: "file", bytes: PDF, filename: "a.pdf" }]);
      const res = await other.app.inject({
        method: "POST",
        url: "/api/admin/media/upload",
        payload,
        headers: { ...headers, cookie: otherCookie },
      });
      expect(res.statusCode).toBe(502);
      expect(res.json<{ message: string }>().message).toBe(serverMessages.mediaStorageUnavailable.message);
      expect(await rowCount(other.app, media)).toBe(0);
    } finally {
      await other.close();
    }
  });

  it("refuses a delete with 502 while the storage cannot be reached, and keeps the file listed", async () => {
    const shortLived = await startTestBucket("short-lived");
    const other = await buildTestApp(shortLived.env);
    try {
      const otherCookie = await loginCookie(other.app);
      const uploaded = await uploadMedia(other.app, otherCookie, bytes, "kept.jpg");
      await shortLived.close();
      const res = await other.app.inject({ method: "DELETE", url: `/api/admin/media/${uploaded.id}`, headers: { cookie: otherCookie } });
      expect(res.statusCode).toBe(502);
      expect(res.json<{ message: string }>().message).toBe(serverMessages.mediaStorageDeleteFailed.message);
      expect(await rowCount(other.app, media)).toBe(1);
    } finally {
      await other.close();
    }
  });
});

describe("start with a media bucket", () => {
  const configFor = (env: Record<string, string>) => loadConfig({ DATA_DIR: "/tmp/unused", ...env });

  it("passes when the bucket is there", async () => {
    expect(await checkMediaBucket(configFor(bucket.env))).toBeNull();
  });

  it("says in one line that a bucket does not exist", async () => {
    const line = await checkMediaBucket(configFor({ ...bucket.env, MEDIA_S3_BUCKET: "no-such-bucket" }));
    expect(line).toBe(
      "Cannot start: media bucket no-such-bucket (MEDIA_S3_BUCKET) does not exist: create it, or check AWS_ENDPOINT_URL_S3 and AWS_REGION",
    );
  });

  it("says in one line that the storage cannot be reached", async () => {
    const endpoint = process.env.AWS_ENDPOINT_URL_S3;
    process.env.AWS_ENDPOINT_URL_S3 = "http://127.0.0.1:9";
    try {
      const line = await checkMediaBucket(configFor({ ...bucket.env, AWS_ENDPOINT_URL_S3: "http://127.0.0.1:9" }));
      expect(line).toMatch(/^Cannot start: media bucket lumiere-media \(MEDIA_S3_BUCKET\) cannot be reached: .*ECONNREFUSED/);
      expect(line).not.toContain("\n");
    } finally {
      process.env.AWS_ENDPOINT_URL_S3 = endpoint;
    }
  });
});
