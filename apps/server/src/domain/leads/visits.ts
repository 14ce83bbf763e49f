// "New since your last visit": each admin's visits are remembered in a settings row. A visit
// lasts until 30 minutes pass without opening the dashboard, so reloads do not reset the count.
import { type Db, eq, settings } from "@lumiere/db";
import { countLeadsSince } from "./inbox";

const VISIT_GAP_MS = 30 * 60 * 1000;

export async function leadsSinceLastVisit(db: Db, userId: number, now = new Date()) {
  const key = `admin_visit:${userId}`;
  const [row] = await db.select({ data: settings.data }).from(settings).where(eq(settings.type, key));
  const data = (row?.data ?? {}) as { seenAt?: string; previousSeenAt?: string | null };
  const seenAt = data.seenAt ? new Date(data.seenAt) : null;
  const isNewVisit = !seenAt || now.getTime() - seenAt.getTime() > VISIT_GAP_MS;
  const previous = isNewVisit ? seenAt : data.previousSeenAt ? new Date(data.previousSeenAt) : null;
  const next = { seenAt: now.toISOString(), previousSeenAt: previous?.toISOString() ?? null };
  await db
    .insert(settings)
    .values({ type: key, data: next })
    .onConflictDoUpdate({ target: settings.type, set: { data: next, updatedAt: now } });
  return countLeadsSince(db, previous);
}
