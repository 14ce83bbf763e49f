// What start refuses, in one line an operator can act on (no stack trace), before anything opens:
// a PostgreSQL, Redis or media bucket that cannot be reached, a DATA_DIR that is no folder this user
// can write, an embedded-database folder another process holds.
import { accessSync, constants, mkdirSync, statSync } from "node:fs";
import path from "node:path";
import { DataDirInUse, lockDataDir, STALE_MS } from "@lumiere/db/data-dir-lock";
import type { Config } from "./env";

/**
 * Creates a folder and its missing parents one level at a time: Node's recursive mkdir never
 * returns where the kernel answers ENOENT for a parent that exists (under /proc, say).
 */
function makeFolders(dir: string): void {
  const absolute = path.resolve(dir);
  let current = path.parse(absolute).root;
  for (const part of absolute.slice(current.length).split(path.sep).filter(Boolean)) {
    current = path.join(current, part);
    try {
      mkdirSync(current);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      if (!statSync(current).isDirectory()) {
        throw Object.assign(new Error(`${current} is a file`), { code: current === absolute ? "EEXIST" : "ENOTDIR" });
      }
    }
  }
}

function fail(line: string): never {
  console.error(line);
  process.exit(1);
}

/** host:port of a service URL; never the user name or password. */
export function serviceAddress(url: string, defaultPort: number): string {
  try {
    const u = new URL(url);
    const host = u.hostname || u.searchParams.get("host") || "localhost";
    return `${host}:${u.port || defaultPort}`;
  } catch {
    return "(unparsable URL)";
  }
}

function reason(error: unknown): string {
  const e = error as { code?: unknown; message?: unknown };
  const text = typeof e?.message === "string" && e.message ? e.message : String(error);
  const code = typeof e?.code === "string" && !text.includes(e.code) ? ` (${e.code})` : "";
  return `${text}${code}`.replace(/\s+/g, " ").trim();
}

async function checkPostgres(config: Config): Promise<string | null> {
  if (!config.databaseUrl) return null;
  // Loaded for PostgreSQL only: the embedded database opens without waiting for it to load.
  const { default: postgres } = await import("postgres");
  const sql = postgres(config.databaseUrl, { max: 1, connect_timeout: config.databaseTimeouts.connectMs / 1000, onnotice: () => {} });
  try {
    await sql`select 1`;
    return null;
  } catch (error) {
    return `Cannot start: PostgreSQL at ${serviceAddress(config.databaseUrl, 5432)} (DATABASE_URL) cannot be reached: ${reason(error)}`;
  } finally {
    await sql.end({ timeout: 1 }).catch(() => {});
  }
}

async function checkRedis(config: Config): Promise<string | null> {
  if (!config.redisUrl) return null;
  const { Redis } = await import("ioredis");
  const redis = new Redis(config.redisUrl, {
    connectTimeout: config.databaseTimeouts.connectMs,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
    lazyConnect: true,
  });
  // The socket's own error (ECONNREFUSED…) says more than the "Connection is closed" connect() rejects with.
  let socketError: unknown;
  redis.on("error", (error: unknown) => {
    socketError ??= error;
  });
  try {
    await redis.connect();
    await redis.ping();
    return null;
  } catch (error) {
    return `Cannot start: Redis at ${serviceAddress(config.redisUrl, 6379)} (REDIS_URL) cannot be reached: ${reason(socketError ?? error)}`;
  } finally {
    redis.disconnect();
  }
}

/** A media bucket (MEDIA_S3_BUCKET) that is missing, refused or out of reach. */
export async function checkMediaBucket(config: Config): Promise<string | null> {
  if (!config.mediaS3) return null;
  const { S3MediaStorage } = await import("./storage/s3");
  const storage = new S3MediaStorage({
    bucket: config.mediaS3.bucket,
    prefix: config.mediaS3.prefix,
    forcePathStyle: config.mediaS3.pathStyle,
  });
  try {
    await storage.check(AbortSignal.timeout(config.databaseTimeouts.connectMs));
    return null;
  } catch (error) {
    return `Cannot start: media bucket ${config.mediaS3.bucket} (MEDIA_S3_BUCKET) ${bucketProblem(error)}`;
  } finally {
    storage.close();
  }
}

function bucketProblem(error: unknown): string {
  const status = (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode;
  if (status === 404) return "does not exist: create it, or check AWS_ENDPOINT_URL_S3 and AWS_REGION";
  if (status === 403 || status === 401) return "refused access: check AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY";
  if (status === 301) return "is in another region: set AWS_REGION to the bucket's";
  const text = reason(error);
  if (/region is missing/i.test(text)) return "needs a region: set AWS_REGION (us-east-1 for MinIO, auto for R2)";
  if (/could not load credentials/i.test(text)) return "has no credentials: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY";
  return `cannot be reached: ${text}`;
}

/** DATA_DIR, when something is kept there (the embedded database, media in a folder): a folder this user can write. */
export function dataDirProblem(config: Config): string | null {
  if (config.databaseUrl && config.mediaS3) return null;
  const dir = config.dataDir;
  try {
    makeFolders(dir);
    accessSync(dir, constants.W_OK | constants.X_OK);
    return null;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const problem =
      code === "EEXIST"
        ? "is a file, not a folder"
        : code === "ENOTDIR"
          ? "cannot be a folder: part of its path is a file"
          : code === "EACCES" || code === "EPERM"
            ? `cannot be written by this user (uid ${process.getuid?.() ?? "?"}): give it that user, or set DATA_DIR to a folder it can write`
            : code === "ENOENT"
              ? "cannot be created there: set DATA_DIR to a folder on a writable file system"
              : code === "EROFS"
                ? "is on a read-only file system: set DATA_DIR to a writable folder (a volume)"
                : `cannot be used: ${reason(error)}`;
    return `Cannot start: DATA_DIR ${dir} ${problem}`;
  }
}

/**
 * The embedded database is for one process: its folder is locked for this process's life (the
 * lock goes at exit). PostgreSQL takes several processes and needs none.
 */
function claimDataDir(config: Config): void {
  if (config.databaseUrl) return;
  try {
    lockDataDir(config.dataDir, {
      onStale: (previous, why) => {
        const who = previous ? `process ${previous.pid} on ${previous.host} (since ${previous.since})` : "an unreadable lock file";
        console.warn(`Taking over the embedded database folder ${config.dataDir}: its lock was left by ${who}, ${why}`);
      },
      onLost: (by) => {
        // Another process took the folder while this one was stopped (a paused container): two
        // writers would lose data, so this one stops at once.
        const who = by ? `process ${by.pid} on ${by.host}` : "another process";
        console.error(
          `Stopping: the embedded database folder ${config.dataDir} was taken over by ${who} while this server was not refreshing its lock`,
        );
        process.exit(1);
      },
    });
  } catch (error) {
    if (!(error instanceof DataDirInUse)) throw error;
    const h = error.holder;
    const waitS = Math.ceil((STALE_MS - h.refreshedMsAgo) / 1000);
    fail(
      `Cannot start: the embedded database folder ${config.dataDir} is in use by process ${h.pid} on ${h.host} since ${h.since} (its lock refreshed ${Math.round(h.refreshedMsAgo / 1000)} s ago). ` +
        "The embedded database is for one process; set DATABASE_URL (PostgreSQL) to run several. " +
        `If that server is gone (a container recreated after an unclean stop), start again in ${waitS} s: a lock not refreshed for ${STALE_MS / 1000} s is taken over.`,
    );
  }
}

/** Exits 1 with one line when the site cannot start on this configuration. */
export async function checkStartup(config: Config): Promise<void> {
  const dataDir = dataDirProblem(config);
  if (dataDir) fail(dataDir);
  claimDataDir(config);
  const problems = (await Promise.all([checkPostgres(config), checkRedis(config), checkMediaBucket(config)])).filter(
    (p): p is string => p !== null,
  );
  if (problems.length > 0) fail(problems.join("\n"));
}
