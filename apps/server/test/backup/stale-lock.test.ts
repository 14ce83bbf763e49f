// The embedded database folder's lock names a process and a host; the holder refreshes it. A lock
// left by a server that is gone under another host name (a container recreated after an unclean
// stop) must not block the folder for ever: once it has not been refreshed for a while, start,
// backup and restore take it over; until then the refusal says what to do.
import { mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { testDatabaseUrl } from "../helpers/app";
import { type Started, startServer, stderrLines } from "../server/spawn-support";
import { errorLines, runCli, serve, stop } from "./support";

const work = mkdtempSync(path.join(tmpdir(), "lumiere-bk-stale-"));
const dataDir = path.join(work, "site");
const lockFile = path.join(dataDir, "server.lock");
const env = { DATA_DIR: dataDir, BACKUP_UNENCRYPTED: "1" };
const servers: Started[] = [];
afterAll(() => {
  for (const s of servers) s.child.kill("SIGKILL");
  rmSync(work, { recursive: true, force: true });
});

const SINCE = "2026-01-01T00:00:00.000Z";
/** The lock a server in a container that is no more left: its host name is not this one. */
function leaveForeignLock(refreshedSecondsAgo: number): void {
  writeFileSync(lockFile, JSON.stringify({ pid: 1, host: "old-container-1", since: SINCE }));
  const at = new Date(Date.now() - refreshedSecondsAgo * 1000);
  utimesSync(lockFile, at, at);
}

describe.skipIf(testDatabaseUrl)("a lock left by another host on the embedded database folder", () => {
  it("refuses while it is fresh, saying what to do, and is taken over once stale", { timeout: 300_000 }, async () => {
    const first = await serve(env, servers);
    expect(await stop(first.server)).toBe(0);

    leaveForeignLock(0);
    const refused = await startServer(env);
    servers.push(refused);
    expect(await refused.exit).toBe(1);
    expect(stderrLines(refused)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^Cannot start: the embedded database folder ${dataDir} is in use by process 1 on old-container-1 since ${SINCE} \\(its lock refreshed \\d+ s ago\\)\\. .* If that server is gone \\(a container recreated after an unclean stop\\), start again in \\d+ s: a lock not refreshed for 30 s is taken over\\.$`,
        ),
      ),
    ]);

    // Stale: a backup by itself takes the folder over (and lets it go when done).
    leaveForeignLock(120);
    const archive = path.join(work, "site.tar.gz");
    const backup = await runCli("backup", archive, env);
    expect({ code: backup.code, errors: errorLines(backup) }).toEqual({ code: 0, errors: [] });

    leaveForeignLock(120);
    const { server } = await serve(env, servers);
    expect(server.stderr()).toMatch(
      new RegExp(`its lock was left by process 1 on old-container-1 \\(since ${SINCE}\\), which has not refreshed it for 12\\d s\n`),
    );
    expect(JSON.parse(readFileSync(lockFile, "utf8")).pid).toBe(server.child.pid);
    // The server refreshes its own lock while it runs.
    const taken = statSync(lockFile).mtimeMs;
    await vi.waitFor(() => expect(statSync(lockFile).mtimeMs).toBeGreaterThan(taken), { timeout: 20_000, interval: 500 });
    // Taken over while it was not refreshing (a paused container): at its next refresh it stops
    // rather than write beside another.
    leaveForeignLock(0);
    expect(await server.exit).toBe(1);
    expect(stderrLines(server).at(-1)).toBe(
      `Stopping: the embedded database folder ${dataDir} was taken over by process 1 on old-container-1 while this server was not refreshing its lock`,
    );

    leaveForeignLock(120);
    const restored = await runCli("restore", archive, env);
    expect({ code: restored.code, errors: errorLines(restored) }).toEqual({ code: 0, errors: [] });
  });
});
