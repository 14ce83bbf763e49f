// A restore killed while it puts the media back (the machine restarted, the job's container
// stopped): the site must not be served half restored and without a word. Servers refuse to start
// on it, naming the archive; running the restore again finishes it; or it is abandoned.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import postgres from "postgres";
import { afterAll, describe, expect, it, vi } from "vitest";
import { dbLabel, testDatabaseUrl } from "../helpers/app";
import { builtEntry, type Started, startServer, stderrLines, whenAnswering } from "../server/spawn-support";
import { archiveEntries, errorLines, mediaFiles, runCli, serve, stop, writeCraftedArchive } from "./support";

const work = mkdtempSync(path.join(tmpdir(), "lumiere-bk-interrupted-"));
const schema = testDatabaseUrl ? `test_interrupted_${process.pid}_${Math.random().toString(36).slice(2, 8)}` : "";
const dbEnv: Record<string, string> = testDatabaseUrl ? { DATABASE_URL: testDatabaseUrl, DATABASE_SCHEMA: schema } : {};
const servers: Started[] = [];
const MEDIA = 600;

async function dropSchema(): Promise<void> {
  if (!testDatabaseUrl) return;
  const sql = postgres(testDatabaseUrl, { max: 1, onnotice: () => {} });
  await sql.unsafe(`drop schema if exists "${schema}" cascade`);
  await sql.end();
}

afterAll(async () => {
  for (const s of servers) s.child.kill("SIGKILL");
  await dropSchema();
  rmSync(work, { recursive: true, force: true });
});

/** `pnpm restore <file>` killed once it has put its first media file in `dataDir`. */
async function restoreKilledInMediaPhase(file: string, env: Record<string, string>): Promise<void> {
  const child = spawn(process.execPath, [builtEntry("restore"), file], {
    env: { ...process.env, REDIS_URL: "", NODE_ENV: "test", LOG_LEVEL: "warn", DATABASE_URL: "", ...env },
    stdio: "ignore",
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const media = path.join(env.DATA_DIR as string, "media");
  await vi.waitFor(
    () => {
      if (child.exitCode !== null) throw new Error("the restore ended before it was killed");
      if (!existsSync(media) || readdirSync(media).length === 0) throw new Error("no media file yet");
    },
    { timeout: 120_000, interval: 10 },
  );
  child.kill("SIGKILL");
  await exited;
}

describe(`pnpm restore killed in its media phase (${dbLabel})`, () => {
  it("keeps servers from starting, naming the archive, until it is run again or abandoned", { timeout: 600_000 }, async () => {
    const first = path.join(work, "first");
    const { server, site } = await serve({ ...dbEnv, DATA_DIR: first }, servers);
    await site.addContent();
    const before = await site.snapshot();
    const small = path.join(work, "small.tar.gz");
    const backup = await runCli("backup", small, { ...dbEnv, DATA_DIR: first, BACKUP_UNENCRYPTED: "1" });
    expect(backup.code, backup.stderr).toBe(0);
    expect(await stop(server)).toBe(0);
    // The site's archive with many more media files, so the media phase takes a while.
    const entries = await archiveEntries(small);
    const bulk = Array.from({ length: MEDIA }, (_, i) => ({
      path: `media/bulk-${String(i).padStart(4, "0")}.bin`,
      bytes: Buffer.alloc(16 * 1024, i % 251),
    }));
    const archive = path.join(work, "site.tar.gz");
    writeCraftedArchive(archive, [
      ...entries.filter((e) => e.path !== "manifest.json"),
      ...bulk,
      ...entries.filter((e) => e.path === "manifest.json"),
    ]);

    // The wipe, then a restore killed on the way.
    await dropSchema();
    const second = path.join(work, "second");
    const env = { ...dbEnv, DATA_DIR: second };
    await restoreKilledInMediaPhase(archive, env);
    expect(Object.keys(mediaFiles(second)).length).toBeLessThan(MEDIA);

    const refused = await startServer(env);
    servers.push(refused);
    // Without the guard it would serve: either way the test goes on.
    expect(await Promise.race([refused.exit, whenAnswering(refused, "/readyz").then(() => "serving")])).toBe(1);
    // (On the embedded database the killed restore's folder lock is taken over first, with its own line.)
    expect(stderrLines(refused).filter((line) => !line.startsWith("Taking over the embedded database folder"))).toEqual([
      expect.stringMatching(
        new RegExp(
          `^Cannot start: the restore of ${archive.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} \\(made .+\\), begun at .+, did not finish\\. .* Run \`pnpm restore ${archive.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\` again to finish it, or \`pnpm restore --abandon\` to start on the data as it is\\.$`,
        ),
      ),
    ]);

    // Run again, it finishes: every row and every media file is there.
    const again = await runCli("restore", archive, env);
    expect({ code: again.code, errors: errorLines(again) }).toEqual({ code: 0, errors: [] });
    // (A put cut short leaves its `.part` file, which the storage never lists.)
    const stored = (dir: string) => Object.keys(mediaFiles(dir)).filter((name) => !name.endsWith(".part"));
    expect(stored(second).length).toBe(stored(first).length + MEDIA);
    const restored = await serve(env, servers);
    expect(await restored.site.snapshot()).toEqual(before);
    expect(await stop(restored.server)).toBe(0);

    // Killed again (its media folder emptied first, to see it reach that phase), then abandoned:
    // servers start on the data as it is (the finished restore's rows).
    rmSync(path.join(second, "media"), { recursive: true, force: true });
    await restoreKilledInMediaPhase(archive, env);
    const abandoned = await runCli("restore", "--abandon", env);
    expect({ code: abandoned.code, out: abandoned.stdout.trim(), errors: errorLines(abandoned) }).toEqual({
      code: 0,
      out: expect.stringMatching(
        /^Abandoned the unfinished restore of .*site\.tar\.gz \(begun at .+\): servers start on the data as it is$/,
      ),
      errors: [],
    });
    const after = await serve(env, servers);
    expect((await after.site.snapshot()).articles).toEqual(before.articles);
    expect(await stop(after.server)).toBe(0);
  });
});
