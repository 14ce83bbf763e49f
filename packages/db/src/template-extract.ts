import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { gunzip } from "node:zlib";

const BLOCK = 512;
/** Files written at once: enough to keep libuv's threads busy, few enough to bound open files. */
const WRITES_IN_FLIGHT = 16;

/** A NUL-terminated ASCII field of a tar header. */
const field = (header: Buffer, offset: number, length: number) => {
  const raw = header.subarray(offset, offset + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? length : end).toString("latin1");
};

/** A tar archive's directories and regular files, in its order, paths relative to its root. */
function tarEntries(tar: Buffer) {
  const entries: { name: string; type: "dir" | "file"; data: Buffer }[] = [];
  for (let at = 0; at + BLOCK <= tar.length; ) {
    const header = tar.subarray(at, at + BLOCK);
    if (header.every((byte) => byte === 0)) break; // end of archive
    const name = `${field(header, 345, 155)}${field(header, 0, 100)}`;
    const size = Number.parseInt(field(header, 124, 12).trim() || "0", 8);
    const type = field(header, 156, 1) || "0";
    if (type !== "5" && type !== "0") throw new Error(`PGlite template: unsupported tar entry type "${type}" for ${name}`);
    entries.push({
      name: path.normalize(`/${name}`),
      type: type === "5" ? "dir" : "file",
      data: tar.subarray(at + BLOCK, at + BLOCK + size),
    });
    at += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
  }
  return entries;
}

/**
 * Writes the PGlite template (a gzip tarball from `dumpDataDir`) out as the data directory `dir`,
 * so PGlite opens it like any existing database. Handing the tarball to PGlite instead
 * (`loadDataDir`) unpacks it inside its WebAssembly memory, which never shrinks: about 90 MiB more
 * for the life of the process. Written beside `dir` and renamed into place, so a start interrupted
 * half-way leaves no half a database behind. Inflated and written on libuv's threads: the main
 * thread goes on loading the server meanwhile.
 */
export async function extractTemplate(gzipped: Uint8Array, dir: string): Promise<void> {
  // Inflated in one piece of the size the gzip trailer states (its last 4 bytes): in zlib's default
  // 16 KiB pieces, the 40 MB would be thousands of C-heap allocations, freed later as holes the
  // process keeps resident for its whole life (+40 MiB RSS measured).
  const inflatedSize = Buffer.from(gzipped.buffer, gzipped.byteOffset, gzipped.byteLength).readUInt32LE(gzipped.byteLength - 4);
  const tar = await promisify(gunzip)(gzipped, { chunkSize: Math.max(inflatedSize, 64 * 1024) });
  const staging = `${dir}.partial-${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { recursive: true, mode: 0o700 });
  const entries = tarEntries(tar);
  // Directories first (a file's folder may come after it in the archive), then the files.
  const folders = new Set(entries.map((entry) => (entry.type === "dir" ? entry.name : path.dirname(entry.name))));
  for (const folder of [...folders].sort()) await mkdir(path.join(staging, folder), { recursive: true, mode: 0o700 });
  const files = entries.filter((entry) => entry.type === "file");
  const writeNext = async (): Promise<void> => {
    for (let file = files.shift(); file; file = files.shift()) await writeFile(path.join(staging, file.name), file.data, { mode: 0o600 });
  };
  await Promise.all(Array.from({ length: WRITES_IN_FLIGHT }, writeNext));
  releaseNow(tar);
  await rm(dir, { recursive: true, force: true });
  await rename(staging, dir);
}

/**
 * Frees a buffer's memory now (it must be its own allocation, used by nothing else): otherwise it
 * waits for V8's next full collection, which a server that has just started and is idle may not run
 * for a long time, holding the inflated archive's tens of MiB.
 */
function releaseNow(buffer: Buffer): void {
  // ES2024's transfer (Node 22+), not in the ES2023 library the browser code shares these types with.
  const whole = buffer.buffer as ArrayBuffer & { transfer?: (length: number) => ArrayBuffer };
  if (buffer.byteOffset === 0 && buffer.byteLength === whole.byteLength) whole.transfer?.(0);
}
