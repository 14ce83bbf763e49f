// A database upgraded while leads still carried the pending-mail marker keeps every e-mail those
// visitors were promised: the marker becomes the outbox rows (the team's notification, then the
// visitor's confirmation), and a lead without the marker gets none it did not already have.
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
import { rowsOf, sql } from "./index";

const databaseUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
const drivers = [{ name: "pglite" as const }, ...(databaseUrl ? [{ name: "postgres" as const }] : [])];
const migrations = fileURLToPath(new URL("../migrations", import.meta.url));

/** The migrations folder as it was while leads carried the marker: the journal stops before its removal. */
function folderBeforeLeadMail(): { dir: string; folder: string } {
  const dir = mkdtempSync(path.join(tmpdir(), "lumiere-migrations-"));
  const folder = path.join(dir, "migrations");
  cpSync(migrations, folder, { recursive: true });
  const journalPath = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: Array<{ tag: string }> };
  const at = journal.entries.findIndex((e) => e.tag.endsWith("_lead_mail_in_outbox"));
  expect(at).toBeGreaterThan(0);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return { dir, folder };
}

describe.each(drivers)("upgrading leads with a pending-mail marker on $name", ({ name }) => {
  const schema = `leadmail_${process.pid}_${Date.now()}`;
  let handle: DbHandle | undefined;
  afterAll(async () => {
    await handle?.close();
    if (name === "postgres" && databaseUrl) {
      const client = postgres(databaseUrl, { max: 1, onnotice: () => {} });
      await client.unsafe(`drop schema if exists "${schema}" cascade`);
      await client.end();
    }
  });

  it("turns each marker into the two e-mails the worker would have queued, then drops the column", async () => {
    handle = name === "postgres" ? createDb({ databaseUrl, searchPath: schema, maxConnections: 2 }) : createDb({});
    if (name === "postgres") await handle.db.execute(sql.raw(`create schema "${schema}"`));
    const opts = name === "postgres" ? { migrationsSchema: schema } : {};
    const before = folderBeforeLeadMail();
    try {
      const config = { migrationsFolder: before.folder, ...opts };
      if (handle.driver === "pglite") await migratePglite(handle.db as unknown as PgliteDatabase, config);
      else await migratePostgres(handle.db as unknown as PostgresJsDatabase, config);
    } finally {
      rmSync(before.dir, { recursive: true, force: true });
    }
    // Plain SQL: the schema in code no longer has the column.
    const { db } = handle;
    await db.execute(
      sql`insert into settings (type, data) values ('leads', ${JSON.stringify({ notifyRecipients: "a@team.example; b@team.example" })}::jsonb)`,
    );
    await db.execute(sql`
      insert into contacts (first_name, last_name, email, subject, message, mail_origin)
      values ('Ada', 'Waiting', 'ada@example.com', 'other', 'Queued before', 'https://lumiere.example')`);
    await db.execute(sql`
      insert into contacts (first_name, last_name, email, subject, message, held_at)
      values ('Held', 'Lead', 'held@example.com', 'other', 'Held before', now())`);
    await db.execute(sql`
      insert into consultations (name, email, project_description, mail_origin)
      values ('Bo Waiting', 'bo@example.com', 'A project', 'https://lumiere.example')`);

    await migrate(handle, opts);

    const rows = rowsOf<Record<string, string>>(
      await db.execute(sql`
        select o.lead_kind, o.audience, o.to_address, o.origin, o.status
        from outbox o order by o.id`),
    );
    const staff = "a@team.example, b@team.example";
    const origin = "https://lumiere.example";
    expect(rows).toEqual([
      { lead_kind: "contact", audience: "staff", to_address: staff, origin, status: "pending" },
      { lead_kind: "contact", audience: "visitor", to_address: "ada@example.com", origin, status: "pending" },
      { lead_kind: "consultation", audience: "staff", to_address: staff, origin, status: "pending" },
      { lead_kind: "consultation", audience: "visitor", to_address: "bo@example.com", origin, status: "pending" },
    ]);
    const columns = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from information_schema.columns where column_name = 'mail_origin'
        and table_schema = current_schema()`),
    );
    expect(columns[0]?.n).toBe(0);
  });
});
