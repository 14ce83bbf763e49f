// Data-subject rights (GDPR art. 15, 17, 20): everything held about one e-mail address, as JSON,
// and its erasure with an audit entry that records what was erased but no personal data.
import { type AnyColumn, chatMessages, consultations, contacts, type Db, inArray, outbox, prospects, sql, or, and } from "@lumiere/db";
import type { ContentDeps } from "../deps";
import { queuePendingMail } from "../mail/outbox";
import { recordActivity } from "../activity";
import { likePattern } from "./tables";

const byEmail = (column: AnyColumn, email: string) => sql`lower(${column}) = ${email.toLowerCase()}`;

/** Chat sessions in which the visitor typed the address (transcripts carry no e-mail field). */
async function chatSessionsMentioning(db: Db, email: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ sessionId: chatMessages.sessionId })
    .from(chatMessages)
    .where(sql`${chatMessages.content} ilike ${likePattern(email)}`);
  return rows.map((r) => r.sessionId);
}

export async function findSubject(deps: ContentDeps, email: string) {
  // A lead stored a moment ago: its e-mails become outbox rows now, so they are found (and erased).
  await queuePendingMail(deps);
  const { db } = deps;
  const [contactRows, consultationRows, signupRows, sessions] = await Promise.all([
    db.select().from(contacts).where(byEmail(contacts.email, email)),
    db.select().from(consultations).where(byEmail(consultations.email, email)),
    db.select().from(prospects).where(byEmail(prospects.email, email)),
    chatSessionsMentioning(db, email),
  ]);
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

export type SubjectRecord = Awaited<ReturnType<typeof findSubject>>;

export async function eraseSubject(deps: ContentDeps, email: string, actor: string) {
  const { db } = deps;
  const found = await findSubject(deps, email);
  const counts = {
    contacts: found.contacts.length,
    consultations: found.consultations.length,
    signups: found.signups.length,
    chatMessages: found.chatMessages.length,
    emails: found.emails.length,
  };
  await db.transaction(async (tx) => {
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
    if (counts.chatMessages)
      await tx.delete(chatMessages).where(
        inArray(
          chatMessages.id,
          found.chatMessages.map((r) => r.id),
        ),
      );
    await recordActivity(tx, {
      action: "erase_subject",
      actor,
      data: { ...counts },
      detail: `Erased ${counts.contacts} contact(s), ${counts.consultations} consultation(s), ${counts.signups} signup(s), ${counts.chatMessages} chat message(s), ${counts.emails} e-mail(s)`,
    });
  });
  return counts;
}
