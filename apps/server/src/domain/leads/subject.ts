// Data-subject rights (GDPR art. 15, 17, 20): everything held about one e-mail address, as JSON,
// and its erasure with an audit entry that records what was erased but no personal data.
import {
  type AnyColumn,
  auditLog,
  chatMessages,
  consultations,
  contacts,
  type Db,
  eq,
  inArray,
  outbox,
  prospects,
  sql,
  or,
  and,
} from "@lumiere/db";
import type { ContentDeps } from "../deps";
import { recordActivity } from "../activity";
import { likePattern } from "./tables";
import { eraseLeadDeliveries } from "../webhooks/queue";

const byEmail = (column: AnyColumn, email: string) => sql`lower(${column}) = ${email.toLowerCase()}`;

/**
 * The person's chat sessions: those in which they typed the address (transcripts carry no e-mail
 * field), and those their consultations came from (Aya's hand-off), where they may have given only
 * their name or phone.
 */
async function chatSessionsOf(db: Db, email: string, linked: Array<{ chatSessionId: string }>): Promise<string[]> {
  const rows = await db
    .selectDistinct({ sessionId: chatMessages.sessionId })
    .from(chatMessages)
    .where(sql`${chatMessages.content} ilike ${likePattern(email)}`);
  const sessions = new Set(rows.map((r) => r.sessionId));
  for (const { chatSessionId } of linked) if (chatSessionId) sessions.add(chatSessionId);
  return [...sessions];
}

async function gatherSubject(deps: ContentDeps, email: string) {
  const { db } = deps;
  const [contactRows, consultationRows, signupRows] = await Promise.all([
    db.select().from(contacts).where(byEmail(contacts.email, email)),
    db.select().from(consultations).where(byEmail(consultations.email, email)),
    db.select().from(prospects).where(byEmail(prospects.email, email)),
  ]);
  const sessions = await chatSessionsOf(db, email, consultationRows);
  const chat = sessions.length
    ? await db.select().from(chatMessages).where(inArray(chatMessages.sessionId, sessions)).orderBy(chatMessages.sessionId, chatMessages.id)
    : [];
  const leadMatch = or(
    contactRows.length
      ? and(
          sql`${outbox.leadKind} = 'contact'`,
          inArray(
            outbox.leadId,
            contactRows.map((r) => r.id),
          ),
        )
      : undefined,
    consultationRows.length
      ? and(
          sql`${outbox.leadKind} = 'consultation'`,
          inArray(
            outbox.leadId,
            consultationRows.map((r) => r.id),
          ),
        )
      : undefined,
    signupRows.length
      ? and(
          sql`${outbox.leadKind} = 'signup'`,
          inArray(
            outbox.leadId,
            signupRows.map((r) => r.id),
          ),
        )
      : undefined,
    byEmail(outbox.toAddress, email),
  );
  const emails = await db
    .select({
      id: outbox.id,
      leadKind: outbox.leadKind,
      leadId: outbox.leadId,
      audience: outbox.audience,
      toAddress: outbox.toAddress,
      subject: outbox.subject,
      status: outbox.status,
      sentAt: outbox.sentAt,
      createdAt: outbox.createdAt,
    })
    .from(outbox)
    .where(leadMatch)
    .orderBy(outbox.id);
  // Signup tokens are secrets of the links, not data about the person.
  const signups = signupRows.map(({ token: _token, ...r }) => r);
  return { email: email.toLowerCase(), contacts: contactRows, consultations: consultationRows, signups, chatMessages: chat, emails };
}

export type SubjectRecord = Awaited<ReturnType<typeof gatherSubject>>;

/** Everything held about one address (an export); the feed records who exported, never the address. */
export async function findSubject(deps: ContentDeps, email: string, actor: string): Promise<SubjectRecord> {
  const found = await gatherSubject(deps, email);
  await recordActivity(deps.db, { action: "subject.export", actor });
  return found;
}

const ERASED = "[erased]";
/**
 * Audit entries are written without personal data, but one that holds the address anyway (a title,
 * a detail) keeps its who and when and loses the address.
 */
async function redactAuditEntries(tx: Pick<Db, "select" | "update">, email: string): Promise<number> {
  const pattern = likePattern(email);
  const rows = await tx
    .select({ id: auditLog.id, detail: auditLog.detail, data: auditLog.data })
    .from(auditLog)
    .where(or(sql`${auditLog.detail} ilike ${pattern}`, sql`${auditLog.data}::text ilike ${pattern}`));
  const address = new RegExp(email.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "gi");
  for (const row of rows) {
    await tx
      .update(auditLog)
      .set({ detail: row.detail.replace(address, ERASED), data: JSON.parse(JSON.stringify(row.data).replace(address, ERASED)) })
      .where(eq(auditLog.id, row.id));
  }
  return rows.length;
}

export async function eraseSubject(deps: ContentDeps, email: string, actor: string) {
  const { db } = deps;
  const found = await gatherSubject(deps, email);
  const counts = {
    contacts: found.contacts.length,
    consultations: found.consultations.length,
    signups: found.signups.length,
    chatMessages: found.chatMessages.length,
    emails: found.emails.length,
  };
  const erased = await db.transaction(async (tx) => {
    // What is queued for the CRM goes too (delivered rows hold no copy, but say a lead existed).
    await eraseLeadDeliveries(tx, {
      contact: found.contacts.map((r) => r.id),
      consultation: found.consultations.map((r) => r.id),
      signup: found.signups.map((r) => r.id),
    });
    if (found.emails.length)
      await tx.delete(outbox).where(
        inArray(
          outbox.id,
          found.emails.map((e) => e.id),
        ),
      );
    if (counts.contacts)
      await tx.delete(contacts).where(
        inArray(
          contacts.id,
          found.contacts.map((r) => r.id),
        ),
      );
    if (counts.consultations)
      await tx.delete(consultations).where(
        inArray(
          consultations.id,
          found.consultations.map((r) => r.id),
        ),
      );
    if (counts.signups)
      await tx.delete(prospects).where(
        inArray(
          prospects.id,
          found.signups.map((r) => r.id),
        ),
      );
    // Whole sessions: with anything said in them since they were read.
    const sessions = [...new Set(found.chatMessages.map((m) => m.sessionId))];
    const chat = sessions.length
      ? await tx.delete(chatMessages).where(inArray(chatMessages.sessionId, sessions)).returning({ id: chatMessages.id })
      : [];
    const done = { ...counts, chatMessages: chat.length, auditEntries: await redactAuditEntries(tx, found.email) };
    await recordActivity(tx, {
      action: "erase_subject",
      actor,
      data: done,
      detail: `Erased ${done.contacts} contact(s), ${done.consultations} consultation(s), ${done.signups} signup(s), ${done.chatMessages} chat message(s), ${done.emails} e-mail(s); the address removed from ${done.auditEntries} audit entry(ies)`,
    });
    return done;
  });
  return erased;
}
