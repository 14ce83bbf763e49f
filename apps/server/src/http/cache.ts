// HTTP caching of what is the same for every visitor until the content changes: rendered public
// pages, kept per site origin, path and the query parameters pages read, sent as stored bytes with
// an ETag; and public API answers, replayed by URL before any other work. Their encoded forms come
// from ./encoding.ts.
import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { LRUCache } from "lru-cache";
import { PAGE_QUERY_PARAMS } from "@lumiere/i18n";
import { type ContentCache, isCachedValue } from "../cache/content-cache";
import { acceptedEncoding, compressBest, type EncodedBody, sendEncoded } from "./encoding";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * The route's answer is the same for every visitor (`{ config: { public: true } }`): its GET
     * answer is stored and replayed, and it keeps its own caching whoever asks
     * (plugins/private-answers.ts).
     */
    public?: boolean;
    /**
     * The query parameters a public route reads: its stored answer is kept under these alone, so
     * other parameters (a tracker, junk) get the answer already kept instead of one more copy.
     * Unset: the whole URL.
     */
    reads?: readonly string[];
  }
}

/** What a public GET answer is stored and replayed under: its path and the parameters its route reads. */
export function storedAnswerKey(req: FastifyRequest): string {
  const reads = req.routeOptions.config?.reads;
  const at = req.url.indexOf("?");
  if (!reads || at === -1) return req.url;
  const params = new URLSearchParams(req.url.slice(at + 1));
  const read = reads.flatMap((name) => params.getAll(name).map((value) => [name, value]));
  const path = req.url.slice(0, at);
  return read.length ? `${path}?${new URLSearchParams(read)}` : path;
}

/** Whether the matched route answers the same to every visitor. */
export function isPublicRoute(req: FastifyRequest): boolean {
  return req.routeOptions.config?.public === true;
}

/**
 * Bytes of pages kept (each plain, brotli and gzip): every page of a large site in both languages;
 * past it the least recently served go first.
 */
const MAX_PAGE_BYTES = 32 * 1024 * 1024;
/**
 * Browsers revalidate every time (an edit shows on the next visit; a 304 costs nothing); a CDN may
 * keep a page a minute and serve it stale while it refetches.
 */
export const PUBLIC_PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";

/**
 * The answers a page store keeps: a page, or "no such page" (an old link, a page number past the
 * last), which stays so until the content changes and so costs a render once, not at every visit.
 */
export type StoredStatus = 200 | 404;

/** A page just rendered: its bytes and validator, before its compressed forms exist. */
export interface RenderedPage {
  status: StoredStatus;
  html: Buffer;
  /** A page's validator; "no such page" has none, and browsers keep no copy of it. */
  etag: string | null;
  /** Headers of the rendered response (content type, CSP with the page's script hashes). */
  headers: Record<string, string>;
}

/** What the cache holds: a page as rendered, then compressed once done (same bytes, same ETag). */
export type StoredPage = RenderedPage | CompressedPage;

/** A page compressed once, with the best settings, for every later visit. */
export interface CompressedPage extends RenderedPage {
  br: Buffer;
  gzip: Buffer;
}

/**
 * What a page is stored under: its path and the values of the query parameters pages read, so that
 * any other parameter (`?v=`, a tracker, junk) is served the page already rendered instead of
 * rendering and storing one more copy.
 */
export function pageCacheKey(path: string, query: string | undefined): string {
  if (!query) return path;
  const params = new URLSearchParams(query);
  const read = PAGE_QUERY_PARAMS.filter((name) => params.has(name)).map((name) => [name, params.get(name) ?? ""]);
  return read.length ? `${path}?${new URLSearchParams(read)}` : path;
}

export function renderedPage(status: StoredStatus, html: string, headers: Record<string, string>): RenderedPage {
  const bytes = Buffer.from(html);
  if (status === 404) return { status, html: bytes, etag: null, headers: { ...headers, "cache-control": "no-store" } };
  const etag = `"${createHash("sha1").update(bytes).digest("base64url")}"`;
  return { status, html: bytes, etag, headers: { ...headers, etag, "cache-control": PUBLIC_PAGE_CACHE_CONTROL } };
}

/** Whether the client already holds this version of the page (If-None-Match). */
export function holdsPage(ifNoneMatch: string | undefined, page: StoredPage): boolean {
  const { etag } = page;
  return etag !== null && ifNoneMatch?.split(/\s*,\s*/).includes(etag) === true;
}

/** The page compressed with the best settings, once for every later visit; the visit that rendered it does not wait. */
export async function compressPage(page: RenderedPage): Promise<CompressedPage> {
  return { ...page, ...(await compressBest(page.html)) };
}

export interface PageCache {
  get(key: string): StoredPage | undefined;
  /** Content version; a page rendered under an older one is not kept. */
  readonly generation: number;
  set(key: string, page: StoredPage, renderedAt: number): void;
  /** Swaps a kept page for its compressed form, if it is still the one kept (not cleared since). */
  replace(key: string, page: RenderedPage, compressed: CompressedPage): void;
  /** Forgets a kept page, if it is still the one kept: the next visit renders it again. */
  drop(key: string, page: RenderedPage): void;
  clear(): void;
  readonly size: number;
}

/** Bytes a stored page holds: its key, headers and every encoded form. */
function pageBytes(page: StoredPage, key: string): number {
  let bytes = key.length + page.html.length;
  for (const name in page.headers) bytes += name.length + (page.headers[name]?.length ?? 0);
  return "br" in page ? bytes + page.br.length + page.gzip.length : bytes;
}

export function createPageCache(maxBytes = MAX_PAGE_BYTES): PageCache {
  const pages = new LRUCache<string, StoredPage>({ maxSize: maxBytes, sizeCalculation: pageBytes });
  let generation = 0;
  return {
    get: (key) => pages.get(key),
    get generation() {
      return generation;
    },
    set(key, page, renderedAt) {
      if (renderedAt === generation) pages.set(key, page);
    },
    replace(key, page, compressed) {
      if (pages.peek(key) === page) pages.set(key, compressed);
    },
    drop(key, page) {
      if (pages.peek(key) === page) pages.delete(key);
    },
    clear() {
      generation++;
      pages.clear();
    },
    get size() {
      return pages.size;
    },
  };
}

/**
 * Sends a page in the best encoding the client accepts, or 304 when it has this version. A page
 * not stored yet (just rendered) is compressed on the fly, with the quick settings.
 */
export function sendPage(req: FastifyRequest, reply: FastifyReply, page: StoredPage): FastifyReply {
  reply.headers(page.headers).header("vary", "accept-encoding");
  if (holdsPage(req.headers["if-none-match"], page)) return reply.code(304).send();
  if (!("br" in page)) {
    reply.code(page.status).compress(page.html);
    return reply;
  }
  const encoding = acceptedEncoding(req);
  if (encoding) reply.header("content-encoding", encoding);
  // For HEAD, Fastify's automatic HEAD route sends the headers and drops the body.
  return reply.code(page.status).send(encoding ? page[encoding] : page.html);
}

// Cached content (article lists, pages) comes back as the same object until an edit clears the
// cache, so its JSON and compressed forms are computed once per version.
const encodings = new WeakMap<object, EncodedBody>();

/**
 * Sends a procedure's result as JSON. A value served from the content cache is encoded once, and
 * on a public route (the same for every visitor) its answer to a GET is kept for `replayStoredAnswer`.
 */
export function sendJson(req: FastifyRequest, reply: FastifyReply, value: unknown): FastifyReply | Promise<FastifyReply> {
  reply.type("application/json; charset=utf-8");
  if (!isCachedValue(value)) return reply.send(JSON.stringify(value));
  let body = encodings.get(value);
  if (!body) {
    body = { plain: Buffer.from(JSON.stringify(value)) };
    encodings.set(value, body);
  }
  // The store is bounded in bytes: the least recently asked URLs go first, whatever a flood sends.
  if (isPublicRoute(req) && req.method === "GET" && reply.statusCode === 200)
    req.server.services.cache.responses.set(storedAnswerKey(req), body);
  return sendEncoded(req, reply, body);
}

/** An onRequest hook: a public GET already answered for this content version gets the stored body at once. */
export function replayStoredAnswer(req: FastifyRequest, reply: FastifyReply, done: () => void): void {
  const hit =
    req.method === "GET" && req.url.startsWith("/api/") ? req.server.contentCache?.responses.get(storedAnswerKey(req)) : undefined;
  if (!hit) {
    done();
    return;
  }
  reply.type("application/json; charset=utf-8");
  if (hit.headers) reply.headers(hit.headers);
  if (hit.etag) {
    reply.header("etag", hit.etag);
    if (matchesEtag(req, hit.etag)) {
      void reply.code(304).send();
      return;
    }
  }
  void sendEncoded(req, reply, hit);
}

/** Whether the client holds this version (If-None-Match compares weakly: W/"x" matches "x"). */
export function matchesEtag(req: FastifyRequest, etag: string): boolean {
  const header = req.headers["if-none-match"];
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => tag.trim() === "*" || bare(tag) === bare(etag));
}

// Bumped whenever the content is cleared: an answer built across a clear is not stored.
const clears = new WeakMap<ContentCache, { count: number }>();

/** The content cache's clear count, to store an answer only if no edit landed while it was built. */
export function contentClears(cache: ContentCache): { readonly count: number } {
  let counter = clears.get(cache);
  if (!counter) {
    const created = { count: 0 };
    cache.onClear(() => {
      created.count++;
    });
    clears.set(cache, created);
    counter = created;
  }
  return counter;
}
