// Shared by the media storage tests: a picture worth resizing, and an upload as the admin's Media Library sends it.
import { socialName } from "@lumiere/media";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { expect } from "vitest";
import { multipartBody } from "../rest/support";

export interface UploadedMedia {
  id: number;
  url: string;
  variants: { width: number; url: string }[];
}

/** A 1000×500 JPEG with detail in it (it gets resized copies). */
export function photo(): Promise<Buffer> {
  const stripes = Array.from(
    { length: 20 },
    (_, i) => `<rect x="${i * 50}" y="0" width="25" height="500" fill="#${(i * 12345).toString(16).padStart(6, "0").slice(0, 6)}"/>`,
  );
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="500">${stripes.join("")}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

/** Uploads through the multipart REST route; expects 201. */
export async function uploadMedia(app: FastifyInstance, cookie: string, bytes: Uint8Array, filename: string): Promise<UploadedMedia> {
  const { payload, headers } = await multipartBody([{ field: "file", bytes, filename, type: "application/octet-stream" }]);
  const res = await app.inject({ method: "POST", url: "/api/admin/media/upload", payload, headers: { ...headers, cookie } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<UploadedMedia>();
}

/** The stored names of an upload: the original, its resized copies and (a picture with copies) its social copy. */
export const storedNames = (item: UploadedMedia) =>
  [item.url, ...item.variants.map((v) => v.url), ...(item.variants.length > 0 ? [socialName(item.url)] : [])].map((u) =>
    u.slice("/media/".length),
  );
