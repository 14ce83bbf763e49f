// A lead assigned to a person: they are told by a short e-mail (through the outbox, in their
// language, written at send time), and the team's later notifications of it go to them.
import { and, type contacts, type Db, eq, inArray, or, users } from "@lumiere/db";
import { type AssignLeadInput, can, serverMessages, STAFF_ROLES } from "@lumiere/validation";
import { recordActivity } from "../activity";
import type { WakeDeps } from "../deps";
import { enqueue } from "../mail/queue";
import { nameOf } from "../people/names";
import { personNotFound } from "../people/people";
import { Refusal } from "../refusal";
import { LEAD_TABLES } from "./tables";

/** The roles a lead can be assigned to: those that may work the leads inbox. */
const ASSIGNABLE_ROLES = STAFF_ROLES.filter((r) => can(r, "leads"));

/** The people a lead can be assigned to: those who may work the leads inbox. */
export async function listAssignees(db: Db): Promise<Array<{ id: number; name: string }>> {
  const rows = await db
    .select({ id: users.id, username: users.username, displayName: users.displayName })
    .from(users)
    .where(inArray(users.role, ASSIGNABLE_ROLES))
    .orderBy(users.id);
  return rows.map((u) => ({ id: u.id, name: nameOf(u) }));
}

/**
 * Assigns a lead (or, with null, gives it back to the shared inbox). A new assignee with an
 * e-mail address gets "lead assigned to you"; assigning to the same person again sends nothing.
 */
export async function assignLead(
  deps: WakeDeps,
  input: AssignLeadInput,
  actor: string,
): Promise<{ assignee: { id: number; name: string } | null }> {
  const t = LEAD_TABLES[input.kind];
  const { assignee, mailed } = await deps.db.transaction(async (tx) => {
    const [lead] = await tx
      .select({ assigneeId: t.assigneeId })
      .from(t as typeof contacts)
      .where(eq(t.id, input.id))
      .for("update");
    if (!lead) throw new Refusal("not_found", serverMessages.leadNotFound);
    let assignee: { id: number; name: string; email: string | null } | null = null;
    if (input.userId !== null) {
      const [user] = await tx
        .select({ id: users.id, username: users.username, displayName: users.displayName, email: users.email, role: users.role })
        .from(users)
        .where(eq(users.id, input.userId));
      if (!user) throw personNotFound();
      if (!can(user.role, "leads")) throw new Refusal("invalid", serverMessages.forbidden, "userId");
      assignee = { id: user.id, name: nameOf(user), email: user.email };
    }
    if (lead.assigneeId === (assignee?.id ?? null)) return { assignee, mailed: false };
    await tx
      .update(t as typeof contacts)
      .set({ assigneeId: assignee?.id ?? null })
      .where(eq(t.id, input.id));
    if (assignee?.email) await enqueue(tx, { kind: input.kind, id: input.id }, "", [{ audience: "assignee", to: assignee.email }]);
    await recordActivity(tx, {
      action: "lead.assign",
      actor,
      subjectKind: input.kind,
      subjectId: String(input.id),
      data: { assignee: assignee?.name ?? null },
    });
    return { assignee, mailed: Boolean(assignee?.email) };
  });
  if (mailed) deps.wake("mail");
  return { assignee: assignee && { id: assignee.id, name: assignee.name } };
}

/**
 * The address the team's notifications of this lead go to: its assignee's, when it has one with an
 * address whose role may still work the inbox. Asked when a message is queued and again when it is
 * sent (compose.ts), so a role changed in between decides.
 */
export async function assigneeEmail(db: Db, kind: AssignLeadInput["kind"], id: number): Promise<string | null> {
  const t = LEAD_TABLES[kind];
  const [row] = await db
    .select({ email: users.email })
    .from(t as typeof contacts)
    .innerJoin(users, eq(users.id, t.assigneeId))
    .where(and(eq(t.id, id), inArray(users.role, ASSIGNABLE_ROLES)));
  return row?.email ?? null;
}

/** Inbox rows with their assignee and the author of their notes by name. */
export async function withPeople<R extends Record<string, unknown>>(db: Db, rows: R[]) {
  const ids = [...new Set(rows.map((r) => r.assigneeId).filter((v): v is number => typeof v === "number"))];
  const usernames = [...new Set(rows.map((r) => r.notesBy).filter((v): v is string => typeof v === "string" && v !== ""))];
  const found =
    ids.length || usernames.length
      ? await db
          .select({ id: users.id, username: users.username, displayName: users.displayName })
          .from(users)
          .where(or(ids.length ? inArray(users.id, ids) : undefined, usernames.length ? inArray(users.username, usernames) : undefined))
      : [];
  const byId = new Map(found.map((u) => [u.id, nameOf(u)]));
  const byUsername = new Map(found.map((u) => [u.username, nameOf(u)]));
  return rows.map(({ assigneeId, notesBy, notesAt, ...row }) => ({
    ...row,
    assignee: typeof assigneeId === "number" ? { id: assigneeId, name: byId.get(assigneeId) ?? "" } : null,
    /** Who last changed the notes, by name ("" when nobody has). */
    notesBy: typeof notesBy === "string" && notesBy ? (byUsername.get(notesBy) ?? notesBy) : "",
    notesAt: notesAt instanceof Date ? notesAt.toISOString() : null,
  }));
}
