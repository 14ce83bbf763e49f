// Puts an archive back, once `checkArchive` has read all of it and found nothing wrong: the rows in
// one transaction (every table emptied, then each batch inserted with json_populate_recordset, then
// every sequence moved past its column's highest value) that commits only once every archived
// media object is put; then every other object is deleted. Stopped anywhere, the site is whole:
// its old rows with some new media files beside them, or its new rows with some old ones.
import { backupTables, type DbHandle, knownMigrations } from "@lumiere/db";
import { mimeForStoredName } from "../domain/media";
import type { MediaStorage } from "../storage/media-storage";
import { type Manifest, MEDIA_PREFIX, tableOfEntry } from "./manifest";
import {
  type ArchiveContents,
  ArchiveProblem,
  type ArchiveSource,
  eachEntry,
  mediaNameOf,
  parseBatch,
  type RestoreLimits,
  readWhole,
} from "./read";
import { RESTORE_MARKER } from "./restore-marker";
import { ident, inTransaction, type SqlRunner } from "./sql-runner";

/**
 * Only an archive of this very schema is restored. A newer one would lose what this code does not
 * know; an older one's rows do not fit today's tables (restore it with the version that made it,
 * then start this one, which migrates).
 */
export function checkSchemaLevel(manifest: Manifest): void {
  const known = knownMigrations().map((m) => m.tag);
  const unknown = manifest.migrations.filter((tag) => !known.includes(tag));
  if (unknown.length > 0) {
    throw new ArchiveProblem(
      `it was made by a newer version of the site (${unknown.length} migration(s) this one does not know, first ${unknown[0]}): restore it with that version or a later one`,
    );
  }
  if (manifest.migrations.join() !== known.join()) {
    throw new ArchiveProblem(
      `it was made by an older version of the site (last migration ${manifest.migrations.at(-1) ?? "none"}, this one has ${known.at(-1)}): restore it with that version, then start this one, which migrates the database`,
    );
  }
}

/** The columns a row can be given: not dropped, not generated. */
async function insertableColumns(q: SqlRunner, table: string): Promise<string[]> {
  const rows = await q.query<{ name: string }>(
    "select attname as name from pg_attribute where attrelid = to_regclass($1) and attnum > 0 and not attisdropped and attgenerated = '' order by attnum",
    [ident(table)],
  );
  return rows.map((r) => r.name);
}

/** Every sequence owned by a column of this schema's tables, set so its next value is past the column's highest. */
async function resetSequences(q: SqlRunner): Promise<void> {
  const owned = await q.query<{ seq: string; tbl: string; col: string }>(
    `select format('%I.%I', sn.nspname, s.relname) as seq, format('%I.%I', tn.nspname, t.relname) as tbl, format('%I', a.attname) as col
       from pg_class s
       join pg_namespace sn on sn.oid = s.relnamespace
       join pg_depend d on d.objid = s.oid and d.classid = 'pg_class'::regclass and d.refclassid = 'pg_class'::regclass and d.deptype in ('a', 'i')
       join pg_class t on t.oid = d.refobjid
       join pg_namespace tn on tn.oid = t.relnamespace
       join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
      where s.relkind = 'S' and sn.nspname = current_schema()`,
  );
  for (const { seq, tbl, col } of owned) {
    await q.query(`select setval($1, coalesce((select max(${col}) from ${tbl}), 0) + 1, false)`, [seq]);
  }
}

/** A row the database refuses (a value of the wrong type, a duplicate key, a broken reference): the archive's fault. */
const isRefusedRow = (error: unknown) => /^2[23]/.test(String((error as { code?: unknown })?.code ?? ""));

/**
 * The rows, in one transaction: anything the database refuses rolls every table back to what it
 * was, before the media are touched. `contents` is the archive's check (`checkArchive`), done first.
 * `beforeCommit` runs last inside the transaction (the media put): the rows commit only if it succeeds.
 */
export async function restoreDatabase(
  handle: DbHandle,
  file: string | ArchiveSource,
  contents: ArchiveContents,
  limits: RestoreLimits,
  beforeCommit?: () => Promise<void>,
): Promise<void> {
  const tables = backupTables();
  await inTransaction(handle, "read write", async (q) => {
    // Open while the media are put, which may take long: a server setting must not end it.
    await q.query("set local idle_in_transaction_session_timeout = 0");
    await q.query(`truncate table ${tables.map(ident).join(", ")} restart identity cascade`);
    const statements = new Map<string, string>();
    const rows = new Map<string, number>();
    await eachEntry(file, async (entry) => {
      const table = tableOfEntry(entry.path);
      if (!table) return;
      const bytes = await readWhole(entry, limits.batch);
      const batch = parseBatch(entry.path, table, bytes);
      rows.set(table, (rows.get(table) ?? 0) + batch.length);
      let statement = statements.get(table);
      if (!statement) {
        const columns = (await insertableColumns(q, table)).map(ident).join(", ");
        // OVERRIDING SYSTEM VALUE: identity columns take the archived ids.
        statement = `insert into ${ident(table)} (${columns}) overriding system value select ${columns} from json_populate_recordset(null::${ident(table)}, $1::json)`;
        statements.set(table, statement);
      }
      try {
        // The archived text itself: JSON.parse would round big integers.
        await q.query(statement, [bytes.toString("utf8")]);
      } catch (error) {
        if (isRefusedRow(error)) throw new ArchiveProblem(`the database refused the rows of ${entry.path} (${(error as Error).message})`);
        throw error;
      }
    });
    // The file read now must be the one checked: counted again before the transaction commits.
    for (const [table, count] of Object.entries(contents.manifest.tables)) {
      if ((rows.get(table) ?? 0) !== count) throw new ArchiveProblem("it changed while it was being restored");
    }
    await resetSequences(q);
    // An archive made of data where a restore had stopped may hold that record: this one finishes.
    await q.query("delete from app_state where key = $1", [RESTORE_MARKER]);
    await beforeCommit?.();
  });
}

/** Every archived object put, each read within the media size limit. */
export async function putMedia(
  storage: MediaStorage,
  file: string | ArchiveSource,
  contents: ArchiveContents,
  limits: RestoreLimits,
): Promise<void> {
  await eachEntry(file, async (entry) => {
    if (!entry.path.startsWith(MEDIA_PREFIX)) return;
    const name = mediaNameOf(entry.path);
    if (!contents.media.has(name)) throw new ArchiveProblem("it changed while it was being restored");
    // Held whole, as an upload is: at most the media size limit.
    await storage.put(name, await readWhole(entry, limits.media), mimeForStoredName(name) ?? "application/octet-stream");
  });
}

/** Every object the archive does not hold deleted. */
export async function pruneMedia(storage: MediaStorage, contents: ArchiveContents): Promise<void> {
  const extra: string[] = [];
  for await (const { name } of storage.list()) if (!contents.media.has(name)) extra.push(name);
  for (let i = 0; i < extra.length; i += 500) await storage.delete(extra.slice(i, i + 500));
}

/** The rows and the media: the rows commit once every archived media object is put, then the others go. */
export async function restoreArchive(
  handle: DbHandle,
  storage: MediaStorage,
  file: string | ArchiveSource,
  contents: ArchiveContents,
  limits: RestoreLimits,
): Promise<void> {
  await restoreDatabase(handle, file, contents, limits, () => putMedia(storage, file, contents, limits));
  await pruneMedia(storage, contents);
}
