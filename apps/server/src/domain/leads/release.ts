// Releasing a held lead (one the bot defence kept apart): it becomes an ordinary lead, and the
// team's notification it was held back from goes out (the visitor's confirmation went at once).
import { and, type contacts, type Db, eq, isNotNull, prospects, type Tx } from "@lumiere/db";
import { type LeadRef, serverMessages } from "@lumiere/validation";
import { recordActivity } from "../activity";
import { staffRecipients, writeLeadWithMail } from "../mail/queue";
import { assigneeEmail } from "./assignment";
import { Refusal } from "../refusal";
import type { ContentDeps, WakeDeps } from "../deps";
import { type SiteOriginDeps, siteOrigin } from "../site-origin";
import { lockSignupAddress, releaseSignupMail } from "./signups";
import { LEAD_TABLES } from "./tables";

/**
 * Releases the lead if it is held (a lead that is not is left as it is: a second click changes
 * nothing and records nothing); the release is recorded in the transaction that makes it.
 */
export async function releaseLead(deps: ContentDeps & SiteOriginDeps & WakeDeps, ref: LeadRef, actor: string): Promise<{ success: true }> {
  // An assigned lead's notification goes to its assignee.
  const staff = (await assigneeEmail(deps.db, ref.kind, ref.id)) ?? (await staffRecipients(deps));
  const record = (tx: Tx) => recordActivity(tx, { action: "lead.release", actor, subjectKind: ref.kind, subjectId: String(ref.id) });
  const to = { db: deps.db, origin: await siteOrigin(deps) };
  const queued = ref.kind === "signup" ? await releaseSignup(to, ref.id, staff, record) : await releaseMessage(to, ref, staff, record);
  if (queued === null) throw new Refusal("not_found", serverMessages.leadNotFound);
  if (queued) deps.wake("mail", "webhooks");
  return { success: true };
}

type RecordRelease = (tx: Tx) => Promise<void>;

/** A contact or consultation: clearing the hold and queueing the notification are one statement. */
async function releaseMessage(
  deps: { db: Db; origin: string },
  ref: LeadRef,
  staff: string,
  record: RecordRelease,
): Promise<boolean | null> {
  const t = LEAD_TABLES[ref.kind] as typeof contacts;
  return deps.db.transaction(async (tx) => {
    const release = tx
      .update(t)
      .set({ heldAt: null })
      .where(and(eq(t.id, ref.id), isNotNull(t.heldAt)))
      .returning({ id: t.id, email: t.email });
    if ((await writeLeadWithMail(tx, ref.kind, release.getSQL(), deps.origin, { staff, visitor: false })).length > 0) {
      await record(tx);
      return true;
    }
    const [exists] = await tx.select({ id: t.id }).from(t).where(eq(t.id, ref.id));
    return exists ? false : null;
  });
}

/** A signup: the hold ends and the team hears of it, unless it already has. */
async function releaseSignup(deps: { db: Db; origin: string }, id: number, staff: string, record: RecordRelease): Promise<boolean | null> {
  return deps.db.transaction(async (tx) => {
    const [lead] = await tx.select({ email: prospects.email }).from(prospects).where(eq(prospects.id, id));
    if (!lead) return null;
    await lockSignupAddress(tx, lead.email);
    const release = tx
      .update(prospects)
      .set({ heldAt: null })
      .where(and(eq(prospects.id, id), isNotNull(prospects.heldAt)))
      .returning({ id: prospects.id, email: prospects.email });
    const { written, queued } = await releaseSignupMail(tx, { id, email: lead.email }, release.getSQL(), deps.origin, staff);
    if (written) await record(tx);
    return queued;
  });
}
