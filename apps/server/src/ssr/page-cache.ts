// Rendered public pages, kept per site origin and URL until the content changes. A page is
// rendered once per content version, with a hash-based CSP (its bytes never change per request, so
// they are compressed once), and then sent as stored bytes with an ETag.
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Distinct pages kept (both languages, every article, a few query strings); oldest out first. */
const MAX_PAGES = 300;
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

/** `'sha256-…'` sources for every inline script of the page: the CSP allows exactly those. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(m[1] ?? "") || !m[2]) continue;
    hashes.add(`'sha256-${createHash("sha256").update(m[2]).digest("base64")}'`);
  }
  return [...hashes];
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

export function createPageCache(): PageCache {
  const pages = new Map<string, StoredPage>();
  let generation = 0;
  return {
    get: (key) => pages.get(key),
    get generation() {
      return generation;
    },
    set(key, page, renderedAt) {
      if (renderedAt !== generation) return;
      if (pages.size >= MAX_PAGES) pages.delete(pages.keys().next().value as string);
      pages.set(key, page);
    },
    replace(key, page, compressed) {
      if (pages.get(key) === page) pages.set(key, compressed);
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
