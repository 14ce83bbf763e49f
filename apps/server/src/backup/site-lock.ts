// On PostgreSQL every server holds a shared advisory lock for its life, and a restore takes the
// exclusive one: it is refused while any server runs on that database and schema. The key names
// the configured schema (DATABASE_SCHEMA, which may not exist yet), so sites (and test runs) in
// other schemas of one database do not see each other.
// A session lock goes with its connection: a database restart, a failover, a pooler or an
// administrator ending the connection takes it away. The server's hold therefore takes it again
// at once when its connection closes, and its server checks it is still held every few seconds.
import { hostname } from "node:os";
import postgres from "postgres";

/** The lock's key in SQL, its one parameter the schema named in the configuration. */
const KEY = "hashtextextended('lumiere site ' || $1::text, 0)";
const keyParam = (options: SiteLockOptions) => [options.schema ?? ""];

/** How often a server checks that it still holds the lock (and takes it again if not). */
export const HOLD_CHECK_MS = 5000;

export interface SiteLockOptions {
  databaseUrl: string;
  schema: string | undefined;
  connectTimeoutMs: number;
}

/** A connection of its own (the lock lives as long as it), named so a refused restore can say whose. */
function connect(options: SiteLockOptions, role: string, onclose?: () => void): postgres.Sql {
  return postgres(options.databaseUrl, {
    max: 1,
    idle_timeout: 0,
    // postgres.js ends a connection after 30 to 60 minutes by default: the lock would go with it.
    max_lifetime: 0,
    // A peer gone without a word (a failover) is noticed in seconds, not hours.
    keep_alive: 10,
    connect_timeout: options.connectTimeoutMs / 1000,
    onnotice: () => {},
    ...(onclose ? { onclose } : {}),
    connection: {
      application_name: `lumiere ${role} pid ${process.pid} on ${hostname()}`.slice(0, 63),
      ...(options.schema ? { search_path: options.schema } : {}),
    },
  });
}

/** What a server's hold reports: the lock lost and not yet taken again (with why), or held again. */
export interface HoldEvents {
  unheld(reason: string): void;
  held(): void;
}

/**
 * A server's hold: the shared lock, taken again whenever its connection is lost (at once on a
 * close, else at the next `check`, which its owner runs every HOLD_CHECK_MS). Never throws: while
 * the database is out of reach, or a restore holds the exclusive lock, `events.unheld` hears why.
 * `close` lets it go.
 */
export function holdSiteShared(options: SiteLockOptions, events: HoldEvents): { check(): Promise<void>; close(): Promise<void> } {
  let closing = false;
  let held = false;
  let running: Promise<void> | null = null;
  let again = false;
  const sql = connect(options, "server", () => {
    held = false;
    if (!closing) void check();
  });
  // Held by this session already, else tried (without waiting: a restore in progress holds it).
  // CASE, unlike OR, is evaluated in order: a lock held is not taken a second time.
  const statement = `select case when exists (select 1 from pg_locks where pid = pg_backend_pid() and locktype = 'advisory' and mode = 'ShareLock' and granted
      and ((classid::bigint << 32) | objid::bigint) = ${KEY}) then true else pg_try_advisory_lock_shared(${KEY}) end as ok`;
  const once = async () => {
    let reason: string | null = null;
    try {
      const [row] = await sql.unsafe<{ ok: boolean }[]>(statement, keyParam(options));
      if (!row?.ok) reason = "a restore holds the database";
    } catch (error) {
      reason = error instanceof Error ? error.message : String(error);
    }
    if (closing) return;
    if (reason === null) {
      if (!held) events.held();
      held = true;
    } else {
      held = false;
      events.unheld(reason);
    }
  };
  // One check at a time; a close during one asks for another right after it.
  const check = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await once();
      } while (again && !closing);
      running = null;
    })();
    return running;
  };
  void check();
  return {
    check,
    close: async () => {
      closing = true;
      await running;
      await sql.end({ timeout: 1 });
    },
  };
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
