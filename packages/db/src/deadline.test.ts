// Statement deadlines on a real PostgreSQL: a statement that cannot go on (a lock another session
// holds) stands for a server that does not answer.
import postgres from "postgres";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "./client";
import { openDb } from "./open";
import { DATABASE_TIMEOUT, withDeadline, withoutDeadline } from "./deadline";
import { sql } from "./index";

const databaseUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
const DEADLINE_MS = 300;
const LOCK = 4_211_977_301;

/** The `code` of an error or of the first of its causes that has one. */
function codeOf(error: unknown): unknown {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 8; depth++) {
    if (e.code !== undefined) return e.code;
    e = e.cause as typeof e;
  }
  return undefined;
}

const rejection = (work: Promise<unknown>) =>
  work.then(
    () => expect.fail("expected the database deadline"),
    (error: unknown) => error,
  );

describe.skipIf(!databaseUrl)("statement deadlines on PostgreSQL", () => {
  const schema = `deadline_${process.pid}_${Date.now()}`;
  let admin: postgres.Sql;
  /** A pool of one connection: what it is busy with, nothing else gets. */
  let handle: DbHandle;
  let holder: postgres.ReservedSql | undefined;

  /** Another session takes the lock (in a transaction) until `release()`. */
  async function holdLock(): Promise<void> {
    holder = await admin.reserve();
    await holder`begin`;
    await holder`select pg_advisory_xact_lock(${LOCK})`;
  }
  async function release(): Promise<void> {
    if (!holder) return;
    await holder`rollback`;
    holder.release();
    holder = undefined;
  }
  /** Until `n` sessions wait for the lock (0: a cancel has reached the one that waited). */
  async function waitingForLock(n = 1): Promise<void> {
    for (let i = 0; i < 200; i++) {
      const [w] = await admin`select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted`;
      if (w?.n === n) return;
      await new Promise((r) => setTimeout(r, 10));
    }
    throw new Error(`not ${n} sessions waiting for the lock`);
  }
  const rows = async () => {
    const [row] = (await handle.db.execute(sql.raw(`select count(*)::int as n from "${schema}".t`))) as unknown as Array<{ n: number }>;
    return row?.n;
  };

  beforeAll(async () => {
    admin = postgres(databaseUrl as string, { max: 2, onnotice: () => {} });
    await admin.unsafe(`create schema "${schema}"; create table "${schema}".t (n int)`);
    handle = await openDb({ databaseUrl, searchPath: schema, maxConnections: 1, queryTimeoutMs: DEADLINE_MS });
  });
  afterEach(release);
  afterAll(async () => {
    await handle?.close();
    await admin?.unsafe(`drop schema if exists "${schema}" cascade`);
    await admin?.end();
  });

  it("gives a statement up at its deadline and cancels it on the server: the connection serves the next one", async () => {
    await holdLock();
    const error = await rejection(handle.db.execute(sql`select pg_advisory_xact_lock(${LOCK})`));
    expect(codeOf(error)).toBe(DATABASE_TIMEOUT);
    // The lock is still held: only a cancelled wait frees the pool's one connection for this.
    expect(await handle.db.execute(sql`select 1 as one`)).toEqual([{ one: 1 }]);
  });

  it("ends a transaction whose statement is past its deadline at once, and commits none of it", async () => {
    await holdLock();
    const error = await rejection(
      handle.db.transaction(async (tx) => {
        await tx.execute(sql.raw(`insert into "${schema}".t values (1)`));
        await tx.execute(sql`select pg_advisory_xact_lock(${LOCK})`);
      }),
    );
    expect(codeOf(error)).toBe(DATABASE_TIMEOUT);
    await waitingForLock(0);
    await release();
    expect(await rows()).toBe(0);
  });

  it("gives a transaction up when it cannot get a connection in time, and never runs it later", async () => {
    await holdLock();
    // The pool's one connection waits for the lock, with no deadline.
    const busy = withoutDeadline(() => handle.db.execute(sql`select pg_advisory_xact_lock(${LOCK})`));
    await waitingForLock();
    let ran = false;
    const error = await rejection(
      handle.db.transaction(async (tx) => {
        ran = true;
        await tx.execute(sql.raw(`insert into "${schema}".t values (2)`));
      }),
    );
    expect(codeOf(error)).toBe(DATABASE_TIMEOUT);
    await release();
    await busy;
    // Queued behind the abandoned transaction on the one connection: once this answers, it is over.
    expect(await rows()).toBe(0);
    expect(ran).toBe(false);
  });

  it("lets work under withoutDeadline (migrations) or a longer deadline (exports) take longer than the deadline", async () => {
    const sleep = sql`select 1 as done from pg_sleep(${(DEADLINE_MS * 2) / 1000})`;
    expect(await withoutDeadline(() => handle.db.execute(sleep))).toEqual([{ done: 1 }]);
    expect(await withDeadline(DEADLINE_MS * 10, () => handle.db.execute(sleep))).toEqual([{ done: 1 }]);
    expect(await withDeadline(DEADLINE_MS * 10, () => handle.db.transaction((tx) => tx.execute(sleep)))).toEqual([{ done: 1 }]);
  });

  it("still gives up at a longer deadline, and never at a shorter one than configured", async () => {
    await holdLock();
    const error = await rejection(withDeadline(DEADLINE_MS * 2, () => handle.db.execute(sql`select pg_advisory_xact_lock(${LOCK})`)));
    expect(codeOf(error)).toBe(DATABASE_TIMEOUT);
    // PostgreSQL cancels whatever its connection runs when the cancel arrives: let it land first.
    await waitingForLock(0);
    await release();
    const sleep = sql`select 1 as done from pg_sleep(${DEADLINE_MS / 2000})`;
    expect(await withDeadline(1, () => handle.db.execute(sleep))).toEqual([{ done: 1 }]);
  });
});
