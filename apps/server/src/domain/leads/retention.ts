// Retention: leads (and their e-mails) older than the Settings period are deleted, and chat
// transcripts older than theirs. Run by the server's pruning job.
import { chatMessages, consultations, contacts, type Db, lt, outbox, prospects, webhookDeliveries } from "@lumiere/db";
import { recordActivity } from "../activity";

export interface RetentionSettings {
  leadRetentionMonths: number;
  chatRetentionDays: number;
}

export async function pruneExpiredLeads(db: Db, settings: RetentionSettings, now = new Date()) {
  const leadsBefore = new Date(now);
  leadsBefore.setUTCMonth(leadsBefore.getUTCMonth() - settings.leadRetentionMonths);
  const chatBefore = new Date(now.getTime() - settings.chatRetentionDays * 24 * 60 * 60 * 1000);
  // The entry is written in the deletion's transaction: it exists exactly when the rows are gone.
  return db.transaction(async (tx) => {
    const removed = async (q: Promise<unknown[]>) => (await q).length;
    const counts = {
      contacts: await removed(tx.delete(contacts).where(lt(contacts.createdAt, leadsBefore)).returning({ id: contacts.id })),
      consultations: await removed(
        tx.delete(consultations).where(lt(consultations.createdAt, leadsBefore)).returning({ id: consultations.id }),
      ),
      signups: await removed(tx.delete(prospects).where(lt(prospects.createdAt, leadsBefore)).returning({ id: prospects.id })),
      emails: await removed(tx.delete(outbox).where(lt(outbox.createdAt, leadsBefore)).returning({ id: outbox.id })),
      chatMessages: await removed(tx.delete(chatMessages).where(lt(chatMessages.createdAt, chatBefore)).returning({ id: chatMessages.id })),
    };
    // What was sent to a CRM about those leads goes with them (not counted: it held no personal data).
    await tx.delete(webhookDeliveries).where(lt(webhookDeliveries.createdAt, leadsBefore));
    const total = Object.values(counts).reduce((a, b) => a + b, 0);
    if (total > 0) {
      await recordActivity(tx, {
        action: "retention_prune",
        actor: "system",
        data: { ...counts },
        detail: `Deleted past retention: ${counts.contacts} contact(s), ${counts.consultations} consultation(s), ${counts.signups} signup(s), ${counts.emails} e-mail(s), ${counts.chatMessages} chat message(s)`,
      });
    }
    return counts;
  });
}
