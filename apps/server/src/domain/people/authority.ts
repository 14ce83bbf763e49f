// What a role hands on, and what a person loses with it. An invitation carries its inviter's
// authority: it is withdrawn when they lose the right to manage people (demoted or removed), and
// refused at acceptance if they no longer hold it. A lead assigned to someone who may no longer
// work the inbox goes back to the shared inbox, so its e-mails go to the team again.
import { and, type Db, eq, invitations, isNull, type Tx, users } from "@lumiere/db";
import { can, serverMessages, type StaffRole } from "@lumiere/validation";
import { LEAD_TABLES } from "../leads/tables";
import { Refusal } from "../refusal";

/**
 * Takes away what `role` no longer allows (null: the person is being removed): their pending
 * invitations without "people", their assigned leads without "leads". Runs in the transaction
 * that changes the role, with the person's row locked.
 */
export async function dropWhatRoleNoLongerAllows(
  tx: Tx,
  userId: number,
  role: StaffRole | null,
): Promise<{ invitationsWithdrawn: number; leadsUnassigned: number }> {
  let invitationsWithdrawn = 0;
  let leadsUnassigned = 0;
  if (!can(role, "people")) {
    const withdrawn = await tx
      .update(invitations)
      .set({ revokedAt: new Date() })
      .where(and(eq(invitations.invitedBy, userId), isNull(invitations.acceptedAt), isNull(invitations.revokedAt)))
      .returning({ id: invitations.id });
    invitationsWithdrawn = withdrawn.length;
  }
  if (!can(role, "leads")) {
    for (const t of Object.values(LEAD_TABLES)) {
      const freed = await tx
        .update(t as typeof LEAD_TABLES.contact)
        .set({ assigneeId: null })
        .where(eq(t.assigneeId, userId))
        .returning({ id: t.id });
      leadsUnassigned += freed.length;
    }
  }
  return { invitationsWithdrawn, leadsUnassigned };
}

/**
 * Refuses an invitation whose inviter no longer may manage people (demoted, or removed: then
 * `invitedBy` is null). Their row is read FOR SHARE, so a demotion running at the same time
 * either comes first (and this refuses) or waits for the acceptance.
 */
export async function requireInviterAuthority(tx: Tx | Db, invitedBy: number | null): Promise<void> {
  const [inviter] = invitedBy === null ? [] : await tx.select({ role: users.role }).from(users).where(eq(users.id, invitedBy)).for("share");
  if (!inviter || !can(inviter.role, "people")) throw new Refusal("conflict", serverMessages.invitationInviterLost);
}
