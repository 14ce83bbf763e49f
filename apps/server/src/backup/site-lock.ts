// On PostgreSQL every server holds a shared advisory lock for its life, and a restore takes the
// exclusive one: it is refused while any server runs on that database and schema. The key names
// the configured schema (DATABASE_SCHEMA, which may not exist yet), so sites (and test runs) in
// other schemas of one database do not see each other.
import { hostname } from "node:os";
import postgres from "postgres";

/** The lock's key in SQL, its one parameter the schema named in the configuration. */
const KEY = "hashtextextended('lumiere site ' || $1::text, 0)";
const keyParam = (options: SiteLockOptions) => [options.schema ?? ""];

export interface SiteLockOptions {
  databaseUrl: string;
  schema: string | undefined;
  connectTimeoutMs: number;
}

/** A connection of its own (the lock lives as long as it), named so a refused restore can say whose. */
function connect(options: SiteLockOptions, role: string): postgres.Sql {
  return postgres(options.databaseUrl, {
    max: 1,
    idle_timeout: 0,
    connect_timeout: options.connectTimeoutMs / 1000,
    onnotice: () => {},
    connection: {
      application_name: `lumiere ${role} pid ${process.pid} on ${hostname()}`.slice(0, 63),
      ...(options.schema ? { search_path: options.schema } : {}),
    },
  });
}

/** A server's hold: the shared lock on a connection kept open; `close` lets it go. */
export async function holdSiteShared(options: SiteLockOptions): Promise<{ close(): Promise<void> }> {
  const sql = connect(options, "server");
  try {
    await sql.unsafe(`select pg_advisory_lock_shared(${KEY})`, keyParam(options));
  } catch (error) {
    await sql.end({ timeout: 1 }).catch(() => {});
    throw error;
  }
  return { close: () => sql.end({ timeout: 1 }) };
}

/**
 * The exclusive lock for a restore, or the names of the connections holding it (servers running),
 * each with its start time. `release` ends the connection.
 */
export async function trySiteExclusive(options: SiteLockOptions): Promise<{ release(): Promise<void> } | { holders: string[] }> {
  const sql = connect(options, "restore");
  const [got] = await sql.unsafe<{ ok: boolean }[]>(`select pg_try_advisory_lock(${KEY}) as ok`, keyParam(options));
  if (got?.ok) return { release: () => sql.end({ timeout: 1 }) };
  const holders = await sql.unsafe<{ who: string }[]>(
    `select coalesce(nullif(a.application_name, ''), 'backend ' || l.pid) || ' since ' || to_char(a.backend_start at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as who
       from pg_locks l join pg_stat_activity a on a.pid = l.pid
      where l.locktype = 'advisory' and l.granted and l.database = (select oid from pg_database where datname = current_database())
        and ((l.classid::bigint << 32) | l.objid::bigint) = ${KEY}`,
    keyParam(options),
  );
  await sql.end({ timeout: 1 });
  return { holders: holders.map((h) => h.who) };
}
