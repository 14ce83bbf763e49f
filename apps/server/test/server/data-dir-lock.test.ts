// One writer per embedded-database folder: a second server on the same DATA_DIR refuses to start
// and says who holds it, while the first keeps serving; a lock left by a dead process is taken over.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { type Started, startServer, stderrLines, whenAnswering } from "./spawn-support";

describe("two servers on one embedded-database folder", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "lumiere-lock-"));
  const lockFile = path.join(dataDir, "server.lock");
  const started: Started[] = [];
  afterAll(() => {
    for (const s of started) s.child.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("refuses the second with one line naming the holder, keeps the first serving, and frees the folder when the first stops", {
    timeout: 240_000,
  }, async () => {
    const first = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: "info" });
    started.push(first);
    const home = await whenAnswering(first, "/api/pages/home");
    expect(home?.status, first.stderr()).toBe(200);
    const pid = first.child.pid;
    // A new folder starts from the build's template, already migrated: no migration runs.
    expect(first.stdout()).not.toContain("database migration");

    const second = await startServer({ DATA_DIR: dataDir });
    started.push(second);
    expect(await second.exit).toBe(1);
    const lines = stderrLines(second);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`the embedded database folder ${dataDir} is in use by process ${pid} on ${hostname()} since `);
    expect(lines[0]).toContain("The embedded database is for one process; set DATABASE_URL (PostgreSQL) to run several.");

    // The first still answers, and its lock is still there.
    const again = await fetch(`http://127.0.0.1:${first.port}/api/pages/home`);
    expect(again.status).toBe(200);
    expect(((await again.json()) as { title_en: string }).title_en).toBe("Home");
    expect(JSON.parse(readFileSync(lockFile, "utf8")).pid).toBe(pid);

    first.child.kill("SIGTERM");
    expect(await first.exit, first.stderr()).toBe(0);
    expect(existsSync(lockFile)).toBe(false);
  });

  it("takes over a lock left by a process that is no longer running, with a warning", { timeout: 180_000 }, async () => {
    // A pid that surely ended: a process that has already exited.
    const dead = spawnSync(process.execPath, ["-e", "process.pid"]).pid;
    writeFileSync(lockFile, JSON.stringify({ pid: dead, host: hostname(), since: "2026-01-01T00:00:00.000Z" }));
    const third = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: "info" });
    started.push(third);
    const home = await whenAnswering(third, "/api/pages/home");
    expect(home?.status, third.stderr()).toBe(200);
    expect(third.stderr()).toContain(
      `its lock was left by process ${dead} on ${hostname()} (since 2026-01-01T00:00:00.000Z), which is no longer running`,
    );
    expect(JSON.parse(readFileSync(lockFile, "utf8")).pid).toBe(third.child.pid);
    // The folder's database is up to date: no migration ran, none is logged.
    expect(third.stdout()).not.toContain("database migration");

    third.child.kill("SIGINT");
    expect(await third.exit).toBe(0);
    expect(existsSync(lockFile)).toBe(false);
  });
});
