// Read-through cache for public content (pages, article lists). Any content write clears it here and,
// through the `publish` hook (Postgres NOTIFY), in every other server process, so an admin edit shows
// on the next read everywhere.
/** A response body in the forms a client may ask for; computed once per content version. */
export interface EncodedBody {
  /** The JSON, UTF-8 encoded once: a string would be encoded again on every send. */
  json: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

export interface ContentCache {
  /** Encoded public GET responses by URL, emptied whenever the content is. */
  readonly responses: Map<string, EncodedBody>;
  /** Content entries held (bounded; misses are never kept). */
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

/** Distinct content keys kept (pages, lists, articles by slug); the oldest go first past it. */
const MAX_ENTRIES = 2000;

export function createContentCache(publish: () => void = () => {}): ContentCache {
  const entries = new Map<string, Promise<unknown>>();
  const responses = new Map<string, EncodedBody>();
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
        },
        () => {},
      );
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
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
