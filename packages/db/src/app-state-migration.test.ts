// A database written before app_state existed keeps what it held once upgraded: the server's own
// records move out of "settings" into app_state, each admin's dashboard visits onto their user,
// and the admin's settings stay where they were.
import { afterAll, describe, expect, it } from "vitest";
import { appState, eq, settings, sql, users } from "./index";
import { databaseBefore, type OldDatabase, upgradeDrivers } from "./test/upgrade";

describe.each(upgradeDrivers)("upgrading to app_state on $name", ({ name }) => {
  let old: OldDatabase | undefined;
  afterAll(async () => {
    await old?.close();
  });

  it("moves markers, keys, the origin and the AI test to app_state and visit times onto users", async () => {
    old = await databaseBefore(name, "_app_state");
    const { handle } = old;
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

    await old.upgrade();

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
