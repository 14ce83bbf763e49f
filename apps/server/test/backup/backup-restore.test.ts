// `pnpm backup` while the site runs, a wipe, `pnpm restore`: the articles, the leads and the media
// are back byte for byte. On the embedded database the running server makes the backup (through
// its control socket in DATA_DIR); on PostgreSQL the command reads the database itself.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import postgres from "postgres";
import { afterAll, describe, expect, it } from "vitest";
import { newKey } from "../../src/backup/encryption";
import { dbLabel, testDatabaseUrl } from "../helpers/app";
import type { Started } from "../server/spawn-support";
import { errorLines, mediaFiles, runCli, serve as serveSite, stop as stopServer } from "./support";

const work = mkdtempSync(path.join(tmpdir(), "lumiere-bk-"));
const schema = testDatabaseUrl ? `test_backup_${process.pid}_${Math.random().toString(36).slice(2, 8)}` : "";
// Archives encrypted, as an operator's are.
const dbEnv: Record<string, string> = {
  BACKUP_KEY: (await newKey()).key,
  ...(testDatabaseUrl ? { DATABASE_URL: testDatabaseUrl, DATABASE_SCHEMA: schema } : {}),
};
const servers: Started[] = [];

async function dropSchema(): Promise<void> {
  if (!testDatabaseUrl) return;
  const sql = postgres(testDatabaseUrl, { max: 1, onnotice: () => {} });
  await sql.unsafe(`drop schema if exists "${schema}" cascade`);
  await sql.end();
}

const serve = (dataDir: string) => serveSite({ ...dbEnv, DATA_DIR: dataDir }, servers);

async function stop(server: Started): Promise<void> {
  expect(await stopServer(server)).toBe(0);
}

afterAll(async () => {
  for (const s of servers) s.child.kill("SIGKILL");
  await dropSchema();
  rmSync(work, { recursive: true, force: true });
});

describe(`pnpm backup and pnpm restore (${dbLabel})`, () => {
  it("backs up a running site, refuses to restore under it, and brings everything back after a wipe", { timeout: 600_000 }, async () => {
    const first = path.join(work, "first");
    const archive = path.join(work, "site.tar.gz");
    const { server, site } = await serve(first);
    await site.addContent();
    const before = await site.snapshot();
    expect(JSON.stringify(before.articles)).toContain("Backed-up article");
    expect(JSON.stringify(before.contacts)).toContain("camille.backup@example.com");
    const filesBefore = mediaFiles(first);
    expect(Object.keys(filesBefore).length).toBeGreaterThan(0);

    const backup = await runCli("backup", archive, { ...dbEnv, DATA_DIR: first });
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toMatch(/^Backed up \d+ rows of \d+ tables and \d+ media files/);
    if (!testDatabaseUrl) expect(backup.stdout).toContain(`through the running server (process ${server.child.pid})`);

    // The site keeps answering; a restore under it is refused, naming who holds the data.
    const refused = await runCli("restore", archive, { ...dbEnv, DATA_DIR: first });
    expect(refused.code).toBe(1);
    expect(errorLines(refused)).toHaveLength(1);
    expect(errorLines(refused)[0]).toMatch(
      testDatabaseUrl
        ? /^Cannot restore: a server is running on this database \(lumiere server pid \d+/
        : new RegExp(`^Cannot restore: .* in use by process ${server.child.pid} `),
    );
    expect(await site.snapshot()).toEqual(before);
    await stop(server);

    // The wipe: a new, empty data folder (and on PostgreSQL the schema dropped).
    await dropSchema();
    const second = path.join(work, "second");
    const restored = await runCli("restore", archive, { ...dbEnv, DATA_DIR: second });
    expect(restored.code, restored.stderr).toBe(0);
    expect(restored.stdout).toMatch(/^Restored \d+ rows/);

    // A file that is not an archive, or is cut short: one line, and nothing changes.
    const notArchive = path.join(work, "notes.tar.gz");
    writeFileSync(notArchive, "not a backup\n");
    const cut = path.join(work, "cut.tar.gz");
    writeFileSync(cut, readFileSync(archive).subarray(0, Math.floor(readFileSync(archive).length / 2)));
    for (const [bad, error] of [
      [notArchive, /^Cannot restore .*: not a readable backup archive \(.+\)$/],
      [cut, /^Cannot restore .*: it is damaged, cut short or was changed \(its encryption does not check out\)$/],
    ] as const) {
      const run = await runCli("restore", bad, { ...dbEnv, DATA_DIR: second });
      expect(run.code).toBe(1);
      expect(errorLines(run)).toEqual([expect.stringMatching(error)]);
    }

    const again = await serve(second);
    const after = await again.site.snapshot();
    expect(after).toEqual(before);
    expect(mediaFiles(second)).toEqual(filesBefore);
    // New rows take new ids after the restored ones (sequences moved on).
    await again.site.addContent();
    await stop(again.server);

    // Restored over a site that changed since: the archive's state again, what the lists count included.
    const over = await runCli("restore", archive, { ...dbEnv, DATA_DIR: second });
    expect(over.code, over.stderr).toBe(0);
    const third = await serve(second);
    expect(await third.site.snapshot()).toEqual(before);
    await stop(third.server);
  });
});
