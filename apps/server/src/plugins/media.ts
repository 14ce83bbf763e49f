import type { FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { mimeForStoredName } from "../domain/media";
import { makeSocialCopy } from "../domain/media-social";
import { type ByteRange, isStorableName, type MediaStorage, type StoredObject } from "../storage/index";

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** One `bytes=start-[end]` range; anything else (several ranges, a suffix, bad syntax) is served whole, as HTTP allows. */
export function parseRange(header: string | undefined): ByteRange | undefined {
  const m = header ? /^bytes=(\d+)-(\d*)$/.exec(header.trim()) : null;
  if (!m) return undefined;
  const start = Number(m[1]);
  const end = m[2] ? Number(m[2]) : undefined;
  if (!Number.isSafeInteger(start) || (end !== undefined && (!Number.isSafeInteger(end) || end < start))) return undefined;
  return { start, end };
}

/** If-None-Match against the object's ETag, compared weakly (as RFC 9110 says for this header). */
function etagMatches(header: string | undefined, etag: string | undefined): boolean {
  if (!header || !etag) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.trim() === "*" || header.split(",").some((tag) => bare(tag) === bare(etag));
}

function notModified(req: FastifyRequest, found: StoredObject): boolean {
  if (req.headers["if-none-match"] !== undefined) return etagMatches(req.headers["if-none-match"], found.etag);
  const since = Date.parse(req.headers["if-modified-since"] ?? "");
  return !Number.isNaN(since) && found.lastModified !== undefined && Math.floor(found.lastModified.getTime() / 1000) * 1000 <= since;
}

/** The object, or the asked range of it; a Range sent with an If-Range that no longer holds gets the whole. */
async function lookUp(
  storage: MediaStorage,
  name: string,
  req: FastifyRequest,
): Promise<{ found: StoredObject | null; range?: ByteRange }> {
  const range = parseRange(req.headers.range);
  const found = await storage.get(name, range);
  const ifRange = req.headers["if-range"];
  if (!range || !found || ifRange === undefined || (found.etag !== undefined && String(ifRange).trim() === found.etag))
    return { found, range };
  discard(found);
  return { found: await storage.get(name) };
}

/** Lets go of a body that will not be sent (a bucket's connection goes back to the pool). */
function discard(found: StoredObject): void {
  (found.body as { destroy?: () => void }).destroy?.();
}

async function serve(storage: MediaStorage, req: FastifyRequest, reply: FastifyReply) {
  const name = (req.params as { "*": string })["*"];
  if (!isStorableName(name)) return reply.callNotFound();
  let result: Awaited<ReturnType<typeof lookUp>>;
  try {
    result = await lookUp(storage, name, req);
    // A picture uploaded before social copies were made gets its copy when first shared.
    if (!result.found && (await makeSocialCopy(storage, name))) result = await lookUp(storage, name, req);
  } catch (error) {
    req.log.error({ err: error, storage: storage.describe() }, "media storage read failed");
    return reply.code(503).header("retry-after", "5").send({ message: "Media storage is unavailable. Please try again shortly." });
  }
  const { found, range } = result;
  if (!found) return reply.callNotFound();

  const mime = mimeForStoredName(name);
  reply.header("X-Content-Type-Options", "nosniff");
  reply.header("Content-Security-Policy", "default-src 'none'; sandbox");
  reply.header("Content-Disposition", mime && /^(image|video|audio)\//.test(mime) ? "inline" : "attachment");
  reply.header("Cache-Control", `public, max-age=${ONE_YEAR_S}, immutable`);
  reply.header("Accept-Ranges", "bytes");
  if (found.etag) reply.header("ETag", found.etag);
  if (found.lastModified) reply.header("Last-Modified", found.lastModified.toUTCString());

  if (notModified(req, found)) {
    discard(found);
    return reply.code(304).send();
  }
  reply.type(mime ?? "application/octet-stream");
  if (range && found.size === 0) {
    discard(found);
    return reply.code(416).header("Content-Range", `bytes */${found.totalSize}`).send();
  }
  if (range) reply.code(206).header("Content-Range", `bytes ${range.start}-${range.start + found.size - 1}/${found.totalSize}`);
  reply.header("Content-Length", String(found.size));
  if (req.method === "HEAD") {
    discard(found);
    return reply.send();
  }
  return reply.send(found.body);
}

/**
 * Uploaded files under their random names, from the configured storage (a folder or a bucket),
 * streamed. Never interpreted by the browser as anything but their checked type: nosniff, a
 * sandboxing CSP, and documents as attachments.
 */
export const mediaPlugin = fp(
  async (app, opts: { storage: MediaStorage }) => {
    app.route({ method: ["GET", "HEAD"], url: "/media/*", handler: (req, reply) => serve(opts.storage, req, reply) });
  },
  { name: "media" },
);
