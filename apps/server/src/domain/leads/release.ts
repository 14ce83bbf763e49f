// Releasing a held lead (one the bot defence kept apart): it becomes an ordinary lead, and the
// e-mails it was held back from go out as if it had just arrived.
import { and, type contacts, eq, isNotNull, prospects, sql } from "@lumiere/db";
import { type LeadRef, serverMessages } from "@lumiere/validation";
import { staffRecipients } from "../mail/outbox";
import { Refusal } from "../refusal";
import type { LeadDeps } from "./create";
import { lockSignupAddress, queueSignupMail } from "./signups";
import { LEAD_TABLES } from "./tables";

/** Releases the lead if it is held (a lead that is not is left as it is: a second click changes nothing). */
export async function releaseLead(deps: Omit<LeadDeps, "lang">, ref: LeadRef): Promise<{ success: true }> {
  const queued = ref.kind === "signup" ? await releaseSignup(deps, ref.id) : await releaseMessage(deps, ref);
  if (queued === null) throw new Refusal("not_found", serverMessages.leadNotFound);
  if (queued) deps.kickOutbox();
  return { success: true };
}

/** A contact or consultation gets its pending-mail marker: the worker sends both of its e-mails. */
async function releaseMessage(deps: Omit<LeadDeps, "lang">, ref: LeadRef): Promise<boolean | null> {
  const t = LEAD_TABLES[ref.kind] as typeof contacts;
  const released = await deps.db
    .update(t)
    .set({ heldAt: null, mailOrigin: deps.origin })
    .where(and(eq(t.id, ref.id), isNotNull(t.heldAt)))
    .returning({ id: t.id });
  if (released.length > 0) return true;
  const [exists] = await deps.db.select({ id: t.id }).from(t).where(eq(t.id, ref.id));
  return exists ? false : null;
}

/** A signup is pending again (unless confirmed meanwhile) and mailed as a signup is. */
async function releaseSignup(deps: Omit<LeadDeps, "lang">, id: number): Promise<boolean | null> {
  const staff = await staffRecipients(deps);
  return deps.db.transaction(async (tx) => {
    const [lead] = await tx.select({ email: prospects.email }).from(prospects).where(eq(prospects.id, id));
    if (!lead) return null;
    await lockSignupAddress(tx, lead.email);
    const [row] = await tx
      .update(prospects)
      .set({ heldAt: null, status: sql`case when ${prospects.status} = 'confirmed' then 'confirmed' else 'pending' end` })
      .where(and(eq(prospects.id, id), isNotNull(prospects.heldAt)))
      .returning({ id: prospects.id, email: prospects.email, status: prospects.status });
    if (!row || row.status === "confirmed") return false;
    return queueSignupMail(tx, row, deps.origin, staff);
  });
}
