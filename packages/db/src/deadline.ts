// Deadlines on PostgreSQL statements. postgres.js waits for an answer for as long as it takes, and a
// server that accepts connections but does not answer (stopped, swapping, a dead network path) would
// hold every request. Each statement, counted from when it asks for a connection, gets a deadline:
// past it the caller gets a DatabaseTimeoutError at once and the server is asked to cancel the
// statement, so the connection comes back to the pool when the server answers again.
import { AsyncLocalStorage } from "node:async_hooks";
import type postgres from "postgres";

/** The `code` of the error a statement gets when the database did not answer it in time. */
export const DATABASE_TIMEOUT = "DATABASE_TIMEOUT";

export class DatabaseTimeoutError extends Error {
  override name = "DatabaseTimeoutError";
  readonly code = DATABASE_TIMEOUT;
  constructor(ms: number) {
    super(`The database did not answer within ${ms} ms`);
  }
}

/** The deadline `work` asked for (withDeadline), where it runs. */
const requested = new AsyncLocalStorage<number>();

/**
 * Runs `work` with a longer deadline on each of its statements (a bulk export), or none (`0`:
 * migrations must not be cut halfway). It never shortens the configured one, nor sets one where
 * there is none.
 */
export function withDeadline<T>(ms: number, work: () => PromiseLike<T>): Promise<T> {
  // Awaited inside: drizzle's queries start when awaited, and must start in here.
  return requested.run(ms, async () => await work());
}

export const withoutDeadline = <T>(work: () => PromiseLike<T>): Promise<T> => withDeadline(0, work);

/** The deadline of a statement starting now: the configured `ms`, or what withDeadline asked for. */
function deadlineNow(ms: number): number {
  const asked = requested.getStore();
  return asked === undefined ? ms : asked && Math.max(asked, ms);
}

/** What postgres.js keeps on a query and this module uses (not in its types). */
interface QueryInternals {
  /** Set once the query is written to a connection. */
  state: unknown;
  executed: boolean;
  canceller: ((query: QueryInternals) => Promise<void>) | null;
  handle(): Promise<void>;
  reject(error: unknown): void;
}

/**
 * Gives the caller up on `query` `ms` after it is first awaited. A statement already sent is
 * cancelled on the server. One still waiting for a connection is left to run when it gets one:
 * postgres.js loses the connection of a query cancelled while it connects.
 */
function expireAfter(query: unknown, ms: number, onExpire: (error: DatabaseTimeoutError) => void): unknown {
  const q = query as QueryInternals;
  const handle = q.handle;
  q.handle = () => {
    if (!q.executed) {
      const timer = setTimeout(() => {
        const error = new DatabaseTimeoutError(ms);
        const cancel = q.state ? q.canceller : null;
        q.canceller = null;
        // Cancelling needs the query still marked as running, so before it is rejected.
        cancel?.(q).catch(() => {}); // a server that does not answer does not answer this either
        q.reject(error);
        onExpire(error);
      }, ms);
      // The base class's then: postgres.js's own would start the query a second time.
      Promise.prototype.then.call(
        query,
        () => clearTimeout(timer),
        () => clearTimeout(timer),
      );
    }
    return handle.call(q);
  };
  return query;
}

/**
 * `sql` with a deadline on each statement drizzle sends (`unsafe`) and on each transaction (`begin`):
 * getting a connection and BEGIN, each statement, then COMMIT or ROLLBACK, `ms` each; a statement of
 * the transaction past its deadline ends it at once (it rolls back when the server answers).
 */
export function withDeadlines<S extends postgres.Sql | postgres.TransactionSql>(
  sql: S,
  ms: number,
  onExpire: (error: DatabaseTimeoutError) => void = () => {},
): S {
  const raw = sql as unknown as { unsafe: (...a: unknown[]) => unknown; begin: (...a: unknown[]) => Promise<unknown> };
  const unsafe = (...args: unknown[]) => {
    const query = raw.unsafe(...args);
    const deadline = deadlineNow(ms);
    return deadline ? expireAfter(query, deadline, onExpire) : query;
  };
  const begin = (...args: unknown[]): Promise<unknown> => {
    const work = args.pop() as (tx: postgres.TransactionSql) => Promise<unknown>;
    const start = raw.begin;
    const deadline = deadlineNow(ms);
    if (!deadline) return start(...args, work);
    return new Promise((resolve, reject) => {
      let over = false;
      let timer: NodeJS.Timeout | undefined;
      const giveUp = (error: unknown) => {
        if (over) return;
        over = true;
        clearTimeout(timer);
        reject(error);
      };
      const arm = () => {
        timer = setTimeout(() => giveUp(new DatabaseTimeoutError(deadline)), deadline);
      };
      arm();
      start(...args, async (tx: postgres.TransactionSql) => {
        clearTimeout(timer);
        // The caller was already told it failed: nothing of it may be committed now.
        if (over) throw new DatabaseTimeoutError(deadline);
        try {
          const result = await work(withDeadlines(tx, ms, giveUp));
          // Work that went on past a statement's deadline is rolled back, not committed.
          if (over) throw new DatabaseTimeoutError(deadline);
          return result;
        } finally {
          if (!over) arm();
        }
      }).then((value) => {
        if (over) return;
        over = true;
        clearTimeout(timer);
        resolve(value);
      }, giveUp);
    });
  };
  return new Proxy(sql, {
    get: (target, key) => (key === "unsafe" ? unsafe : key === "begin" ? begin : Reflect.get(target, key)),
  });
}
