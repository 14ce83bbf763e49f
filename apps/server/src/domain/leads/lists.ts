// The spec's three admin lists (GET /api/admin/contacts, /consultations, /prospects): every row,
// newest first, with the inbox fields added (additive to the contract), without the privacy
// record (language and consent) that only the inbox shows.
import { type Db, desc } from "@lumiere/db";
import { LEAD_COLUMNS, LEAD_TABLES } from "./tables";

const { lang: _l1, consentText: _c1, consentAt: _a1, ...contactColumns } = LEAD_COLUMNS.contact;
const { lang: _l2, consentText: _c2, consentAt: _a2, ...consultationColumns } = LEAD_COLUMNS.consultation;
const { lang: _l3, consentText: _c3, consentAt: _a3, confirmedAt: _f3, ...signupColumns } = LEAD_COLUMNS.signup;

/** The columns each spec list shows (domain/lists reads them a page or a chunk at a time). */
export const SPEC_LIST_COLUMNS = { contact: contactColumns, consultation: consultationColumns, signup: signupColumns };

export const withIsoDates = <T extends { createdAt: Date }>(rows: T[]) => rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));

export async function listContacts(db: Db) {
  const t = LEAD_TABLES.contact;
  return withIsoDates(await db.select(contactColumns).from(t).orderBy(desc(t.createdAt), desc(t.id)));
}

export async function listConsultations(db: Db) {
  const t = LEAD_TABLES.consultation;
  return withIsoDates(await db.select(consultationColumns).from(t).orderBy(desc(t.createdAt), desc(t.id)));
}

export async function listProspects(db: Db) {
  const t = LEAD_TABLES.signup;
  return withIsoDates(await db.select(signupColumns).from(t).orderBy(desc(t.createdAt), desc(t.id)));
}
