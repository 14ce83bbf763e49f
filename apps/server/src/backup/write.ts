// Writes a backup archive (tar.gz) to a stream: every table's rows read in one REPEATABLE READ,
// read-only transaction (a consistent snapshot while the site writes), in batches streamed to the
// archive; then every media object; then the manifest.
import type { Writable } from "node:stream";
import { backupTables, type DbHandle, knownMigrations } from "@lumiere/db";
import { Header, Pack, ReadEntry } from "tar";
import type { MediaStorage } from "../storage/media-storage";
import { ARCHIVE_FORMAT, DB_BATCH_BYTES, dbEntryPath, MANIFEST_PATH, type Manifest, MEDIA_PREFIX } from "./manifest";
import { ident, inTransaction, type SqlRunner } from "./sql-runner";

const BATCH_ROWS = 1000;

export interface BackupSource {
  handle: DbHandle;
  storage: MediaStorage;
  /** Where drizzle records applied migrations (DATABASE_SCHEMA, else "drizzle"). */
  migrationsSchema: string;
}

/** Adds a file to the archive and waits until the archive has taken it (backpressure). */
type AddFile = (path: string, bytes: Uint8Array) => Promise<void>;

/**
 * `aborted` rejects when the destination fails or closes early (a client gone from the socket):
 * waiting stops then, so the snapshot's transaction ends instead of waiting for ever.
 */
function fileAdder(pack: Pack, aborted: Promise<never>): AddFile {
  return async (path, bytes) => {
    const entry = new ReadEntry(new Header({ path, type: "File", size: bytes.byteLength, mode: 0o600, mtime: new Date() }));
    const taken = new Promise<void>((resolve) => entry.once("end", () => resolve()));
    pack.write(entry);
    entry.end(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    await Promise.race([taken, aborted]);
  };
}

/** The migration tags the database has: drizzle records each by its journal time. */
async function appliedMigrations(q: SqlRunner, schema: string): Promise<string[]> {
  const [exists] = await q.query<{ t: string | null }>("select to_regclass($1)::text as t", [`${ident(schema)}."__drizzle_migrations"`]);
  if (!exists?.t) return [];
  const rows = await q.query<{ at: string }>(`select created_at::text as at from ${ident(schema)}."__drizzle_migrations"`);
  const applied = new Set(rows.map((r) => Number(r.at)));
  const known = knownMigrations();
  const tags = known.filter((m) => applied.has(m.when)).map((m) => m.tag);
  // Applied by a newer version of the code: named by their time, so a restore can tell.
  const unknown = [...applied].filter((at) => !known.some((m) => m.when === at)).sort((a, b) => a - b);
  return [...tags, ...unknown.map((at) => `unknown-${at}`)];
}

/** Rows in runs of at most DB_BATCH_BYTES (a longer row alone), so a restore never meets a batch over its limit. */
function* bySize(rows: string[]): Generator<string[]> {
  let part: string[] = [];
  let bytes = 0;
  for (const row of rows) {
    const size = Buffer.byteLength(row);
    if (part.length > 0 && bytes + size > DB_BATCH_BYTES) {
      yield part;
      part = [];
      bytes = 0;
    }
    part.push(row);
    bytes += size;
  }
  if (part.length > 0) yield part;
}

async function dumpDatabase(addFile: AddFile, source: BackupSource): Promise<Pick<Manifest, "migrations" | "tables">> {
  return inTransaction(source.handle, "isolation level repeatable read, read only", async (q) => {
    const migrations = await appliedMigrations(q, source.migrationsSchema);
    const tables: Record<string, number> = {};
    for (const table of backupTables()) {
      let count = 0;
      let batch = 0;
      await q.query(`declare backup_rows no scroll cursor for select row_to_json(t)::text as r from ${ident(table)} t`);
      for (;;) {
        const rows = await q.query<{ r: string }>(`fetch ${BATCH_ROWS} from backup_rows`);
        if (rows.length === 0) break;
        count += rows.length;
        for (const part of bySize(rows.map((row) => row.r))) {
          await addFile(dbEntryPath(table, ++batch), Buffer.from(`[${part.join(",\n")}]`));
        }
      }
      await q.query("close backup_rows");
      tables[table] = count;
    }
    return { migrations, tables };
  });
}

async function readAll(body: AsyncIterable<unknown>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** Every stored object; one deleted since it was listed is left out. */
async function copyMedia(addFile: AddFile, storage: MediaStorage): Promise<Manifest["media"]> {
  let count = 0;
  let bytes = 0;
  for await (const { name } of storage.list()) {
    const object = await storage.get(name);
    if (!object) continue;
    // Read whole (an upload is at most MEDIA_MAX_BYTES) so the entry's size is what was read.
    const body = await readAll(object.body as AsyncIterable<unknown>);
    await addFile(`${MEDIA_PREFIX}${name}`, body);
    count++;
    bytes += body.byteLength;
  }
  return { count, bytes };
}

/** Writes the whole archive to `out` and returns its manifest once `out` has everything. */
export async function writeArchive(out: Writable, source: BackupSource): Promise<Manifest> {
  const pack = new Pack({ gzip: true, portable: true });
  let finished = false;
  const done = new Promise<void>((resolve, reject) => {
    out.once("finish", () => {
      finished = true;
      resolve();
    });
    out.once("error", reject);
    out.once("close", () => finished || reject(new Error("the backup's destination closed early")));
    pack.once("error", reject);
  });
  done.catch(() => {});
  const aborted = done.then((): never => {
    throw new Error("the backup's destination finished early");
  });
  aborted.catch(() => {});
  const addFile = fileAdder(pack, aborted);
  pack.pipe(out);
  try {
    const db = await dumpDatabase(addFile, source);
    const media = await copyMedia(addFile, source.storage);
    const manifest: Manifest = {
      kind: "lumiere-backup",
      format: ARCHIVE_FORMAT,
      createdAt: new Date().toISOString(),
      ...db,
      media,
      source: { database: source.handle.driver, storage: source.storage.kind },
    };
    await addFile(MANIFEST_PATH, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
    pack.end();
    await done;
    return manifest;
  } catch (error) {
    out.destroy(error as Error);
    throw error;
  }
}
