// @ts-check
// Writing out the PGlite template as a new data directory, from the embedded database's thread
// (pglite-worker.mjs), before PGlite opens it. Plain JavaScript, loaded as is beside the worker.
import { mkdirSync, renameSync, rmSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { gunzipSync } from "node:zlib";

const BLOCK = 512;
/** Files written at once: enough to keep libuv's threads busy, few enough to bound open files. */
const WRITES_IN_FLIGHT = 16;

/** A NUL-terminated ASCII field of a tar header. @param {Buffer} header @param {number} offset @param {number} length */
const field = (header, offset, length) => {
  const raw = header.subarray(offset, offset + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? length : end).toString("latin1");
};

/**
 * A tar archive's directories and regular files, in its order, paths relative to its root.
 * @param {Buffer} tar
 */
function tarEntries(tar) {
  /** @type {{ name: string; type: "dir" | "file"; data: Buffer }[]} */
  const entries = [];
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
 * half-way leaves no half a database behind.
 *
 * Run by the database's thread, which has nothing else to do until the database is open: written
 * from the server's thread, each of its hundreds of files waited for a turn of that thread's event
 * loop, busy loading the server meanwhile. The files themselves are still written on libuv's
 * threads, several at once (creating a file is most of the cost, and it is the kernel's).
 * @param {Uint8Array} gzipped
 * @param {string} dir
 * @returns {Promise<void>}
 */
export async function extractTemplate(gzipped, dir) {
  // Inflated in one piece of the size the gzip trailer states (its last 4 bytes): in zlib's default
  // 16 KiB pieces, the 40 MB would be thousands of C-heap allocations, freed later as holes the
  // process keeps resident for its whole life (+40 MiB RSS measured).
  const bytes = Buffer.from(gzipped.buffer, gzipped.byteOffset, gzipped.byteLength);
  const inflatedSize = bytes.readUInt32LE(bytes.byteLength - 4);
  const tar = gunzipSync(bytes, { chunkSize: Math.max(inflatedSize, 64 * 1024) });
  const staging = `${dir}.partial-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true, mode: 0o700 });
  try {
    const entries = tarEntries(tar);
    // Directories first (a file's folder may come after it in the archive), then the files.
    const folders = new Set(entries.map((entry) => (entry.type === "dir" ? entry.name : path.dirname(entry.name))));
    for (const folder of [...folders].sort()) mkdirSync(path.join(staging, folder), { recursive: true, mode: 0o700 });
    const files = entries.filter((entry) => entry.type === "file");
    const writeNext = async () => {
      for (let file = files.shift(); file; file = files.shift()) await writeFile(path.join(staging, file.name), file.data, { mode: 0o600 });
    };
    // Every writer settled before a failure is reported, so that the staging folder is removed whole.
    const failed = (await Promise.allSettled(Array.from({ length: WRITES_IN_FLIGHT }, writeNext))).find(
      (outcome) => outcome.status === "rejected",
    );
    if (failed) throw failed.reason;
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  releaseNow(tar);
  rmSync(dir, { recursive: true, force: true });
  renameSync(staging, dir);
}

/**
 * Frees a buffer's memory now (it must be its own allocation, used by nothing else): otherwise it
 * waits for V8's next full collection, which a thread that has just opened its database and is
 * idle may not run for a long time, holding the inflated archive's tens of MiB.
 * @param {Buffer} buffer
 */
function releaseNow(buffer) {
  const whole = /** @type {ArrayBuffer & { transfer?: (length: number) => ArrayBuffer }} */ (buffer.buffer);
  if (buffer.byteOffset === 0 && buffer.byteLength === whole.byteLength) whole.transfer?.(0);
}
