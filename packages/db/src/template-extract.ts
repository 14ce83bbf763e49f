import { mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";

const BLOCK = 512;

/** A NUL-terminated ASCII field of a tar header. */
const field = (header: Buffer, offset: number, length: number) => {
  const raw = header.subarray(offset, offset + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? length : end).toString("latin1");
};

/**
 * Writes the PGlite template (a gzip tarball from `dumpDataDir`) out as the data directory `dir`,
 * so PGlite opens it like any existing database. Handing the tarball to PGlite instead
 * (`loadDataDir`) unpacks it inside its WebAssembly memory, which never shrinks: about 90 MiB more
 * for the life of the process. Written beside `dir` and renamed into place, so a start interrupted
 * half-way leaves no half a database behind.
 */
export function extractTemplate(gzipped: Uint8Array, dir: string): void {
  // Inflated in one piece of the size the gzip trailer states (its last 4 bytes): in zlib's default
  // 16 KiB pieces, the 40 MB would be thousands of C-heap allocations, freed later as holes the
  // process keeps resident for its whole life (+40 MiB RSS measured).
  const inflatedSize = Buffer.from(gzipped.buffer, gzipped.byteOffset, gzipped.byteLength).readUInt32LE(gzipped.byteLength - 4);
  const tar = gunzipSync(gzipped, { chunkSize: Math.max(inflatedSize, 64 * 1024) });
  const staging = `${dir}.partial-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true, mode: 0o700 });
  for (let at = 0; at + BLOCK <= tar.length; ) {
    const header = tar.subarray(at, at + BLOCK);
    if (header.every((byte) => byte === 0)) break; // end of archive
    const name = `${field(header, 345, 155)}${field(header, 0, 100)}`;
    const size = Number.parseInt(field(header, 124, 12).trim() || "0", 8);
    const type = field(header, 156, 1) || "0";
    const target = path.join(staging, path.normalize(`/${name}`));
    if (type === "5") mkdirSync(target, { recursive: true, mode: 0o700 });
    else if (type === "0") {
      mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
      writeFileSync(target, tar.subarray(at + BLOCK, at + BLOCK + size), { mode: 0o600 });
    } else throw new Error(`PGlite template: unsupported tar entry type "${type}" for ${name}`);
    at += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
  }
  rmSync(dir, { recursive: true, force: true });
  renameSync(staging, dir);
}
