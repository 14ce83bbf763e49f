// Double opt-in: the link in the confirmation e-mail confirms; every signup e-mail's link (and
// the List-Unsubscribe one-click POST) unsubscribes. How often an address is mailed is decided here.
import { and, type Db, eq, isNotNull, outbox, prospects, rowsOf, sql, type Tx } from "@lumiere/db";
import { enqueue, type OutboxEntry, staffRecipients } from "../mail/outbox";
import type { LeadDeps } from "./create";

export type SignupLinkResult = { ok: true; email: string } | { ok: false };

/**
 * Following our own link proves the address: a held signup is no longer suspect, so its hold ends
 * and the team's notification it was waiting for is queued, under the same lock as a signup.
 */
export async function confirmSignup(deps: Omit<LeadDeps, "lang">, token: string): Promise<SignupLinkResult> {
  const [found] = await deps.db.select({ email: prospects.email }).from(prospects).where(eq(prospects.token, token));
  if (!found) return { ok: false };
  const staff = await staffRecipients(deps);
  const queued = await deps.db.transaction(async (tx) => {
    await lockSignupAddress(tx, found.email);
    const [held] = await tx
      .select({ id: prospects.id })
      .from(prospects)
      .where(and(eq(prospects.token, token), isNotNull(prospects.heldAt), sql`${prospects.status} <> 'unsubscribed'`));
    // An unsubscribed address that clicks an old confirmation link stays unsubscribed, but is told so.
    await tx
      .update(prospects)
      .set({ status: "confirmed", confirmedAt: sql`coalesce(${prospects.confirmedAt}, now())`, heldAt: null })
      .where(and(eq(prospects.token, token), sql`${prospects.status} <> 'unsubscribed'`));
    return held ? queueSignupMail(tx, { id: held.id, email: found.email }, deps.origin, { staff, visitor: false }) : false;
  });
  if (queued) deps.kickOutbox();
  return { ok: true, email: found.email };
}

export async function unsubscribeSignup(db: Db, token: string): Promise<SignupLinkResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(prospects)
      // A held signup that came before is not released into a mail later.
      .set({ status: "unsubscribed", unsubscribedAt: sql`coalesce(${prospects.unsubscribedAt}, now())`, heldAt: null })
      .where(eq(prospects.token, token))
      .returning({ id: prospects.id, email: prospects.email });
    if (!row) return { ok: false as const };
    // Nothing still waiting in the outbox goes to someone who just said no.
    await tx
      .delete(outbox)
      .where(
        and(eq(outbox.leadKind, "signup"), eq(outbox.leadId, row.id), eq(outbox.audience, "visitor"), sql`${outbox.status} <> 'sent'`),
      );
    return { ok: true as const, email: row.email };
  });
}

/**
 * Serialises the signups of one address (whatever their source) until the transaction ends, so
 * two processes deciding whether to mail it cannot both say yes.
 */
export const lockSignupAddress = (tx: Tx, email: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`signup:${email}`}, 0))`);

/**
 * Queues a pending signup's e-mails, under lockSignupAddress: the team hears of a signup once (not
 * while it is held: `staff` null), and an address gets at most one confirmation a day however often
 * it signs up (repeats are how a form is used to mail-bomb someone). A new confirmation carries a
 * new link; when none is sent, the link already sent keeps working. Returns whether anything was queued.
 */
export async function queueSignupMail(
  tx: Tx,
  row: { id: number; email: string },
  origin: string,
  to: { staff: string | null; visitor: boolean },
): Promise<boolean> {
  const [state] = rowsOf<{ notified: boolean; mailed: boolean }>(
    await tx.execute(sql`
      select
        exists (select 1 from ${outbox} where lead_kind = 'signup' and lead_id = ${row.id} and audience = 'staff') as notified,
        exists (
          select 1 from ${outbox} o join ${prospects} p on o.lead_kind = 'signup' and o.lead_id = p.id
          where p.email = ${row.email} and o.audience = 'visitor' and o.created_at > now() - interval '1 day'
        ) as mailed`),
  );
  const entries: OutboxEntry[] = [];
  if (to.staff !== null && !state?.notified) entries.push({ audience: "staff", to: to.staff });
  if (to.visitor && !state?.mailed) {
    await tx.update(prospects).set({ token: crypto.randomUUID() }).where(eq(prospects.id, row.id));
    entries.push({ audience: "visitor", to: row.email });
  }
  await enqueue(tx, { kind: "signup", id: row.id }, origin, entries);
  return entries.length > 0;
}
