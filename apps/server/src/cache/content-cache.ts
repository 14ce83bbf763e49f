// Read-through cache for public content (pages, article lists). Any content write clears it here and,
// through the `publish` hook (Postgres NOTIFY), in every other server process, so an admin edit shows
// on the next read everywhere. Both of its stores are bounded in bytes, least recently used out first.
import { LRUCache } from "lru-cache";
import type { EncodedBody } from "../http/encoding";

export interface ContentCache {
  /** Encoded public GET responses by URL (their JSON UTF-8 encoded once), emptied whenever the content is. */
  readonly responses: LRUCache<string, EncodedBody>;
  /** Content entries held (bounded in bytes; misses are never kept). */
  readonly size: number;
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Clear locally and tell the other processes. */
  invalidate(): void;
  /** Clear locally only (called when another process announced a change). */
  clear(): void;
  /** Called whenever the content is cleared (derived caches such as rendered pages). */
  onClear(listener: () => void): void;
}

/** Values currently served from a cache: the transport may keep their encoded forms alongside. */
const cachedValues = new WeakSet<object>();
export function isCachedValue(value: unknown): value is object {
  return typeof value === "object" && value !== null && cachedValues.has(value);
}

/** Bytes of content kept (pages, lists, articles by slug, as JSON): a large site's whole content. */
const MAX_CONTENT_BYTES = 32 * 1024 * 1024;
/**
 * Bytes of encoded responses kept, counted per URL (URLs that differ only in their query string
 * share one body, counted for each: the bound holds whatever the URLs).
 */
const MAX_RESPONSE_BYTES = 16 * 1024 * 1024;

/** Bytes a loaded value holds, as its JSON (what it came from and is sent as). */
function jsonBytes(value: unknown): number {
  return JSON.stringify(value instanceof Map ? [...value] : value)?.length ?? 0;
}

export function createContentCache(
  publish: () => void = () => {},
  bounds: { contentBytes?: number; responseBytes?: number } = {},
): ContentCache {
  // An entry is counted by its key while it loads, then by its value.
  const entries = new LRUCache<string, Promise<unknown>>({
    maxSize: bounds.contentBytes ?? MAX_CONTENT_BYTES,
    sizeCalculation: (_v, key) => key.length,
  });
  const responses = new LRUCache<string, EncodedBody>({
    maxSize: bounds.responseBytes ?? MAX_RESPONSE_BYTES,
    // Plain JSON and, once asked for, its brotli and gzip forms (a fraction of it).
    sizeCalculation: (body, url) => url.length + 2 * body.plain.length,
  });
  let generation = 0;
  const listeners: Array<() => void> = [];
  const dropAll = () => {
    generation++;
    entries.clear();
    responses.clear();
    for (const listener of listeners) listener();
  };
  return {
    responses,
    get size() {
      return entries.size;
    },
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit) return hit as Promise<T>;
      const startedAt = generation;
      const pending = load().then(
        (value) => {
          if (typeof value === "object" && value !== null) cachedValues.add(value);
          return value;
        },
        (error: unknown) => {
          entries.delete(key);
          throw error;
        },
      );
      // A write that lands while this read is in flight must not leave the stale result cached, and
      // a miss (unknown slug or page) is not kept: anyone could fill memory with made-up names.
      void pending.then(
        (value) => {
          if (generation !== startedAt || value === null || value === undefined) entries.delete(key);
          else if (entries.peek(key) === pending) {
            // lru-cache keeps the size of a value set again as it was: out, then in with its size.
            entries.delete(key);
            entries.set(key, pending, { size: key.length + jsonBytes(value) });
          }
        },
        () => {},
      );
      entries.set(key, pending);
      return pending;
    },
    invalidate() {
      dropAll();
      publish();
    },
    clear: dropAll,
    onClear(listener) {
      listeners.push(listener);
    },
  };
}
