// `pnpm restore <file>`: replaces the database's rows and the media with an archive's. Refused
// while a server runs on that data; nothing changes unless the whole archive reads back intact,
// its rows fit the tables, and its media have names the storage takes and sizes within the limit.
import { DataDirInUse, type DataDirLock, dataDirHolder } from "@lumiere/db/data-dir-lock";
import { migrate, sql } from "@lumiere/db";
import { ident } from "../backup/sql-runner";
import { checkArchive, restoreLimits } from "../backup/read";
import { checkSchemaLevel, restoreArchive } from "../backup/restore";
import { abandonRestore, markRestoreBegun } from "../backup/restore-marker";
import { trySiteExclusive } from "../backup/site-lock";
import { storeMissingArticleBodies } from "../domain/article-body/store";
import type { Config } from "../env";
import { createMediaStorage } from "../storage/index";
import { archiveArgument, cliConfig, fail, isArchiveProblem, lockForCommand, oneLine, openDatabase } from "./common";

const refuseRunning = (who: string) => fail(`Cannot restore: ${who}; stop it first`);

/** No server may run on this data while it is replaced: the embedded database's folder lock, or PostgreSQL's site lock. */
async function takeSite(config: Config): Promise<{ release(): Promise<void> | void }> {
  const databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    const holder = dataDirHolder(config.dataDir);
    if (holder)
      refuseRunning(
        `the embedded database folder ${config.dataDir} is in use by process ${holder.pid} on ${holder.host} since ${holder.since}`,
      );
    let lock: DataDirLock;
    try {
      lock = lockForCommand("Restore", config);
    } catch (error) {
      if (error instanceof DataDirInUse) refuseRunning(error.message);
      throw error;
    }
    return lock;
  }
  const taken = await trySiteExclusive({ databaseUrl, schema: config.databaseSchema, connectTimeoutMs: config.databaseTimeouts.connectMs });
  if ("holders" in taken) return refuseRunning(`a server is running on this database (${taken.holders.join(", ") || "another restore"})`);
  return taken;
}

/** `pnpm restore --abandon`: forgets a restore that was stopped on the way, so servers start on the data as it is. */
async function abandon(config: Config): Promise<never> {
  try {
    const site = await takeSite(config);
    const handle = await openDatabase(config);
    try {
      const record = await abandonRestore(handle.db);
      console.log(
        record
          ? `Abandoned the unfinished restore of ${record.file} (begun at ${record.begunAt}): servers start on the data as it is`
          : "There is no unfinished restore to abandon",
      );
    } finally {
      await handle.close();
      await site.release();
    }
  } catch (error) {
    fail(`Restore failed: ${oneLine(error)}`);
  }
  process.exit(0);
}

const config = cliConfig();
if (process.argv[2] === "--abandon") await abandon(config);
const file = archiveArgument("restore");
try {
  // Everything the restore will write is checked before anything changes.
  const limits = restoreLimits(config.mediaMaxBytes);
  const archive = { path: file, keys: [config.backup.key, config.backup.previousKey].filter((k): k is string => k !== undefined) };
  const contents = await checkArchive(archive, limits);
  checkSchemaLevel(contents.manifest);
  const site = await takeSite(config);
  const handle = await openDatabase(config);
  const storage = await createMediaStorage(config);
  try {
    if (config.databaseSchema) await handle.db.execute(sql.raw(`create schema if not exists ${ident(config.databaseSchema)}`));
    await migrate(handle, config.databaseSchema ? { migrationsSchema: config.databaseSchema } : {});
    // Recorded first: a restore killed on the way keeps servers from starting until it is run again.
    await markRestoreBegun(handle.db, file, contents.manifest);
    try {
      await restoreArchive(handle, storage, archive, contents, limits);
    } catch (error) {
      // Failed, not killed: the rows rolled back (or committed, the record with them), the site is whole.
      await abandonRestore(handle.db).catch(() => {});
      throw error;
    }
    // The site's article pages read stored bodies: an archive made before they were stored has none.
    await storeMissingArticleBodies({ db: handle.db, config }).catch((error: unknown) =>
      console.warn(`Article bodies not stored (each is rendered when first read): ${oneLine(error)}`),
    );
  } finally {
    storage.close?.();
    await handle.close();
    await site.release();
  }
  const m = contents.manifest;
  const rows = Object.values(m.tables).reduce((a, b) => a + b, 0);
  console.log(
    `Restored ${rows} rows of ${Object.keys(m.tables).length} tables and ${m.media.count} media files from ${file} (made ${m.createdAt})`,
  );
  process.exit(0);
} catch (error) {
  fail(isArchiveProblem(error) ? `Cannot restore ${file}: ${error.message}` : `Restore failed: ${oneLine(error)}`);
}
