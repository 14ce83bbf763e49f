// A database written before app_state existed keeps what it held once upgraded: the server's own
// records move out of "settings" into app_state, each admin's dashboard visits onto their user,
// and the admin's settings stay where they were.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import type { PostgresJsDatabase } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import { afterAll, describe, expect, it } from "vitest";
import { createDb, type DbHandle } from "./client";
import { migrate } from "./migrate";
import { appState, eq, settings, sql, users } from "./index";

const databaseUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
const drivers = [{ name: "pglite" as const }, ...(databaseUrl ? [{ name: "postgres" as const }] : [])];
const migrations = fileURLToPath(new URL("../migrations", import.meta.url));

/** The migrations folder as it was before app_state: the journal stops before that migration. */
function foldersBeforeAppState(): { dir: string; folder: string } {
  const dir = mkdtempSync(path.join(tmpdir(), "lumiere-migrations-"));
  const folder = path.join(dir, "migrations");
  cpSync(migrations, folder, { recursive: true });
  const journalPath = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: Array<{ tag: string }> };
  const at = journal.entries.findIndex((e) => e.tag.endsWith("_app_state"));
  expect(at).toBeGreaterThan(0);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return { dir, folder };
}

describe.each(drivers)("upgrading to app_state on $name", ({ name }) => {
  const schema = `appstate_${process.pid}_${Date.now()}`;
  let handle: DbHandle | undefined;
  afterAll(async () => {
    await handle?.close();
    if (name === "postgres" && databaseUrl) {
      const client = postgres(databaseUrl, { max: 1, onnotice: () => {} });
      await client.unsafe(`drop schema if exists "${schema}" cascade`);
      await client.end();
    }
  });

  it("moves markers, keys, the origin and the AI test to app_state and visit times onto users", async () => {
    handle = name === "postgres" ? createDb({ databaseUrl, searchPath: schema, maxConnections: 2 }) : createDb({});
    if (name === "postgres") await handle.db.execute(sql.raw(`create schema "${schema}"`));
    const opts = name === "postgres" ? { migrationsSchema: schema } : {};
    const before = foldersBeforeAppState();
    try {
      const config = { migrationsFolder: before.folder, ...opts };
      if (handle.driver === "pglite") await migratePglite(handle.db as unknown as PgliteDatabase, config);
      else await migratePostgres(handle.db as unknown as PostgresJsDatabase, config);
    } finally {
      rmSync(before.dir, { recursive: true, force: true });
    }
    // Plain SQL: the schema in code already names the columns this migration adds.
    await handle.db.execute(sql`insert into users (username, password_hash) values ('admin', 'x')`);
    const [admin] = await handle.db.select({ id: users.id }).from(users);
    const rows: Array<[string, Record<string, unknown>]> = [
      ["site", { siteName: "Kept Site" }],
      ["seed", { version: 2 }],
      ["seed:knowledge", { version: 1 }],
      ["pages-html-sanitized", { version: 1 }],
      ["preview_secret", { key: "k".repeat(43) }],
      ["site_origin", { origin: "https://lumiere.example" }],
      ["ai_status", { lastTestOk: true, lastTestProvider: "built-in" }],
      [`admin_visit:${admin!.id}`, { seenAt: "2026-01-02T10:00:00.000Z", previousSeenAt: "2026-01-01T09:00:00.000Z" }],
    ];
    for (const [type, data] of rows) {
      await handle.db.execute(sql`insert into settings (type, data) values (${type}, ${JSON.stringify(data)}::jsonb)`);
    }

    await migrate(handle, opts);

    const left = await handle.db.select({ type: settings.type, data: settings.data }).from(settings);
    expect(left).toEqual([{ type: "site", data: { siteName: "Kept Site" } }]);
    const state = new Map((await handle.db.select().from(appState)).map((r) => [r.key, r.data]));
    expect(Object.fromEntries(state)).toEqual(Object.fromEntries(rows.slice(1, 7)));
    const [visits] = await handle.db
      .select({ seen: users.dashboardSeenAt, previous: users.previousVisitAt })
      .from(users)
      .where(eq(users.id, admin!.id));
    expect(visits?.seen?.toISOString()).toBe("2026-01-02T10:00:00.000Z");
    expect(visits?.previous?.toISOString()).toBe("2026-01-01T09:00:00.000Z");
  });
});
