// Archives hold password hashes and two-factor secrets: `pnpm backup` encrypts them with
// BACKUP_KEY (age), refuses to write one in clear unless told so, and `pnpm restore` refuses an
// encrypted archive it has no key for. A key change keeps the older archives readable through
// BACKUP_KEY_PREVIOUS. Every refusal is one line.
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { newKey } from "../../src/backup/encryption";
import { dbLabel, testDatabaseUrl } from "../helpers/app";
import type { Started } from "../server/spawn-support";
import { cleanUp, errorLines, runCli, serve, stop } from "./support";

const work = mkdtempSync(path.join(tmpdir(), "lumiere-bk-crypt-"));
const schema = testDatabaseUrl ? `test_crypt_${process.pid}_${Math.random().toString(36).slice(2, 8)}` : "";
const dbEnv: Record<string, string> = testDatabaseUrl ? { DATABASE_URL: testDatabaseUrl, DATABASE_SCHEMA: schema } : {};
const servers: Started[] = [];

afterAll(() => cleanUp(servers, schema, work));

const oneLine = (run: Awaited<ReturnType<typeof runCli>>) => ({ code: run.code, errors: errorLines(run) });

describe(`encrypted backups (${dbLabel})`, () => {
  it("encrypts with BACKUP_KEY, refuses clear archives unless told, and restores with the old key after a change", {
    timeout: 600_000,
  }, async () => {
    const first = path.join(work, "first");
    const { server, site } = await serve({ ...dbEnv, DATA_DIR: first }, servers);
    await site.addContent();
    const before = await site.snapshot();
    const env = { ...dbEnv, DATA_DIR: first };
    const oldKey = (await newKey()).key;
    const newer = (await newKey()).key;

    // No key and no explicit choice: nothing is written.
    const refused = path.join(work, "refused.tar.gz");
    expect(oneLine(await runCli("backup", refused, env))).toEqual({
      code: 1,
      errors: [
        "Backup refused: archives hold password hashes and two-factor secrets: set BACKUP_KEY to encrypt them (pnpm backup --new-key makes one), or BACKUP_UNENCRYPTED=1 to write them unencrypted",
      ],
    });
    expect(oneLine(await runCli("backup", refused, { ...env, BACKUP_KEY: oldKey, BACKUP_UNENCRYPTED: "1" }))).toEqual({
      code: 1,
      errors: ["Backup refused: BACKUP_KEY and BACKUP_UNENCRYPTED=1 are both set: remove one"],
    });
    expect(oneLine(await runCli("backup", refused, { ...env, BACKUP_KEY: "secret" }))).toEqual({
      code: 1,
      errors: [expect.stringMatching(/BACKUP_KEY.*must be an age secret key \(AGE-SECRET-KEY-1…\): make one with pnpm backup --new-key/)],
    });
    const missing = path.join(work, "no-such-folder", "x.tar.gz.age");
    expect(oneLine(await runCli("backup", missing, { ...env, BACKUP_KEY: oldKey }))).toEqual({
      code: 1,
      errors: [`Backup failed: the folder ${path.dirname(missing)} does not exist: create it, or check the path`],
    });
    expect(existsSync(refused)).toBe(false);

    // With the key: an age file, nothing of the site readable in it.
    const archive = path.join(work, "site.tar.gz.age");
    const made = await runCli("backup", archive, { ...env, BACKUP_KEY: oldKey });
    expect(oneLine(made)).toEqual({ code: 0, errors: [] });
    expect(made.stdout).toMatch(/, encrypted with BACKUP_KEY \(age recipient age1[0-9a-z]+\)\n$/);
    const bytes = readFileSync(archive);
    expect(bytes.subarray(0, 22).toString()).toBe("age-encryption.org/v1\n");
    expect(() => gunzipSync(bytes)).toThrow();
    expect(bytes.includes("camille.backup@example.com")).toBe(false);
    expect(await stop(server)).toBe(0);

    // Restores: the wipe first.
    const second = path.join(work, "second");
    const target = { ...dbEnv, DATA_DIR: second };
    expect(oneLine(await runCli("restore", archive, target))).toEqual({
      code: 1,
      errors: [
        `Cannot restore ${archive}: it is encrypted: set BACKUP_KEY to the key it was made with (or BACKUP_KEY_PREVIOUS to an older one)`,
      ],
    });
    expect(oneLine(await runCli("restore", archive, { ...target, BACKUP_KEY: newer }))).toEqual({
      code: 1,
      errors: [
        `Cannot restore ${archive}: it is encrypted with another key than BACKUP_KEY: set the key it was made with (BACKUP_KEY_PREVIOUS keeps an older one)`,
      ],
    });
    const changed = path.join(work, "changed.tar.gz.age");
    const flipped = Buffer.from(bytes);
    flipped[flipped.length - 40] = (flipped[flipped.length - 40] ?? 0) ^ 1;
    writeFileSync(changed, flipped);
    expect(oneLine(await runCli("restore", changed, { ...target, BACKUP_KEY: oldKey }))).toEqual({
      code: 1,
      errors: [`Cannot restore ${changed}: it is damaged, cut short or was changed (its encryption does not check out)`],
    });

    // After a key change: the new key backs up, the old one still opens the older archives.
    const restored = await runCli("restore", archive, { ...target, BACKUP_KEY: newer, BACKUP_KEY_PREVIOUS: oldKey });
    expect(oneLine(restored)).toEqual({ code: 0, errors: [] });
    const again = await serve(target, servers);
    expect(await again.site.snapshot()).toEqual(before);
    expect(await stop(again.server)).toBe(0);
  });
});
