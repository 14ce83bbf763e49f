// What `pnpm backup` and `pnpm restore` share: the configuration `pnpm start` reads, one-line
// failures, the archive's path, and the database opened as the server opens it.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { type DbHandle, openDb } from "@lumiere/db";
import { type DataDirLock, lockDataDir } from "@lumiere/db/data-dir-lock";
import { ArchiveProblem } from "../backup/read";
import { ConfigError, type Config, loadConfig } from "../env";

export function fail(line: string): never {
  console.error(line);
  process.exit(1);
}

export function cliConfig(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
}

/** The archive named on the command line, relative to where the user ran pnpm (INIT_CWD). */
export function archiveArgument(command: "backup" | "restore"): string {
  const arg = process.argv[2];
  if (!arg || arg.startsWith("-")) {
    fail(
      command === "backup"
        ? "Usage: pnpm backup <file>, or pnpm backup --new-key"
        : "Usage: pnpm restore <file>, or pnpm restore --abandon",
    );
  }
  return path.resolve(process.env.INIT_CWD ?? "", arg);
}

/** The error's own words on one line (a connection failure, a full disk…). */
export function oneLine(error: unknown): string {
  const e = error as { message?: unknown; code?: unknown };
  const text = typeof e?.message === "string" && e.message ? e.message : String(error);
  const code = typeof e?.code === "string" && !text.includes(e.code) ? ` (${e.code})` : "";
  return `${text}${code}`.replace(/\s+/g, " ").trim();
}

export const isArchiveProblem = (error: unknown): error is ArchiveProblem => error instanceof ArchiveProblem;

/** Whether DATA_DIR holds an embedded database already. */
export const hasEmbeddedDatabase = (config: Config) => existsSync(path.join(config.dataDir, "pglite", "PG_VERSION"));

/** The database as the server opens it (the build's template for a new embedded one). */
export function openDatabase(config: Config): Promise<DbHandle> {
  const template = new URL("../pglite-template.tar.gz", import.meta.url);
  return openDb({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    searchPath: config.databaseSchema,
    maxConnections: 2,
    connectTimeoutMs: config.databaseTimeouts.connectMs,
    pgliteTemplate: existsSync(template) ? () => readFileSync(template) : undefined,
  });
}

/** The embedded database folder's lock, held as a server holds it; lost (taken over while this process was stopped), the command stops at once. */
export function lockForCommand(command: "Backup" | "Restore", config: Config): DataDirLock {
  return lockDataDir(config.dataDir, {
    onLost: (by) =>
      fail(
        `${command} failed: ${config.dataDir} was taken over by ${by ? `process ${by.pid} on ${by.host}` : "another process"} while this command held it`,
      ),
  });
}
