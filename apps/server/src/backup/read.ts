// Reads a backup archive entry by entry, one at a time: the next entry is not read until the
// handler of this one is done, and an entry streams in counted against its limit, so a restore
// holds at most one bounded entry in memory, never the whole archive nor an entry it refuses.
import { createReadStream } from "node:fs";
import { Parser, type ReadEntry } from "tar";
import { isStorableName } from "../storage/names";
import { decrypting, isEncrypted } from "./encryption";
import { ArchiveProblem } from "./problem";
import {
  DB_BATCH_MAX_BYTES,
  DB_PREFIX,
  MANIFEST_MAX_BYTES,
  MANIFEST_PATH,
  type Manifest,
  MEDIA_PREFIX,
  manifestSchema,
  tableOfEntry,
} from "./manifest";
import { backupTables, tableColumns } from "@lumiere/db";

export { ArchiveProblem };

/** The most bytes one entry may hold, and how the refusal names that limit. */
export interface EntryLimit {
  bytes: number;
  name: string;
}

/** What a restore accepts of each kind of entry. */
export interface RestoreLimits {
  manifest: EntryLimit;
  batch: EntryLimit;
  media: EntryLimit;
}

/** A media file is at most what an upload may be (MEDIA_MAX_BYTES): no restore brings back more. */
export function restoreLimits(mediaMaxBytes: number): RestoreLimits {
  return {
    manifest: { bytes: MANIFEST_MAX_BYTES, name: `the limit of a manifest (${MANIFEST_MAX_BYTES} bytes)` },
    batch: { bytes: DB_BATCH_MAX_BYTES, name: `the limit of a batch of rows (${DB_BATCH_MAX_BYTES} bytes)` },
    media: { bytes: mediaMaxBytes, name: `the media size limit (MEDIA_MAX_BYTES, ${mediaMaxBytes} bytes)` },
  };
}

/**
 * An entry's bytes as they stream in, refused before any is read when its header declares more
 * than `limit`, and while streaming as soon as it holds more than it declared (a lying header).
 */
export async function* countedBytes(
  path: string,
  declared: number,
  body: AsyncIterable<Uint8Array>,
  limit: EntryLimit,
): AsyncGenerator<Buffer> {
  if (declared > limit.bytes) throw new ArchiveProblem(`${path} is ${declared} bytes, over ${limit.name}`);
  let seen = 0;
  for await (const chunk of body) {
    seen += chunk.byteLength;
    if (seen > declared) throw new ArchiveProblem(`${path} holds more bytes than its header says (${declared})`);
    yield Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  }
  if (seen !== declared) throw new ArchiveProblem(`${path} holds ${seen} bytes, its header says ${declared}`);
}

/** One file of the archive. Its bytes are left unread (skipped) unless the handler reads them. */
export interface ArchiveFile {
  path: string;
  /** Every byte, counted against `limit`. */
  read(limit: EntryLimit): AsyncGenerator<Buffer>;
}

/** The whole of a file, read only within `limit`. */
export async function readWhole(file: ArchiveFile, limit: EntryLimit): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of file.read(limit)) chunks.push(chunk);
  return Buffer.concat(chunks);
}

export type EntryHandler = (file: ArchiveFile) => Promise<void>;

/** An archive file and the keys that may open it (BACKUP_KEY, BACKUP_KEY_PREVIOUS); a plain path has none. */
export interface ArchiveSource {
  path: string;
  keys: string[];
}

const sourceOf = (file: string | ArchiveSource): ArchiveSource => (typeof file === "string" ? { path: file, keys: [] } : file);

/** Calls `handle` for every file in the archive, in order. Rejects on a damaged or foreign file. */
export async function eachEntry(file: string | ArchiveSource, handle: EntryHandler): Promise<void> {
  const source = sourceOf(file);
  const raw = createReadStream(source.path);
  // Encrypted (age) or a plain tar.gz, told by its first bytes.
  const input = isEncrypted(source.path) ? await decrypting(raw, source.keys) : raw;
  return new Promise((resolve, reject) => {
    let chain = Promise.resolve();
    let failed = false;
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      input.destroy();
      reject(error);
    };
    const parser = new Parser({
      strict: true,
      onReadEntry: (entry: ReadEntry) => {
        chain = chain.then(async () => {
          if (failed || entry.type !== "File") return void entry.resume();
          await handle({ path: entry.path, read: (limit) => countedBytes(entry.path, entry.size, entry, limit) });
          // What the handler did not read is skipped.
          entry.resume();
        });
        chain.catch(fail);
      },
    });
    parser.on("error", (error: Error) => fail(new ArchiveProblem(`not a readable backup archive (${error.message})`)));
    parser.on("end", () => chain.then(() => !failed && resolve(), fail));
    input.on("error", (error: NodeJS.ErrnoException) =>
      fail(
        error instanceof ArchiveProblem
          ? error
          : new ArchiveProblem(
              error.code === "ENOENT" ? `${source.path} does not exist` : `${source.path} cannot be read (${error.code ?? error.message})`,
            ),
      ),
    );
    input.pipe(parser);
  });
}

/** A batch's rows, parsed and checked against its table as far as can be without the database. */
export function parseBatch(path: string, table: string, bytes: Buffer): Record<string, unknown>[] {
  let batch: unknown;
  try {
    batch = JSON.parse(bytes.toString("utf8"));
  } catch {
    batch = null;
  }
  if (!Array.isArray(batch)) throw new ArchiveProblem(`${path} is not a batch of rows`);
  const columns = tableColumns(table);
  if (!columns) throw new ArchiveProblem(`it holds table ${table}, which this version does not have`);
  for (const row of batch as unknown[]) {
    if (typeof row !== "object" || row === null || Array.isArray(row))
      throw new ArchiveProblem(`${path} holds a row of ${table} that is not an object`);
    // Unknown keys would be dropped without a word by json_populate_recordset.
    const unknown = Object.keys(row).find((key) => !columns.all.has(key));
    if (unknown !== undefined)
      throw new ArchiveProblem(`${path} holds a row of ${table} with a column ${table} does not have (${unknown})`);
    const values = row as Record<string, unknown>;
    const empty = columns.required.find((column) => values[column] === undefined || values[column] === null);
    if (empty !== undefined) throw new ArchiveProblem(`${path} holds a row of ${table} without ${empty}, which ${table} requires`);
  }
  return batch as Record<string, unknown>[];
}

/** The name a `media/<name>` entry is stored under, refused unless the storage itself would take it. */
export function mediaNameOf(path: string): string {
  const name = path.slice(MEDIA_PREFIX.length);
  if (!isStorableName(name)) throw new ArchiveProblem(`${path} is not a name the media storage accepts`);
  return name;
}

export interface ArchiveContents {
  manifest: Manifest;
  /** Media names in the archive. */
  media: Set<string>;
}

/**
 * Reads the whole archive before anything changes: it must be intact (gzip and tar), hold a
 * manifest, rows that fit this version's tables, media the storage accepts within the size
 * limit, and exactly the rows and objects its manifest counts.
 */
export async function checkArchive(file: string | ArchiveSource, limits: RestoreLimits): Promise<ArchiveContents> {
  let manifest: Manifest | undefined;
  const rows = new Map<string, number>();
  const media = new Set<string>();
  let mediaBytes = 0;
  await eachEntry(file, async (entry) => {
    const { path } = entry;
    if (path === MANIFEST_PATH) {
      let parsed: unknown;
      try {
        parsed = JSON.parse((await readWhole(entry, limits.manifest)).toString("utf8"));
      } catch (error) {
        if (error instanceof ArchiveProblem) throw error;
        throw new ArchiveProblem("its manifest is not JSON");
      }
      const result = manifestSchema.safeParse(parsed);
      if (!result.success) throw new ArchiveProblem("its manifest is not a Lumière backup manifest");
      manifest = result.data;
    } else if (path.startsWith(DB_PREFIX)) {
      const table = tableOfEntry(path);
      if (!table) throw new ArchiveProblem(`${path} is not a batch of rows`);
      const batch = parseBatch(path, table, await readWhole(entry, limits.batch));
      rows.set(table, (rows.get(table) ?? 0) + batch.length);
    } else if (path.startsWith(MEDIA_PREFIX)) {
      const name = mediaNameOf(path);
      if (media.has(name)) throw new ArchiveProblem(`${path} is in it twice`);
      media.add(name);
      // Counted, never held: the check needs only its size.
      for await (const chunk of entry.read(limits.media)) mediaBytes += chunk.byteLength;
    } else {
      throw new ArchiveProblem(`unexpected file ${path} in it`);
    }
  });
  if (!manifest) throw new ArchiveProblem("it has no manifest (not a Lumière backup, or cut short)");
  const known = backupTables();
  const foreign = Object.keys(manifest.tables).find((table) => !known.includes(table));
  if (foreign) throw new ArchiveProblem(`it holds table ${foreign}, which this version does not have`);
  for (const [table, count] of Object.entries(manifest.tables)) {
    if ((rows.get(table) ?? 0) !== count)
      throw new ArchiveProblem(`it holds ${rows.get(table) ?? 0} rows of ${table}, its manifest says ${count}`);
  }
  for (const table of rows.keys()) {
    if (!(table in manifest.tables)) throw new ArchiveProblem(`it holds rows of ${table}, which its manifest does not list`);
  }
  if (media.size !== manifest.media.count) {
    throw new ArchiveProblem(`it holds ${media.size} media files, its manifest says ${manifest.media.count}`);
  }
  if (mediaBytes !== manifest.media.bytes) {
    throw new ArchiveProblem(`it holds ${mediaBytes} bytes of media, its manifest says ${manifest.media.bytes}`);
  }
  return { manifest, media };
}
