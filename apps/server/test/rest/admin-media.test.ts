import { readdirSync } from "node:fs";
import path from "node:path";
import { eq, media } from "@lumiere/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, dbLabel, loginCookie, type TestApp } from "../helpers/app";
import { asAdmin, expectJsonError, multipartBody, PNG_1X1, rowCount } from "./support";

interface MediaItem {
  id: number;
  filename: string;
  category: string;
  url: string;
  mimeType: string;
  size: number;
}

const MAX_BYTES = 64 * 1024;
const UNSUPPORTED = "Unsupported file type: upload an image, video, audio, PDF, DOC or DOCX file";

let t: TestApp;
let cookie: string;
let mediaDir: string;

beforeAll(async () => {
  t = await buildTestApp({ MEDIA_MAX_BYTES: String(MAX_BYTES) });
  cookie = await loginCookie(t.app);
  mediaDir = path.join(t.config.dataDir, "media");
});
afterAll(async () => {
  await t?.close();
});

const filesOnDisk = () => readdirSync(mediaDir).sort();

async function upload(bytes: Uint8Array | string, filename: string, type: string, field = "file", withCookie = true) {
  const { payload, headers } = await multipartBody([{ field, bytes, filename, type }]);
  return t.app.inject({ method: "POST", url: "/api/admin/media/upload", payload, headers: withCookie ? { ...headers, cookie } : headers });
}

const MINIMAL_PDF =
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n";

describe(`POST /api/admin/media/upload (${dbLabel})`, () => {
  let png: MediaItem;

  it("stores a PNG upload: 201 with id, filename, category image and a /media/ URL", async () => {
    const res = await upload(PNG_1X1, "pixel.png", "image/png");
    expect(res.statusCode, res.body).toBe(201);
    png = res.json<MediaItem>();
    expect(png).toMatchObject({ filename: "pixel.png", category: "image", mimeType: "image/png", size: PNG_1X1.length });
    expect(Number.isInteger(png.id)).toBe(true);
    expect(png.url).toMatch(/^\/media\/[0-9a-f-]{36}-1x1\.png$/);
    expect(png.url).not.toContain("pixel");
    expect(await t.app.db.select().from(media).where(eq(media.id, png.id))).toHaveLength(1);
  });

  it("lists the upload in the media library as an image", async () => {
    const res = await asAdmin(t.app, cookie, { method: "GET", url: "/api/admin/media" });
    expect(res.statusCode).toBe(200);
    const item = res.json<MediaItem[]>().find((m) => m.id === png.id);
    expect(item).toMatchObject({ id: png.id, filename: "pixel.png", category: "image", url: png.url });
  });

  it("serves the stored bytes back at the returned URL as image/png with nosniff", async () => {
    const res = await t.app.inject({ method: "GET", url: png.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^image\/png/);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-security-policy"]).toContain("sandbox");
    expect(res.rawPayload.equals(PNG_1X1)).toBe(true);
  });

  it("decides the type from the bytes, not the name: a PNG named .txt is listed as an image", async () => {
    const res = await upload(PNG_1X1, "notes.txt", "text/plain");
    expect(res.statusCode).toBe(201);
    const item = res.json<MediaItem>();
    expect(item).toMatchObject({ filename: "notes.txt", category: "image", mimeType: "image/png" });
    expect(item.url).toMatch(/\.png$/);
  });

  it("stores a PDF as a document and serves it as an attachment", async () => {
    const res = await upload(MINIMAL_PDF, "brochure.pdf", "application/pdf");
    expect(res.statusCode, res.body).toBe(201);
    const item = res.json<MediaItem>();
    expect(item).toMatchObject({ category: "document", mimeType: "application/pdf" });
    const served = await t.app.inject({ method: "GET", url: item.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-disposition"]).toMatch(/^attachment/);
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("keeps only the base name of an uploaded path-like file name", async () => {
    const res = await upload(PNG_1X1, "../../etc/evil.png", "image/png");
    expect(res.statusCode).toBe(201);
    expect(res.json<MediaItem>().filename).toBe("evil.png");
  });

  it("refuses an HTML file named .png with 415 and stores nothing", async () => {
    const before = await rowCount(t.app, media);
    const files = filesOnDisk();
    const res = await upload("<!doctype html><html><body><script>alert(document.cookie)</script></body></html>", "cat.png", "image/png");
    expect(expectJsonError(res, 415)).toEqual({ message: UNSUPPORTED, messageId: "server.uploadUnsupported" });
    expect(await rowCount(t.app, media)).toBe(before);
    expect(filesOnDisk()).toEqual(files);
  });

  it("refuses an SVG (it can carry script) with 415 and stores nothing", async () => {
    const before = await rowCount(t.app, media);
    const svg = '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    const res = await upload(svg, "logo.svg", "image/svg+xml");
    expectJsonError(res, 415);
    expect(await rowCount(t.app, media)).toBe(before);
  });

  it("refuses an empty file with 415 and stores nothing", async () => {
    const before = await rowCount(t.app, media);
    expectJsonError(await upload(new Uint8Array(0), "empty.png", "image/png"), 415);
    expect(await rowCount(t.app, media)).toBe(before);
  });

  it("refuses a file over the size limit with 413 and stores nothing", async () => {
    const before = await rowCount(t.app, media);
    const files = filesOnDisk();
    const big = Buffer.concat([PNG_1X1, Buffer.alloc(MAX_BYTES + 1024)]);
    const res = await upload(big, "huge.png", "image/png");
    // The admin shows the text for the id, in its language (packages/validation/src/server-messages.ts).
    expect(expectJsonError(res, 413)).toMatchObject({ messageId: "server.uploadTooLarge", messageValues: { limit: 0 } });
    expect(await rowCount(t.app, media)).toBe(before);
    expect(filesOnDisk()).toEqual(files);
  });

  it("answers 400 when the file is not in the form field named file", async () => {
    const before = await rowCount(t.app, media);
    const res = await upload(PNG_1X1, "pixel.png", "image/png", "image");
    expect(expectJsonError(res, 400).message).toBe("Send the file in the form field named file");
    expect(await rowCount(t.app, media)).toBe(before);
  });

  it("answers 415 for a JSON body instead of multipart", async () => {
    const res = await asAdmin(t.app, cookie, { method: "POST", url: "/api/admin/media/upload", payload: { file: "iVBORw0KGgo=" } });
    expect(expectJsonError(res, 415).message).toBe("Send the file as multipart/form-data");
  });

  it("answers 401 without a session and stores nothing", async () => {
    const before = await rowCount(t.app, media);
    const files = filesOnDisk();
    expectJsonError(await upload(PNG_1X1, "anon.png", "image/png", "file", false), 401);
    expect(await rowCount(t.app, media)).toBe(before);
    expect(filesOnDisk()).toEqual(files);
  });
});

describe(`DELETE /api/admin/media/{id} (${dbLabel})`, () => {
  it("deletes the record and the file, after which the URL answers 404", async () => {
    const item = (await upload(PNG_1X1, "to-delete.png", "image/png")).json<MediaItem>();
    const stored = item.url.slice("/media/".length);
    expect(filesOnDisk()).toContain(stored);

    const res = await asAdmin(t.app, cookie, { method: "DELETE", url: `/api/admin/media/${item.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(await t.app.db.select().from(media).where(eq(media.id, item.id))).toHaveLength(0);
    expect(filesOnDisk()).not.toContain(stored);
    expect((await t.app.inject({ method: "GET", url: item.url })).statusCode).toBe(404);
    const list = (await asAdmin(t.app, cookie, { method: "GET", url: "/api/admin/media" })).json<MediaItem[]>();
    expect(list.some((m) => m.id === item.id)).toBe(false);
  });

  it('answers 404 "Media file not found" for an unknown id', async () => {
    const res = await asAdmin(t.app, cookie, { method: "DELETE", url: "/api/admin/media/999999" });
    expect(expectJsonError(res, 404).message).toBe("Media file not found");
  });

  it('answers 400 "Invalid id" for an id that is not a number', async () => {
    const res = await asAdmin(t.app, cookie, { method: "DELETE", url: "/api/admin/media/abc" });
    expect(expectJsonError(res, 400).message).toBe("Invalid id");
  });
});

describe(`GET /media/* (${dbLabel})`, () => {
  it("does not serve files outside the media folder", async () => {
    for (const url of ["/media/../../etc/passwd", "/media/%2e%2e/%2e%2e/etc/passwd", "/media/..%2f..%2fetc%2fpasswd"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.body).not.toContain("root:");
    }
  });
});
