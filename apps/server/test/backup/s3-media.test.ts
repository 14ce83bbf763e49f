// Backups of media in an S3-compatible bucket (a real s3rver on loopback): every object goes into
// the archive, and a restore puts them back byte for byte and removes what the archive lacks.
import { createWriteStream, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrationsSchemaOf } from "../../src/backup/control-socket";
import { checkArchive, restoreLimits } from "../../src/backup/read";
import { restoreArchive } from "../../src/backup/restore";
import { writeArchive } from "../../src/backup/write";
import { buildTestApp, dbLabel, loginCookie, type TestApp } from "../helpers/app";
import { startTestBucket, type TestBucket } from "../helpers/s3";
import { photo, storedNames, type UploadedMedia, uploadMedia } from "../media/support";
import { PNG_1X1 } from "../rest/support";

const PREFIX = "backup/";
const work = mkdtempSync(path.join(tmpdir(), "lumiere-s3-backup-"));
let bucket: TestBucket;
let t: TestApp;
let item: UploadedMedia;
let bytes: Buffer;
const limits = restoreLimits(25 * 1024 * 1024);

beforeAll(async () => {
  bucket = await startTestBucket("lumiere-backup", PREFIX);
  t = await buildTestApp(bucket.env);
  bytes = await photo();
  item = await uploadMedia(t.app, await loginCookie(t.app), bytes, "team.jpg");
});
afterAll(async () => {
  await t?.close();
  await bucket?.close();
  rmSync(work, { recursive: true, force: true });
});

describe(`backup and restore with media in a bucket (${dbLabel})`, () => {
  it("archives every object, and a restore puts them back byte for byte and removes the others", async () => {
    const archive = path.join(work, "site.tar.gz");
    const storage = t.app.services.mediaStorage;
    const keysBefore = await bucket.keys();
    const manifest = await writeArchive(createWriteStream(archive), {
      handle: t.app.dbHandle,
      storage,
      migrationsSchema: migrationsSchemaOf(t.config),
    });
    expect(manifest.source.storage).toBe("s3");
    expect(manifest.media.count).toBe(storedNames(item).length);

    // The wipe: the upload's objects deleted, and a stray one added.
    await storage.delete(storedNames(item));
    await storage.put("stray.png", PNG_1X1, "image/png");
    expect((await t.app.inject({ method: "GET", url: item.url })).statusCode).toBe(404);

    const contents = await checkArchive(archive, limits);
    await restoreArchive(t.app.dbHandle, storage, archive, contents, limits);
    expect(await bucket.keys()).toEqual(keysBefore);
    const res = await t.app.inject({ method: "GET", url: item.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/jpeg");
    expect(Buffer.compare(res.rawPayload, bytes)).toBe(0);
  });
});
