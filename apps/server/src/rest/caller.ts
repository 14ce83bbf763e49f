import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";
import { type EncodedBody, isCachedValue } from "../cache/content-cache";
import { createRequestContext } from "../trpc/context";
import { createCaller } from "../trpc/router";
import { sendError } from "./errors";

type Caller = ReturnType<typeof createCaller>;

// Cached content (article lists, pages) comes back as the same object until an edit clears the
// cache, so its JSON and compressed forms are computed once per version, and public GETs that
// produced it are answered from `cache.responses` before any other work (app.ts).
const encodings = new WeakMap<object, EncodedBody>();
const MIN_COMPRESS_BYTES = 1024;

/** Sends an encoded body in the best form the client accepts. */
export function sendEncoded(req: FastifyRequest, reply: FastifyReply, body: EncodedBody): FastifyReply {
  reply.type("application/json; charset=utf-8");
  if (body.json.length < MIN_COMPRESS_BYTES) return reply.send(body.json);
  reply.header("vary", "accept-encoding");
  const accepts = req.headers["accept-encoding"] ?? "";
  if (accepts.includes("br")) {
    body.br ??= brotliCompressSync(body.json, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
    return reply.header("content-encoding", "br").send(body.br);
  }
  if (accepts.includes("gzip")) {
    body.gzip ??= gzipSync(body.json, { level: 9 });
    return reply.header("content-encoding", "gzip").send(body.gzip);
  }
  return reply.send(body.json);
}

function send(req: FastifyRequest, reply: FastifyReply, status: number, value: unknown, isPublic: boolean): FastifyReply {
  reply.code(status);
  if (!isCachedValue(value)) return reply.type("application/json; charset=utf-8").send(JSON.stringify(value));
  let body = encodings.get(value);
  if (!body) {
    body = { json: Buffer.from(JSON.stringify(value)) };
    encodings.set(value, body);
  }
  const responses = req.server.services.cache.responses;
  // Only answers that are the same for every visitor may be replayed without running the route.
  // The store is bounded in bytes: the least recently asked URLs go first, whatever a flood sends.
  if (isPublic && req.method === "GET" && status === 200) responses.set(req.url, body);
  return sendEncoded(req, reply, body);
}

/**
 * A REST handler: runs `call` against the same procedures the web app uses and sends its result
 * as JSON, or the mapped error. The adapter adds no rule of its own. `public`: the answer does not
 * depend on who asks, so it may be replayed from the response cache. `send`: sends a result that is
 * not JSON (a file).
 */
export function handle<T>(
  call: (caller: Caller, req: FastifyRequest) => Promise<T>,
  status = 200,
  options: { public?: boolean; send?: (reply: FastifyReply, result: T) => FastifyReply } = {},
) {
  return async function (this: import("fastify").FastifyInstance, req: FastifyRequest, reply: FastifyReply) {
    try {
      const caller = createCaller(createRequestContext(req.server.services, req, reply));
      const result = await call(caller, req);
      if (options.send) return options.send(reply.code(status), result);
      return send(req, reply, status, result, options.public ?? false);
    } catch (error) {
      return sendError(reply, error);
    }
  };
}
