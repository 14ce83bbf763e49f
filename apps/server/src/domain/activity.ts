// The activity feed: what admins did, who and when (audit_log). Never personal data: an erasure
// records counts, a lead update its id, a sign-in the username. Only the domain records, inside the
// transaction of the change it describes, so an entry exists exactly when the change committed.
import { personName } from "./people/names";
import { and, asc, auditLog, count, type Db, desc, eq, inArray, sql } from "@lumiere/db";
import { type ActivityAction, type ActivityPageInput, type ContentRef, LONE_SURROGATE } from "@lumiere/validation";
import { pageOf, searchAny } from "./paging";

export interface ActivityEntry {
  action: ActivityAction;
  actor: string;
  subjectKind?: string;
  subjectId?: string;
  data?: Record<string, unknown>;
  detail?: string;
}

type Writer = Pick<Db, "insert">;

const BROKEN = new RegExp(LONE_SURROGATE.source, "g");
/** The entry's data as JSON can hold it: half a surrogate pair (junk a request sent) becomes U+FFFD. */
function storable(value: unknown): unknown {
  if (typeof value === "string") return value.replace(BROKEN, "\ufffd");
  if (Array.isArray(value)) return value.map(storable);
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, storable(v)]));
  return value;
}

export async function recordActivity(db: Writer, entry: ActivityEntry): Promise<void> {
  await db.insert(auditLog).values({
    action: entry.action,
    actor: entry.actor,
    subjectKind: entry.subjectKind ?? "",
    subjectId: entry.subjectId ?? "",
    data: storable(entry.data ?? {}) as Record<string, unknown>,
    detail: entry.detail ?? "",
  });
}

/** The audit subject of a page or article. */
export function subjectOf(ref: ContentRef): { subjectKind: string; subjectId: string } {
  return ref.kind === "page" ? { subjectKind: "page", subjectId: ref.pageId } : { subjectKind: ref.kind, subjectId: String(ref.id) };
}

const toItem = (r: typeof auditLog.$inferSelect, actorName: string) => ({
  id: r.id,
  action: r.action,
  actor: r.actor,
  /** The person by name (display name, else username) as the feed shows them. */
  actorName,
  subjectKind: r.subjectKind,
  subjectId: r.subjectId,
  data: r.data,
  detail: r.detail,
  createdAt: r.createdAt.toISOString(),
});
export type ActivityItem = ReturnType<typeof toItem>;

/** A page of the feed (one item's, or everyone's), searched in who, what and the names it records. */
export async function pageActivity(db: Db, input: ActivityPageInput) {
  const subject = input.ref ? subjectOf(input.ref) : null;
  const filter = and(
    subject ? and(eq(auditLog.subjectKind, subject.subjectKind), eq(auditLog.subjectId, subject.subjectId)) : undefined,
    searchAny(input.q, [auditLog.actor, auditLog.action, sql`${auditLog.data}::text`]),
  );
  const order = input.sort === "oldest" ? [asc(auditLog.id)] : [desc(auditLog.id)];
  return pageOf(
    input,
    (limit, offset) =>
      db
        .select({ row: auditLog, actorName: personName(auditLog.actor) })
        .from(auditLog)
        .where(filter)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    async () => (await db.select({ n: count() }).from(auditLog).where(filter))[0]?.n ?? 0,
    (r) => toItem(r.row, r.actorName),
  );
}

/** What the privacy section lists: what was done to personal data. */
export const PRIVACY_ACTIONS: ActivityAction[] = ["erase_subject", "retention_prune"];
export async function listPrivacyAudit(db: Db, limit = 50): Promise<ActivityItem[]> {
  const rows = await db
    .select({ row: auditLog, actorName: personName(auditLog.actor) })
    .from(auditLog)
    .where(inArray(auditLog.action, PRIVACY_ACTIONS))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
  return rows.map((r) => toItem(r.row, r.actorName));
}
