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
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Clear locally and tell the other processes. */
  invalidate(): void;
  /** Clear locally only (called when another process announced a change). */
  clear(): void;
}

/** Values currently served from a cache: the transport may keep their encoded forms alongside. */
const cachedValues = new WeakSet<object>();
export function isCachedValue(value: unknown): value is object {
  return typeof value === "object" && value !== null && cachedValues.has(value);
}

export function createContentCache(publish: () => void = () => {}): ContentCache {
  const entries = new Map<string, Promise<unknown>>();
  const responses = new Map<string, EncodedBody>();
  let generation = 0;
  return {
    responses,
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
      // A write that lands while this read is in flight must not leave the stale result cached.
      void pending.then(
        () => {
          if (generation !== startedAt) entries.delete(key);
        },
        () => {},
      );
      entries.set(key, pending);
      return pending;
    },
    invalidate() {
      generation++;
      entries.clear();
      responses.clear();
      publish();
    },
    clear() {
      generation++;
      entries.clear();
      responses.clear();
    },
  };
}
