// The archive itself, in process: rows in batches (a big table is never held whole), ids and
// sequences kept, and archives this version must not restore refused in one line before anything
// changes.
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PassThrough } from "node:stream";
import { asc, backupTables, contacts, count, knownMigrations, rowsOf, sql, tableColumns } from "@lumiere/db";
import { create, extract, list } from "tar";
import { afterAll, describe, expect, it } from "vitest";
import { migrationsSchemaOf } from "../../src/backup/control-socket";
import { ArchiveProblem, checkArchive, restoreLimits } from "../../src/backup/read";
import { checkSchemaLevel, restoreDatabase } from "../../src/backup/restore";
import { writeArchive } from "../../src/backup/write";
import { dbLabel, useSignedInApp } from "../helpers/app";
import { contactPayload } from "../rest/support";

const t = useSignedInApp();
const work = mkdtempSync(path.join(tmpdir(), "lumiere-archive-"));
const archive = path.join(work, "site.tar.gz");
afterAll(() => rmSync(work, { recursive: true, force: true }));

const LEADS = 2500;
const limits = restoreLimits(25 * 1024 * 1024);

async function contactIds(): Promise<number[]> {
  return (await t.app.db.select({ id: contacts.id }).from(contacts).orderBy(asc(contacts.id))).map((r) => r.id);
}

/** The archive unpacked, changed by `edit`, and packed again as another file. */
async function repacked(name: string, edit: (dir: string) => void): Promise<string> {
  const dir = path.join(work, name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir);
  await extract({ file: archive, cwd: dir });
  edit(dir);
  const entries: string[] = [];
  await list({ file: archive, onReadEntry: (e) => entries.push(e.path) });
  const file = path.join(work, `${name}.tar.gz`);
  await create(
    { gzip: true, file, cwd: dir },
    entries.filter((e) => existsSync(path.join(dir, e))),
  );
  return file;
}

describe(`backup archive (${dbLabel})`, () => {
  it("checks rows against the columns the database has, and the not-null ones it requires", async () => {
    const rows = rowsOf<{ table_name: string; column_name: string; is_nullable: string }>(
      await t.app.db.execute(
        sql`select table_name, column_name, is_nullable from information_schema.columns where table_schema = current_schema()`,
      ),
    );
    for (const table of backupTables()) {
      const columns = rows.filter((r) => r.table_name === table);
      expect({ table, all: [...(tableColumns(table)?.all ?? [])].sort() }).toEqual({
        table,
        all: columns.map((c) => c.column_name).sort(),
      });
      expect({ table, required: [...(tableColumns(table)?.required ?? [])].sort() }).toEqual({
        table,
        required: columns
          .filter((c) => c.is_nullable === "NO")
          .map((c) => c.column_name)
          .sort(),
      });
    }
  });

  it("streams a big table in batches and restores every row with its id; new rows come after", { timeout: 120_000 }, async () => {
    const rows = Array.from({ length: LEADS }, (_, i) => ({
      firstName: "Lead",
      lastName: `Number ${i}`,
      email: `lead${i}@example.com`,
      subject: "project",
      message: `Message ${i}`,
    }));
    for (let i = 0; i < rows.length; i += 500) await t.app.db.insert(contacts).values(rows.slice(i, i + 500));
    const before = await contactIds();
    expect(before).toHaveLength(LEADS);

    const manifest = await writeArchive(createWriteStream(archive), {
      handle: t.app.dbHandle,
      storage: t.app.services.mediaStorage,
      migrationsSchema: migrationsSchemaOf(t.config),
    });
    expect(manifest.tables.contacts).toBe(LEADS);
    expect(manifest.migrations).toEqual(knownMigrations().map((m) => m.tag));
    const batches: string[] = [];
    await list({ file: archive, onReadEntry: (e) => e.path.startsWith("db/contacts/") && batches.push(e.path) });
    expect(batches).toEqual(["db/contacts/000001.json", "db/contacts/000002.json", "db/contacts/000003.json"]);

    await t.app.db.delete(contacts);
    const contents = await checkArchive(archive, limits);
    checkSchemaLevel(contents.manifest);
    await restoreDatabase(t.app.dbHandle, archive, contents, limits);
    expect(await contactIds()).toEqual(before);

    const res = await t.app.inject({ method: "POST", url: "/api/contact", payload: { ...contactPayload(), fillMs: 5000 } });
    expect(res.statusCode).toBe(201);
    const after = await contactIds();
    expect(after).toHaveLength(LEADS + 1);
    expect(after.at(-1)).toBeGreaterThan(before.at(-1) ?? 0);
  });

  it("refuses an archive of a newer or an older schema, one cut short, or one that is no archive, in one line", async () => {
    const known = knownMigrations().map((m) => m.tag);
    const withMigrations = (migrations: string[]) => (dir: string) => {
      const file = path.join(dir, "manifest.json");
      writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, "utf8")), migrations }));
    };
    const newer = await checkArchive(await repacked("newer", withMigrations([...known, "9999_from_the_future"])), limits);
    expect(() => checkSchemaLevel(newer.manifest)).toThrow(
      /^it was made by a newer version of the site \(1 migration\(s\) this one does not know, first 9999_from_the_future\)/,
    );
    const older = await checkArchive(await repacked("older", withMigrations(known.slice(0, -1))), limits);
    expect(() => checkSchemaLevel(older.manifest)).toThrow(/^it was made by an older version of the site/);

    await expect(
      checkArchive(await repacked("short", (dir) => unlinkSync(path.join(dir, "db/contacts/000002.json"))), limits),
    ).rejects.toThrow(`it holds 1500 rows of contacts, its manifest says ${LEADS}`);
    await expect(checkArchive(await repacked("unlisted", (dir) => unlinkSync(path.join(dir, "manifest.json"))), limits)).rejects.toThrow(
      /has no manifest/,
    );
    const notes = path.join(work, "notes.txt");
    writeFileSync(notes, "hello\n");
    await expect(checkArchive(notes, limits)).rejects.toBeInstanceOf(ArchiveProblem);
    await expect(checkArchive(path.join(work, "missing.tar.gz"), limits)).rejects.toThrow(/does not exist$/);
    const [row] = await t.app.db.select({ n: count() }).from(contacts);
    expect(Number(row?.n)).toBe(LEADS + 1);
  });

  it("stops, and lets the database go, when the destination closes mid-way", async () => {
    const out = new PassThrough();
    let received = 0;
    out.on("data", (chunk: Buffer) => {
      received += chunk.length;
      if (received > 2000) out.destroy();
    });
    const source = { handle: t.app.dbHandle, storage: t.app.services.mediaStorage, migrationsSchema: migrationsSchemaOf(t.config) };
    await expect(writeArchive(out, source)).rejects.toThrow(/closed early|destroyed/);
    // The snapshot's transaction is over: the site's queries are answered.
    const [row] = await t.app.db.select({ n: count() }).from(contacts);
    expect(Number(row?.n)).toBe(LEADS + 1);
  });
});
