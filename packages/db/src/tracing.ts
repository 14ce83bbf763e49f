// The seam traces of statements go through (the server gives an OpenTelemetry tracer when tracing is
// on): one span per statement and per transaction, on both drivers. Without a tracer nothing here
// runs: openDb hands the drivers their clients unwrapped.
import type { RowMode } from "@electric-sql/pglite";
import type postgres from "postgres";
import type { PgliteQueries, PgliteThread } from "./pglite-thread";

/** Ends a statement's span: with the error it failed with, if any. */
export type EndStatement = (error?: unknown) => void;

/** Makes `work` run inside the transaction's span, wherever it is called from. */
export type BindToTransaction = <A extends unknown[], R>(work: (...args: A) => R) => (...args: A) => R;

export interface StatementTracer {
  /** Starts the span of one statement (its SQL text, parameters apart) and returns what ends it. */
  statement(text: string): EndStatement;
  /** Runs a transaction in its span: `run` binds the driver's callback to that span. */
  transaction<T>(run: (bind: BindToTransaction) => Promise<T>): Promise<T>;
}

/** Ends the statement's span when `settled` settles, and returns it as is. */
function endWhenSettled<T>(settled: T, end: EndStatement): T {
  // The base class's then: postgres.js's own would start a query a second time.
  Promise.prototype.then.call(
    settled,
    () => end(),
    (error: unknown) => end(error),
  );
  return settled;
}

type RawSql = { unsafe: (...a: unknown[]) => unknown; begin: (...a: unknown[]) => Promise<unknown> };

/**
 * `sql` with a span on each statement drizzle sends (`unsafe`), from when it is first awaited (a
 * postgres.js query starts then), and on each transaction (`begin`, `savepoint`) with its statements.
 */
export function tracePostgres<S extends postgres.Sql | postgres.TransactionSql>(sql: S, tracer: StatementTracer): S {
  const raw = sql as unknown as RawSql & { savepoint?: (...a: unknown[]) => Promise<unknown> };
  const unsafe = (...args: unknown[]) => {
    const query = raw.unsafe(...args) as { handle: () => Promise<void>; executed: boolean };
    const handle = query.handle;
    query.handle = () => {
      if (!query.executed) endWhenSettled(query, tracer.statement(String(args[0])));
      return handle.call(query);
    };
    return query;
  };
  const inTransaction =
    (start: (...a: unknown[]) => Promise<unknown>) =>
    (...args: unknown[]): Promise<unknown> => {
      const work = args.pop() as (tx: postgres.TransactionSql) => Promise<unknown>;
      return tracer.transaction((bind) =>
        start(
          ...args,
          bind((tx: postgres.TransactionSql) => work(tracePostgres(tx, tracer))),
        ),
      );
    };
  const begin = inTransaction((...a) => raw.begin(...a));
  const savepoint = inTransaction((...a) => (raw.savepoint as NonNullable<typeof raw.savepoint>)(...a));
  return new Proxy(sql, {
    get: (target, key) =>
      key === "unsafe" ? unsafe : key === "begin" ? begin : key === "savepoint" ? savepoint : Reflect.get(target, key),
  });
}

function traceQueries<Q extends PgliteQueries>(client: Q, tracer: StatementTracer): Q {
  const traced: Q = Object.create(client);
  traced.query = <T>(text: string, params?: unknown[], options?: { rowMode?: RowMode }) =>
    endWhenSettled(client.query<T>(text, params, options), tracer.statement(text));
  return traced;
}

/** The embedded database's client with a span on each query and transaction. */
export function tracePglite(thread: PgliteThread, tracer: StatementTracer): PgliteThread {
  const traced = traceQueries(thread, tracer);
  traced.transaction = (work) => tracer.transaction((bind) => thread.transaction(bind((tx) => work(traceQueries(tx, tracer)))));
  return traced;
}
