// The three lead tables seen through one shape, so the inbox, export and erasure treat them alike.
import { consultations, contacts, type LeadKind, prospects, type SQL, sql } from "@lumiere/db";

export const LEAD_TABLES = {
  contact: contacts,
  consultation: consultations,
  signup: prospects,
} as const;

/** Kept apart by the bot defence until an admin releases it (the team not notified yet). */
const heldOf = (t: typeof contacts | typeof consultations | typeof prospects) => sql<boolean>`(${t.heldAt} is not null)`;

/** What the inbox shows of each kind of lead (and the CSV export contains). */
export const LEAD_COLUMNS = {
  contact: {
    id: contacts.id,
    firstName: contacts.firstName,
    lastName: contacts.lastName,
    email: contacts.email,
    company: contacts.company,
    subject: contacts.subject,
    message: contacts.message,
    status: contacts.status,
    held: heldOf(contacts),
    notes: contacts.notes,
    notesBy: contacts.notesBy,
    notesAt: contacts.notesAt,
    assigneeId: contacts.assigneeId,
    lang: contacts.lang,
    consentText: contacts.consentText,
    consentAt: contacts.consentAt,
    createdAt: contacts.createdAt,
  },
  consultation: {
    id: consultations.id,
    name: consultations.name,
    email: consultations.email,
    company: consultations.company,
    budget: consultations.budget,
    projectDescription: consultations.projectDescription,
    chatSessionId: consultations.chatSessionId,
    chatTranscript: consultations.chatTranscript,
    status: consultations.status,
    held: heldOf(consultations),
    notes: consultations.notes,
    notesBy: consultations.notesBy,
    notesAt: consultations.notesAt,
    assigneeId: consultations.assigneeId,
    lang: consultations.lang,
    consentText: consultations.consentText,
    consentAt: consultations.consentAt,
    createdAt: consultations.createdAt,
  },
  signup: {
    id: prospects.id,
    email: prospects.email,
    source: prospects.source,
    status: prospects.status,
    held: heldOf(prospects),
    notes: prospects.notes,
    notesBy: prospects.notesBy,
    notesAt: prospects.notesAt,
    assigneeId: prospects.assigneeId,
    lang: prospects.lang,
    consentText: prospects.consentText,
    consentAt: prospects.consentAt,
    confirmedAt: prospects.confirmedAt,
    createdAt: prospects.createdAt,
  },
} as const;

/** `%term%` for LIKE with the user's own % and _ taken literally. */
export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The inbox search: the term anywhere in the lead's names, e-mail, company, message or notes. */
export const matchesSearch = (kind: LeadKind, q: string): SQL => sql`${LEAD_TABLES[kind].searchText} like ${likePattern(q.toLowerCase())}`;
