// The people of the admin: who they are, who invited them, their roles, and removing them. The
// site always keeps an administrator: the last one can be neither demoted nor removed. A person
// who loses a permission loses what it gave them (authority.ts).
import { and, asc, auditLog, desc, eq, gt, invitations, isNull, ne, sessions, sql, type Tx, users, type Db } from "@lumiere/db";
import { type SetRoleInput, serverMessages, type StaffRole } from "@lumiere/validation";
import { recordActivity } from "../activity";
import { Refusal } from "../refusal";
import { dropWhatRoleNoLongerAllows } from "./authority";

export const personNotFound = () => new Refusal("not_found", serverMessages.personNotFound);

export async function listPeople(db: Db, selfId: number) {
  const lastSignIn = sql<Date | null>`(select max(${auditLog.createdAt}) from ${auditLog} where ${auditLog.action} = 'sign_in' and ${auditLog.actor} = ${users.username})`;
  // Who sent the invitation each person accepted, by name (null: the first account, or the inviter was removed).
  // Written with aliases: a one-table select leaves its columns unqualified.
  const inviterOf = sql<string | null>`(select coalesce(nullif(inviter.display_name, ''), inviter.username)
    from invitations i join users inviter on inviter.id = i.invited_by
    where i.accepted_by = users.id order by i.accepted_at desc limit 1)`;
  const [people, pending] = await Promise.all([
    db
      .select({
        id: users.id,
        username: users.username,
        displayName: users.displayName,
        email: users.email,
        role: users.role,
        totpSecret: users.totpSecret,
        invitedBy: inviterOf,
        lastSignInAt: lastSignIn,
        createdAt: users.createdAt,
      })
      .from(users)
      .orderBy(asc(users.id)),
    db
      .select({
        id: invitations.id,
        email: invitations.email,
        role: invitations.role,
        inviterName: users.displayName,
        inviterUsername: users.username,
        expiresAt: invitations.expiresAt,
        createdAt: invitations.createdAt,
      })
      .from(invitations)
      .leftJoin(users, eq(users.id, invitations.invitedBy))
      .where(and(isNull(invitations.acceptedAt), isNull(invitations.revokedAt), gt(invitations.expiresAt, sql`now()`)))
      .orderBy(desc(invitations.createdAt)),
  ]);
  const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
  return {
    people: people.map(({ totpSecret, lastSignInAt, createdAt, ...p }) => ({
      ...p,
      hasTwoFactor: totpSecret !== null,
      lastSignInAt: iso(lastSignInAt),
      createdAt: createdAt.toISOString(),
      isSelf: p.id === selfId,
    })),
    invitations: pending.map(({ inviterName, inviterUsername, expiresAt, createdAt, ...i }) => ({
      ...i,
      invitedBy: inviterUsername ? inviterName || inviterUsername : null,
      expiresAt: expiresAt.toISOString(),
      createdAt: createdAt.toISOString(),
    })),
  };
}

/** Locks the administrators' rows, so two demotions at once cannot both pass the last-one check. */
async function otherAdministrators(tx: Tx, userId: number): Promise<number> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, "administrator"), ne(users.id, userId)))
    .for("update");
  return rows.length;
}

export async function setRole(db: Db, input: SetRoleInput, actor: string): Promise<{ id: number; role: StaffRole }> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ role: users.role, username: users.username })
      .from(users)
      .where(eq(users.id, input.userId))
      .for("update");
    if (!user) throw personNotFound();
    if (user.role === input.role) return { id: input.userId, role: input.role };
    if (user.role === "administrator" && (await otherAdministrators(tx, input.userId)) === 0) {
      throw new Refusal("conflict", serverMessages.lastAdministrator);
    }
    await tx.update(users).set({ role: input.role }).where(eq(users.id, input.userId));
    const dropped = await dropWhatRoleNoLongerAllows(tx, input.userId, input.role);
    await recordActivity(tx, {
      action: "person.role",
      actor,
      subjectKind: "person",
      subjectId: user.username,
      data: { role: input.role, ...dropped },
    });
    return { id: input.userId, role: input.role };
  });
}

/** Removes a person: their sessions end with them; their articles and notes stay. */
export async function removePerson(db: Db, userId: number, self: { id: number; username: string }): Promise<void> {
  if (userId === self.id) throw new Refusal("conflict", serverMessages.removeSelf);
  await db.transaction(async (tx) => {
    const [user] = await tx.select({ role: users.role, username: users.username }).from(users).where(eq(users.id, userId)).for("update");
    if (!user) throw personNotFound();
    if (user.role === "administrator" && (await otherAdministrators(tx, userId)) === 0) {
      throw new Refusal("conflict", serverMessages.lastAdministrator);
    }
    // Before the row goes: its deletion would clear the invitations' inviter, not withdraw them.
    const dropped = await dropWhatRoleNoLongerAllows(tx, userId, null);
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx.delete(users).where(eq(users.id, userId));
    await recordActivity(tx, {
      action: "person.remove",
      actor: self.username,
      subjectKind: "person",
      subjectId: user.username,
      data: dropped,
    });
  });
}
