// Rendered public pages, kept per site origin, path and the query parameters pages read, until the
// content changes. A page is rendered once per content version, with a hash-based CSP (its bytes
// never change per request, so they are compressed once), and then sent as stored bytes with an ETag.
import { createHash, randomBytes } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";
import { LRUCache } from "lru-cache";
import { PAGE_QUERY_PARAMS } from "@lumiere/i18n";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

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

/** A page just rendered: its bytes and validator, before its compressed forms exist. */
export interface RenderedPage {
  html: Buffer;
  etag: string;
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

/** A nonce for one render: it tells the app's own scripts from anything else in its HTML. */
export function renderNonce(): string {
  return randomBytes(18).toString("base64url");
}

/**
 * `'sha256-…'` sources for the inline scripts the app emitted in this render, the ones carrying its
 * `nonce` (page content, written before the render, cannot know it), and the HTML without that
 * nonce. The CSP allows exactly those scripts: a script that slipped into the content is refused.
 */
export function ownInlineScripts(html: string, nonce: string): { html: string; hashes: string[] } {
  const marked = ` nonce="${nonce}"`;
  const hashes = new Set<string>();
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = m[1] ?? "";
    if (!attributes.includes(marked) || /\bsrc\s*=/i.test(attributes) || !m[2]) continue;
    hashes.add(`'sha256-${createHash("sha256").update(m[2]).digest("base64")}'`);
  }
  // The router also announces the nonce in a meta tag, for scripts it would add in the browser.
  const unmarked = html.replaceAll(`<meta property="csp-nonce" content="${nonce}"/>`, "").replaceAll(marked, "");
  return { html: unmarked, hashes: [...hashes] };
}

/**
 * What a page is stored under: its path and the values of the query parameters pages read, so that
 * any other parameter (`?v=`, a tracker, junk) is served the page already rendered instead of
 * rendering and storing one more copy.
 */
export function pageCacheKey(path: string, query: string | undefined): string {
  const params = new URLSearchParams(query);
  const read = PAGE_QUERY_PARAMS.filter((name) => params.has(name)).map((name) => [name, params.get(name) ?? ""]);
  return read.length ? `${path}?${new URLSearchParams(read)}` : path;
}

export function renderedPage(html: string, headers: Record<string, string>): RenderedPage {
  const bytes = Buffer.from(html);
  const etag = `"${createHash("sha1").update(bytes).digest("base64url")}"`;
  return { html: bytes, etag, headers: { ...headers, etag, "cache-control": PUBLIC_PAGE_CACHE_CONTROL } };
}

/**
 * The page compressed with brotli's and gzip's best settings, once for every later visit. Brotli's
 * best takes about 70 ms for a 60 KB page: the visit that rendered it does not wait for it.
 */
export async function compressPage(page: RenderedPage): Promise<CompressedPage> {
  const [br, gzipped] = await Promise.all([
    brotli(page.html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: page.html.length } }),
    gz(page.html, { level: 9 }),
  ]);
  return { ...page, br, gzip: gzipped };
}

export interface PageCache {
  get(key: string): StoredPage | undefined;
  /** Content version; a page rendered under an older one is not kept. */
  readonly generation: number;
  set(key: string, page: StoredPage, renderedAt: number): void;
  /** Swaps a kept page for its compressed form, if it is still the one kept (not cleared since). */
  replace(key: string, page: RenderedPage, compressed: CompressedPage): void;
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
  if (req.headers["if-none-match"]?.split(/\s*,\s*/).includes(page.etag)) return reply.code(304).send();
  if (!("br" in page)) {
    reply.code(200).compress(page.html);
    return reply;
  }
  const accepts = req.headers["accept-encoding"] ?? "";
  const [encoding, body] = accepts.includes("br")
    ? (["br", page.br] as const)
    : accepts.includes("gzip")
      ? (["gzip", page.gzip] as const)
      : ([undefined, page.html] as const);
  if (encoding) reply.header("content-encoding", encoding);
  // For HEAD, Fastify's automatic HEAD route sends the headers and drops the body.
  return reply.code(200).send(body);
}
