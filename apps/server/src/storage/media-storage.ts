import type { Readable } from "node:stream";

/** A byte range of a stored object, both ends inclusive (as in an HTTP Range header). */
export interface ByteRange {
  start: number;
  end?: number;
}

export interface StoredObject {
  body: NodeJS.ReadableStream | Readable;
  /** Bytes in `body` (the range's length when a range was asked for). */
  size: number;
  /** Bytes in the whole object. */
  totalSize: number;
  etag?: string;
  lastModified?: Date;
}

/**
 * Where uploaded files live: a local folder or an S3-compatible bucket. Names are flat (no `/`);
 * callers check them before asking.
 */
export interface MediaStorage {
  readonly kind: "local" | "s3";
  /** For the startup log: the folder, or the bucket and prefix. Never a secret. */
  describe(): string;
  put(name: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /**
   * The object, or a range of it (the end clamped to the object's); `null` when there is no such
   * name. A range that starts past the end gives an empty body (`size` 0).
   */
  get(name: string, range?: ByteRange): Promise<StoredObject | null>;
  /** Removes these names; a name that is not stored is not an error. */
  delete(names: string[]): Promise<void>;
  /** Every stored name (for backups). */
  list(): AsyncIterable<{ name: string; size: number }>;
  /**
   * Removes what writes that never finished left behind (a process killed mid-write), older than
   * `olderThanMs`; how many. A bucket's uploads are whole or nothing: it has none.
   */
  sweepUnfinished?(olderThanMs: number): Promise<number>;
  /** Lets go of connections (at the server's close). */
  close?(): void;
}
