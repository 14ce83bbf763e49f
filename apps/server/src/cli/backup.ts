// `pnpm backup <file>`: the database and the media in one tar.gz, encrypted with BACKUP_KEY (age)
// unless BACKUP_UNENCRYPTED=1 says otherwise. On the embedded database with a server running, the
// server makes it (through its control socket) and this process encrypts what it streams;
// otherwise this process makes it. `pnpm backup --new-key` prints a new key.
import { existsSync, renameSync, rmSync } from "node:fs";
import { get } from "node:http";
import path from "node:path";
import type { Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { DataDirInUse, dataDirHolder } from "@lumiere/db/data-dir-lock";
import { BACKUP_PATH, controlSocketPath, MAX_SOCKET_PATH, migrationsSchemaOf } from "../backup/control-socket";
import { archiveWriter, newKey, recipientOf } from "../backup/encryption";
import { checkArchive, restoreLimits } from "../backup/read";
import { writeArchive } from "../backup/write";
import type { Config } from "../env";
import { createMediaStorage } from "../storage/index";
import { archiveArgument, cliConfig, fail, hasEmbeddedDatabase, isArchiveProblem, lockForCommand, oneLine, openDatabase } from "./common";

/** The running server writes the archive; we copy its answer to `out`. */
function throughServer(config: Config, out: Writable): Promise<void> {
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
      pipeline(res, out).then(resolve, reject);
    }).on("error", (error: NodeJS.ErrnoException) =>
      reject(
        error.code === "ENOENT" || error.code === "ECONNREFUSED"
          ? new Error(`no control socket at ${socketPath} (is the server still starting?)`)
          : error,
      ),
    );
  });
}

async function byItself(config: Config, out: Writable): Promise<void> {
  if (!config.databaseUrl && !hasEmbeddedDatabase(config)) throw new Error(`there is no embedded database in ${config.dataDir}`);
  // The embedded database is locked for the backup's duration, as a server would lock it.
  const lock = config.databaseUrl ? null : lockForCommand("Backup", config);
  const handle = await openDatabase(config);
  const storage = await createMediaStorage(config);
  try {
    await writeArchive(out, { handle, storage, migrationsSchema: migrationsSchemaOf(config) });
  } finally {
    storage.close?.();
    await handle.close();
    lock?.release();
  }
}

/**
 * The key archives are encrypted with, or null when the operator chose unencrypted archives. They
 * hold password hashes and two-factor secrets: without either choice made, no archive is written.
 */
function encryptionKey(config: Config): string | null {
  const { key, unencrypted } = config.backup;
  if (key && unencrypted) fail("Backup refused: BACKUP_KEY and BACKUP_UNENCRYPTED=1 are both set: remove one");
  if (key) return key;
  if (unencrypted) return null;
  fail(
    "Backup refused: archives hold password hashes and two-factor secrets: set BACKUP_KEY to encrypt them (pnpm backup --new-key makes one), or BACKUP_UNENCRYPTED=1 to write them unencrypted",
  );
}

const config = cliConfig();
if (process.argv[2] === "--new-key") {
  const made = await newKey();
  console.log(`BACKUP_KEY=${made.key}`);
  console.log(
    `# Its public half (age recipient): ${made.recipient}. Keep the key off the backup's machine too: without it no archive opens.`,
  );
  process.exit(0);
}
const file = archiveArgument("backup");
const key = encryptionKey(config);
const folder = path.dirname(file);
if (!existsSync(folder)) fail(`Backup failed: the folder ${folder} does not exist: create it, or check the path`);
const partial = `${file}.partial-${process.pid}`;
try {
  const holder = config.databaseUrl ? null : dataDirHolder(config.dataDir);
  const { input, written } = await archiveWriter(partial, key);
  if (holder) await throughServer(config, input);
  else await byItself(config, input);
  await written;
  // Read back as a restore with this configuration reads it: a backup it would refuse fails now.
  const { manifest } = await checkArchive({ path: partial, keys: key ? [key] : [] }, restoreLimits(config.mediaMaxBytes));
  renameSync(partial, file);
  const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
  const how = key ? `encrypted with BACKUP_KEY (age recipient ${await recipientOf(key)})` : "unencrypted (BACKUP_UNENCRYPTED=1)";
  console.log(
    `Backed up ${rows} rows of ${Object.keys(manifest.tables).length} tables and ${manifest.media.count} media files (${manifest.media.bytes} bytes) to ${file}${holder ? ` through the running server (process ${holder.pid})` : ""}, ${how}`,
  );
  process.exit(0);
} catch (error) {
  rmSync(partial, { force: true });
  if (error instanceof DataDirInUse) fail(`Backup failed: ${error.message}; try again (a server started meanwhile)`);
  fail(`Backup failed: ${isArchiveProblem(error) ? `the archive written would not restore: ${error.message}` : oneLine(error)}`);
}
