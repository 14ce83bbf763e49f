// Double opt-in: the link in the confirmation e-mail confirms; every signup e-mail's link (and
// the List-Unsubscribe one-click POST) unsubscribes. How often an address is mailed is decided here.
import { and, type Db, eq, isNotNull, outbox, prospects, rowsOf, type SQL, sql, type Tx } from "@lumiere/db";
import { type LeadMail, staffRecipients, writeLeadWithMail } from "../mail/queue";
import type { ContentDeps, WakeDeps } from "../deps";
import { type SiteOriginDeps, siteOrigin } from "../site-origin";

/** `unsubscribed`: a confirmation link followed after unsubscribing, which changes nothing. */
export type SignupLinkResult = { ok: true; email: string; unsubscribed?: boolean } | { ok: false };

/**
 * Following our own link proves the address: a held signup is no longer suspect, so its hold ends
 * and the team's notification it was waiting for is queued, under the same lock as a signup.
 */
export async function confirmSignup(deps: ContentDeps & SiteOriginDeps & WakeDeps, token: string): Promise<SignupLinkResult> {
  const [found] = await deps.db
    .select({ email: prospects.email, status: prospects.status })
    .from(prospects)
    .where(eq(prospects.token, token));
  if (!found) return { ok: false };
  const staff = await staffRecipients(deps);
  const origin = await siteOrigin(deps);
  const queued = await deps.db.transaction(async (tx) => {
    await lockSignupAddress(tx, found.email);
    const [held] = await tx
      .select({ id: prospects.id })
      .from(prospects)
      .where(and(eq(prospects.token, token), isNotNull(prospects.heldAt), sql`${prospects.status} <> 'unsubscribed'`));
    // An unsubscribed address that clicks an old confirmation link stays unsubscribed, but is told so.
    const confirm = tx
      .update(prospects)
      .set({ status: "confirmed", confirmedAt: sql`coalesce(${prospects.confirmedAt}, now())`, heldAt: null })
      .where(and(eq(prospects.token, token), sql`${prospects.status} <> 'unsubscribed'`))
      .returning({ id: prospects.id, email: prospects.email });
    return (await releaseSignupMail(tx, { id: held?.id ?? 0, email: found.email }, confirm.getSQL(), origin, held ? staff : null)).queued;
  });
  if (queued) deps.wake("mail", "webhooks");
  return { ok: true, email: found.email, unsubscribed: found.status === "unsubscribed" };
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

const NO_MAIL: LeadMail = { staff: null, visitor: false };
const queues = (mail: LeadMail) => mail.staff !== null || mail.visitor;

/**
 * Which of a signup's e-mails are due, under lockSignupAddress: the team hears of a signup once (not
 * while it is held: `staff` null), and an address gets at most one confirmation a day however often
 * it signs up (repeats are how a form is used to mail-bomb someone). `id` is null for a new signup.
 */
async function dueSignupMail(tx: Tx, row: { id: number | null; email: string }, to: LeadMail): Promise<LeadMail> {
  const [state] = rowsOf<{ notified: boolean; mailed: boolean }>(
    await tx.execute(sql`
      select
        exists (select 1 from ${outbox} where lead_kind = 'signup' and lead_id = ${row.id ?? 0} and audience = 'staff') as notified,
        exists (
          select 1 from ${outbox} o join ${prospects} p on o.lead_kind = 'signup' and o.lead_id = p.id
          where p.email = ${row.email} and o.audience = 'visitor' and o.created_at > now() - interval '1 day'
        ) as mailed`),
  );
  return { staff: state?.notified ? null : to.staff, visitor: to.visitor && !state?.mailed };
}

/**
 * Writes the end of a signup's hold (`release`: its confirmation, or an admin's release) with the
 * team's notification it was held back from, unless the team has heard of it (`staff` null: none).
 */
export async function releaseSignupMail(tx: Tx, row: { id: number; email: string }, release: SQL, origin: string, staff: string | null) {
  const due = staff === null ? NO_MAIL : await dueSignupMail(tx, row, { staff, visitor: false });
  const written = (await writeLeadWithMail(tx, "signup", release, origin, due)).length > 0;
  return { written, queued: written && queues(due) };
}

type SignupValues = Pick<typeof prospects.$inferInsert, "email" | "lang" | "consentText" | "consentAt"> & { source: string };

/**
 * Stores a signup (a repeat is the same row) with the e-mails due, under the address's lock. A new
 * confirmation carries a new link; when none is sent, the link already sent keeps working. A
 * confirmed address is mailed nothing. Returns whether anything was queued.
 */
export async function writeSignup(deps: { db: Db; origin: string }, values: SignupValues, held: boolean, staff: string | null) {
  return deps.db.transaction(async (tx) => {
    await lockSignupAddress(tx, values.email);
    const [existing] = await tx
      .select({ id: prospects.id, status: prospects.status })
      .from(prospects)
      .where(and(eq(prospects.email, values.email), eq(prospects.source, values.source)));
    const due =
      existing?.status === "confirmed"
        ? NO_MAIL
        : await dueSignupMail(tx, { id: existing?.id ?? null, email: values.email }, { staff, visitor: true });
    const upsert = tx
      .insert(prospects)
      .values({ ...values, ...(held ? { heldAt: new Date() } : {}) })
      .onConflictDoUpdate({
        target: [prospects.email, prospects.source],
        set: {
          status: sql`case when ${prospects.status} = 'confirmed' then 'confirmed' else 'pending' end`,
          heldAt: held
            ? sql`case when ${prospects.status} = 'confirmed' or exists (
                select 1 from ${outbox} where lead_kind = 'signup' and lead_id = ${prospects.id} and audience = 'staff'
              ) then null else coalesce(${prospects.heldAt}, now()) end`
            : null,
          ...(due.visitor ? { token: crypto.randomUUID() } : {}),
          lang: values.lang,
          ...(values.consentText ? { consentText: values.consentText, consentAt: values.consentAt } : {}),
        },
      })
      .returning({ id: prospects.id, email: prospects.email });
    return (await writeLeadWithMail(tx, "signup", upsert.getSQL(), deps.origin, due)).length > 0 && queues(due);
  });
}
