// `pnpm restore` of an archive it must refuse: a media name the storage would not take, an entry
// over the media size limit, rows that do not fit their table. Each is refused in one line naming
// what is wrong, before anything changes: the site's rows and media files are exactly as they were.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { dbLabel, testDatabaseUrl } from "../helpers/app";
import { PNG_1X1 } from "../rest/support";
import type { Started } from "../server/spawn-support";
import { type ArchiveEntry, archiveEntries, cleanUp, errorLines, mediaFiles, runCli, serve, stop, writeCraftedArchive } from "./support";

const work = mkdtempSync(path.join(tmpdir(), "lumiere-bk-refused-"));
const schema = testDatabaseUrl ? `test_refused_${process.pid}_${Math.random().toString(36).slice(2, 8)}` : "";
const dataDir = path.join(work, "site");
const env: Record<string, string> = {
  DATA_DIR: dataDir,
  // The test reads the archive to craft others from it.
  BACKUP_UNENCRYPTED: "1",
  ...(testDatabaseUrl ? { DATABASE_URL: testDatabaseUrl, DATABASE_SCHEMA: schema } : {}),
};
const servers: Started[] = [];
const LIMIT = 1024 * 1024;

afterAll(() => cleanUp(servers, schema, work));

/** The good archive's entries with `extra` added before its manifest (written last, as a backup does). */
function withExtra(entries: ArchiveEntry[], ...extra: ArchiveEntry[]): ArchiveEntry[] {
  const manifest = entries.filter((e) => e.path === "manifest.json");
  return [...entries.filter((e) => e.path !== "manifest.json"), ...extra, ...manifest];
}

describe(`pnpm restore of a crafted archive (${dbLabel})`, () => {
  it("refuses it in one line naming what is wrong, and the site keeps every row and media file", { timeout: 600_000 }, async () => {
    const { server, site } = await serve(env, servers);
    await site.addContent();
    const archive = path.join(work, "site.tar.gz");
    const backup = await runCli("backup", archive, env);
    expect(backup.code, backup.stderr).toBe(0);
    // Written after the backup: a restore that went ahead would take these away.
    await site.addContent();
    const before = await site.snapshot();
    const filesBefore = mediaFiles(dataDir);
    expect(await stop(server)).toBe(0);

    const entries = await archiveEntries(archive);
    const contactsBatch = entries.find((e) => e.path.startsWith("db/contacts/"));
    const [contact] = JSON.parse(contactsBatch?.bytes.toString("utf8") ?? "[]") as Record<string, unknown>[];
    expect(contact).toBeDefined();
    const big = Buffer.alloc(2 * LIMIT);
    const cases: { name: string; entries: ArchiveEntry[]; error: RegExp }[] = [
      {
        name: "media-name",
        entries: withExtra(entries, { path: "media/a..b.png", bytes: PNG_1X1 }),
        error: /: media\/a\.\.b\.png is not a name the media storage accepts$/,
      },
      {
        name: "media-too-large",
        entries: withExtra(entries, { path: "media/big.png", bytes: big }),
        error: new RegExp(`: media/big\\.png is ${big.length} bytes, over the media size limit \\(MEDIA_MAX_BYTES, ${LIMIT} bytes\\)$`),
      },
      {
        name: "unknown-column",
        entries: withExtra(entries, {
          path: "db/contacts/000002.json",
          bytes: Buffer.from(JSON.stringify([{ ...contact, id: 999_999, email: "someone.else@example.com", nickname: "x" }])),
        }),
        error: /: db\/contacts\/000002\.json holds a row of contacts with a column contacts does not have \(nickname\)$/,
      },
      {
        name: "row-the-database-refuses",
        entries: withExtra(entries, { path: "db/contacts/000002.json", bytes: Buffer.from(JSON.stringify([contact])) }),
        error: /: the database refused the rows of db\/contacts\/000002\.json \(.*contacts_pkey.*\)$/,
      },
    ];
    for (const c of cases) {
      const file = path.join(work, `${c.name}.tar.gz`);
      writeCraftedArchive(file, c.entries);
      const run = await runCli("restore", file, { ...env, MEDIA_MAX_BYTES: String(LIMIT) });
      expect.soft({ case: c.name, code: run.code, errors: errorLines(run) }).toEqual({
        case: c.name,
        code: 1,
        errors: [expect.stringMatching(new RegExp(`^Cannot restore ${file.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}${c.error.source}`))],
      });
      expect.soft(mediaFiles(dataDir), c.name).toEqual(filesBefore);
    }

    const again = await serve(env, servers);
    expect(await again.site.snapshot()).toEqual(before);
    expect(await stop(again.server)).toBe(0);
  });
});
