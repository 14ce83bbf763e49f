// Content encoding of the bodies the server keeps (rendered pages, public API answers): the form a
// client asks for, honouring its q-values, and each compressed form computed once, off the event
// loop, with the best settings, then sent as stored bytes.
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { negotiate } from "@fastify/accept-negotiator";
import type { FastifyReply, FastifyRequest } from "fastify";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Smaller bodies gain less from compression than its headers and work cost. */
export const MIN_COMPRESS_BYTES = 1024;

export type Encoding = "br" | "gzip";

/** A body and, once computed, its compressed forms (the same bytes for every later request). */
export interface EncodedBody {
  plain: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  /** Its validator and headers beyond the content type (list paging), when it has them. */
  etag?: string;
  headers?: Record<string, string>;
}

const SUPPORTED = ["br", "gzip", "identity"];

/**
 * The encoding the client prefers among brotli, gzip and none, by its `Accept-Encoding` q-values
 * (`x-gzip` is gzip, and so is `*`, as @fastify/compress reads it for the pages it compresses). Null: send the body as it is, also when the client refuses every encoding
 * (`*;q=0`), since a plain body is still the most useful answer.
 */
export function acceptedEncoding(req: FastifyRequest): Encoding | null {
  return preferredEncoding(req.headers["accept-encoding"]);
}

/** acceptedEncoding, read from the header itself. */
export function preferredEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const chosen = negotiate(header.toLowerCase().replace(/\*|x-gzip/g, "gzip"), SUPPORTED);
  return chosen === "br" || chosen === "gzip" ? chosen : null;
}

type BestForms = { br: Buffer; gzip: Buffer };

// Best-quality brotli is slow and holds a thread of libuv's small pool, which also serves file reads
// and the quick compression of pages just rendered. The pages compressed in the background (each
// first visit of a page renders it anew) go one at a time, so that a burst of first visits cannot
// take every thread; a body a request waits for is compressed at once. A body already waiting or
// being compressed shares that run.
const inFlight = new Map<string, Promise<BestForms>>();
let backgroundTail: Promise<unknown> = Promise.resolve();
/**
 * Bodies waiting for their background compression at most. Each holds its plain bytes until its
 * turn: past this many (a burst of new addresses), a new one is refused rather than held, so the
 * queue's memory has a bound whatever a flood sends.
 */
export const MAX_BACKGROUND_WAITING = 64;
let backgroundWaiting = 0;

/** compressBest's refusal while MAX_BACKGROUND_WAITING bodies wait. */
export class CompressionQueueFull extends Error {
  constructor() {
    super("background compression queue full");
  }
}

function compressShared(plain: Buffer, start: (run: () => Promise<BestForms>) => Promise<BestForms>): Promise<BestForms> {
  const key = createHash("sha1").update(plain).digest("base64");
  let pending = inFlight.get(key);
  if (!pending) {
    pending = start(() => compressNow(plain));
    inFlight.set(key, pending);
    pending.finally(() => inFlight.delete(key)).catch(() => {});
  }
  return pending;
}

/** Brotli's and gzip's best forms of `plain`, computed on libuv's threads after those queued before it. */
export function compressBest(plain: Buffer): Promise<BestForms> {
  return compressShared(plain, (run) => {
    if (backgroundWaiting >= MAX_BACKGROUND_WAITING) return Promise.reject(new CompressionQueueFull());
    backgroundWaiting++;
    const pending = backgroundTail.then(run).finally(() => {
      backgroundWaiting--;
    });
    backgroundTail = pending.catch(() => {});
    return pending;
  });
}

async function compressNow(plain: Buffer): Promise<BestForms> {
  const br = await brotli(plain, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: plain.length },
  });
  return { br, gzip: await gz(plain, { level: 9 }) };
}

// One compression per body however many requests ask for it while it runs.
const compressing = new WeakMap<EncodedBody, Promise<void>>();

function compressOnce(body: EncodedBody): Promise<void> {
  let pending = compressing.get(body);
  if (!pending) {
    pending = compressShared(body.plain, (run) => run()).then(
      (forms) => {
        body.br = forms.br;
        body.gzip = forms.gzip;
      },
      (error: unknown) => {
        compressing.delete(body);
        throw error;
      },
    );
    compressing.set(body, pending);
  }
  return pending;
}

/**
 * Sends a kept body in the encoding the client prefers. The first request for a compressed form
 * waits for it (on libuv's threads); every later one gets the stored bytes.
 */
export async function sendEncoded(req: FastifyRequest, reply: FastifyReply, body: EncodedBody): Promise<FastifyReply> {
  if (body.plain.length < MIN_COMPRESS_BYTES) return reply.send(body.plain);
  reply.header("vary", "accept-encoding");
  const encoding = acceptedEncoding(req);
  if (!encoding) return reply.send(body.plain);
  if (!body[encoding]) {
    try {
      await compressOnce(body);
    } catch (error) {
      req.log.error({ err: error }, "compression failed; sent uncompressed");
      return reply.send(body.plain);
    }
  }
  return reply.header("content-encoding", encoding).send(body[encoding]);
}
