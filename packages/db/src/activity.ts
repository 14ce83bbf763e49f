// What the database client is doing, for metrics. postgres.js keeps its pool's queues to itself and
// the embedded database has one connection on its thread, so both are counted from outside: each
// statement or transaction from when it starts until it is answered (waiting for a connection included).
import type postgres from "postgres";
import type { PgliteThread } from "./pglite-thread";

export interface DbActivity {
  /** Statements and transactions started and not yet answered. */
  readonly inFlight: number;
  /** Connections they share: the PostgreSQL pool's maximum, 1 for the embedded database. */
  readonly poolSize: number;
}

interface Counter extends DbActivity {
  inFlight: number;
}

const newCounter = (poolSize: number): Counter => ({ inFlight: 0, poolSize });

/** Counts `promise` in flight until it settles. */
function track<T>(counter: Counter, start: () => Promise<T>): Promise<T> {
  counter.inFlight++;
  let settled: Promise<T>;
  try {
    settled = start();
  } catch (error) {
    counter.inFlight--;
    throw error;
  }
  const done = () => {
    counter.inFlight--;
  };
  // The base class's then: postgres.js's own would start a query a second time.
  Promise.prototype.then.call(settled, done, done);
  return settled;
}

/**
 * `sql` with its statements (`unsafe`, how drizzle sends each) and transactions (`begin`) counted.
 * A postgres.js query starts when it is first awaited (its `handle`), so it is counted from then.
 */
export function countPostgres(sql: postgres.Sql, poolSize: number): { sql: postgres.Sql; activity: DbActivity } {
  const counter = newCounter(poolSize);
  const raw = sql as unknown as { unsafe: (...a: unknown[]) => unknown; begin: (...a: unknown[]) => Promise<unknown> };
  const unsafe = (...args: unknown[]) => {
    const query = raw.unsafe(...args) as { handle: () => Promise<void>; executed: boolean };
    const handle = query.handle;
    query.handle = () => {
      if (!query.executed) void track(counter, () => query as unknown as Promise<unknown>);
      return handle.call(query);
    };
    return query;
  };
  const begin = (...args: unknown[]) => track(counter, () => raw.begin(...args));
  const counted = new Proxy(sql, {
    get: (target, key) => (key === "unsafe" ? unsafe : key === "begin" ? begin : Reflect.get(target, key)),
  });
  return { sql: counted, activity: counter };
}

/** The embedded database's client with its queries and transactions counted. */
export function countPglite(thread: PgliteThread): { client: PgliteThread; activity: DbActivity } {
  const counter = newCounter(1);
  const client: PgliteThread = Object.create(thread);
  client.query = (...args) => track(counter, () => thread.query(...args));
  client.transaction = (work) => track(counter, () => thread.transaction(work));
  return { client, activity: counter };
}
