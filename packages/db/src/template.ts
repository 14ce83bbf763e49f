import type { Db } from "./client";
import { openDb } from "./open";
import { migrate } from "./migrate";
import { seed } from "./seed/index";
import { tidyTables } from "./upkeep";

/**
 * A fresh PGlite database, migrated and seeded, dumped as a gzip tarball: what a new DATA_DIR
 * (or a test) starts from instead of running initdb (about 3 s) and the migrations again.
 * It holds no user account: the first admin is created at start. `prepare` runs the app's own
 * start-up steps on it (whatever the server would otherwise do on the first start).
 */
export async function createPgliteTemplate(prepare: (db: Db) => Promise<void> = async () => {}): Promise<Blob> {
  const handle = await openDb({});
  try {
    await migrate(handle);
    await seed(handle.db);
    await prepare(handle.db);
    // A new site starts with its planner statistics taken, as the server's upkeep would take them.
    await tidyTables(handle);
    if (!handle.pglite) throw new Error("not a PGlite database");
    // Only the "postgres" database is ever opened: initdb's two template databases are dropped,
    // which halves the files a new DATA_DIR writes at its first start.
    await handle.pglite.query("UPDATE pg_database SET datistemplate = false WHERE datname IN ('template0', 'template1')");
    for (const name of ["template0", "template1"]) await handle.pglite.query(`DROP DATABASE ${name}`);
    // The write-ahead log of all the above is not needed once checkpointed: the log moves on to a new
    // segment and the old one is deleted (not kept for reuse), so the template holds an all but
    // empty segment instead of 12 MB of log that every first start would inflate and write.
    await handle.pglite.query("SET wal_recycle = off");
    await handle.pglite.query("SELECT pg_switch_wal()");
    await handle.pglite.query("CHECKPOINT");
    return await handle.pglite.dumpDataDir("gzip");
  } finally {
    await handle.close();
  }
}
