import { leadFilterSchema, leadListInputSchema, leadRefSchema, leadUpdateInputSchema, subjectInputSchema } from "@lumiere/validation";
import {
  eraseSubject,
  exportLeads,
  findSubject,
  leadsSinceLastVisit,
  listConsultations,
  listContacts,
  listLeads,
  listProspects,
  releaseLead,
  removeLead,
  updateLead,
} from "../../../domain/leads/index";
import { listPrivacyAudit } from "../../../domain/activity";
import { adminProcedure, router } from "../../init";
import { leadDeps } from "../leads";

export const adminLeadsRouter = router({
  // The spec's three lists (REST GET /api/admin/contacts, /consultations, /prospects).
  contacts: adminProcedure.query(({ ctx }) => listContacts(ctx.db)),
  consultations: adminProcedure.query(({ ctx }) => listConsultations(ctx.db)),
  prospects: adminProcedure.query(({ ctx }) => listProspects(ctx.db)),
  // The inbox.
  list: adminProcedure.input(leadListInputSchema).query(({ ctx, input }) => listLeads(ctx.db, input)),
  export: adminProcedure.input(leadFilterSchema).query(({ ctx, input }) => exportLeads(ctx.db, input, ctx.session.user.username)),
  update: adminProcedure.input(leadUpdateInputSchema).mutation(({ ctx, input }) => updateLead(ctx.db, input, ctx.session.user.username)),
  /** A lead the bot defence held: it becomes an ordinary lead and its e-mails are queued. */
  release: adminProcedure
    .input(leadRefSchema)
    .mutation(async ({ ctx, input }) => releaseLead(await leadDeps(ctx), input, ctx.session.user.username)),
  remove: adminProcedure.input(leadRefSchema).mutation(({ ctx, input }) => removeLead(ctx.db, input, ctx.session.user.username)),
  sinceLastVisit: adminProcedure.query(({ ctx }) => leadsSinceLastVisit(ctx.db, ctx.session.user.id)),
  // Data-subject rights.
  findSubject: adminProcedure.input(subjectInputSchema).query(({ ctx, input }) => findSubject(ctx, input.email, ctx.session.user.username)),
  eraseSubject: adminProcedure
    .input(subjectInputSchema)
    .mutation(({ ctx, input }) => eraseSubject(ctx, input.email, ctx.session.user.username)),
  /** What was done to personal data (erasures, retention); the whole feed is admin.activity.list. */
  audit: adminProcedure.query(({ ctx }) => listPrivacyAudit(ctx.db)),
});
