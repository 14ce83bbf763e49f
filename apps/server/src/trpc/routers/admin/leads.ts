import { leadFilterSchema, leadListInputSchema, leadRefSchema, leadUpdateInputSchema, subjectInputSchema } from "@lumiere/validation";
import {
  eraseSubject,
  exportLeads,
  findSubject,
  leadsSinceLastVisit,
  listAudit,
  listConsultations,
  listContacts,
  listLeads,
  listProspects,
  removeLead,
  updateLead,
} from "../../../domain/leads/index";
import { adminProcedure, router } from "../../init";

export const adminLeadsRouter = router({
  // The spec's three lists (REST GET /api/admin/contacts, /consultations, /prospects).
  contacts: adminProcedure.query(({ ctx }) => listContacts(ctx.db)),
  consultations: adminProcedure.query(({ ctx }) => listConsultations(ctx.db)),
  prospects: adminProcedure.query(({ ctx }) => listProspects(ctx.db)),
  // The inbox.
  list: adminProcedure.input(leadListInputSchema).query(({ ctx, input }) => listLeads(ctx.db, input)),
  export: adminProcedure.input(leadFilterSchema).query(({ ctx, input }) => exportLeads(ctx.db, input)),
  update: adminProcedure.input(leadUpdateInputSchema).mutation(({ ctx, input }) => updateLead(ctx.db, input)),
  remove: adminProcedure.input(leadRefSchema).mutation(({ ctx, input }) => removeLead(ctx.db, input)),
  sinceLastVisit: adminProcedure.query(({ ctx }) => leadsSinceLastVisit(ctx.db, ctx.session.user.id)),
  // Data-subject rights.
  findSubject: adminProcedure.input(subjectInputSchema).query(({ ctx, input }) => findSubject(ctx.db, input.email)),
  eraseSubject: adminProcedure
    .input(subjectInputSchema)
    .mutation(({ ctx, input }) => eraseSubject(ctx.db, input.email, ctx.session.user.username)),
  audit: adminProcedure.query(({ ctx }) => listAudit(ctx.db)),
});
