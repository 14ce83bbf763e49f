import { createReadStream } from "node:fs";
import { mkdir, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import type { ByteRange, MediaStorage, StoredObject } from "./media-storage";
import { clampRange, isStorableName } from "./names";

const TEMP_SUFFIX = ".part";

/** Files in one folder (DATA_DIR/media): the default, for a single server. */
export class LocalMediaStorage implements MediaStorage {
  readonly kind = "local" as const;
  private readonly dir: string;

  constructor(dir: string) {
    this.dir = path.resolve(dir);
  }

  describe(): string {
    return `folder ${this.dir}`;
  }

  private file(name: string): string {
    if (!isStorableName(name)) throw new Error(`not a storable media name: ${JSON.stringify(name)}`);
    return path.join(this.dir, name);
  }

  async put(name: string, bytes: Uint8Array): Promise<void> {
    const target = this.file(name);
    await mkdir(this.dir, { recursive: true });
    // Written aside then renamed: a reader never sees half a file.
    const temp = `${target}.${process.pid}${TEMP_SUFFIX}`;
    try {
      await writeFile(temp, bytes);
      await rename(temp, target);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  async get(name: string, range?: ByteRange): Promise<StoredObject | null> {
    if (!isStorableName(name)) return null;
    const file = this.file(name);
    const info = await stat(file).catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT" || error.code === "ENOTDIR") return null;
      throw error;
    });
    if (!info?.isFile()) return null;
    const { start, end } = clampRange(range, info.size);
    const meta = {
      totalSize: info.size,
      etag: `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
      lastModified: info.mtime,
    };
    if (start > end) return { ...meta, body: Readable.from([]), size: 0 };
    return { ...meta, body: createReadStream(file, { start, end }), size: end - start + 1 };
  }

  async delete(names: string[]): Promise<void> {
    await Promise.all(names.filter(isStorableName).map((name) => rm(this.file(name), { force: true })));
  }

  async sweepUnfinished(olderThanMs: number): Promise<number> {
    const entries = await readdir(this.dir).catch(() => [] as string[]);
    let removed = 0;
    for (const name of entries.filter((n) => n.endsWith(TEMP_SUFFIX))) {
      const file = path.join(this.dir, name);
      const info = await stat(file).catch(() => null);
      if (info && Date.now() - info.mtimeMs > olderThanMs) {
        await rm(file, { force: true });
        removed++;
      }
    }
    return removed;
  }

  async *list(): AsyncIterable<{ name: string; size: number }> {
    const entries = await readdir(this.dir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return [];
      throw error;
    });
    for (const entry of entries) {
      if (!entry.isFile() || !isStorableName(entry.name) || entry.name.endsWith(TEMP_SUFFIX)) continue;
      const info = await stat(path.join(this.dir, entry.name)).catch(() => null);
      if (info) yield { name: entry.name, size: info.size };
    }
  }
}
