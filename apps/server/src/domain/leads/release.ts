// Releasing a held lead (one the bot defence kept apart): it becomes an ordinary lead, and the
// team's notification it was held back from goes out (the visitor's confirmation went at once).
import { and, type contacts, eq, isNotNull, prospects } from "@lumiere/db";
import { type LeadRef, serverMessages } from "@lumiere/validation";
import { staffRecipients, writeLeadWithMail } from "../mail/outbox";
import { Refusal } from "../refusal";
import type { LeadDeps } from "./create";
import { lockSignupAddress, releaseSignupMail } from "./signups";
import { LEAD_TABLES } from "./tables";

/** Releases the lead if it is held (a lead that is not is left as it is: a second click changes nothing). */
export async function releaseLead(deps: Omit<LeadDeps, "lang">, ref: LeadRef): Promise<{ success: true }> {
  const staff = await staffRecipients(deps);
  const queued = ref.kind === "signup" ? await releaseSignup(deps, ref.id, staff) : await releaseMessage(deps, ref, staff);
  if (queued === null) throw new Refusal("not_found", serverMessages.leadNotFound);
  if (queued) deps.kickOutbox();
  return { success: true };
}

/** A contact or consultation: clearing the hold and queueing the notification are one statement. */
async function releaseMessage(deps: Omit<LeadDeps, "lang">, ref: LeadRef, staff: string): Promise<boolean | null> {
  const t = LEAD_TABLES[ref.kind] as typeof contacts;
  return deps.db.transaction(async (tx) => {
    const release = tx
      .update(t)
      .set({ heldAt: null })
      .where(and(eq(t.id, ref.id), isNotNull(t.heldAt)))
      .returning({ id: t.id, email: t.email });
    if ((await writeLeadWithMail(tx, ref.kind, release.getSQL(), deps.origin, { staff, visitor: false })).length > 0) {
      return true;
    }
    const [exists] = await tx.select({ id: t.id }).from(t).where(eq(t.id, ref.id));
    return exists ? false : null;
  });
}

/** A signup: the hold ends and the team hears of it, unless it already has. */
async function releaseSignup(deps: Omit<LeadDeps, "lang">, id: number, staff: string): Promise<boolean | null> {
  return deps.db.transaction(async (tx) => {
    const [lead] = await tx.select({ email: prospects.email }).from(prospects).where(eq(prospects.id, id));
    if (!lead) return null;
    await lockSignupAddress(tx, lead.email);
    const release = tx
      .update(prospects)
      .set({ heldAt: null })
      .where(and(eq(prospects.id, id), isNotNull(prospects.heldAt)))
      .returning({ id: prospects.id, email: prospects.email });
    return (await releaseSignupMail(tx, { id, email: lead.email }, release.getSQL(), deps.origin, staff)).queued;
  });
}
