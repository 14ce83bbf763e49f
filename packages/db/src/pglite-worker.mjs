// @ts-check
// The embedded database's own thread: PGlite (Postgres compiled to WebAssembly) opens and runs here.
// Its half-second start then overlaps the server's on the second core, and its queries no longer
// hold up the event loop that serves pages. Plain JavaScript, so that Node loads it as is in every
// mode (the compiled server, `pnpm dev`, tests). Its only counterpart is pglite-thread.ts.
import { enableCompileCache } from "node:module";
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

/** The collection waits until the server's first answers are out: the thread serves them first. */
const START_GARBAGE_DELAY_MS = 3000;

/**
 * Opening PGlite reads its WebAssembly and its file-system bundle into buffers it no longer needs
 * once open. This thread's heap rarely grows enough for V8 to collect them on its own, so they would
 * stay for the life of the process: one full collection, once, a moment after the start (the other
 * thread is not paused).
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
