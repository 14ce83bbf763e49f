// "New since your last visit" on the dashboard: an admin's visits are kept on their user. Leads
// that came in after the previous visit are counted; reloads within a visit keep that reference.
import { contacts, eq, users } from "@lumiere/db";
import { describe, expect, it } from "vitest";
import { dbLabel, useSignedInApp } from "../helpers/app";

const t = useSignedInApp();

type Since = { contacts: number; consultations: number; signups: number; since: string | null };

/** What the dashboard asks when it opens (batched with the lead list, as the page does). */
async function dashboard(): Promise<Since> {
  const input = encodeURIComponent(JSON.stringify({ 0: undefined, 1: { kind: "contact" } }));
  const res = await t.app.inject({
    method: "GET",
    url: `/trpc/admin.leads.sinceLastVisit,admin.leads.list?batch=1&input=${input}`,
    headers: { cookie: t.cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Array<{ result: { data: Since } }>>()[0]!.result.data;
}

const hoursAgo = (h: number) => new Date(Date.now() - h * 60 * 60 * 1000);
const lead = (name: string, createdAt: Date) => ({
  firstName: name,
  lastName: "Visit",
  email: `${name.toLowerCase()}@example.com`,
  subject: "project",
  message: "Hello",
  createdAt,
});

describe(`leads since the admin's last visit (${dbLabel})`, () => {
  it("counts leads after the previous visit, and a reload within the visit keeps counting from it", async () => {
    const [admin] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.username, "admin"));
    const lastVisit = hoursAgo(2);
    await t.app.db.update(users).set({ dashboardSeenAt: lastVisit, previousVisitAt: null }).where(eq(users.id, admin!.id));
    await t.app.db.insert(contacts).values([lead("Before", hoursAgo(3)), lead("After", hoursAgo(1))]);
    const before = await t.app.db.$count(contacts);

    const opened = await dashboard();
    expect(opened.since).toBe(lastVisit.toISOString());
    const newSinceVisit = opened.contacts;
    expect(newSinceVisit).toBeGreaterThanOrEqual(1);
    expect(newSinceVisit).toBeLessThan(before);

    // A lead arrives; the admin reloads a minute later: same visit, same reference, one more lead.
    await t.app.db.insert(contacts).values(lead("Meanwhile", new Date()));
    const reloaded = await dashboard();
    expect(reloaded.since).toBe(lastVisit.toISOString());
    expect(reloaded.contacts).toBe(newSinceVisit + 1);
  });
});
