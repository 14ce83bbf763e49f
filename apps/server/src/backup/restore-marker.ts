// A restore records that it has begun, committed before anything else changes, and takes the
// record away in the transaction that puts the rows back (which commits only once every media file
// is in place). A restore stopped on the way (killed, a machine gone) leaves the record: a server
// refuses to start on it until the restore is run again, or abandoned.
import { appState, type Db, eq } from "@lumiere/db";
import { readState, writeState } from "../domain/app-state";
import type { Manifest } from "./manifest";

export const RESTORE_MARKER = "restore-unfinished";

export interface UnfinishedRestoreRecord {
  /** The archive's absolute path. */
  file: string;
  /** When the archive was made, and when its restore began. */
  madeAt: string;
  begunAt: string;
}

/** A server must not start on the data of a restore stopped on the way. */
export class UnfinishedRestore extends Error {}

export async function markRestoreBegun(db: Db, file: string, manifest: Manifest): Promise<void> {
  const record: UnfinishedRestoreRecord = { file, madeAt: manifest.createdAt, begunAt: new Date().toISOString() };
  await writeState(db, RESTORE_MARKER, { ...record });
}

export async function unfinishedRestore(db: Db): Promise<UnfinishedRestoreRecord | null> {
  const data = await readState(db, RESTORE_MARKER);
  if (!data) return null;
  const text = (key: string) => (typeof data[key] === "string" ? (data[key] as string) : "?");
  return { file: text("file"), madeAt: text("madeAt"), begunAt: text("begunAt") };
}

/** Refuses (throws UnfinishedRestore) while the record of an unfinished restore is there. */
export async function refuseUnfinishedRestore(db: Db): Promise<void> {
  const record = await unfinishedRestore(db);
  if (!record) return;
  throw new UnfinishedRestore(
    `Cannot start: the restore of ${record.file} (made ${record.madeAt}), begun at ${record.begunAt}, did not finish. ` +
      `The rows are as they were before it, some of its media files may be in place. Run \`pnpm restore ${record.file}\` again to finish it, ` +
      "or `pnpm restore --abandon` to start on the data as it is.",
  );
}

/** Forgets an unfinished restore: the rows stay as they were before it. Returns what it was, if any. */
export async function abandonRestore(db: Db): Promise<UnfinishedRestoreRecord | null> {
  const record = await unfinishedRestore(db);
  if (record) await db.delete(appState).where(eq(appState.key, RESTORE_MARKER));
  return record;
}
