// The default storage, DATA_DIR/media, serves through the same route as a bucket: ETag and 304,
// ranges (video seeks), HEAD; and lists what it holds (what a backup reads).
import { existsSync, readdirSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { dbLabel, useSignedInApp } from "../helpers/app";
import { photo, storedNames, uploadMedia } from "./support";

const t = useSignedInApp();

describe(`media in DATA_DIR/media (${dbLabel})`, () => {
  it("stores on disk, lists every name, serves ranges, 304 and HEAD", async () => {
    const bytes = await photo();
    const item = await uploadMedia(t.app, t.cookie, bytes, "local.jpg");
    const storage = t.app.services.mediaStorage;
    expect(storage.kind).toBe("local");
    expect(readdirSync(path.join(t.config.dataDir, "media")).sort()).toEqual(storedNames(item).sort());
    const listed: string[] = [];
    for await (const o of storage.list()) listed.push(o.name);
    expect(listed.sort()).toEqual(storedNames(item).sort());

    const whole = await t.app.inject({ method: "GET", url: item.url });
    expect(whole.rawPayload.equals(bytes)).toBe(true);
    const again = await t.app.inject({ method: "GET", url: item.url, headers: { "if-none-match": String(whole.headers.etag) } });
    expect(again.statusCode).toBe(304);

    const part = await t.app.inject({ method: "GET", url: item.url, headers: { range: "bytes=0-99" } });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 0-99/${bytes.length}`);
    expect(part.rawPayload.equals(bytes.subarray(0, 100))).toBe(true);
    const past = await t.app.inject({ method: "GET", url: item.url, headers: { range: `bytes=${bytes.length}-` } });
    expect(past.statusCode).toBe(416);

    const head = await t.app.inject({ method: "HEAD", url: item.url });
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-length"]).toBe(String(bytes.length));
    expect(head.rawPayload.length).toBe(0);
  });

  it("deletes the parts that killed writes left, once they are an hour old, and keeps a write under way", async () => {
    const dir = path.join(t.config.dataDir, "media");
    const old = path.join(dir, "left-by-a-killed-process.jpg.4242.part");
    const fresh = path.join(dir, "being-written.jpg.4243.part");
    writeFileSync(old, "half");
    writeFileSync(fresh, "half");
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60_000);
    utimesSync(old, twoHoursAgo, twoHoursAgo);
    await t.app.pruning.runOnce();
    expect(existsSync(old)).toBe(false);
    expect(existsSync(fresh)).toBe(true);
  });
});
