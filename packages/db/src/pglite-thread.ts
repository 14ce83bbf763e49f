// The embedded database, opened on a thread of its own (pglite-worker.mjs) and queried from here.
// Starting it costs half a second of WebAssembly Postgres start-up: on its own thread that runs on
// the second core while the server loads (the first page on existing data came 0.3 s sooner), and
// its queries run beside the event loop instead of on it. Only types come from PGlite here: this
// module is loaded before the rest of the server, and PGlite itself only in the database thread.
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { Worker } from "node:worker_threads";
import type { Results, RowMode } from "@electric-sql/pglite";

// Postgres's server-sized buffers only cost memory for one embedded client of a small site: PGlite
// touches all of shared_buffers at start, and the public content is read through the server's
// content cache, so a block not kept here is read again from the operating system's file cache.
// Its WebAssembly memory never shrinks, so whatever Postgres touches once stays for the life of the
// process: max_connections sizes its per-connection tables (one backend here, a few slots suffice),
// and maintenance_work_mem bounds what an index build or a GIN pending-list merge may take.
const PGLITE_SETTINGS = [
  "shared_buffers=2MB",
  "wal_buffers=256kB",
  "work_mem=2MB",
  "temp_buffers=2MB",
  "maintenance_work_mem=8MB",
  "max_connections=5",
];

export interface PgliteThreadOptions {
  /** Where PGlite keeps its files (`<dataDir>/pglite`); absent → in memory (tests). */
  dataDir?: string | undefined;
  /** A new database's starting point (see DbOptions.pgliteTemplate); read only for a new one. */
  pgliteTemplate?: (() => Uint8Array<ArrayBuffer>) | undefined;
}

/** What a query gets to run against: the database, or one open transaction of it. */
export interface PgliteQueries {
  /**
   * Dates, times and intervals come back as Postgres's text (what drizzle asks PGlite for); the
   * `parsers` option cannot cross threads and is not read.
   */
  query<T>(sql: string, params?: unknown[], options?: { rowMode?: RowMode }): Promise<Results<T>>;
}

/** The embedded database as drizzle's PGlite driver uses it: queries and transactions. */
export interface PgliteThread extends PgliteQueries {
  /** Settles when the database is open (queries wait for it by themselves). */
  readonly waitReady: Promise<void>;
  transaction<T>(work: (tx: PgliteQueries) => Promise<T>): Promise<T>;
  /** The whole data directory as a tarball (the build's template). */
  dumpDataDir(compression: "gzip" | "none"): Promise<Blob>;
  close(): Promise<void>;
}

/** The database thread stopped: isDatabaseUnavailable() knows the code, so requests answer 503. */
export const PGLITE_THREAD_EXITED = "PGLITE_THREAD_EXITED";

type Reply = { id: number; value?: unknown; error?: Record<string, unknown> };

/** The database's thread, started and loading PGlite, before it is told where the database lives. */
export interface PgliteLauncher {
  /** Opens the database (returns at once: queries wait for it). */
  open(options?: PgliteThreadOptions): PgliteThread;
  /** Stops the thread unopened (the configuration named a Postgres server instead). */
  discard(): Promise<void>;
}

/** Opens the embedded database on its own thread; returns at once, queries wait for it. */
export const openPgliteThread = (options: PgliteThreadOptions = {}) => startPgliteThread().open(options);

/**
 * Starts the database's thread, which loads PGlite at once: main.ts calls it before reading the
 * configuration, and opens the database once it knows where it lives. `compileCache`: the folder
 * of a code cache (module.enableCompileCache) the thread reads PGlite's modules from (a thread does
 * not share the cache of the thread that starts it).
 */
export function startPgliteThread(options: { compileCache?: string } = {}): PgliteLauncher {
  // V8's optimising tier would recompile PGlite's hot WebAssembly into a second copy:
  // apps/server/bin/node.sh (`pnpm start`, `pnpm backup`, `pnpm restore`) and the image pass
  // --liftoff-only to node, since Node 22+ reads that flag only from the command line.
  const worker = new Worker(new URL("./pglite-worker.mjs", import.meta.url), { workerData: { compileCache: options.compileCache } });
  return {
    open: (options = {}) => openIn(worker, options),
    discard: () => worker.terminate().then(() => undefined),
  };
}

function openIn(worker: Worker, options: PgliteThreadOptions): PgliteThread {
  let dir: string | undefined;
  if (options.dataDir) {
    dir = path.resolve(options.dataDir, "pglite");
    mkdirSync(dir, { recursive: true });
  }
  const isNew = !dir || !existsSync(path.join(dir, "PG_VERSION"));
  const template = isNew ? options.pgliteTemplate?.() : undefined;
  // A new data directory is written out from the template on the database's thread
  // (template-extract.mjs); requests follow the `open` in the order they were made.
  worker.postMessage({ op: "open", dataDir: dir, template, settings: PGLITE_SETTINGS });

  // The thread keeps the process alive only while it owes an answer: a server is kept alive by its
  // listening socket, and a forgotten handle (a test) does not hang the process at exit.
  worker.unref();
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let exited: Error | undefined;
  const settle = (id: number) => {
    const waiter = pending.get(id);
    pending.delete(id);
    if (pending.size === 0) worker.unref();
    return waiter;
  };
  worker.on("message", (reply: Reply) => {
    const waiter = settle(reply.id);
    if (reply.error) waiter?.reject(Object.assign(new Error(String(reply.error.message)), reply.error));
    else waiter?.resolve(reply.value);
  });
  const fail = (error: Error) => {
    exited ??= Object.assign(new Error(`the embedded database stopped: ${error.message}`, { cause: error }), {
      code: PGLITE_THREAD_EXITED,
    });
    for (const id of [...pending.keys()]) settle(id)?.reject(exited);
  };
  worker.on("error", fail);
  worker.on("exit", (code) => fail(new Error(`its thread exited with code ${code}`)));

  const send = (id: number, message: Record<string, unknown>) => {
    try {
      worker.postMessage({ ...message, id });
    } catch (error) {
      settle(id)?.reject(error as Error); // a parameter that cannot be copied to the other thread (a function…)
    }
  };
  const request = <T>(message: Record<string, unknown>): Promise<T> => {
    if (exited) return Promise.reject(exited);
    const id = nextId++;
    if (pending.size === 0) worker.ref();
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      send(id, message);
    });
  };
  const queriesIn = (tx: number | undefined): PgliteQueries => ({
    query: <T>(sql: string, params: unknown[] = [], options: { rowMode?: RowMode } = {}) =>
      request<Results<T>>({ op: "query", tx, sql, params, rowMode: options.rowMode ?? "object" }),
  });

  const waitReady = request<void>({ op: "ready" });
  waitReady.catch(() => {}); // a database that cannot open fails the queries that wait for it
  let nextTx = 1;
  let closed: Promise<void> | undefined;
  return {
    ...queriesIn(undefined),
    waitReady,
    async transaction<T>(work: (tx: PgliteQueries) => Promise<T>): Promise<T> {
      const tx = nextTx++;
      await request({ op: "begin", tx });
      let result: T;
      try {
        result = await work(queriesIn(tx));
      } catch (error) {
        await request({ op: "end", tx, commit: false }).catch(() => {});
        throw error;
      }
      await request({ op: "end", tx, commit: true });
      return result;
    },
    async dumpDataDir(compression) {
      return new Blob([await request<ArrayBuffer>({ op: "dump", compression })]);
    },
    close() {
      closed ??= exited ? Promise.resolve() : request<void>({ op: "close" }).then(() => undefined);
      return closed;
    },
  };
}
