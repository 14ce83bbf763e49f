// A database upgraded while leads still carried the pending-mail marker keeps every e-mail those
// visitors were promised: the marker becomes the outbox rows (the team's notification, then the
// visitor's confirmation), and a lead without the marker gets none it did not already have.
import { afterAll, describe, expect, it } from "vitest";
import { rowsOf, sql } from "./index";
import { databaseBefore, type OldDatabase, upgradeDrivers } from "./test/upgrade";

describe.each(upgradeDrivers)("upgrading leads with a pending-mail marker on $name", ({ name }) => {
  let old: OldDatabase | undefined;
  afterAll(async () => {
    await old?.close();
  });

  it("turns each marker into the two e-mails the worker would have queued, then drops the column", async () => {
    old = await databaseBefore(name, "_lead_mail_in_outbox");
    const { handle } = old;
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

    await old.upgrade();

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
