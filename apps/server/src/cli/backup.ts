// `pnpm backup <file>`: the database and the media in one tar.gz. On the embedded database with a
// server running, the server makes it (through its control socket); otherwise this process does.
import { createWriteStream, renameSync, rmSync } from "node:fs";
import { get } from "node:http";
import { pipeline } from "node:stream/promises";
import { DataDirInUse, dataDirHolder } from "@lumiere/db/data-dir-lock";
import { BACKUP_PATH, controlSocketPath, MAX_SOCKET_PATH, migrationsSchemaOf } from "../backup/control-socket";
import { checkArchive, restoreLimits } from "../backup/read";
import { writeArchive } from "../backup/write";
import type { Config } from "../env";
import { createMediaStorage } from "../storage/index";
import { archiveArgument, cliConfig, fail, hasEmbeddedDatabase, isArchiveProblem, lockForCommand, oneLine, openDatabase } from "./common";

/** The running server writes the archive; we copy its answer to `file`. */
function throughServer(config: Config, file: string): Promise<void> {
  const socketPath = controlSocketPath(config);
  if (socketPath.length > MAX_SOCKET_PATH) {
    throw new Error(`the server's control socket path (${socketPath}) is too long: stop the server, or use a shorter DATA_DIR`);
  }
  return new Promise((resolve, reject) => {
    get({ socketPath, path: BACKUP_PATH }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        reject(new Error(`the server answered ${res.statusCode} on its control socket`));
        return;
      }
      // A server failing mid-way aborts the answer: the copy then fails, and checkArchive would too.
      pipeline(res, createWriteStream(file, { mode: 0o600 })).then(resolve, reject);
    }).on("error", (error: NodeJS.ErrnoException) =>
      reject(
        error.code === "ENOENT" || error.code === "ECONNREFUSED"
          ? new Error(`no control socket at ${socketPath} (is the server still starting?)`)
          : error,
      ),
    );
  });
}

async function byItself(config: Config, file: string): Promise<void> {
  if (!config.databaseUrl && !hasEmbeddedDatabase(config)) throw new Error(`there is no embedded database in ${config.dataDir}`);
  // The embedded database is locked for the backup's duration, as a server would lock it.
  const lock = config.databaseUrl ? null : lockForCommand("Backup", config);
  const handle = openDatabase(config);
  const storage = await createMediaStorage(config);
  try {
    await writeArchive(createWriteStream(file, { mode: 0o600 }), { handle, storage, migrationsSchema: migrationsSchemaOf(config) });
  } finally {
    storage.close?.();
    await handle.close();
    lock?.release();
  }
}

const config = cliConfig();
const file = archiveArgument("backup");
const partial = `${file}.partial-${process.pid}`;
try {
  const holder = config.databaseUrl ? null : dataDirHolder(config.dataDir);
  if (holder) await throughServer(config, partial);
  else await byItself(config, partial);
  // Read back as a restore with this configuration reads it: a backup it would refuse fails now.
  const { manifest } = await checkArchive(partial, restoreLimits(config.mediaMaxBytes));
  renameSync(partial, file);
  const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
  console.log(
    `Backed up ${rows} rows of ${Object.keys(manifest.tables).length} tables and ${manifest.media.count} media files (${manifest.media.bytes} bytes) to ${file}${holder ? ` through the running server (process ${holder.pid})` : ""}`,
  );
  process.exit(0);
} catch (error) {
  rmSync(partial, { force: true });
  if (error instanceof DataDirInUse) fail(`Backup failed: ${error.message}; try again (a server started meanwhile)`);
  fail(`Backup failed: ${isArchiveProblem(error) ? `the archive written would not restore: ${error.message}` : oneLine(error)}`);
}
