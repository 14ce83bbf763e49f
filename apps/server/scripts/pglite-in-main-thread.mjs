// What drizzle's PGlite driver imports from @electric-sql/pglite, in the server's bundle
// (scripts/build.mjs): the embedded database runs on its own thread (@lumiere/db/pglite-thread), and
// the driver is handed that thread's client, so loading PGlite itself (half a megabyte of
// JavaScript, compiled and kept in memory) on this thread would serve nothing.
// The type ids of the driver's text parsers: Postgres's built-in OIDs, fixed by Postgres itself.
export const types = { DATE: 1082, TIMESTAMP: 1114, TIMESTAMPTZ: 1184, INTERVAL: 1186 };

export class PGlite {
  constructor() {
    throw new Error("PGlite runs on the embedded database's thread (@lumiere/db/pglite-thread), not in the server's bundle");
  }
}
