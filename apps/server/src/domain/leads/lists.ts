// The spec's three admin lists (GET /api/admin/contacts, /consultations, /prospects): every row,
// newest first, with the inbox fields added (additive to the contract).
import { consultations, contacts, type Db, desc, prospects } from "@lumiere/db";

export async function listContacts(db: Db) {
  const rows = await db
    .select({
      id: contacts.id,
      firstName: contacts.firstName,
      lastName: contacts.lastName,
      email: contacts.email,
      company: contacts.company,
      subject: contacts.subject,
      message: contacts.message,
      status: contacts.status,
      notes: contacts.notes,
      createdAt: contacts.createdAt,
    })
    .from(contacts)
    .orderBy(desc(contacts.createdAt), desc(contacts.id));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

export async function listConsultations(db: Db) {
  const rows = await db
    .select({
      id: consultations.id,
      name: consultations.name,
      email: consultations.email,
      company: consultations.company,
      budget: consultations.budget,
      projectDescription: consultations.projectDescription,
      chatSessionId: consultations.chatSessionId,
      chatTranscript: consultations.chatTranscript,
      status: consultations.status,
      notes: consultations.notes,
      createdAt: consultations.createdAt,
    })
    .from(consultations)
    .orderBy(desc(consultations.createdAt), desc(consultations.id));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

export async function listProspects(db: Db) {
  const rows = await db
    .select({
      id: prospects.id,
      email: prospects.email,
      source: prospects.source,
      status: prospects.status,
      notes: prospects.notes,
      createdAt: prospects.createdAt,
    })
    .from(prospects)
    .orderBy(desc(prospects.createdAt), desc(prospects.id));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}
