// @ts-check
// The embedded database's own thread: PGlite (Postgres compiled to WebAssembly) opens and runs here.
// Its half-second start then overlaps the server's on the second core, and its queries no longer
// hold up the event loop that serves pages. Plain JavaScript, so that Node loads it as is in every
// mode (the compiled server, `pnpm dev`, tests). Its only counterpart is pglite-thread.ts.
import { closeSync, existsSync, openSync, readFileSync, readSync } from "node:fs";
import { enableCompileCache } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { parentPort, workerData } from "node:worker_threads";
import { extractTemplate } from "./template-extract.mjs";

// The server's code cache (see startPgliteThread) holds PGlite's modules: enabled before they load.
if (workerData?.compileCache) enableCompileCache({ directory: workerData.compileCache, portable: true });
const { PGlite, types } = await import("@electric-sql/pglite");
/** @typedef {import("@electric-sql/pglite").PGlite} PGlite */

if (!parentPort) throw new Error("pglite-worker.mjs runs as a worker thread (see pglite-thread.ts)");
const port = parentPort;

/**
 * The database, once the other thread has said where it lives (`open`): this thread starts, and
 * loads PGlite, before the server's configuration is read. A new data directory is first written
 * out from the template here; in memory (tests), PGlite unpacks the template itself. A template
 * that cannot be written out fails each request, as a database that cannot open.
 * @type {Promise<PGlite>}
 */
const opened = new Promise((resolve, reject) => {
  port.once("message", (/** @type {{ op: string; dataDir?: string; template?: Uint8Array; settings: string[] }} */ first) => {
    port.on("message", serve);
    if (first.op !== "open") throw new Error(`the first request must be "open", not "${first.op}"`);
    const written = first.dataDir && first.template ? extractTemplate(first.template, first.dataDir) : Promise.resolve();
    written.then(() => {
      const pg = new PGlite(first.dataDir, {
        ...(first.template && !first.dataDir ? { loadDataDir: new Blob([first.template]) } : {}),
        // initdb reads the files a created database never does: only for one that exists.
        ...(first.dataDir && existsSync(path.join(first.dataDir, "PG_VERSION")) ? servingBundle() : {}),
        postgresqlconf: first.settings,
      });
      // A database that cannot open fails each query that waits for it, not the thread.
      pg.waitReady.then(
        () => setTimeout(collectStartGarbage, START_GARBAGE_DELAY_MS).unref(),
        () => {},
      );
      resolve(pg);
    }, reject);
  });
});
opened.catch(() => {}); // reported to each request instead

/**
 * Files of PGlite's file-system bundle that a database already created never reads: initdb's
 * catalog script and SQL, configuration samples, the libraries converting between UTF-8 and other
 * encodings (the database and its client are UTF-8), streaming replication's receiver, and the
 * extension build kit. A library among them that were loaded after all would fail to load, loudly.
 */
const NEVER_READ_SERVING =
  /^\/pglite\/(share\/postgresql\/(postgres\.bki|information_schema\.sql|system_\w+\.sql|snowball_create\.sql|sql_features\.txt|[\w.]+\.sample)|lib\/postgresql\/(\w+_and_\w+\.so|libpqwalreceiver\.so|pgxs\/.*))$/;

/**
 * PGlite's file-system bundle (`pglite.data`, its share and lib folders) for a database that exists
 * already (written out from the template or opened again), with the files it never reads left as
 * zero pages never touched. PGlite's files are views of the one buffer the bundle is read into, so
 * every byte of it read stays resident for the life of the process; those files' pages, never
 * written, never are. The files' places in the bundle are those PGlite's own loader lists
 * (`pglite.js`); without that list (another PGlite build), PGlite reads its bundle itself.
 * @returns {{ fsBundle: { arrayBuffer(): Promise<ArrayBuffer> } } | {}}
 */
function servingBundle() {
  const dist = path.dirname(fileURLToPath(import.meta.resolve("@electric-sql/pglite")));
  const loader = readFileSync(path.join(dist, "pglite.js"), "latin1");
  const size = Number(/remote_package_size:(\d+)/.exec(loader)?.[1]);
  const files = [...loader.matchAll(/\{filename:"([^"]+)",start:(\d+),end:(\d+)\}/g)];
  if (!size || files.length === 0) return {};
  // A new ArrayBuffer's pages are the system's zero pages until written.
  const bundle = new Uint8Array(size);
  /** @type {Array<[number, number]>} byte ranges read, neighbours merged: a few reads, not one per file */
  const ranges = [];
  for (const [, name = "", start, end] of files) {
    if (NEVER_READ_SERVING.test(name)) continue;
    const last = ranges.at(-1);
    if (last && last[1] === Number(start)) last[1] = Number(end);
    else ranges.push([Number(start), Number(end)]);
  }
  const fd = openSync(path.join(dist, "pglite.data"), "r");
  try {
    for (const [start, end] of ranges) {
      for (let at = start; at < end; ) {
        const read = readSync(fd, bundle, at, end - at, at);
        if (read === 0) throw new Error("PGlite's file-system bundle is shorter than its loader says");
        at += read;
      }
    }
  } finally {
    closeSync(fd);
  }
  return { fsBundle: { arrayBuffer: async () => bundle.buffer } };
}

/** The collection waits until the server's first answers are out: the thread serves them first. */
const START_GARBAGE_DELAY_MS = 3000;

/**
 * Opening PGlite reads its WebAssembly into a buffer it no longer needs once compiled (its files
 * stay: see servingBundle). This thread's heap rarely grows enough for V8 to collect it on its own,
 * so it would stay for the life of the process: one full collection, once, a moment after the start
 * (the other thread is not paused).
 */
function collectStartGarbage() {
  setFlagsFromString("--expose-gc"); // only contexts made from now on see `gc`
  runInNewContext("gc")();
}

// Dates, times and intervals come back as the text Postgres prints, as drizzle asks of PGlite
// (it maps them itself). Parser functions cannot cross threads: the set lives here.
/** @param {string} value */
const asText = (value) => value;
const NUMERIC_ARRAY = 1231;
const TIMESTAMP_ARRAY = 1115;
const TIMESTAMPTZ_ARRAY = 1185;
const INTERVAL_ARRAY = 1187;
const DATE_ARRAY = 1182;
const parsers = Object.fromEntries(
  [
    types.TIMESTAMP,
    types.TIMESTAMPTZ,
    types.INTERVAL,
    types.DATE,
    NUMERIC_ARRAY,
    TIMESTAMP_ARRAY,
    TIMESTAMPTZ_ARRAY,
    INTERVAL_ARRAY,
    DATE_ARRAY,
  ].map((type) => [type, asText]),
);

/**
 * Open transactions by id: PGlite holds each open while its callback's promise is pending; the
 * other thread's `end` message settles it.
 * @type {Map<number, { tx: import("@electric-sql/pglite").Transaction; commit: () => void; rollback: (e: Error) => void; done: Promise<unknown> }>}
 */
const transactions = new Map();

/** @param {PGlite} pg @param {number | undefined} txId */
function target(pg, txId) {
  if (txId === undefined) return pg;
  const open = transactions.get(txId);
  if (!open) throw new Error(`transaction ${txId} is not open`);
  return open.tx;
}

/** @param {PGlite} pg @param {number} txId */
function begin(pg, txId) {
  return new Promise((began, failed) => {
    const done = pg.transaction(
      (tx) =>
        new Promise((commit, rollback) => {
          transactions.set(txId, { tx, commit: () => commit(undefined), rollback, done });
          began(undefined);
        }),
    );
    done.catch(failed); // failing to begin; after that, `end` reports the outcome
  });
}

/** @param {number} txId @param {boolean} commit */
async function end(txId, commit) {
  const open = transactions.get(txId);
  if (!open) throw new Error(`transaction ${txId} is not open`);
  transactions.delete(txId);
  if (commit) {
    open.commit();
    await open.done;
  } else {
    open.rollback(new Error("rolled back"));
    await open.done.catch(() => {});
  }
}

/** A Postgres error's fields (code, constraint, detail…) survive the trip; its class does not. */
function serializeError(/** @type {unknown} */ error) {
  if (!(error instanceof Error)) return { name: "Error", message: String(error) };
  /** @type {Record<string, unknown>} */
  const fields = { name: error.name, message: error.message, stack: error.stack };
  for (const [key, value] of Object.entries(error)) {
    if (value === undefined || ["string", "number", "boolean"].includes(typeof value)) fields[key] = value;
  }
  return fields;
}

/** @param {any} request */
async function answer(request) {
  const pg = await opened;
  switch (request.op) {
    case "query": {
      const { rows, fields, affectedRows } = await target(pg, request.tx).query(request.sql, request.params, {
        rowMode: request.rowMode,
        parsers,
      });
      return { value: { rows, fields, affectedRows } };
    }
    case "begin":
      return { value: await begin(pg, request.tx) };
    case "end":
      return { value: await end(request.tx, request.commit) };
    case "ready":
      return { value: await pg.waitReady };
    case "dump": {
      const bytes = await (await pg.dumpDataDir(request.compression)).arrayBuffer();
      return { value: bytes, transfer: [bytes] };
    }
    case "close":
      await pg.close();
      return { value: undefined, last: true };
    default:
      throw new Error(`unknown request ${request.op}`);
  }
}

/** @param {{ id: number }} request */
function serve(request) {
  answer(request).then(
    ({ value, transfer, last }) => {
      port.postMessage({ id: request.id, value }, transfer ?? []);
      if (last) port.close();
    },
    (error) => port.postMessage({ id: request.id, error: serializeError(error) }),
  );
}
