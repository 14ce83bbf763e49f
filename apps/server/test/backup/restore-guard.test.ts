// On PostgreSQL a restore is refused while a server runs, through the server's advisory lock. The
// lock goes with its connection: a database restart, a failover or an administrator ending it must
// not leave a live server unguarded.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import postgres from "postgres";
import { afterAll, describe, expect, it, vi } from "vitest";
import { testDatabaseUrl } from "../helpers/app";
import type { Started } from "../server/spawn-support";
import { errorLines, runCli, serve, stop } from "./support";

const work = mkdtempSync(path.join(tmpdir(), "lumiere-bk-guard-"));
const schema = `test_guard_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
const env: Record<string, string> = {
  DATA_DIR: path.join(work, "site"),
  BACKUP_UNENCRYPTED: "1",
  ...(testDatabaseUrl ? { DATABASE_URL: testDatabaseUrl, DATABASE_SCHEMA: schema } : {}),
};
const servers: Started[] = [];
const admin = testDatabaseUrl ? postgres(testDatabaseUrl, { max: 1, onnotice: () => {} }) : null;

afterAll(async () => {
  for (const s of servers) s.child.kill("SIGKILL");
  if (admin) {
    await admin.unsafe(`drop schema if exists "${schema}" cascade`);
    await admin.end();
  }
  rmSync(work, { recursive: true, force: true });
});

/** The backend holding the server's lock: its connection is named after the server's process. */
async function guardBackend(sql: postgres.Sql, serverPid: number): Promise<number | undefined> {
  const rows = await sql<{ pid: number }[]>`
    select a.pid from pg_stat_activity a join pg_locks l on l.pid = a.pid
     where l.locktype = 'advisory' and l.granted and a.application_name like ${`lumiere server pid ${serverPid} on %`}`;
  return rows[0]?.pid;
}

describe.skipIf(!admin)("the restore guard on PostgreSQL", () => {
  it("still refuses a restore after the server's lock connection was ended", { timeout: 300_000 }, async () => {
    const sql = admin as postgres.Sql;
    const { server } = await serve(env, servers);
    const archive = path.join(work, "site.tar.gz");
    const backup = await runCli("backup", archive, env);
    expect(backup.code, backup.stderr).toBe(0);
    const pid = server.child.pid as number;
    const first = await vi.waitFor(async () => {
      const backend = await guardBackend(sql, pid);
      if (!backend) throw new Error("the server holds no lock yet");
      return backend;
    });

    // As a restart or failover of the database would, or an administrator.
    await sql`select pg_terminate_backend(${first})`;
    const refused = await runCli("restore", archive, env);
    expect({ code: refused.code, errors: errorLines(refused) }).toEqual({
      code: 1,
      errors: [expect.stringMatching(new RegExp(`^Cannot restore: a server is running on this database \\(lumiere server pid ${pid} on `))],
    });
    // Held again, by a new connection.
    expect(await guardBackend(sql, pid)).not.toBe(first);

    expect(await stop(server)).toBe(0);
    const restored = await runCli("restore", archive, env);
    expect(restored.code, restored.stderr).toBe(0);
  });
});
