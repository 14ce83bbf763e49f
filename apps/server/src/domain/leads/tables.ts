// The three lead tables seen through one shape, so the inbox, export and erasure treat them alike.
import { consultations, contacts, type LeadKind, prospects, type SQL, sql } from "@lumiere/db";

export const LEAD_TABLES = {
  contact: contacts,
  consultation: consultations,
  signup: prospects,
} as const;

/** `%term%` for LIKE with the user's own % and _ taken literally. */
export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The inbox search: the term anywhere in the lead's names, e-mail, company, message or notes. */
export const matchesSearch = (kind: LeadKind, q: string): SQL => sql`${LEAD_TABLES[kind].searchText} like ${likePattern(q.toLowerCase())}`;
