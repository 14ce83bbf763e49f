// The columns of the spec's three admin lists (GET /api/admin/contacts, /consultations,
// /prospects): the inbox fields added (additive to the contract), without the privacy record
// (language and consent) that only the inbox shows.
import type { Db, LeadKind } from "@lumiere/db";
import { LEAD_COLUMNS, LEAD_TABLES } from "./tables";

const { lang: _l1, consentText: _c1, consentAt: _a1, ...contactColumns } = LEAD_COLUMNS.contact;
const { lang: _l2, consentText: _c2, consentAt: _a2, ...consultationColumns } = LEAD_COLUMNS.consultation;
const { lang: _l3, consentText: _c3, consentAt: _a3, confirmedAt: _f3, ...signupColumns } = LEAD_COLUMNS.signup;

/** The columns each spec list shows (domain/lists reads them a page or a chunk at a time). */
export const SPEC_LIST_COLUMNS = { contact: contactColumns, consultation: consultationColumns, signup: signupColumns };

export const withIsoDates = <T extends { createdAt: Date }>(rows: T[]) => rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));

// The row each spec list answers, as a type (the admin's lead lists show these fields).
const specRows = (db: Db) => ({
  contact: db.select(contactColumns).from(LEAD_TABLES.contact),
  consultation: db.select(consultationColumns).from(LEAD_TABLES.consultation),
  signup: db.select(signupColumns).from(LEAD_TABLES.signup),
});
type Rows = { [K in LeadKind]: Awaited<ReturnType<typeof specRows>[K]>[number] };
export type SpecLeadRow<K extends LeadKind> = ReturnType<typeof withIsoDates<Rows[K]>>[number];
