// Uploaded pictures get resized WebP copies for the public site's srcset: made at upload (through
// the multipart route the admin's Media Library uses), served like the picture, listed with it,
// deleted with it; an unreadable picture is refused and stores nothing.
import { readdirSync, writeFileSync } from "node:fs";
import { randomUUID } from "node:crypto";
import path from "node:path";
import { eq, media } from "@lumiere/db";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, dbLabel, loginCookie, type TestApp } from "../helpers/app";
import { trpcMutation } from "../trpc/support";
import { asAdmin, expectJsonError, multipartBody, rowCount } from "./support";

interface MediaItem {
  id: number;
  url: string;
  mimeType: string;
  width: number | null;
  height: number | null;
  variants: { width: number; height: number; url: string }[];
}

let t: TestApp;
let cookie: string;
let mediaDir: string;

beforeAll(async () => {
  t = await buildTestApp();
  cookie = await loginCookie(t.app);
  mediaDir = path.join(t.config.dataDir, "media");
});
afterAll(async () => {
  await t?.close();
});

const filesOnDisk = () => readdirSync(mediaDir).sort();

/** A real picture with some detail (a flat colour would compress to nothing). */
function picture(width: number, height: number, format: "png" | "jpeg" | "gif", orientation?: number): Promise<Buffer> {
  const circle = `<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="#f59e0b"/></svg>`;
  const image = sharp({ create: { width, height, channels: 3, background: "#4338ca" } }).composite([{ input: Buffer.from(circle) }]);
  const encoded = format === "png" ? image.png() : format === "jpeg" ? image.jpeg() : image.gif();
  return (orientation ? encoded.withMetadata({ orientation }) : encoded).toBuffer();
}

async function upload(bytes: Uint8Array, filename: string) {
  const { payload, headers } = await multipartBody([{ field: "file", bytes, filename, type: "application/octet-stream" }]);
  return t.app.inject({ method: "POST", url: "/api/admin/media/upload", payload, headers: { ...headers, cookie } });
}

async function uploaded(bytes: Uint8Array, filename: string): Promise<MediaItem> {
  const res = await upload(bytes, filename);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<MediaItem>();
}

async function listedByTrpc(): Promise<MediaItem[]> {
  // The admin's Media section: its first page holds every upload of this test.
  const input = encodeURIComponent(JSON.stringify({ perPage: 100 }));
  const res = await asAdmin(t.app, cookie, { method: "GET", url: `/trpc/admin.media.page?input=${input}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ result: { data: { items: MediaItem[] } } }>().result.data.items;
}

describe(`resized copies of uploaded pictures (${dbLabel})`, () => {
  let photo: MediaItem;

  it("makes WebP copies 480, 960 and 1600 px wide of a large JPEG and keeps the original", async () => {
    const original = await picture(2400, 1200, "jpeg");
    photo = await uploaded(original, "team.jpg");
    expect(photo.url).toMatch(/^\/media\/[0-9a-f-]{36}-2400x1200\.jpg$/);
    expect({ width: photo.width, height: photo.height }).toEqual({ width: 2400, height: 1200 });
    expect(photo.variants.map((v) => [v.width, v.height])).toEqual([
      [480, 240],
      [960, 480],
      [1600, 800],
    ]);
    const stem = photo.url.slice(0, -".jpg".length);
    expect(photo.variants.map((v) => v.url)).toEqual([`${stem}-480w.webp`, `${stem}-960w.webp`, `${stem}-1600w.webp`]);
    const served = await t.app.inject({ method: "GET", url: photo.url });
    expect(served.rawPayload.equals(original)).toBe(true);
  });

  it("serves each copy as a WebP of its width, with long-lived cache headers, from the media route", async () => {
    for (const v of photo.variants) {
      const res = await t.app.inject({ method: "GET", url: v.url });
      expect(res.statusCode, v.url).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^image\/webp/);
      expect(res.headers["cache-control"]).toMatch(/max-age=31536000/);
      expect(res.headers["cache-control"]).toMatch(/immutable/);
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["webp", v.width, v.height]);
      expect(res.rawPayload.length).toBeLessThan((await t.app.inject({ method: "GET", url: photo.url })).rawPayload.length);
    }
  });

  it("lists the copies with the picture in the Media Library (tRPC, as the admin reads it)", async () => {
    const item = (await listedByTrpc()).find((m) => m.id === photo.id);
    expect(item?.variants).toEqual(photo.variants);
  });

  it("never enlarges: a 700 px PNG gets copies 480 and 700 px wide", async () => {
    const item = await uploaded(await picture(700, 350, "png"), "chart.png");
    expect(item.url).toMatch(/-700x350\.png$/);
    expect(item.variants.map((v) => v.width)).toEqual([480, 700]);
    const largest = await t.app.inject({ method: "GET", url: item.variants[1]?.url ?? "" });
    expect((await sharp(largest.rawPayload).metadata()).width).toBe(700);
  });

  it("names and resizes a photo as it is displayed, after its EXIF orientation", async () => {
    const item = await uploaded(await picture(1000, 500, "jpeg", 6), "portrait.jpg");
    expect(item.url).toMatch(/-500x1000\.jpg$/);
    expect(item.variants.map((v) => [v.width, v.height])).toEqual([
      [480, 960],
      [500, 1000],
    ]);
  });

  it("keeps a GIF and an animated WebP as they are, without copies", async () => {
    const gif = await uploaded(await picture(800, 400, "gif"), "loop.gif");
    const frames = await Promise.all(["#f00", "#00f"].map((c) => picture(600, 300, "png").then((b) => sharp(b).tint(c).png().toBuffer())));
    const animated = await uploaded(
      await sharp(frames, { join: { animated: true } })
        .webp()
        .toBuffer(),
      "loop.webp",
    );
    for (const item of [gif, animated]) {
      expect(item.url).toMatch(/^\/media\/[0-9a-f-]{36}\.(gif|webp)$/);
      expect(item).toMatchObject({ width: null, height: null, variants: [] });
      expect(filesOnDisk().filter((f) => f.startsWith(item.url.slice(7, 43)))).toHaveLength(1);
    }
  });

  it("refuses a damaged picture (a PNG cut short) with 422 and a clear message, storing nothing", async () => {
    const whole = await picture(1200, 600, "png");
    for (const bytes of [whole.subarray(0, Math.floor(whole.length / 2)), Buffer.concat([whole.subarray(0, 64), Buffer.alloc(4096, 7)])]) {
      const before = await rowCount(t.app, media);
      const files = filesOnDisk();
      const res = await upload(bytes, "broken.png");
      expect(expectJsonError(res, 422).message).toBe("This image cannot be read: the file is damaged or incomplete");
      expect(await rowCount(t.app, media)).toBe(before);
      expect(filesOnDisk()).toEqual(files);
    }
  });

  it("deletes the copies with the item (tRPC, as the admin deletes it), after which their URLs answer 404", async () => {
    const item = await uploaded(await picture(1000, 600, "jpeg"), "old-logo.jpg");
    const names = [item.url, ...item.variants.map((v) => v.url)].map((u) => u.slice("/media/".length));
    expect(filesOnDisk()).toEqual(expect.arrayContaining(names));
    const res = await trpcMutation(t.app, "admin.media.remove", { id: item.id }, { cookie });
    expect(res.statusCode, res.body).toBe(200);
    for (const name of names) expect(filesOnDisk()).not.toContain(name);
    for (const v of item.variants) expect((await t.app.inject({ method: "GET", url: v.url })).statusCode).toBe(404);
    expect(await t.app.db.select().from(media).where(eq(media.id, item.id))).toHaveLength(0);
  });

  it("keeps serving, listing and deleting a picture stored before copies existed", async () => {
    const storedName = `${randomUUID()}.png`;
    writeFileSync(path.join(mediaDir, storedName), await picture(900, 450, "png"));
    const [row] = await t.app.db
      .insert(media)
      .values({ filename: "legacy.png", storedName, category: "image", mimeType: "image/png", size: 1 })
      .returning({ id: media.id });
    const item = (await listedByTrpc()).find((m) => m.id === row?.id);
    expect(item).toMatchObject({ url: `/media/${storedName}`, width: null, height: null, variants: [] });
    expect((await t.app.inject({ method: "GET", url: `/media/${storedName}` })).statusCode).toBe(200);
    const res = await asAdmin(t.app, cookie, { method: "DELETE", url: `/api/admin/media/${row?.id}` });
    expect(res.statusCode).toBe(200);
    expect(filesOnDisk()).not.toContain(storedName);
  });
});
