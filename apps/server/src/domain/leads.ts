import { consultations, contacts, type Db, desc, prospects } from "@lumiere/db";
import type { ConsultationInput, ContactInput, ProspectInput } from "@lumiere/validation";

/** What a visitor is told; identical whether the submission was stored or dropped as spam. */
export interface Accepted {
  success: true;
}
const accepted: Accepted = { success: true };

/** A filled honeypot means a bot: answer as if accepted and store nothing (spec §4, DESIGN §3). */
const isBot = (input: { website?: string | null | undefined }) => Boolean(input.website?.trim());

export async function createConsultation(db: Db, input: ConsultationInput): Promise<Accepted> {
  if (isBot(input)) return accepted;
  await db.insert(consultations).values({
    name: input.name,
    email: input.email,
    company: input.company,
    projectDescription: input.message,
  });
  return accepted;
}

/** Idempotent per email and source: the same signup twice is one row and two successes. */
export async function createProspect(db: Db, input: ProspectInput): Promise<Accepted> {
  if (isBot(input)) return accepted;
  await db
    .insert(prospects)
    .values({ email: input.email.toLowerCase(), source: input.source })
    .onConflictDoNothing({ target: [prospects.email, prospects.source] });
  return accepted;
}

export async function createContact(db: Db, input: ContactInput): Promise<Accepted> {
  if (isBot(input)) return accepted;
  await db.insert(contacts).values({
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    company: input.company,
    subject: input.subject,
    message: input.message,
  });
  return accepted;
}

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
      createdAt: consultations.createdAt,
    })
    .from(consultations)
    .orderBy(desc(consultations.createdAt), desc(consultations.id));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

export async function listProspects(db: Db) {
  const rows = await db
    .select({ id: prospects.id, email: prospects.email, source: prospects.source, createdAt: prospects.createdAt })
    .from(prospects)
    .orderBy(desc(prospects.createdAt), desc(prospects.id));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}
