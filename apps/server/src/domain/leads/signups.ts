// Double opt-in: the link in the confirmation e-mail confirms; every signup e-mail's link (and
// the List-Unsubscribe one-click POST) unsubscribes.
import { type Db, eq, outbox, prospects, sql, and } from "@lumiere/db";

export type SignupLinkResult = { ok: true; email: string } | { ok: false };

export async function confirmSignup(db: Db, token: string): Promise<SignupLinkResult> {
  const [row] = await db
    .update(prospects)
    .set({ status: "confirmed", confirmedAt: sql`coalesce(${prospects.confirmedAt}, now())` })
    .where(and(eq(prospects.token, token), sql`${prospects.status} <> 'unsubscribed'`))
    .returning({ email: prospects.email });
  if (row) return { ok: true, email: row.email };
  // An unsubscribed address that clicks an old confirmation link stays unsubscribed, but is told so.
  const [existing] = await db.select({ email: prospects.email }).from(prospects).where(eq(prospects.token, token));
  return existing ? { ok: true, email: existing.email } : { ok: false };
}

export async function unsubscribeSignup(db: Db, token: string): Promise<SignupLinkResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(prospects)
      .set({ status: "unsubscribed", unsubscribedAt: sql`coalesce(${prospects.unsubscribedAt}, now())` })
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
