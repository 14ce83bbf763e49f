// The database client's activity as metrics read it: statements and transactions in flight while
// they run (waiting for a connection included), none once answered or failed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "./client";
import { openDb } from "./open";
import { sql } from "./index";

const databaseUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
const drivers = [{ name: "pglite" as const }, ...(databaseUrl ? [{ name: "postgres" as const }] : [])];

describe.each(drivers)("database activity on $name", ({ name }) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = name === "postgres" ? await openDb({ databaseUrl, maxConnections: 2, queryTimeoutMs: 5000 }) : await openDb({});
  });
  afterAll(async () => {
    await handle?.close();
  });

  it("counts statements and transactions until they are answered, failures included", async () => {
    expect(handle.activity.poolSize).toBe(name === "postgres" ? 2 : 1);
    await handle.db.execute(sql`select 1`);
    expect(handle.activity.inFlight).toBe(0);
    // Drizzle starts a query when it is awaited.
    const sleeps = [1, 2, 3].map(() => Promise.resolve(handle.db.execute(sql`select pg_sleep(0.3)`)));
    const tx = handle.db.transaction(async (t) => t.execute(sql`select pg_sleep(0.3)`));
    await new Promise((r) => setTimeout(r, 100));
    expect(handle.activity.inFlight).toBe(4);
    await Promise.all([...sleeps, tx]);
    expect(handle.activity.inFlight).toBe(0);
    await expect(handle.db.execute(sql`select * from no_such_table`)).rejects.toThrow();
    await expect(handle.db.transaction(async () => Promise.reject(new Error("rolled back")))).rejects.toThrow("rolled back");
    expect(handle.activity.inFlight).toBe(0);
  });
});
