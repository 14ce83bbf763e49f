// "New since your last visit": each admin's visits are remembered on their user. A visit lasts
// until 30 minutes pass without opening the dashboard, so reloads do not reset the count.
import { type Db, eq, users } from "@lumiere/db";
import { countLeadsSince } from "./inbox";

const VISIT_GAP_MS = 30 * 60 * 1000;

export async function leadsSinceLastVisit(db: Db, userId: number, now = new Date()) {
  const [user] = await db
    .select({ seenAt: users.dashboardSeenAt, previousVisitAt: users.previousVisitAt })
    .from(users)
    .where(eq(users.id, userId));
  const seenAt = user?.seenAt ?? null;
  const isNewVisit = !seenAt || now.getTime() - seenAt.getTime() > VISIT_GAP_MS;
  const previous = isNewVisit ? seenAt : (user?.previousVisitAt ?? null);
  await db.update(users).set({ dashboardSeenAt: now, previousVisitAt: previous }).where(eq(users.id, userId));
  return countLeadsSince(db, previous);
}
